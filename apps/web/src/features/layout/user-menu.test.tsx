import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  emulateDesktopViewport,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

describe('account menu button (issue 28, WCAG 2.5.3 label in name)', () => {
  it('is named by the name and division it shows, then what it is', async () => {
    const restore = emulateDesktopViewport();
    try {
      renderApp('/', { routes: signedInRoutes(fakeUser(['base'])) });
      const button = await screen.findByRole('button', { name: /Account menu$/ });
      // The visible text, in the order shown, starts the name; the avatar's initials are not read.
      expect(button).toHaveAccessibleName(
        'Olena Kovalenko Poland No. 1001 · Warszawa Oddział nr 1 Account menu',
      );
      expect(button).not.toHaveAttribute('aria-label');
    } finally {
      restore();
    }
  });
});
