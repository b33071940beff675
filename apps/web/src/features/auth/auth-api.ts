import type { CurrentUser, LoginBody, TokenPair } from '@console/domain';
import { apiClient } from '../../api/client.ts';

export async function requestLogin(credentials: LoginBody): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>('auth/login', credentials, { skipTokenRenewal: true });
  return data;
}

export async function requestRefresh(refreshToken: string): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>(
    'auth/refresh',
    { refreshToken },
    { skipTokenRenewal: true },
  );
  return data;
}

export async function requestLogout(refreshToken: string | null): Promise<void> {
  await apiClient.post('auth/logout', refreshToken ? { refreshToken } : {}, { skipTokenRenewal: true });
}

/**
 * The API validates this answer against `currentUserSchema` before sending it;
 * parsing it again here would put zod on the console's first load.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await apiClient.get<CurrentUser>('users/me');
  return data;
}
