import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { page } from '../registers/register-test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

describe('the scanning register: create (registers §2.1)', () => {
  it('opens the scan types on a click, not on hover, and a type opens its dialog', async () => {
    renderApp('/scanning', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
        'GET scanning': { status: 200, data: page([]) },
      }),
    });
    const create = await screen.findByTestId('scan-create');
    await userEvent.hover(create);
    // The menu stays closed until clicked: on hover it closed again as the pointer moved on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('menuitem', { name: 'Loading' })).not.toBeInTheDocument();

    await userEvent.click(create);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Loading' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Loading');
  });
});
