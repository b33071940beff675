import { type CurrentUser, currentUserSchema, type LoginBody, type TokenPair } from '@console/domain';
import { apiClient } from '../../api/client.ts';

export async function requestLogin(credentials: LoginBody): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>('auth/login', credentials, { skipTokenRenewal: true });
  return data;
}

export async function requestRefresh(refreshToken: string): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>('auth/refresh', { refreshToken }, { skipTokenRenewal: true });
  return data;
}

export async function requestLogout(refreshToken: string | null): Promise<void> {
  await apiClient.post('auth/logout', refreshToken ? { refreshToken } : {}, { skipTokenRenewal: true });
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await apiClient.get<unknown>('users/me');
  return currentUserSchema.parse(data);
}
