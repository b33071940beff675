import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { connectApiClient } from '../../app/api-session.ts';
import { createTestI18n, fakeApi, fakeUser, resetSession } from '../../app/test-kit.tsx';
import { useAuthStore } from './auth-store.ts';
import { endSession, forgetSession, renewSession } from './oidc-sign-in.ts';

// The issuer's side (oidc-client-ts) has tests of its own in oidc-sign-in.test.ts.
vi.mock('./oidc-sign-in.ts', () => ({
  renewSession: vi.fn(),
  endSession: vi.fn(async () => {}),
  forgetSession: vi.fn(async () => {}),
}));

const OLD = {
  idToken: 'old-id-token',
  refreshToken: 'old-refresh-token-000000',
  expiresAt: Date.now() + 1000,
};
const NEW_PAIR = { idToken: 'new-id-token', refreshToken: 'new-refresh-token-000000', expiresIn: 900 };

const OIDC = {
  authority: 'https://id.example.test/realms/ops',
  clientId: 'console',
  scope: 'openid profile email',
  redirectUri: 'http://localhost:3000/login',
};
const EXTERNAL = { idToken: 'issuer-id-token', refreshToken: null, expiresAt: Date.now() + 1000, oidc: OIDC };

beforeEach(() => {
  resetSession();
  vi.clearAllMocks();
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

  it('gives a silent renewal 30 s, not the 45 s of other requests (registers §9)', async () => {
    useAuthStore.setState(OLD);
    const requests = fakeApi({ 'POST auth/refresh': { status: 200, data: NEW_PAIR } });
    await useAuthStore.getState().renew();
    expect(requests.find((request) => request.url === 'auth/refresh')?.timeout).toBe(30_000);
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
    const user = fakeUser(['base']);
    const requests = fakeApi({
      'POST auth/refresh': { status: 200, data: NEW_PAIR },
      'GET users/me': (request) =>
        request.headers.Authorization === 'Bearer new-id-token'
          ? { status: 200, data: user }
          : { status: 401, data: { code: 'UNAUTHORIZED', message: 'Sign-in required' } },
    });
    const { data } = await apiClient.get('users/me');
    expect(data).toEqual(user);
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

describe('auth store with an external issuer', () => {
  it('keeps the id token the issuer gave', () => {
    useAuthStore.getState().adoptExternalSession({ idToken: 'issuer-id-token', expiresAt: 5 }, OIDC);
    expect(useAuthStore.getState()).toMatchObject({
      idToken: 'issuer-id-token',
      refreshToken: null,
      expiresAt: 5,
      oidc: OIDC,
    });
  });

  it('renews through the issuer, not the built-in refresh', async () => {
    useAuthStore.setState(EXTERNAL);
    vi.mocked(renewSession).mockResolvedValue({ idToken: 'renewed-id-token', expiresAt: 7 });
    const requests = fakeApi({});
    const renew = useAuthStore.getState().renew;
    expect(await Promise.all([renew(), renew()])).toEqual(['renewed-id-token', 'renewed-id-token']);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(renewSession).toHaveBeenCalledWith(OIDC, 'issuer-id-token');
    expect(useAuthStore.getState()).toMatchObject({ idToken: 'renewed-id-token', expiresAt: 7, oidc: OIDC });
    expect(requests).toEqual([]);
  });

  it("signs out and forgets the issuer's tokens when it cannot renew", async () => {
    useAuthStore.setState(EXTERNAL);
    vi.mocked(renewSession).mockResolvedValue(null);
    expect(await useAuthStore.getState().renew()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ idToken: null, oidc: null });
    await vi.waitFor(() => expect(forgetSession).toHaveBeenCalledWith(OIDC));
  });

  it('ends the session at the issuer at sign-out', async () => {
    useAuthStore.setState(EXTERNAL);
    const requests = fakeApi({});
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ idToken: null, oidc: null });
    expect(endSession).toHaveBeenCalledWith(OIDC, 'issuer-id-token');
    expect(requests).toEqual([]);
  });

  it('still signs out here when the issuer cannot be reached', async () => {
    useAuthStore.setState(EXTERNAL);
    vi.mocked(endSession).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().idToken).toBeNull();
  });
});
