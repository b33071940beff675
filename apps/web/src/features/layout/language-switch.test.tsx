import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  emulateDesktopViewport,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
  TEST_LANGUAGES,
} from '../../app/test-kit.tsx';
import { spokenLanguages } from '../../i18n/languages.ts';

describe('interface languages', () => {
  it('are those the console has texts in, not every language of the register', () => {
    expect(spokenLanguages(TEST_LANGUAGES).map((language) => language.code)).toEqual([
      'ar',
      'en',
      'pl',
      'uk',
    ]);
  });

  describe('the header switch', () => {
    beforeEach(() => {
      resetSession();
      signIn();
    });

    it('offers only the languages the console speaks', async () => {
      const restoreViewport = emulateDesktopViewport();
      try {
        renderApp('/', { routes: signedInRoutes(fakeUser(['base'])) });
        await screen.findByText('Your screens', undefined, { timeout: 15_000 });
        await userEvent.click(await screen.findByRole('combobox', { name: 'Interface language' }));
        expect(await screen.findByText('Polski')).toBeInTheDocument();
        const options = screen.getAllByRole('option').map((option) => option.textContent);
        expect(options).not.toContain('Afaraf');
        expect(screen.queryByText('Afaraf')).not.toBeInTheDocument();
      } finally {
        restoreViewport();
      }
    });
  });
});
