import type { UserSettings } from '@console/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTestI18n,
  emulateDesktopViewport,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
  TEST_LANGUAGES,
} from '../app/test-kit.tsx';
import { directionOf } from './direction.ts';

describe('directionOf', () => {
  const guess = () => 'ltr' as const;

  it('follows the rtl flag of the languages register', () => {
    expect(directionOf('ar', TEST_LANGUAGES, guess)).toBe('rtl');
    expect(directionOf('pl', TEST_LANGUAGES, guess)).toBe('ltr');
  });

  it('guesses until the register answers, or for a language it does not list', () => {
    expect(directionOf('he', undefined, () => 'rtl')).toBe('rtl');
    expect(directionOf('xx', TEST_LANGUAGES, guess)).toBe('ltr');
  });
});

describe('layout direction', () => {
  beforeEach(() => {
    resetSession();
    signIn();
    document.documentElement.removeAttribute('dir');
  });

  it('switches <html dir> and the antd direction for a right-to-left language, and back', async () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('ar', 'common', { routes: { settings: 'الإعدادات' } });
    renderApp('/settings', { routes: signedInRoutes(fakeUser(['base'])), i18n });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    // The direction follows in an effect after the re-render; a loaded machine may lag behind.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await waitFor(() => expect(document.querySelector('.ant-layout-rtl')).not.toBeNull());

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    await waitFor(() => expect(document.querySelector('.ant-layout-rtl')).toBeNull());
  });

  it('saves the language chosen in the header in the user settings and switches at once', async () => {
    const restoreViewport = emulateDesktopViewport();
    try {
      const user = fakeUser(['base']);
      const view = renderApp('/', {
        routes: signedInRoutes(user, {
          'POST users/settings': (request) => ({ status: 200, data: request.data as UserSettings }),
        }),
      });
      await screen.findByText('Your screens');
      await userEvent.click(await screen.findByRole('combobox', { name: 'Interface language' }));
      await userEvent.click(await screen.findByText('Polski'));
      // The Polish catalogue loads lazily: on a busy machine that takes more than the default second.
      expect(await screen.findByText('Twoje ekrany', {}, { timeout: 10_000 })).toBeInTheDocument();
      const saved = view.requests.find(
        (request) => request.method === 'POST' && request.url === 'users/settings',
      );
      expect(saved?.data).toEqual({ ...user.settings, interfaceLanguage: 'pl' });
      expect(localStorage.getItem('console.language')).toBe('pl');
    } finally {
      restoreViewport();
    }
  });

  it('switches back when the settings refuse the language', async () => {
    const restoreViewport = emulateDesktopViewport();
    try {
      const view = renderApp('/', {
        routes: signedInRoutes(fakeUser(['base']), {
          'POST users/settings': {
            status: 403,
            data: { code: 'FORBIDDEN', message: 'You do not have permission to access the resource' },
          },
        }),
      });
      await screen.findByText('Your screens');
      await userEvent.click(await screen.findByRole('combobox', { name: 'Interface language' }));
      await userEvent.click(await screen.findByText('Українська'));
      expect(
        await screen.findByText('You do not have permission to access the resource'),
      ).toBeInTheDocument();
      expect(view.i18n.language).toBe('en');
      expect(screen.getByText('Your screens')).toBeInTheDocument();
    } finally {
      restoreViewport();
    }
  });
});
