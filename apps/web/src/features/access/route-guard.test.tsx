import { MESSAGES } from '@console/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

/** How often the camera scanner's chunk was loaded (its module evaluated). */
const scannerChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../mobile-scanner/cid-scanner-page.tsx', async (importOriginal) => {
  scannerChunk.loads += 1;
  return importOriginal();
});

beforeEach(() => {
  resetSession();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('opens a route the user holds a role of', async () => {
    renderApp('/payments', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee', 'branch_manager']), {
        'GET payments': { status: 200, data: { items: [], total: 0, last_page: 1 } },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resourceForbidden)).not.toBeInTheDocument();
  });

  it("shows 'You do not have permission to access the resource' to a courier on shipments", async () => {
    // A courier who passes the service rule through the pudo manager role, but shipments is not theirs.
    renderApp('/shipments', { routes: signedInRoutes(fakeUser(['courier', 'pudo_manager'])) });
    expect(await screen.findByText(MESSAGES.resourceForbidden)).toBeInTheDocument();
    expect(screen.queryByText('This screen is being built')).not.toBeInTheDocument();
  });

  it("shows 'You do not have permission to access the service' full-page when the API refuses the user", async () => {
    const view = renderApp('/shipments', {
      routes: {
        'GET users/me': { status: 403, data: { code: 'FORBIDDEN', message: MESSAGES.serviceForbidden } },
        'POST auth/logout': { status: 204 },
      },
    });
    expect(await screen.findByText(MESSAGES.serviceForbidden)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it("shows 'You do not have permission to access the service' to a user holding no service role", async () => {
    renderApp('/', { routes: signedInRoutes(fakeUser(['courier'])) });
    expect(await screen.findByText(MESSAGES.serviceForbidden)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
  });

  it("shows 'Available only on mobile app' for a mobile-only route on a desktop", async () => {
    renderApp('/staff_fixation_mobile_app', { routes: signedInRoutes(fakeUser(['base'])) });
    expect(await screen.findByText(MESSAGES.mobileAppOnly)).toBeInTheDocument();
  });

  it('refuses a mobile-only route on a desktop even with consumer=mobile_app', async () => {
    renderApp('/scanning_barcode_cid_mobile_app?consumer=mobile_app', {
      routes: signedInRoutes(fakeUser(['base'])),
    });
    expect(await screen.findByText(MESSAGES.mobileAppOnly)).toBeInTheDocument();
    // Refused before its chunk, the camera scanner, was loaded (issue 25: a spinner came first).
    expect(scannerChunk.loads).toBe(0);
  });

  it('opens a mobile-only route in the mobile app, without the side menu', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
    });
    renderApp('/staff_fixation_mobile_app?consumer=mobile_app', {
      routes: signedInRoutes(fakeUser(['base'])),
    });
    expect(
      await screen.findByRole('heading', { name: 'Staff check-in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.mobileAppOnly)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('console.consumer')).toBe('mobile_app');
  });

  it('refuses the pudo-workplace area opened from=pudo_workplace without a pudo role', async () => {
    renderApp('/shipments?from=pudo_workplace', { routes: signedInRoutes(fakeUser(['base'])) });
    expect(await screen.findByText(MESSAGES.resourceForbidden)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    resetSession();
    const view = renderApp('/payments?page=2', { routes: {} });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe(`?redirect=${encodeURIComponent('/payments?page=2')}`);
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page', { routes: signedInRoutes(fakeUser(['base'])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
