import type { Pickup, PickupUpdate } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '../../app/test-kit.tsx';
import { answerAt } from '../../app/test-kit.tsx';
import { renderWithProviders } from '../registers/register-test-kit.tsx';
import { arrivalInstant } from './pickup-arrival-fields.tsx';
import { PickupContactChange } from './pickup-contact-change.tsx';
import { PICKUP } from './pickup-test-data.ts';

vi.setConfig({ testTimeout: 60_000 });

// No delay between keys; antd's picker overlay may cover a button for a moment.
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** The `n`-th working day (Monday to Friday) after today, as the day picker offers it. */
function workingDay(n: number): string {
  let day = dayjs();
  let found = 0;
  while (found < n) {
    day = day.add(1, 'day');
    if (day.day() >= 1 && day.day() <= 5) found += 1;
  }
  return day.format('YYYY-MM-DD');
}

const DAY = workingDay(1);
const CREATED: Pickup = {
  ...PICKUP,
  status: 'Created',
  lockVersion: 2,
  companyTin: 'PL1234567',
  pickedTimeFrom: arrivalInstant(DAY, '09:00'),
  pickedTimeTo: arrivalInstant(DAY, '12:00'),
};

/** The pickup as the API answers an update. */
function answered(pickup: Pickup, body: PickupUpdate): Pickup {
  return {
    ...pickup,
    ...(body.contact ? { ...body.contact, email: body.contact.email ?? null } : {}),
    companyName: body.contact?.companyName ?? null,
    companyTin: body.contact?.companyTin ?? null,
    pickedTimeFrom: body.pickedTimeFrom ?? pickup.pickedTimeFrom,
    pickedTimeTo: body.pickedTimeTo ?? pickup.pickedTimeTo,
    lockVersion: pickup.lockVersion + 1,
  };
}

/** The view's part: the pickup it shows becomes the one a change answers. */
function Holder(props: { pickup: Pickup; onChanged(pickup: Pickup | null): void }): ReactElement {
  const [pickup, setPickup] = useState(props.pickup);
  return (
    <PickupContactChange
      pickup={pickup}
      onChanged={(changed) => {
        props.onChanged(changed);
        if (changed) setPickup(changed);
      }}
    />
  );
}

function renderDialog(
  pickup: Pickup,
  answer: { status: number; data?: unknown } = { status: 200 },
  holding = false,
) {
  const onChanged = vi.fn();
  let latest = pickup;
  const element = holding ? (
    <Holder pickup={pickup} onChanged={onChanged} />
  ) : (
    <PickupContactChange pickup={pickup} onChanged={onChanged} />
  );
  const view = renderWithProviders(element, {
    'GET work-calendar': { status: 200, data: [] },
    'POST time-intervals/find': {
      status: 200,
      data: {
        id: 'ti1',
        type: 'PickupDayToDay',
        day: DAY,
        window: '10:00-14:00',
        from: '10:00',
        to: '14:00',
      },
    },
    ...answerAt('PUT pickups/:id', [pickup.id], (request: FakeRequest) => {
      if (answer.status !== 200) return answer;
      latest = answered(pickup, request.data as PickupUpdate);
      return { status: 200, data: latest };
    }),
    ...answerAt('PUT pickups/:id/status', [pickup.id], (request: FakeRequest) => {
      const body = request.data as { lockVersion: number };
      return { status: 200, data: { ...latest, lockVersion: body.lockVersion + 1 } };
    }),
  });
  return { ...view, onChanged };
}

async function openDialog() {
  await user.click(await screen.findByRole('button', { name: 'Change contact and time' }));
  return screen.findByRole('dialog');
}

/** The updates of the pickup (its status steps apart). */
const puts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && !request.url.endsWith('/status'));
const statusPuts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.url.endsWith('/status'));

