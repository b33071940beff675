import type { UserSettings } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { userKeys } from '../auth/use-current-user.ts';

/** Another user's settings, naming that user (`GET users/settings?user=`, settings administrators). */
export type OtherUserSettings = UserSettings & { userId: string };

const staffSettingsKey = (login: string) => [...userKeys.all, 'settings-of', login] as const;

export function useStaffSettings(login: string) {
  return useQuery({
    queryKey: staffSettingsKey(login),
    queryFn: async () => {
      const { data } = await apiClient.get<OtherUserSettings>('users/settings', { params: { user: login } });
      return data;
    },
  });
}

/**
 * Gives a dispatch manager the divisions they may work in (registers §5 "Division change"): their
 * settings sent whole with the new `divisions`, their working division left as it is.
 */
export function useSaveStaffDivisions(login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { settings: OtherUserSettings; divisions: string[] }) => {
      const { userId, divisionId: _working, ...settings } = input.settings;
      const { data } = await apiClient.put<UserSettings>(`users/${userId}/settings`, {
        ...settings,
        divisions: input.divisions,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffSettingsKey(login) }),
  });
}
