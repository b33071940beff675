import type { CurrentUser, UserSettings } from '@console/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { userKeys } from '../auth/use-current-user.ts';
import { fetchUserSettings } from '../settings/settings-api.ts';

export type DivisionChoice = NonNullable<CurrentUser['division']>;

const choiceKeys = {
  search: (textSearch: string) => [...userKeys.all, 'working-divisions', textSearch] as const,
};

/** The divisions the signed-in user may work in (registers §5 "Division change"), by number or name. */
export function useDivisionChoices(textSearch: string, enabled: boolean) {
  return useQuery({
    queryKey: choiceKeys.search(textSearch),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ items: DivisionChoice[] }>('users/working-divisions', {
        params: textSearch ? { textSearch } : {},
        signal,
      });
      return data.items;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Moves the user's working division: it is part of their settings (`PUT users/{id}/settings`), so
 * the settings are read fresh and sent whole with the new `divisionId`. Every cached read then
 * goes: division-scoped lists, forms and defaults are read again for the new division.
 */
export function useChangeWorkingDivision(user: CurrentUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (divisionId: string) => {
      const settings = await fetchUserSettings();
      const { data } = await apiClient.put<UserSettings>(`users/${user.id}/settings`, {
        ...settings,
        divisionId,
      });
      return data;
    },
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
