import type { ListResult, SettlementPostCode } from '@console/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client.ts';
import { registerKeys } from '../register-api.ts';

/** A live postal code row of a settlement as `settlements/{id}/post-codes` answers it. */
export type SettlementPostCodeRow = Required<SettlementPostCode> & { id: string };

/** Query keys of a settlement's postal codes (STYLE.md "per-resource query-key factories"). */
const all = [...registerKeys('settlements').all, 'post-codes'] as const;
export const settlementPostCodeKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (settlementId: string) => [...all, 'list', settlementId] as const,
  details: () => [...all, 'detail'] as const,
  detail: (postCodeId: string) => [...all, 'detail', postCodeId] as const,
};

const postCodesUrl = (settlementId: string) => `settlements/${encodeURIComponent(settlementId)}/post-codes`;

export function useSettlementPostCodes(settlementId: string | undefined) {
  return useQuery({
    queryKey: settlementPostCodeKeys.list(settlementId ?? ''),
    queryFn: async () => {
      const { data } = await apiClient.get<ListResult<SettlementPostCodeRow>>(
        postCodesUrl(settlementId ?? ''),
      );
      return data;
    },
    enabled: settlementId !== undefined,
  });
}

/**
 * The rows changed, and so did the settlement's list column (its first and last live postal
 * code) and its history. The record in the editor is left alone: refetching it would reset the form.
 */
function postCodesWritten(queryClient: QueryClient, settlementId: string) {
  const keys = registerKeys('settlements');
  void queryClient.invalidateQueries({ queryKey: settlementPostCodeKeys.list(settlementId) });
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...keys.detail(settlementId), 'history'] });
}

/** `POST settlements/{id}/post-codes`: the row is appended after the last number. */
export function useAddSettlementPostCode(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postCode: string) => {
      const body: SettlementPostCode = { postCode };
      const { data } = await apiClient.post<SettlementPostCodeRow>(postCodesUrl(settlementId), body);
      return data;
    },
    onSuccess: () => postCodesWritten(queryClient, settlementId),
  });
}

export function useRemoveSettlementPostCode(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postCodeId: string) => {
      await apiClient.delete(`${postCodesUrl(settlementId)}/${encodeURIComponent(postCodeId)}`);
    },
    onSuccess: () => postCodesWritten(queryClient, settlementId),
  });
}
