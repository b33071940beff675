import { DEFAULT_USER_SETTINGS, REGISTERS, type UserSettings } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, resetSession, signIn } from '../../app/test-kit.tsx';
import { page, renderWithProviders } from '../registers/register-test-kit.tsx';
import { StaffDivisionsTab } from './staff-divisions-tab.tsx';

const USER_ID = '0f6b1a3c-5d2e-4f70-8a91-b2c3d4e5f601';
const WARSZAWA = {
  id: '1b2c3d4e-0000-4000-8000-000000000001',
  number: '1001',
  name: 'Warszawa Oddział nr 1',
};
const KRAKOW = { id: '1b2c3d4e-0000-4000-8000-000000000003', number: '1003', name: 'Kraków Oddział nr 3' };
const SETTINGS: UserSettings & { userId: string } = {
  ...DEFAULT_USER_SETTINGS,
  userId: USER_ID,
  interfaceLanguage: 'en',
  divisionId: WARSZAWA.id,
  divisions: [WARSZAWA.id],
};
const STAFF = { mdmId: 'MDM0009', login: 'dispatch.manager', lastName: 'Nowak', firstName: 'Piotr' };
const staffs = REGISTERS.staffs;

beforeEach(() => {
  resetSession();
  signIn();
});

describe('a staff member\'s work divisions (registers §5 "Division change")', () => {
  it('lets an administrator give a dispatch manager another division, sending their settings whole', async () => {
    const { requests } = renderWithProviders(
      <StaffDivisionsTab register={staffs} record={STAFF} canWrite />,
      {
        'GET users/me': { status: 200, data: fakeUser(['base', 'administrator_god']) },
        'GET users/settings': { status: 200, data: SETTINGS },
        'GET divisions': { status: 200, data: page([WARSZAWA, KRAKOW], 2) },
        ...answerAt('GET divisions/:id', [WARSZAWA.id], { status: 200, data: WARSZAWA }),
        ...answerAt('PUT users/:id/settings', [USER_ID], (request) => ({
          status: 200,
          data: request.data as UserSettings,
        })),
      },
    );
    const input = await screen.findByRole('combobox', { name: 'Divisions' });
    expect(await screen.findByText('1001 Warszawa Oddział nr 1')).toBeVisible();
    await userEvent.type(input, 'Krak');
    await userEvent.click(await screen.findByText('1003 Kraków Oddział nr 3'));
    await userEvent.click(screen.getByRole('button', { name: 'Save divisions' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.data).toMatchObject({ interfaceLanguage: 'en', divisions: [WARSZAWA.id, KRAKOW.id] });
    // The working division stays as it is; the user's id is the path's, not the body's.
    expect(put?.data).not.toHaveProperty('divisionId');
    expect(put?.data).not.toHaveProperty('userId');
    const read = requests.find((request) => request.url === 'users/settings');
    expect(read).toBeDefined();
  });

  it('is for settings administrators only', async () => {
    renderWithProviders(<StaffDivisionsTab register={staffs} record={STAFF} canWrite={false} />, {
      'GET users/me': { status: 200, data: fakeUser(['base', 'branch_manager']) },
    });
    expect(await screen.findByText('Administrators and the service desk set these divisions.')).toBeVisible();
    expect(within(document.body).queryByRole('combobox')).toBeNull();
  });
});