describe('PickupContactChange', () => {
  it('changes the contact and the time with the keyboard (Ctrl-Enter), sending the lockVersion and keeping the TIN', async () => {
    const { requests, onChanged } = renderDialog(CREATED, { status: 200 }, true);
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Full name');
    expect(name).toHaveValue('Anna Kowalska');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('From')).toHaveValue('09:00');
    await user.clear(name);
    await user.type(name, 'Jan Maria Kowalski');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '48601999888');
    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '13:00');
    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), '15:30{Control>}{Enter}{/Control}');
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.data).toEqual({
      contact: {
        fullName: 'Jan Maria Kowalski',
        phone: '48601999888',
        email: null,
        companyName: null,
        companyTin: 'PL1234567',
      },
      pickedTimeFrom: arrivalInstant(DAY, '13:00'),
      pickedTimeTo: arrivalInstant(DAY, '15:30'),
      timeIntervalId: null,
      lockVersion: 2,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ lockVersion: 3 })));
    // Registers §4: the arrival moved, so the status follows with a note the history keeps.
    await waitFor(() => expect(statusPuts(requests)).toHaveLength(1));
    expect(statusPuts(requests)[0]).toMatchObject({
      url: `pickups/${CREATED.id}/status`,
      data: { status: 'Created', note: `Courier arrival changed to ${DAY} 13:00–15:30`, lockVersion: 3 },
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ lockVersion: 4 })));
    expect(await screen.findByText('Pickup saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Change contact and time' })).toHaveFocus();
    // Opened again, it starts from the changed pickup.
    const again = await openDialog();
    expect(within(again).getByLabelText('Full name')).toHaveValue('Jan Maria Kowalski');
    expect(within(again).getByLabelText('To')).toHaveValue('15:30');
  });

  it('fills the window from the time interval of the address when another day is chosen', async () => {
    const { requests } = renderDialog(CREATED);
    const dialog = await openDialog();
    const next = workingDay(2);
    const picker = within(dialog).getByLabelText('Day');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, `${next}{Enter}`);
    await waitFor(() => expect(within(dialog).getByLabelText('From')).toHaveValue('10:00'));
    expect(within(dialog).getByLabelText('To')).toHaveValue('14:00');
    expect(within(dialog).getByRole('status')).toHaveTextContent('10:00-14:00');
    const find = requests.find((request) => request.url === 'time-intervals/find');
    expect(find?.data).toMatchObject({ countryCode: 'PL', latitude: 52.23, longitude: 21.01, date: next });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.data).toMatchObject({
      pickedTimeFrom: arrivalInstant(next, '10:00'),
      pickedTimeTo: arrivalInstant(next, '14:00'),
      timeIntervalId: 'ti1',
    });
  });

  it('refuses a name against the spec rules and an end before the start, sending nothing', async () => {
    const { requests } = renderDialog(CREATED);
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Jan Jan Jan');
    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No word more than twice')).toBeInTheDocument();
    expect(await within(dialog).findByText('Not before the start')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('keeps an arrival day the calendar no longer offers: warns and sends the contact only', async () => {
    const past = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const stale: Pickup = {
      ...CREATED,
      pickedTimeFrom: arrivalInstant(past, '09:00'),
      pickedTimeTo: arrivalInstant(past, '12:00'),
    };
    const { requests } = renderDialog(stale);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/can no longer be chosen/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    const body = puts(requests)[0]?.data as Record<string, unknown>;
    expect(body).not.toHaveProperty('pickedTimeFrom');
    expect(body).not.toHaveProperty('pickedTimeTo');
    expect(body).toMatchObject({ contact: { fullName: 'Anna Kowalska' }, lockVersion: 2 });
  });

  it('closes, tells and reloads the pickup when someone else changed it (409)', async () => {
    const { onChanged } = renderDialog(CREATED, {
      status: 409,
      data: { code: 'CONFLICT', message: 'The pickup was changed by someone else; reload it' },
    });
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(null));
    expect(await screen.findByText('The pickup was changed by someone else; reload it')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered once the courier has the goods or the pickup is deleted', async () => {
    for (const pickup of [
      { ...CREATED, status: 'ReceivedByCourier' as const },
      { ...CREATED, status: 'Done' as const },
      { ...PICKUP, deletedAt: '2026-11-25T10:00:00.000Z' },
    ]) {
      const { unmount } = renderDialog(pickup);
      await waitFor(() => expect(document.body).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Change contact and time' })).toBeNull();
      unmount();
    }
    renderDialog({ ...CREATED, status: 'InProgress' });
    expect(await screen.findByRole('button', { name: 'Change contact and time' })).toBeInTheDocument();
  });
});
