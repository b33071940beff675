import type { CurrentUser, PudoWorkplaceSummary, ScannedItem, ScanRegistry } from '@console/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { readCid } from '../mobile-scanner/cid-scanner-page.tsx';

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

const SCAN_ID = '0b7c1a52-3c7e-4a5e-9a49-4c1f7e3f7a10';

const PUDO_DIVISION = {
  id: 'b7d2f0a1-1111-4c1b-9a55-1f2b3c4d5e6f',
  number: '1901',
  name: 'Punkt 1',
  divisionCategory: 'PUDO',
};

function pudoUser(): CurrentUser {
  const user = fakeUser(['pudo_manager']);
  return { ...user, division: { ...PUDO_DIVISION, countryCode: 'PL' } };
}

function summary(division: PudoWorkplaceSummary['division'], pudoMode: boolean): PudoWorkplaceSummary {
  return { division, pudoMode, expected: 2, arrived: 1, outgoing: 0 };
}

describe('PUDO workplace', () => {
  it("outside a pickup point says 'Is not PUDO workplace!' and does not open a visit to issue", async () => {
    const user = fakeUser(['administrator_god', 'base']);
    const view = renderApp('/pudo_workplace', {
      routes: signedInRoutes(user, {
        'GET pudo/workplace': {
          status: 200,
          data: summary({ ...user.division!, id: user.division!.id }, false),
        },
      }),
    });
    expect(await screen.findAllByText('Is not PUDO workplace!')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Receive parcels/ })).toBeDisabled();
    await userEvent.click(screen.getByTestId('pudo-issue'));
    expect(view.requests.some((request) => request.method === 'POST' && request.url === 'visits')).toBe(
      false,
    );
  });

  async function receiveBy(method: 'Manual scan' | 'Auto accept') {
    const view = renderApp('/pudo_workplace', {
      routes: signedInRoutes(pudoUser(), {
        'GET pudo/workplace': { status: 200, data: summary(PUDO_DIVISION, true) },
        'GET pudo/shipments': { status: 200, data: { items: [] } },
        'POST pudo/scan-registry': {
          status: 201,
          data: { data: { id: SCAN_ID, type: 'UnloadingCourier', number: 'SC000000000042' }, reused: false },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Receive parcels/ }));
    expect(await screen.findByText('How do you receive the parcels?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Manual scan/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(method) }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    // The unloading-courier dialog with its PUDO title: the vehicle, then save and continue.
    expect(await screen.findByText('Receive parcels from a courier')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: /Vehicle/ }), 'WX 1234A');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(view.requests.find((request) => request.url === 'pudo/scan-registry')?.data).toEqual({
        vehicleNumber: 'WX 1234A',
      }),
    );
    return view;
  }

  it('manual receiving opens the PUDO scan in scan_edit, to return to the workplace', async () => {
    const view = await receiveBy('Manual scan');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/scanning/${SCAN_ID}`));
    expect(view.router.state.location.search).toBe('?from=pudo_workplace');
  });

  it('auto accept opens its page with the PUDO scan', async () => {
    const view = await receiveBy('Auto accept');
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/pudo_workplace/auto_accept/${SCAN_ID}`),
    );
  });
});

describe('PUDO auto accept', () => {
  it('clicks Complete by itself: every expected parcel recorded in the scan, the scan closed, the result shown', async () => {
    let closed = false;
    const scan: ScanRegistry = {
      id: SCAN_ID,
      number: 'SC000000000042',
      type: 'UnloadingCourier',
      status: 'Open',
      statusDateTime: '2026-11-25T10:00:00.000Z',
      createdAt: '2026-11-25T10:00:00.000Z',
      createdByUser: 'pudo.point',
      divisionId: PUDO_DIVISION.id,
      division: PUDO_DIVISION.name,
      divisionPart: null,
      destinationDivisions: [],
      destinationCityDistricts: [],
      scanRegistryContainers: [],
      vehicleNumber: 'WX 1234A',
      tripNumber: null,
      deliveryPartner: null,
      courierBarcode: null,
      courierName: null,
      scannedBarcodesAmount: 0,
      forScanBarcodesAmount: 1,
      tally: { moving: 0, planned: 0 },
      missing: [{ parcelNumber: 'SHPL0000000042', shipmentNumber: 'SHPL0000000042' }],
      items: [],
    };
    const item: ScannedItem = {
      id: 'item-1',
      barcode: 'SHPL0000000042',
      parcelId: 'parcel-1',
      shipmentId: 'shipment-1',
      shipmentNumber: 'SHPL0000000042',
      expected: true,
      nextDivision: null,
      scannedBy: 'pudo.point',
      createdAt: '2026-11-25T10:01:00.000Z',
    };
    const view = renderApp(`/pudo_workplace/auto_accept/${SCAN_ID}`, {
      routes: signedInRoutes(pudoUser(), {
        ...answerAt('GET scan-registry/:id', [SCAN_ID], () => ({
          status: 200,
          data: closed
            ? { ...scan, status: 'Closed' as const, missing: [], items: [item], scannedBarcodesAmount: 1 }
            : scan,
        })),
        ...answerAt('POST pudo/scan-registry/:id/mark-all', [SCAN_ID], { status: 200, data: { added: 1 } }),
        ...answerAt('POST scan-registry/:id/close', [SCAN_ID], () => {
          closed = true;
          return { status: 200, data: { id: SCAN_ID, status: 'Closed', movedParcels: 1 } };
        }),
      }),
    });
    const received = await screen.findByTestId('pudo-auto-received');
    expect(received).toHaveTextContent('SHPL0000000042');
    expect(received).toHaveTextContent('Received');
    const calls = view.requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(calls).toEqual([`pudo/scan-registry/${SCAN_ID}/mark-all`, `scan-registry/${SCAN_ID}/close`]);
  });
});

describe('the CID of a scan', () => {
  it('is CID and the phone digits; a bare phone is read as its CID; anything else is none', () => {
    expect(readCid('cid48501234567')).toBe('CID48501234567');
    expect(readCid('+48 501 234 567')).toBe('CID48501234567');
    expect(readCid('SHPL0000000042')).toBeNull();
  });
});
