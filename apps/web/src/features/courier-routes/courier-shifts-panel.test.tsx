import type { CourierShiftInput, CourierShiftView } from '@console/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';

const DAY = '2026-03-02';
const SHIFTS = `/courier_management_hub?day=${DAY}&tab=shifts`;
const DISPATCHER = fakeUser(['base', 'dispatch_manager']);
const DIVISION_ID = DISPATCHER.division!.id;

/** A van from the hub and back, as the API answers a shift saved with the schema's defaults. */
const vanFromHub: CourierShiftView = {
  id: '7d0c2a52-6a0e-4a43-9d59-2f3c1b0e0a01',
  courier: 'courier.1',
  divisionId: DIVISION_ID,
  day: DAY,
  startTime: '08:00',
  endTime: '16:00',
  capacityKg: 500,
  capacityM3: 12,
  vehicleKind: 'van',
  vehicleNumber: 'WA 1001K',
  skills: ['cashOnDelivery'],
  startLatitude: null,
  startLongitude: null,
  endLatitude: null,
  endLongitude: null,
};

/** A bike from the courier's home, ending at the hub's neighbourhood. */
const bikeFromHome: CourierShiftView = {
  ...vanFromHub,
  id: '7d0c2a52-6a0e-4a43-9d59-2f3c1b0e0a02',
  courier: 'courier.ewa',
  startTime: '09:00',
  endTime: '13:30',
  capacityKg: 25,
  capacityM3: null,
  vehicleKind: 'bike',
  vehicleNumber: null,
  skills: [],
  startLatitude: 52.2319237,
  startLongitude: 21.0067265,
  endLatitude: 52.24,
  endLongitude: 21.01,
};

function shiftRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return signedInRoutes(DISPATCHER, {
    'GET routes': { status: 200, data: { items: [], total: 0 } },
    'GET courier-shifts': { status: 200, data: { items: [bikeFromHome, vanFromHub] } },
    'GET courier-shifts/couriers': {
      status: 200,
      data: {
        items: [
          { login: 'courier.1', firstName: 'Jan', lastName: 'Nowak' },
          { login: 'courier.9', firstName: 'Olena', lastName: 'Koval' },
          { login: 'courier.ewa', firstName: 'Ewa', lastName: 'Wiśniewska' },
        ],
      },
    },
    ...extra,
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  resetSession();
  signIn();
});

