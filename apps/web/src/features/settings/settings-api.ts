import type { CurrentUser, UserSettings } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { userKeys } from '../auth/use-current-user.ts';

export async function fetchUserSettings(): Promise<UserSettings> {
  const { data } = await apiClient.get<UserSettings>('users/settings');
  return data;
}

export async function saveUserSettings(settings: UserSettings): Promise<UserSettings> {
  const { data } = await apiClient.post<UserSettings>('users/settings', settings);
  return data;
}

export function useUserSettings() {
  return useQuery({ queryKey: userKeys.settings(), queryFn: fetchUserSettings });
}

/**
 * Saves the settings; the cached model changes only once the server accepts
 * them, so a failure leaves (rolls back to) what was saved before (registers §8).
 */
export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.settings(), saved);
      queryClient.setQueryData<CurrentUser>(userKeys.me(), (user) =>
        user ? { ...user, settings: saved } : user,
      );
    },
  });
}
