import 'fake-indexeddb/auto';
import type { CourierAction, CourierActionAnswer, CourierDay } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { stopIdOf } from './action-queue.ts';
import { actAsPhone, sentActions, setOnline } from './queue-test-kit.ts';

vi.setConfig({ testTimeout: 45_000 });

const STOP_A = '6b0f3c1e-0a3d-4c55-8f6e-1d2c3b4a5f60';
const STOP_B = '9e8d7c6b-5a49-4f38-b27a-1b2c3d4e5f61';
const STOP_C = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b62';

const DAY: CourierDay = {
  day: '2026-11-28',
  timeZone: 'Europe/Warsaw',
  stops: [
    {
      id: STOP_A,
      routeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      position: 1,
      kind: 'delivery',
      status: 'pending',
      timeFrom: '2026-11-28T08:00:00.000Z',
      timeTo: '2026-11-28T10:00:00.000Z',
      address: 'ul. Marszałkowska 104, Warszawa',
      latitude: 52.2311,
      longitude: 21.0107,
      parcels: [{ barcode: 'SHPL0000000042', shipmentNumber: 'SH0000000042' }],
      toCollect: [{ amountMinor: 4015, currencyCode: 'PLN' }],
      identificationRequired: true,
      pudos: [
        {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          name: 'PUDO Żabka Targowa',
          address: 'ul. Targowa 70, Warszawa',
          distanceKm: 2.1,
          freePlaces: 4,
        },
      ],
    },
    {
      id: STOP_B,
      routeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      position: 2,
      kind: 'postomat',
      status: 'pending',
      timeFrom: null,
      timeTo: null,
      address: 'ul. Targowa 72, Warszawa',
      latitude: 52.2533,
      longitude: 21.0389,
      parcels: [],
      toCollect: [],
      identificationRequired: false,
      pudos: [],
    },
    {
      id: STOP_C,
      routeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      position: 3,
      kind: 'pickup',
      status: 'pending',
      timeFrom: null,
      timeTo: null,
      address: 'Żelazna 59, 00-848 Warszawa (PUPL0000000005)',
      latitude: 52.2356,
      longitude: 20.9965,
      parcels: [],
      toCollect: [],
      identificationRequired: false,
      pudos: [],
    },
  ],
  documentTypes: [{ id: 'd0c00000-0000-4000-8000-000000000001', name: 'Dowód osobisty', countryCode: 'PL' }],
};

/** The recipient shows an identity document: its type and number. */
async function identifyByDocument(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('Document type'));
  await user.click(await screen.findByTitle('Dowód osobisty'));
  await user.type(screen.getByLabelText('Document number'), 'ABC123456');
}

function open(answer: (action: CourierAction) => Omit<CourierActionAnswer, 'id'>) {
  actAsPhone();
  return renderApp('/tasks/personal?consumer=mobile_app', {
    routes: signedInRoutes(fakeUser(['base', 'courier']), {
      'GET courier/today': { status: 200, data: DAY },
      ...answerAt('POST courier/stops/:id/sms-code', [STOP_A], {
        status: 201,
        data: { phone: '••••••••567', expiresAt: '2026-11-28T10:05:00.000Z' },
      }),
      'POST courier/actions': (request) => ({
        status: 200,
        data: {
          items: (request.data as { actions: CourierAction[] }).actions.map((action) => ({
            id: action.id,
            ...answer(action),
          })),
        },
      }),
    }),
  });
}

