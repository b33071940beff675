import type { AuthConfig } from '@console/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  TEST_LANGUAGES,
} from '../../app/test-kit.tsx';
import { useAuthStore } from './auth-store.ts';
import { completeSignIn, startSignIn } from './oidc-sign-in.ts';

// The issuer's side (oidc-client-ts) has tests of its own in oidc-sign-in.test.ts.
vi.mock('./oidc-sign-in.ts', () => ({
  startSignIn: vi.fn(async () => {}),
  completeSignIn: vi.fn(),
  renewSession: vi.fn(async () => null),
  endSession: vi.fn(async () => {}),
  forgetSession: vi.fn(async () => {}),
}));

const TOKENS = { idToken: 'id-token-from-login', refreshToken: 'refresh-token-from-login', expiresIn: 900 };

const OIDC_CONFIG: AuthConfig = {
  mode: 'oidc',
  issuer: 'https://id.example.test/realms/ops',
  clientId: 'console',
  scope: 'openid profile email',
  audience: 'console',
};
const OIDC_CLIENT = {
  authority: 'https://id.example.test/realms/ops',
  clientId: 'console',
  scope: 'openid profile email',
  redirectUri: `${window.location.origin}/login`,
};
const oidcRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET auth/config': { status: 200, data: OIDC_CONFIG },
  'GET i18n/languages': { status: 200, data: TEST_LANGUAGES },
  ...extra,
});

beforeEach(() => {
  resetSession();
  vi.mocked(startSignIn).mockClear();
  vi.mocked(completeSignIn).mockReset();
});

async function fillAndSubmit(login: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  if (login) await userEvent.type(screen.getByLabelText('Login'), login);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(submit);
}

describe('login page', () => {
  it('asks for the login and the password before calling the API', async () => {
    const view = renderApp('/login', {
      routes: { 'GET i18n/languages': { status: 200, data: TEST_LANGUAGES } },
    });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Login is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(view.requests.some((request) => request.url === 'auth/login')).toBe(false);
  });

  it('refuses a login of blanks only', async () => {
    renderApp('/login', { routes: {} });
    await fillAndSubmit('   ', 'demo');
    expect(await screen.findByText('Login cannot be empty')).toBeInTheDocument();
  });

  it("shows 'Invalid login or password' on a 401 and clears the password", async () => {
    renderApp('/login', {
      routes: {
        'POST auth/login': {
          status: 401,
          data: { code: 'UNAUTHORIZED', message: 'Invalid login or password' },
        },
      },
    });
    await fillAndSubmit('operator', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(useAuthStore.getState().idToken).toBeNull();
  });

  it('shows the throttling message on a 429', async () => {
    renderApp('/login', {
      routes: {
        'POST auth/login': { status: 429, data: { code: 'TOO_MANY_REQUESTS', message: 'Too many' } },
      },
    });
    await fillAndSubmit('operator', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Try again later',
    );
  });

  it('signs in, keeps the tokens and opens the page that was asked for', async () => {
    const view = renderApp('/settings', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee', 'branch_manager']), {
        'POST auth/login': { status: 200, data: TOKENS },
      }),
    });
    await fillAndSubmit(' operator ', 'demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/settings');
    expect(view.requests.find((request) => request.url === 'auth/login')?.data).toEqual({
      login: 'operator',
      password: 'demo',
    });
    const me = view.requests.find((request) => request.url === 'users/me');
    expect(me?.headers.Authorization).toBe('Bearer id-token-from-login');
    expect(JSON.parse(localStorage.getItem('console.auth') ?? '{}').state).toMatchObject({
      idToken: 'id-token-from-login',
      refreshToken: 'refresh-token-from-login',
    });
  });

  it('keeps the built-in form when the server names no issuer', async () => {
    renderApp('/login', { routes: { 'GET auth/config': { status: 200, data: { mode: 'builtin' } } } });
    expect(await screen.findByLabelText('Login')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with your organisation account' })).toBeNull();
  });

  it('offers the issuer when the server turns the built-in sign-in down', async () => {
    let external = false;
    renderApp('/login', {
      routes: {
        'GET auth/config': () => ({ status: 200, data: external ? OIDC_CONFIG : { mode: 'builtin' } }),
        'POST auth/login': () => {
          external = true;
          return {
            status: 409,
            data: { code: 'EXTERNAL_SIGN_IN', message: 'Sign in through the identity provider' },
          };
        },
      },
    });
    await fillAndSubmit('operator', 'demo');
    expect(
      await screen.findByRole('button', { name: 'Sign in with your organisation account' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});

describe('login page with an external issuer', () => {
  it('shows one button that sends the user to the issuer, remembering the page asked for', async () => {
    const view = renderApp('/settings', { routes: oidcRoutes() });
    const button = await screen.findByRole('button', { name: 'Sign in with your organisation account' });
    expect(screen.queryByLabelText('Login')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText('Use the account your organisation gave you.')).toBeInTheDocument();
    await userEvent.click(button);
    expect(startSignIn).toHaveBeenCalledWith(OIDC_CLIENT, '/settings');
    expect(view.requests.some((request) => request.url === 'auth/login')).toBe(false);
  });

  it('says so when the issuer cannot be reached', async () => {
    vi.mocked(startSignIn).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderApp('/login', { routes: oidcRoutes() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in with your organisation account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The identity provider cannot be reached. Try again later.',
    );
  });

  it("completes the issuer's redirect back, keeps its id token and opens the page asked for", async () => {
    const expiresAt = Date.now() + 300_000;
    vi.mocked(completeSignIn).mockResolvedValue({
      session: { idToken: 'issuer-id-token', expiresAt },
      target: '/settings',
    });
    const view = renderApp('/login?code=code-1&state=state-1', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee']), oidcRoutes()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/settings');
    expect(completeSignIn).toHaveBeenCalledWith(
      OIDC_CLIENT,
      `${OIDC_CLIENT.redirectUri}?code=code-1&state=state-1`,
    );
    expect(useAuthStore.getState()).toMatchObject({
      idToken: 'issuer-id-token',
      refreshToken: null,
      expiresAt,
      oidc: OIDC_CLIENT,
    });
    const me = view.requests.find((request) => request.url === 'users/me');
    expect(me?.headers.Authorization).toBe('Bearer issuer-id-token');
  });

  it('never opens another site named in the state', async () => {
    vi.mocked(completeSignIn).mockResolvedValue({
      session: { idToken: 'issuer-id-token', expiresAt: null },
      target: 'https://evil.test/',
    });
    const view = renderApp('/login?code=code-1&state=state-1', {
      routes: signedInRoutes(fakeUser(['base']), oidcRoutes()),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('reports a refused or broken answer and drops it from the address', async () => {
    vi.mocked(completeSignIn).mockRejectedValue(new Error('access_denied'));
    const view = renderApp('/login?error=access_denied&state=state-1', { routes: oidcRoutes() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in through your organisation account did not complete. Try again.',
    );
    expect(view.router.state.location.search).toBe('');
    expect(
      screen.getByRole('button', { name: 'Sign in with your organisation account' }),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().idToken).toBeNull();
  });
});
