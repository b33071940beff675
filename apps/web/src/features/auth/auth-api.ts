import {
  type AuthConfig,
  type CurrentUser,
  type LoginBody,
  SILENT_TOKEN_RENEWAL_TIMEOUT_MS,
  type TokenPair,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** How users sign in: the built-in login and password, or an external OpenID Connect issuer. */
export async function fetchAuthConfig(): Promise<AuthConfig> {
  const { data } = await apiClient.get<AuthConfig>('auth/config', { skipTokenRenewal: true });
  return data;
}

export async function requestLogin(credentials: LoginBody): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>('auth/login', credentials, { skipTokenRenewal: true });
  return data;
}

export async function requestRefresh(refreshToken: string): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>(
    'auth/refresh',
    { refreshToken },
    // A silent renewal gives up after 30 s (registers §9), not the 45 s of other requests.
    { skipTokenRenewal: true, timeout: SILENT_TOKEN_RENEWAL_TIMEOUT_MS },
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