describe('courier management hub: shifts (issue 29)', () => {
  it('lists the day’s shifts and puts a courier on a bike from home on shift', async () => {
    const saved: CourierShiftInput[] = [];
    const view = renderApp(SHIFTS, {
      routes: shiftRoutes({
        'GET courier-shifts': () => ({
          status: 200,
          data: {
            items: [
              bikeFromHome,
              vanFromHub,
              ...saved.map((body) => ({
                ...vanFromHub,
                id: 'a4b8c1d2-0000-4000-8000-000000000009',
                ...body,
              })),
            ],
          },
        }),
        'POST courier-shifts': (request) => {
          saved.push(request.data as CourierShiftInput);
          return {
            status: 201,
            data: {
              ...vanFromHub,
              id: 'a4b8c1d2-0000-4000-8000-000000000009',
              ...(request.data as CourierShiftInput),
            },
          };
        },
      }),
    });
    const list = await screen.findByTestId('courier-shifts', {}, { timeout: 15_000 });
    const bike = (await within(list).findByText('courier.ewa')).closest('tr')!;
    expect(cells(bike)).toEqual([
      'courier.ewa',
      '09:00–13:30',
      'Bike (parcels up to 10 kg)',
      '25 kg',
      '',
      '',
      '52.2319, 21.0067 → 52.2400, 21.0100',
      'EditDelete',
    ]);
    const van = within(list).getByText('courier.1').closest('tr')!;
    expect(cells(van)).toEqual([
      'courier.1',
      '08:00–16:00',
      'Van (parcels up to 70 kg)',
      '500 kg / 12 m³',
      'WA 1001K',
      'Cash on delivery',
      'Hub → Hub',
      'EditDelete',
    ]);

    await userEvent.click(screen.getByText('Add shift'));
    const dialog = await screen.findByRole('dialog', { name: `Put a courier on shift on ${DAY}` });
    // The division's couriers not on shift yet, by name.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Courier' }));
    const offered = await waitFor(() => {
      const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
      if (options.length === 0) throw new Error('no courier offered');
      return options;
    });
    expect(offered.map((option) => option.textContent)).toEqual(['Olena Koval (courier.9)']);
    fireEvent.click(offered[0]!);
    fireEvent.change(within(dialog).getByLabelText('Starts at'), { target: { value: '07:30' } });
    fireEvent.change(within(dialog).getByLabelText('Finishes at'), { target: { value: '15:00' } });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bike (parcels up to 10 kg)' }));
    await userEvent.type(within(dialog).getByLabelText('Capacity, kg'), '30');
    await userEvent.type(within(dialog).getByLabelText('Capacity, m³'), '0.4');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cash on delivery' }));
    const start = within(dialog).getByRole('radiogroup', { name: 'Starts from' });
    await userEvent.click(within(start).getByRole('radio', { name: 'Own place' }));
    await userEvent.type(within(dialog).getByLabelText('Start latitude'), '52.2297');
    await userEvent.type(within(dialog).getByLabelText('Start longitude'), '21.0122');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      courier: 'courier.9',
      divisionId: DIVISION_ID,
      day: DAY,
      startTime: '07:30',
      endTime: '15:00',
      vehicleKind: 'bike',
      capacityKg: 30,
      capacityM3: 0.4,
      vehicleNumber: null,
      skills: [],
      startLatitude: 52.2297,
      startLongitude: 21.0122,
      // Back where the day started: the API's empty end.
      endLatitude: null,
      endLongitude: null,
    });
    // The list is read again and shows the new shift.
    expect(await within(list).findByText('courier.9')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.requests.filter((request) => request.url === 'courier-shifts')).toHaveLength(3);
  });

  it('checks the hours with the API’s schema, then keeps the server’s refusal in the dialog', async () => {
    const view = renderApp(SHIFTS, {
      routes: shiftRoutes({
        'POST courier-shifts': {
          status: 422,
          data: { code: 'COURIER_UNKNOWN', message: 'Only a courier can be put on shift' },
        },
      }),
    });
    // Role queries are slow in jsdom under the console's styles: the row's button is found by its text.
    const list = await screen.findByTestId('courier-shifts', {}, { timeout: 15_000 });
    const van = (await within(list).findByText('courier.1')).closest('tr')!;
    await userEvent.click(within(van).getByText('Edit'));
    const dialog = await screen.findByRole('dialog', { name: `Shift of courier.1 on ${DAY}` });
    expect(within(dialog).getByRole('combobox', { name: 'Courier' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Finishes at'), { target: { value: '07:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Finishes at is earlier than allowed')).toBeInTheDocument();
    expect(view.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Finishes at'), { target: { value: '17:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a courier can be put on shift');
    const post = view.requests.find((request) => request.method === 'POST');
    expect(post?.data).toMatchObject({ courier: 'courier.1', endTime: '17:00', capacityM3: 12 });
  });

  it('takes a courier off shift after a confirmation, and shows the refusal of one who holds a route', async () => {
    let shifts = [bikeFromHome, vanFromHub];
    const view = renderApp(SHIFTS, {
      routes: shiftRoutes({
        'GET courier-shifts': () => ({ status: 200, data: { items: shifts } }),
        [`DELETE courier-shifts/${bikeFromHome.id}`]: () => {
          shifts = shifts.filter((shift) => shift.id !== bikeFromHome.id);
          return { status: 204, data: null };
        },
        [`DELETE courier-shifts/${vanFromHub.id}`]: {
          status: 422,
          data: {
            code: 'SHIFT_HAS_ROUTE',
            message: 'The courier has a route that day: give the route to another courier first',
          },
        },
      }),
    });
    const list = await screen.findByTestId('courier-shifts', {}, { timeout: 15_000 });
    const van = (await within(list).findByText('courier.1')).closest('tr')!;
    await userEvent.click(within(van).getByText('Delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
    expect(
      await screen.findByText('The courier has a route that day: give the route to another courier first'),
    ).toBeInTheDocument();
    expect(within(list).getByText('courier.1')).toBeInTheDocument();

    const bike = within(list).getByText('courier.ewa').closest('tr')!;
    await userEvent.click(within(bike).getByText('Delete'));
    const confirm = await screen.findByText(`Take courier.ewa off shift on ${DAY}?`);
    await userEvent.click(
      within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(within(list).queryByText('courier.ewa')).not.toBeInTheDocument());
    expect(
      view.requests.filter((request) => request.method === 'DELETE').map((request) => request.url),
    ).toEqual([`courier-shifts/${vanFromHub.id}`, `courier-shifts/${bikeFromHome.id}`]);
  });
});
