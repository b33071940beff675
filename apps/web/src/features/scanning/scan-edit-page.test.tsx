import 'fake-indexeddb/auto';
import type { CourierAction, ScanRegistry } from '@console/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { actAsPhone, sentActions, setOnline } from '../courier-day/queue-test-kit.ts';

vi.setConfig({ testTimeout: 45_000 });

const ID = '0b7c1a52-3c7e-4a5e-9a49-4c1f7e3f7a10';
const REGISTRY: ScanRegistry = {
  id: ID,
  number: 'SC000000000042',
  type: 'FixationOnDivision',
  status: 'Open',
  statusDateTime: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  createdByUser: 'operator',
  divisionId: '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b',
  division: 'Warszawa Oddział nr 1',
  divisionPart: null,
  destinationDivisions: [],
  destinationCityDistricts: [],
  scanRegistryContainers: [],
  vehicleNumber: null,
  tripNumber: null,
  deliveryPartner: null,
  courierBarcode: null,
  courierName: null,
  scannedBarcodesAmount: 0,
  forScanBarcodesAmount: 0,
  tally: { moving: 0, planned: 0 },
  missing: [],
  items: [],
};

function open(path: string) {
  actAsPhone();
  const seen = new Set<string>();
  return renderApp(path, {
    routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
      ...answerAt('GET scan-registry/:id', [ID], { status: 200, data: REGISTRY }),
      // The server answers as POST courier/actions does: the same barcode again is refused.
      'POST courier/actions': (request) => ({
        status: 200,
        data: {
          items: (request.data as { actions: CourierAction[] }).actions.map((action) => {
            const barcode = action.type === 'hub_scan' ? action.barcode : '';
            if (seen.has(barcode))
              return {
                id: action.id,
                result: 'refused',
                code: 'BARCODE_ALREADY_SCANNED',
                message: 'This barcode is already scanned into this registry',
              };
            seen.add(barcode);
            return { id: action.id, result: 'applied', message: 'Scanned, in the plan' };
          }),
        },
      }),
    }),
  });
}

beforeEach(() => {
  resetSession();
  signIn();
  vi.stubGlobal('indexedDB', new IDBFactory());
  setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the scan page in mobile-app mode (issue 26: hub scanning offline)', () => {
  it('queues each scan on the phone while offline, then sends them in order and reads the registry again', async () => {
    const { requests } = open(`/scanning/${ID}?consumer=mobile_app`);
    const user = userEvent.setup();
    const input = await screen.findByTestId('scan-input', {}, { timeout: 15_000 });
    await screen.findByTestId('scan-queue');
    setOnline(false);
    await user.type(input, 'ІРЗД0000000001{Enter}');
    await user.type(input, 'SHPL0000000002{Enter}');
    await user.type(input, 'SHPL0000000002{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('queued-scan')).toHaveLength(3));
    expect(screen.getAllByTestId('queued-scan').map((row) => row.getAttribute('data-state'))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(sentActions(requests)).toEqual([]);
    expect(requests.some((request) => request.url === `scan-registry/${ID}/scans`)).toBe(false);
    const readsBefore = requests.filter((request) => request.url === `scan-registry/${ID}`).length;

    setOnline(true);
    await waitFor(() =>
      expect(screen.getAllByTestId('queued-scan').map((row) => row.getAttribute('data-state'))).toEqual([
        'refused',
        'sent',
        'sent',
      ]),
    );
    // Newest first on the screen; sent in the order scanned, the barcode as the scan page reads it.
    expect(
      sentActions(requests).map((action) => [action.type, action.type === 'hub_scan' && action.barcode]),
    ).toEqual([
      ['hub_scan', 'SHPL0000000001'],
      ['hub_scan', 'SHPL0000000002'],
      ['hub_scan', 'SHPL0000000002'],
    ]);
    expect(
      sentActions(requests).every((action) => action.type === 'hub_scan' && action.registryId === ID),
    ).toBe(true);
    expect(screen.getByText('This barcode is already scanned into this registry')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.url === `scan-registry/${ID}`).length).toBeGreaterThan(
        readsBefore,
      ),
    );
  });

  it('scans straight to the server on the desktop console', async () => {
    const { requests } = open(`/scanning/${ID}`);
    const user = userEvent.setup();
    const input = await screen.findByTestId('scan-input', {}, { timeout: 15_000 });
    await user.type(input, 'SHPL0000000001{Enter}');
    await waitFor(() =>
      expect(requests.some((request) => request.url === `scan-registry/${ID}/scans`)).toBe(true),
    );
    expect(screen.queryByTestId('scan-queue')).toBeNull();
    expect(sentActions(requests)).toEqual([]);
  });
});
