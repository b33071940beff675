import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { connectApiClient } from '../../app/api-session.ts';
import { createTestI18n, fakeApi, resetSession } from '../../app/test-kit.tsx';
import { useAuthStore } from './auth-store.ts';

const OLD = {
  idToken: 'old-id-token',
  refreshToken: 'old-refresh-token-000000',
  expiresAt: Date.now() + 1000,
};
const NEW_PAIR = { idToken: 'new-id-token', refreshToken: 'new-refresh-token-000000', expiresIn: 900 };

beforeEach(() => {
  resetSession();
  connectApiClient(createTestI18n(), new QueryClient());
});

describe('auth store', () => {
  it('keeps the token pair and its expiry after sign-in', async () => {
    fakeApi({ 'POST auth/login': { status: 200, data: NEW_PAIR } });
    const before = Date.now();
    await useAuthStore.getState().login({ login: 'operator', password: 'demo' });
    const state = useAuthStore.getState();
    expect(state.idToken).toBe('new-id-token');
    expect(state.refreshToken).toBe('new-refresh-token-000000');
    expect(state.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
  });

  it('shares one refresh request between parallel renewals', async () => {
    useAuthStore.setState(OLD);
    const requests = fakeApi({ 'POST auth/refresh': { status: 200, data: NEW_PAIR } });
    const renew = useAuthStore.getState().renew;
    const tokens = await Promise.all([renew(), renew(), renew()]);
    expect(tokens).toEqual(['new-id-token', 'new-id-token', 'new-id-token']);
    expect(requests.filter((request) => request.url === 'auth/refresh')).toHaveLength(1);
    expect(requests[0]?.data).toEqual({ refreshToken: 'old-refresh-token-000000' });
    expect(useAuthStore.getState().refreshToken).toBe('new-refresh-token-000000');
  });

  it('signs out when the refresh token is refused', async () => {
    useAuthStore.setState(OLD);
    fakeApi({
      'POST auth/refresh': { status: 401, data: { code: 'UNAUTHORIZED', message: 'Sign-in required' } },
    });
    expect(await useAuthStore.getState().renew()).toBeNull();
    expect(useAuthStore.getState().idToken).toBeNull();
  });

  it('renews on a 401 and retries the request with the new token', async () => {
    useAuthStore.setState(OLD);
    const requests = fakeApi({
      'POST auth/refresh': { status: 200, data: NEW_PAIR },
      'GET users/me': (request) =>
        request.headers.Authorization === 'Bearer new-id-token'
          ? { status: 200, data: { ok: true } }
          : { status: 401, data: { code: 'UNAUTHORIZED', message: 'Sign-in required' } },
    });
    const { data } = await apiClient.get('users/me');
    expect(data).toEqual({ ok: true });
    expect(requests.map((request) => request.url)).toEqual(['users/me', 'auth/refresh', 'users/me']);
  });

  it('forgets the session locally and on the server at sign-out', async () => {
    useAuthStore.setState(OLD);
    const requests = fakeApi({ 'POST auth/logout': { status: 204 } });
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().idToken).toBeNull();
    expect(requests[0]).toMatchObject({
      url: 'auth/logout',
      data: { refreshToken: 'old-refresh-token-000000' },
    });
  });
});
