import type { CurrentUser } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from './auth-api.ts';
import { useAuthStore } from './auth-store.ts';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  settings: () => [...userKeys.all, 'settings'] as const,
};

/** The signed-in user (`GET users/me`); idle while nobody is signed in. */
export function useCurrentUser() {
  const signedIn = useAuthStore((state) => state.idToken !== null);
  return useQuery<CurrentUser>({
    queryKey: userKeys.me(),
    queryFn: fetchCurrentUser,
    enabled: signedIn,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
