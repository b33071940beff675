import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, TEST_LANGUAGES } from '../../app/test-kit.tsx';
import { useAuthStore } from './auth-store.ts';

vi.setConfig({ testTimeout: 20_000 });

const TOKENS = { idToken: 'id-token-from-login', refreshToken: 'refresh-token-from-login', expiresIn: 900 };

beforeEach(() => {
  resetSession();
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
});
