import type { UserSettings } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeRequest,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import { PRINT_SERVICE_URL_STORAGE_KEY } from '../printing/print-service-client.ts';

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

function postedSettings(requests: FakeRequest[]): UserSettings[] {
  return requests
    .filter((request) => request.method === 'POST' && request.url === 'users/settings')
    .map((request) => request.data as UserSettings);
}

async function addPrinter(name: string, deviceUri: string) {
  const [addButton] = await screen.findAllByRole('button', { name: /Add a printer/ });
  await userEvent.click(addButton!);
  const row = await screen.findByTestId('printers-0');
  await userEvent.type(within(row).getByLabelText('Name'), name);
  await userEvent.type(within(row).getByLabelText('Device address'), deviceUri);
  return row;
}

describe('settings page', () => {
  it('saves a new printer and says so', async () => {
    const user = fakeUser(['base']);
    const view = renderApp('/settings', {
      routes: signedInRoutes(user, {
        'POST users/settings': (request) => ({ status: 200, data: request.data as UserSettings }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const row = await addPrinter('Counter 1', 'ipp://10.0.0.5/printers/counter-1');
    await userEvent.type(within(row).getByLabelText('Copies'), '2');
    await userEvent.click(screen.getByRole('button', { name: /Save settings/ }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(postedSettings(view.requests)).toEqual([
      {
        ...user.settings,
        printers: [
          {
            name: 'Counter 1',
            deviceUri: 'ipp://10.0.0.5/printers/counter-1',
            printType: 'A4',
            autoPrinting: false,
            copies: 2,
          },
        ],
      },
    ]);
  });

  it('saves the print service address in this browser only, with Enter, apart from the server settings', async () => {
    const view = renderApp('/settings', { routes: signedInRoutes(fakeUser(['base'])) });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // Unsaved server settings: Enter in the address must not send them.
    await addPrinter('Counter 1', 'ipp://10.0.0.5/printers/counter-1');
    const section = document.getElementById('settings-printers');
    const address = within(section!).getByLabelText('Print service address');
    await userEvent.type(address, 'http://10.0.0.7:8555{Enter}');

    expect(await screen.findByText('Saved for this browser: http://10.0.0.7:8555')).toBeInTheDocument();
    expect(localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY)).toBe('http://10.0.0.7:8555');
    expect(postedSettings(view.requests)).toEqual([]);
    expect(screen.getByRole('button', { name: /Save settings/ })).toBeEnabled();
  });

  it('checks the copies on the spot: 2 to 10, or empty for one', async () => {
    const view = renderApp('/settings', { routes: signedInRoutes(fakeUser(['base'])) });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const row = await addPrinter('Counter 1', 'ipp://10.0.0.5/printers/counter-1');
    await userEvent.type(within(row).getByLabelText('Copies'), '11');
    await userEvent.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await within(row).findByText('Copies must be at most 10')).toBeInTheDocument();
    expect(postedSettings(view.requests)).toEqual([]);
  });

  it("shows the API's validation errors on their fields, translated", async () => {
    const view = renderApp('/settings', {
      routes: signedInRoutes(fakeUser(['base']), {
        'POST users/settings': {
          status: 400,
          data: {
            code: 'VALIDATION',
            message: 'Request validation failed',
            errors: { 'printers.0.deviceUri': 'string.pattern.base' },
          },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const row = await addPrinter('Counter 1', 'not a device');
    await userEvent.click(screen.getByRole('button', { name: /Save settings/ }));

    const message = 'Device address: “not a device” has an invalid format';
    expect(await within(row).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('The settings were not saved')).toBeInTheDocument();
    expect(postedSettings(view.requests)).toHaveLength(1);
    // The edits stay for the user to correct.
    expect(within(row).getByLabelText('Device address')).toHaveValue('not a device');
  });

  it('checks the default recipient country as two capital letters', async () => {
    renderApp('/settings', { routes: signedInRoutes(fakeUser(['base'])) });
    const input = await screen.findByLabelText('Default recipient country');
    await userEvent.type(input, 'p1');
    expect(input).toHaveValue('P1');
    await userEvent.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(
      await screen.findByText('Default recipient country must be two capital letters'),
    ).toBeInTheDocument();
  });

  it('shows print settings to base users only, and language settings to the service roles', async () => {
    renderApp('/settings', { routes: signedInRoutes(fakeUser(['contact_centre_operator'])) });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(screen.getByText('Interface language')).toBeInTheDocument());
    expect(screen.queryByText('Printers')).not.toBeInTheDocument();
    expect(screen.queryByText('Mobile printers')).not.toBeInTheDocument();
    expect(screen.queryByText('Workplace buttons')).not.toBeInTheDocument();
  });
});

describe('the city districts of the settings (registers §7 users/city-districts look-up, §6 geozone lock)', () => {
  it('finds districts by name and saves the one chosen', async () => {
    const user = fakeUser(['base']);
    const district = {
      id: '6b2f9a1c-3d4e-4f50-8a61-7b8c9d0e1f20',
      name: 'WAW-1 pickup zone',
      type: 'pickup',
      countryCode: 'PL',
      serviceDivisionId: null,
    };
    const view = renderApp('/settings', {
      routes: signedInRoutes(user, {
        'GET users/city-districts': (request) => ({
          status: 200,
          data: { items: request.params?.name === 'WAW' ? [district] : [] },
        }),
        'POST users/settings': (request) => ({ status: 200, data: request.data as UserSettings }),
      }),
    });
    const select = await screen.findByRole('combobox', { name: 'The city districts you work in' });
    await userEvent.type(select, 'WAW');
    await userEvent.click(await screen.findByTitle('WAW-1 pickup zone'));
    expect(
      view.requests.some(
        (request) => request.url === 'users/city-districts' && request.params?.name === 'WAW',
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Save settings/ }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(postedSettings(view.requests)).toEqual([{ ...user.settings, cityDistricts: [district.id] }]);
  });
});
