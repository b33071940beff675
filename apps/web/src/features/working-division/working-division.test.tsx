import type { CurrentUser, UserSettings } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

const KRAKOW = {
  id: '3f0c1a52-0f3c-4a8e-9d0e-5b1c2d3e4f50',
  number: '100003',
  name: 'Kraków Branch 3',
  divisionCategory: 'PostBranch',
  countryCode: 'PL',
};

describe('working division change (registers §5 "Division change")', () => {
  it('a dispatch manager moves to another division from the header’s account menu; the console reads it again', async () => {
    let me: CurrentUser = fakeUser(['base', 'dispatch_manager']);
    const home = me.division!;
    const view = renderApp('/', {
      routes: signedInRoutes(me, {
        'GET users/me': () => ({ status: 200, data: me }),
        'GET users/working-divisions': () => ({ status: 200, data: { items: [home, KRAKOW] } }),
        ...answerAt('PUT users/:id/settings', [me.id], (request) => {
          me = { ...me, division: KRAKOW, homeDivision: home };
          return { status: 200, data: request.data as UserSettings };
        }),
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByText('Change the working division'));
    const dialog = await screen.findByRole('dialog', { name: 'Working division' });
    expect(within(dialog).getByText(/Your own division: 1001 · Warszawa Oddział nr 1/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Working division' }));
    await userEvent.click(await screen.findByText('100003 · Kraków Branch 3'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Work here' }));

    expect(await screen.findByText('You now work in 100003 · Kraków Branch 3')).toBeInTheDocument();
    const put = view.requests.find((request) => request.method === 'PUT');
    expect(put?.data).toMatchObject({ ...me.settings, divisionId: KRAKOW.id });
    // users/me is read again: the account menu names the new division.
    await waitFor(() =>
      expect(view.requests.filter((request) => request.url === 'users/me')).toHaveLength(2),
    );
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect((await screen.findAllByText('No. 100003 · Kraków Branch 3')).length).toBeGreaterThan(0);
  });

  it('a failed change keeps the division and lands in the error list', async () => {
    const me = fakeUser(['base', 'dispatch_manager']);
    renderApp('/', {
      routes: signedInRoutes(me, {
        'GET users/working-divisions': { status: 200, data: { items: [me.division!, KRAKOW] } },
        ...answerAt('PUT users/:id/settings', [me.id], {
          status: 422,
          data: {
            code: 'DIVISION_NOT_ELIGIBLE',
            message: 'This division cannot be chosen as your working division',
          },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByText('Change the working division'));
    const dialog = await screen.findByRole('dialog', { name: 'Working division' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Working division' }));
    await userEvent.click(await screen.findByText('100003 · Kraków Branch 3'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Work here' }));
    expect(
      await screen.findByText('This division cannot be chosen as your working division'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect((await screen.findAllByText(/^No\. 1001 ·/)).length).toBeGreaterThan(0);
  });

  it('a branch clerk has no division change', async () => {
    renderApp('/', { routes: signedInRoutes(fakeUser(['base', 'branch_employee'])) });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByText('Sign out')).toBeInTheDocument();
    expect(screen.queryByText('Change the working division')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change the working division/ })).not.toBeInTheDocument();
  });
});