beforeEach(() => {
  resetSession();
  signIn();
  // Each test gets an empty phone.
  vi.stubGlobal('indexedDB', new IDBFactory());
  setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());

describe("the courier's day on a phone (issue 26)", () => {
  it("lists today's stops in order with the window, parcels, the money to collect and a geo: link", async () => {
    open(() => ({ result: 'applied', message: 'Delivered' }));
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    expect(within(first).getByText('1. ul. Marszałkowska 104, Warszawa')).toBeInTheDocument();
    expect(within(first).getByText('09:00–11:00')).toBeInTheDocument();
    expect(within(first).getByText('SHPL0000000042')).toBeInTheDocument();
    expect(within(first).getByText(/To collect/).textContent).toMatch(/40[.,]15 PLN/);
    expect(within(first).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toBe(
      'geo:52.2311,21.0107?q=52.2311,21.0107(ul.%20Marsza%C5%82kowska%20104%2C%20Warszawa)',
    );
    expect(within(screen.getByTestId('stop-2')).getByText('Postomat')).toBeInTheDocument();
  });

  it('fails a stop with a reason and shows the refusal the server answers, in its words', async () => {
    const { requests } = open(() => ({
      result: 'refused',
      code: 'STOP_NOT_YOURS',
      message: "This stop was given to another courier's route: do not deliver it",
    }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    await user.click(within(first).getByRole('button', { name: 'Not delivered' }));
    await user.click(await screen.findByRole('radio', { name: 'Recipient absent' }));
    await user.click(screen.getByTestId('confirm-fail'));
    expect(await screen.findByText(/given to another courier/)).toBeInTheDocument();
    expect(sentActions(requests)).toMatchObject([{ type: 'fail', stopId: STOP_A, reason: 'absent' }]);
    expect(within(screen.getByTestId('stop-1')).getByTestId('stop-queue-state').textContent).toBe('Refused');
  });

  it('keeps actions on the phone while offline and sends them in order, once, when the network returns', async () => {
    const { requests } = open(() => ({ result: 'applied', message: 'Delivered' }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    setOnline(false);
    expect(await screen.findByText(/Offline/)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Deliver' }));
    await identifyByDocument(user);
    await user.type(await screen.findByLabelText('Who took the parcel'), 'Jan at the door');
    await user.click(screen.getByTestId('confirm-deliver'));
    await user.click(within(screen.getByTestId('stop-2')).getByRole('button', { name: 'Not delivered' }));
    await user.click(await screen.findByRole('radio', { name: 'Wrong address' }));
    await user.click(screen.getByTestId('confirm-fail'));
    await waitFor(() =>
      expect(screen.getByTestId('queue-counts').textContent).toContain('Waiting to send: 2'),
    );
    expect(sentActions(requests)).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 2'));
    const sent = sentActions(requests);
    expect(sent.map((action) => [action.type, stopIdOf(action)])).toEqual([
      ['deliver', STOP_A],
      ['fail', STOP_B],
    ]);
    expect(sent[0]).toMatchObject({ recipientName: 'Jan at the door' });
    expect(new Set(sent.map((action) => action.id)).size).toBe(2);
  });

  it('takes the cash the stop owes before the delivery: both queued, in that order, the amount in minor units', async () => {
    const { requests } = open((action) => ({ result: 'applied', message: action.type }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    setOnline(false);
    await user.click(within(first).getByRole('button', { name: 'Take payment' }));
    expect((await screen.findByTestId('cash-amount')).textContent).toMatch(/40[.,]15 PLN/);
    await user.click(screen.getByTestId('confirm-cash'));
    // Taken once: the button goes, the delivery stays to do.
    await waitFor(() =>
      expect(within(first).queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument(),
    );
    await user.click(within(first).getByRole('button', { name: 'Deliver' }));
    await identifyByDocument(user);
    await user.type(await screen.findByLabelText('Who took the parcel'), 'Jan at the door');
    await user.click(screen.getByTestId('confirm-deliver'));
    setOnline(true);
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 2'));
    expect(sentActions(requests)).toMatchObject([
      { type: 'collect_cash', stopId: STOP_A, amountMinor: 4015, currencyCode: 'PLN' },
      { type: 'deliver', stopId: STOP_A },
    ]);
  });

  it("scans a pickup's handed-over parcels, one barcode a line; a pickup is not delivered", async () => {
    const { requests } = open(() => ({
      result: 'applied',
      message: '2 parcels taken into pickup PUPL0000000005',
    }));
    const user = userEvent.setup();
    const pickup = await screen.findByTestId('stop-3', {}, { timeout: 15_000 });
    expect(within(pickup).queryByRole('button', { name: 'Deliver' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('stop-2')).queryByRole('button', { name: 'Take payment' }),
    ).not.toBeInTheDocument();
    await user.click(within(pickup).getByRole('button', { name: 'Scan parcels' }));
    await user.type(
      await screen.findByLabelText('Barcodes of the handed-over parcels, one a line'),
      'SHPL0000000101001{Enter}SHPL0000000102001{Enter}SHPL0000000101001',
    );
    await user.click(screen.getByTestId('confirm-scan'));
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 1'));
    expect(sentActions(requests)).toMatchObject([
      { type: 'pickup_scan', stopId: STOP_C, barcodes: ['SHPL0000000101001', 'SHPL0000000102001'] },
    ]);
  });

  it('identifies the recipient at the door: a document works offline, an SMS code needs the network', async () => {
    const { requests } = open(() => ({ result: 'applied', message: 'Delivered' }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    setOnline(false);
    await user.click(within(first).getByRole('button', { name: 'Deliver' }));
    await user.type(await screen.findByLabelText('Who took the parcel'), 'Jan');
    // No identification yet: the delivery waits.
    expect(screen.getByTestId('confirm-deliver')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    expect(screen.getByTestId('send-code-offline').textContent).toMatch(/needs the network/);
    await user.click(screen.getByRole('radio', { name: 'Document' }));
    await identifyByDocument(user);
    expect(screen.getByTestId('confirm-deliver')).toBeEnabled();
    await user.click(screen.getByTestId('confirm-deliver'));
    setOnline(true);
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 1'));
    expect(sentActions(requests)).toMatchObject([
      {
        type: 'deliver',
        identification: {
          type: 'Document',
          documentTypeId: DAY.documentTypes[0]!.id,
          documentNumber: 'ABC123456',
        },
      },
    ]);
  });

  it('sends an SMS code online and delivers with the code the recipient reads out', async () => {
    const { requests } = open(() => ({ result: 'applied', message: 'Delivered' }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    await user.click(within(first).getByRole('button', { name: 'Deliver' }));
    await user.click(await screen.findByRole('radio', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to ••••••••567')).toBeInTheDocument();
    expect(requests.some((request) => request.url === `courier/stops/${STOP_A}/sms-code`)).toBe(true);
    await user.type(screen.getByLabelText('Code from the SMS'), '0420');
    await user.type(screen.getByLabelText('Who took the parcel'), 'Jan');
    await user.click(screen.getByTestId('confirm-deliver'));
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 1'));
    expect(sentActions(requests)).toMatchObject([
      { type: 'deliver', identification: { type: 'SMS', code: '0420' } },
    ]);
  });

  it('takes a card payment only with the terminal’s approval code', async () => {
    const { requests } = open((action) => ({ result: 'applied', message: action.type }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    await user.click(within(first).getByRole('button', { name: 'Take payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    expect(screen.getByTestId('confirm-cash')).toBeDisabled();
    await user.type(screen.getByLabelText('Approval code from the card terminal'), 'AB1');
    expect(screen.getByTestId('confirm-cash')).toBeDisabled();
    await user.type(screen.getByLabelText('Approval code from the card terminal'), '2CD');
    await user.click(screen.getByTestId('confirm-cash'));
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 1'));
    expect(sentActions(requests)).toMatchObject([
      { type: 'collect_cash', amountMinor: 4015, method: 'card', cardReference: 'AB12CD' },
    ]);
  });

  it('after a failed delivery, offers a new attempt or a nearby pickup point, and none for a refusal', async () => {
    const { requests } = open(() => ({ result: 'applied', message: 'Recorded' }));
    const user = userEvent.setup();
    const first = await screen.findByTestId('stop-1', {}, { timeout: 15_000 });
    await user.click(within(first).getByRole('button', { name: 'Not delivered' }));
    await user.click(await screen.findByRole('radio', { name: 'Recipient refused' }));
    expect(screen.queryByText('What next')).not.toBeInTheDocument();
    expect(screen.getByText(/goes back to its sender/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Recipient absent' }));
    await user.click(screen.getByRole('radio', { name: 'Take to a pickup point' }));
    expect(screen.getByTestId('confirm-fail')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /PUDO Żabka Targowa · 2.1 km · 4 free places/ }));
    await user.click(screen.getByTestId('confirm-fail'));
    await waitFor(() => expect(screen.getByTestId('queue-counts').textContent).toContain('Sent: 1'));
    expect(sentActions(requests)).toMatchObject([
      {
        type: 'fail',
        reason: 'absent',
        next: { kind: 'pudo', pudoId: DAY.stops[0]!.pudos[0]!.id },
      },
    ]);
  });
});
