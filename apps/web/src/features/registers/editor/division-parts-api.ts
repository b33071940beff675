import type { DIVISION_PART_TYPES, divisionPartSchema, ListResult } from '@console/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../api/client.ts';
import { registerKeys } from '../register-api.ts';

export type DivisionPartType = (typeof DIVISION_PART_TYPES)[number];

/** A stored part or address-storage cell as `divisions/{id}/parts` answers it, removed rows included. */
export type DivisionPart = Required<z.infer<typeof divisionPartSchema>> & {
  divisionId: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
};

/** Query keys of a division's parts (STYLE.md "per-resource query-key factories"). */
const all = [...registerKeys('divisions').all, 'parts'] as const;
export const divisionPartKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (divisionId: string) => [...all, 'list', divisionId] as const,
  details: () => [...all, 'detail'] as const,
  detail: (partId: string) => [...all, 'detail', partId] as const,
};

const partsUrl = (divisionId: string) => `divisions/${encodeURIComponent(divisionId)}/parts`;

async function fetchDivisionParts(divisionId: string): Promise<ListResult<DivisionPart>> {
  const { data } = await apiClient.get<ListResult<DivisionPart>>(partsUrl(divisionId));
  return data;
}

/**
 * The PUT body that adds `part`: the call writes the list as a whole and marks every live row
 * left out deleted, so it carries all live rows of both types with their ids.
 */
export function partsWithAdded(
  current: readonly DivisionPart[],
  part: { code: string; type: DivisionPartType },
): { parts: z.input<typeof divisionPartSchema>[] } {
  const kept = current
    .filter((row) => row.deletedAt === null)
    .map(({ id, code, type }) => ({ id, code, type }));
  return { parts: [...kept, part] };
}

export function useDivisionParts(divisionId: string | undefined) {
  return useQuery({
    queryKey: divisionPartKeys.list(divisionId ?? ''),
    queryFn: () => fetchDivisionParts(divisionId ?? ''),
    enabled: divisionId !== undefined,
  });
}

/** The division's history lists the parts' audit rows; the record itself is unchanged. */
function partsWritten(queryClient: QueryClient, divisionId: string) {
  void queryClient.invalidateQueries({
    queryKey: [...registerKeys('divisions').detail(divisionId), 'history'],
  });
}

export function useAddDivisionPart(divisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (part: { code: string; type: DivisionPartType }) => {
      // Read afresh: a row someone else added since the tab loaded must not be left out (and so deleted).
      const current = await fetchDivisionParts(divisionId);
      const { data } = await apiClient.put<ListResult<DivisionPart>>(
        partsUrl(divisionId),
        partsWithAdded(current.items, part),
      );
      return data;
    },
    onSuccess: (parts) => {
      queryClient.setQueryData(divisionPartKeys.list(divisionId), parts);
      partsWritten(queryClient, divisionId);
    },
  });
}

/** `DELETE parts/{partId}` sets the deletion mark; the row stays in the list. */
export function useRemoveDivisionPart(divisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (partId: string) => {
      const { data } = await apiClient.delete<DivisionPart>(`parts/${encodeURIComponent(partId)}`);
      return data;
    },
    onSuccess: (removed) => {
      queryClient.setQueryData<ListResult<DivisionPart>>(
        divisionPartKeys.list(divisionId),
        (list) =>
          list && { ...list, items: list.items.map((row) => (row.id === removed.id ? removed : row)) },
      );
      partsWritten(queryClient, divisionId);
    },
  });
}
