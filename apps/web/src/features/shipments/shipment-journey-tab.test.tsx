import type { DeliveryProof, ShipmentJourneyEvent } from '@console/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { SHIPMENT_ID, storedShipment } from './shipment-test-kit.ts';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const EDIT_PATH = `/one_shipment/shipments/${SHIPMENT_ID}/edit`;
const WARSZAWA = {
  divisionId: 'd1000000-0000-4000-8000-000000000001',
  divisionName: 'Warszawa Oddział nr 1',
  divisionNumber: '1001',
};
const HUB = {
  divisionId: 'd1000000-0000-4000-8000-000000000002',
  divisionName: 'Kraków Hub',
  divisionNumber: '2001',
};
const PUDO = {
  divisionId: 'd1000000-0000-4000-8000-000000000003',
  divisionName: 'Żabka PUDO 17',
  divisionNumber: '7017',
};
const SECOND_PARCEL = { id: 'a1b2c3d4-0000-4000-8000-000000000002', number: 'SHPL0000000042002' };

function event(id: number, values: Partial<ShipmentJourneyEvent>): ShipmentJourneyEvent {
  return {
    id,
    shipmentId: SHIPMENT_ID,
    parcelId: null,
    event: 'Accepted',
    shipmentStatus: null,
    divisionId: null,
    divisionName: null,
    divisionNumber: null,
    scanRegistryId: null,
    note: null,
    userLogin: 'operator',
    createdAt: '2026-11-23T08:15:00.000Z',
    statusCode: null,
    ...values,
  };
}

// Oldest first, as the API lists them.
const JOURNEY: ShipmentJourneyEvent[] = [
  event(1, {
    event: 'Accepted',
    shipmentStatus: 'Accepted',
    ...WARSZAWA,
    createdAt: '2026-11-23T08:15:00.000Z',
  }),
  event(2, { event: 'Loaded', ...WARSZAWA, userLogin: 'loader.anna', createdAt: '2026-11-23T17:40:00.000Z' }),
  event(3, { event: 'Arrived', ...HUB, userLogin: 'hub.piotr', createdAt: '2026-11-24T04:05:00.000Z' }),
  event(4, {
    event: 'HandedToCourier',
    ...HUB,
    userLogin: 'courier.marek',
    createdAt: '2026-11-24T07:30:00.000Z',
  }),
  event(5, {
    event: 'ReadyForIssue',
    ...PUDO,
    userLogin: 'pudo.ewa',
    note: 'Locker 12',
    createdAt: '2026-11-24T11:20:00.000Z',
  }),
  event(6, {
    event: 'Issued',
    parcelId: SECOND_PARCEL.id,
    shipmentStatus: 'Issued',
    ...PUDO,
    userLogin: 'pudo.ewa',
    createdAt: '2026-11-25T09:00:00.000Z',
  }),
  event(7, { event: 'SomethingNew', userLogin: null, createdAt: '2026-11-25T09:01:00.000Z' }),
];

const shipment = storedShipment({
  status: 'Accepted',
  parcels: [
    ...storedShipment().parcels,
    { ...storedShipment().parcels[0]!, id: SECOND_PARCEL.id, number: SECOND_PARCEL.number },
  ],
});

const PROOF: DeliveryProof = {
  id: 'f1000000-0000-4000-8000-000000000001',
  shipmentId: SHIPMENT_ID,
  recipientName: 'Anna Nowak',
  courier: 'courier',
  deliveredAt: '2026-11-25T09:00:00.000Z',
  signature: { url: 'signature-1.png', contentType: 'image/png' },
  photo: { url: 'photo-1.jpg', contentType: 'image/jpeg' },
};

function journeyApp(path: string, journey: ShipmentJourneyEvent[] = JOURNEY, proofs: DeliveryProof[] = []) {
  return renderApp(path, {
    routes: signedInRoutes(OPERATOR, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment }),
      ...answerAt('GET shipments/:id/tracking', [SHIPMENT_ID], { status: 200, data: { items: journey } }),
      ...answerAt('GET shipments/:id/delivery-proofs', [SHIPMENT_ID], {
        status: 200,
        data: { items: proofs },
      }),
      'GET uploads/attached/signature-1.png': { status: 200, data: new Blob(['sig']) },
      'GET uploads/attached/photo-1.jpg': { status: 200, data: new Blob(['photo']) },
      'GET shipment-attachments': { status: 200, data: { items: [] } },
    }),
  });
}

const formTabs = () => within(document.querySelector('.shipment-form-tabs') as HTMLElement);
/** The shipment screen is loaded (its code is split off the first page). */
const screenShown = () =>
  screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' }, { timeout: 30_000 });
