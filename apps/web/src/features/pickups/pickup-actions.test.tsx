import { type Pickup, ROLES, SERVICE_ROLES } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, resetSession, signIn } from '../../app/test-kit.tsx';
import { userKeys } from '../auth/use-current-user.ts';
import { renderWithProviders } from '../registers/register-test-kit.tsx';
import { PickupActions } from './pickup-actions.tsx';
import { PICKUP } from './pickup-test-data.ts';

beforeEach(() => {
  resetSession();
  signIn();
});

const CREATED: Pickup = { ...PICKUP, status: 'Created', lockVersion: 2 };

describe('PickupActions', () => {
  it('appoints the nearest courier as a dispatcher, sending the lockVersion', async () => {
    const onChanged = vi.fn();
    const appointed = {
      ...CREATED,
      status: 'AppointedCourier' as const,
      executor: 'courier',
      lockVersion: 3,
    };
    const { requests } = renderWithProviders(<PickupActions pickup={CREATED} onChanged={onChanged} />, {
      'GET users/me': { status: 200, data: fakeUser(['base', 'dispatch_manager']) },
      'GET pickups/p1/executors': {
        status: 200,
        data: {
          items: [{ id: 'u1', executor: 'courier', firstName: 'Jan', lastName: 'Kurier', distance: 1.2 }],
        },
      },
      'PUT pickups/p1/courier': { status: 200, data: appointed },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change courier' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Courier' }));
    await userEvent.click(await screen.findByText(/Kurier Jan \(courier\)/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(appointed));
    const put = requests.find((request) => request.method.toUpperCase() === 'PUT');
    expect(put?.data).toMatchObject({ executor: 'courier', lockVersion: 2 });
  });

  // Platform §6 "Pickup assign to partner and change courier", written out so a matrix change fails.
  const SPEC_ROLES: readonly string[] = ['administrator_god', 'dispatch_manager', 'courier'];
  it.each(ROLES.map((role) => [role]))(
    'offers the courier change to %s only if the spec lists it',
    async (role) => {
      const groups = (SERVICE_ROLES as readonly string[]).includes(role) ? [role] : ['base', role];
      const { queryClient } = renderWithProviders(<PickupActions pickup={CREATED} onChanged={vi.fn()} />, {
        'GET users/me': { status: 200, data: fakeUser(groups) },
      });
      await screen.findByRole('button', { name: 'Change status' });
      // The buttons follow the signed-in user: decide only once the user is read and rendered.
      await waitFor(() => expect(queryClient.getQueryState(userKeys.me())?.status).toBe('success'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const offered = SPEC_ROLES.includes(role);
      expect(screen.queryByRole('button', { name: 'Change courier' }) !== null).toBe(offered);
      expect(screen.queryByRole('button', { name: 'Assign to partner' }) !== null).toBe(offered);
    },
  );

  it('offers no courier change to a contact-centre operator', async () => {
    renderWithProviders(<PickupActions pickup={CREATED} onChanged={vi.fn()} />, {
      'GET users/me': { status: 200, data: fakeUser(['contact_centre_operator']) },
    });
    await screen.findByRole('button', { name: 'Change status' });
    expect(screen.queryByRole('button', { name: 'Change courier' })).toBeNull();
  });
});
