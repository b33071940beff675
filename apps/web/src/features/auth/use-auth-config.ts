import type { AuthConfig } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAuthConfig } from './auth-api.ts';

export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
};

/** How users sign in; it changes only with the server's configuration. */
export function useAuthConfig() {
  return useQuery<AuthConfig>({
    queryKey: authKeys.config(),
    queryFn: fetchAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