const at = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);

beforeEach(() => {
  resetSession();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('one_shipment: the journey tab', () => {
  it('lists every event oldest first with its phrase, division, user and time', async () => {
    journeyApp(`${EDIT_PATH}?tab=journey`);
    await screenShown();
    expect(formTabs().getByRole('tab', { name: 'Journey' })).toHaveAttribute('aria-selected', 'true');
    const steps = await screen.findAllByTestId('shipment-journey-event');
    const lines = steps.map((step) =>
      [...step.querySelectorAll('.ant-typography')].map((text) => text.textContent),
    );
    expect(lines).toEqual([
      [
        'Accepted at division',
        'Warszawa Oddział nr 1 (1001)',
        `${at('2026-11-23T08:15:00.000Z')} · operator`,
      ],
      [
        'Loaded for dispatch',
        'Warszawa Oddział nr 1 (1001)',
        `${at('2026-11-23T17:40:00.000Z')} · loader.anna`,
      ],
      ['Arrived at division', 'Kraków Hub (2001)', `${at('2026-11-24T04:05:00.000Z')} · hub.piotr`],
      ['Handed to courier', 'Kraków Hub (2001)', `${at('2026-11-24T07:30:00.000Z')} · courier.marek`],
      [
        'Ready for delivery',
        'Żabka PUDO 17 (7017)',
        `${at('2026-11-24T11:20:00.000Z')} · pudo.ewa`,
        'Locker 12',
      ],
      ['Delivered to client', 'Żabka PUDO 17 (7017)', `${at('2026-11-25T09:00:00.000Z')} · pudo.ewa`],
      // An event the journey has no phrase for shows as recorded; no user means the system.
      ['SomethingNew', `${at('2026-11-25T09:01:00.000Z')} · system`],
    ]);
    // The console's date-time format (registers §9), in the user's time zone.
    expect(steps[0]).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · operator/);
    // Only the event of one parcel of the two names it.
    expect(within(steps[5]!).getByText(`Parcel ${SECOND_PARCEL.number}`)).toBeInTheDocument();
    expect(within(steps[0]!).queryByText(/^Parcel /)).not.toBeInTheDocument();
  });

  it('is a tab of its own between the form and the attachments, named in the URL', async () => {
    const view = journeyApp(EDIT_PATH);
    await screenShown();
    expect(
      formTabs()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Shipment', 'Journey', 'Modifications', expect.stringMatching(/^Attachments/)]);
    await userEvent.click(formTabs().getByRole('tab', { name: 'Journey' }));
    expect(view.router.state.location.search).toBe('?tab=journey');
    expect(await screen.findByText('Delivered to client')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Save draft/ })).not.toBeInTheDocument();
  });

  it('says so when the shipment has not moved yet', async () => {
    journeyApp(`${EDIT_PATH}?tab=journey`, []);
    expect(await screen.findByText('No events yet: the parcel has not moved.')).toBeVisible();
  });

  it("shows a courier's proof of delivery above the journey: who took it, when, and the files it opens", async () => {
    let made = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => `blob:proof-${++made}`), revokeObjectURL: vi.fn() }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = journeyApp(`${EDIT_PATH}?tab=journey`, JOURNEY, [PROOF]);
    const proof = await screen.findByTestId('delivery-proof');
    expect(screen.getByText('Proof of delivery')).toBeVisible();
    expect(within(proof).getByText('Anna Nowak')).toBeVisible();
    expect(within(proof).getByText(at(PROOF.deliveredAt))).toBeVisible();
    expect(within(proof).getByText('courier')).toBeVisible();
    // The files come through the API with the user's token, as the attachments do.
    const photo = within(screen.getByTestId('delivery-proof-photo'));
    expect(await photo.findByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(
      await within(screen.getByTestId('delivery-proof-signature')).findByRole('img', { name: 'Signature' }),
    ).toBeVisible();
    expect(view.requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(['uploads/attached/signature-1.png', 'uploads/attached/photo-1.jpg']),
    );
    await userEvent.click(photo.getByRole('button', { name: 'Open Photo' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:proof-/), '_blank', 'noopener');
  });

  it('shows no proof part for a shipment no courier delivered', async () => {
    journeyApp(`${EDIT_PATH}?tab=journey`);
    expect((await screen.findAllByTestId('shipment-journey-event')).length).toBe(JOURNEY.length);
    expect(screen.queryByText('Proof of delivery')).not.toBeInTheDocument();
  });
});
