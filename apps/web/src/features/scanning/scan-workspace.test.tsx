import { type ScanAnswer, type ScanRegistry, SEED_CATALOGUES } from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { answerAt, fakeApi } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { ScanWorkspace } from './scan-workspace.tsx';
import { scanKeys } from './scanning-api.ts';

const ID = '0b7c1a52-3c7e-4a5e-9a49-4c1f7e3f7a10';
const REGISTRY: ScanRegistry = {
  id: ID,
  number: 'SC000000000042',
  type: 'UnloadingCourier',
  status: 'Open',
  statusDateTime: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  createdByUser: 'operator',
  divisionId: '11111111-2222-4333-8444-555555555555',
  division: 'Warszawa Oddział nr 1',
  divisionPart: null,
  destinationDivisions: [],
  destinationCityDistricts: [],
  scanRegistryContainers: [],
  vehicleNumber: 'WX 54321',
  tripNumber: null,
  deliveryPartner: null,
  courierBarcode: 'KURP0000000001',
  courierName: 'Piotr Kowalski',
  scannedBarcodesAmount: 0,
  forScanBarcodesAmount: 2,
  tally: { moving: 0, planned: 0 },
  missing: [{ parcelNumber: 'SHPL0000000001', shipmentNumber: 'SHPL0000000001' }],
  items: [],
};

function answer(result: ScanAnswer['result'], barcode: string, scanned: number): ScanAnswer {
  return {
    result,
    barcode,
    scannedBarcodesAmount: scanned,
    forScanBarcodesAmount: 2,
    item: {
      id: `item-${scanned}`,
      barcode,
      parcelId: result === 'unknown' ? null : 'parcel',
      shipmentId: null,
      shipmentNumber: barcode,
      expected: result === 'expected',
      nextDivision: null,
      scannedBy: 'operator',
      createdAt: '2026-11-25T10:01:00.000Z',
    },
  };
}

describe('the scan workspace', () => {
  it('keeps the focus on the barcode input, maps a Cyrillic layout to Latin and answers each scan', async () => {
    let scans = 0;
    const requests = fakeApi({
      ...answerAt('POST scan-registry/:id/scans', [ID], (request) => {
        scans += 1;
        const barcode = (request.data as { barcode: string }).barcode;
        return { status: 200, data: answer(scans === 1 ? 'expected' : 'unknown', barcode, scans) };
      }),
    });
    const i18n = createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    connectApiClient(i18n, queryClient);
    queryClient.setQueryData(scanKeys.detail(ID), REGISTRY);
    function Screen() {
      const registry = queryClient.getQueryData<ScanRegistry>(scanKeys.detail(ID)) ?? REGISTRY;
      return <ScanWorkspace registry={registry} />;
    }
    const router = createMemoryRouter([{ path: '/', element: <Screen /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <App>
            <RouterProvider router={router} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const input = screen.getByTestId('scan-input');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'ІРЗД0000000001{Enter}');
    await waitFor(() => expect(screen.getByTestId('scan-answer')).toHaveAttribute('data-result', 'expected'));
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({
      barcode: 'SHPL0000000001',
    });
    expect(input).toHaveValue('');
    expect(queryClient.getQueryData<ScanRegistry>(scanKeys.detail(ID))).toMatchObject({
      scannedBarcodesAmount: 1,
      tally: { moving: 1, planned: 1 },
      missing: [],
    });
    await userEvent.type(input, 'zzzz9{Enter}');
    await waitFor(() => expect(screen.getByTestId('scan-answer')).toHaveAttribute('data-result', 'unknown'));
    expect(screen.getByTestId('scan-answer')).toHaveTextContent('Unknown barcode');
    expect(input).toHaveFocus();
    // The unknown barcode is counted as scanned but not as a parcel that moves.
    expect(queryClient.getQueryData<ScanRegistry>(scanKeys.detail(ID))).toMatchObject({
      scannedBarcodesAmount: 2,
      tally: { moving: 1, planned: 1 },
    });
  });
});

function renderWorkspace(registry: ScanRegistry, language: 'en' | 'pl', movedParcels: number) {
  fakeApi({ ...answerAt('POST scan-registry/:id/close', [ID], { status: 200, data: { movedParcels } }) });
  const i18n = createI18n({ language, resources: { [language]: SEED_CATALOGUES[language] } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectApiClient(i18n, queryClient);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>
          <ScanWorkspace registry={registry} />
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('closing a scan (issue 24: counts agree)', () => {
  const item = (id: string, parcelId: string | null, expected: boolean) => ({
    ...answer('expected', id, 1).item!,
    id,
    barcode: id,
    parcelId,
    expected,
  });
  // One planned parcel and one unknown barcode scanned of ten expected.
  const scanned: ScanRegistry = {
    ...REGISTRY,
    scannedBarcodesAmount: 2,
    forScanBarcodesAmount: 10,
    tally: { moving: 1, planned: 1 },
    items: [item('QQQQ0000000000', null, false), item('SHPL0000000001', 'parcel', true)],
  };

  it('the dialog, the message and the ring count the one parcel that moves, in the singular', async () => {
    renderWorkspace(scanned, 'en', 1);
    expect(screen.getByTestId('scan-progress')).toHaveTextContent('10%');
    await userEvent.click(screen.getByTestId('scan-close'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Close scan SC000000000042? 1 parcel moves. 9 expected parcels were not scanned.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close scan' }));
    expect(await screen.findByText('Scan SC000000000042 is closed: 1 parcel moved')).toBeInTheDocument();
  });

  it('says the count with the Polish plural form', async () => {
    renderWorkspace({ ...scanned, tally: { moving: 2, planned: 1 } }, 'pl', 2);
    await userEvent.click(screen.getByTestId('scan-close'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Zostaną przeniesione 2 paczki.');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(
      await screen.findByText('Skanowanie SC000000000042 zamknięte: przeniesiono 2 paczki'),
    ).toBeInTheDocument();
  });
});
