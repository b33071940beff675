import { type ScanType, SEED_CATALOGUES } from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { answerAt, fakeApi, fakeUser, resetSession, signIn } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { CreateScanDialog, type ScanDialogValues } from './create-scan-dialog.tsx';

/**
 * Renders `dialog` as the console does (translations, queries, antd's App) and answers a rerender
 * with another dialog in the same providers.
 */
function mount(dialog: ReactElement, language: 'en' | 'uk' | 'pl' = 'en') {
  const i18n = createI18n({ language, resources: { [language]: SEED_CATALOGUES[language] } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectApiClient(i18n, queryClient);
  const wrap = (inner: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>{inner}</App>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(dialog));
  return { rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

function renderDialog(props: {
  pudo: boolean;
  language?: 'en' | 'uk' | 'pl';
  create?: (values: ScanDialogValues) => Promise<{ id: string }>;
  onCreated?: (id: string) => void;
}) {
  const requests = fakeApi({});
  mount(
    <CreateScanDialog
      type="UnloadingCourier"
      pudo={props.pudo}
      create={props.create}
      onClose={() => {}}
      onCreated={props.onCreated ?? (() => {})}
    />,
    props.language,
  );
  return requests;
}

const save = () => screen.getByRole('button', { name: 'Save and continue' });

describe('the create-unloading-courier dialog (registers §2.4, §5)', () => {
  it('has its own title in PUDO mode, asks no courier badge and keeps save disabled until the vehicle is typed', async () => {
    const create = vi.fn(async (_values: ScanDialogValues) => ({ id: 'scan-1' }));
    const onCreated = vi.fn();
    renderDialog({ pudo: true, create, onCreated });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Receive parcels from a courier');
    expect(dialog).not.toHaveTextContent('Unload a courier');
    expect(screen.queryByLabelText(/Courier barcode/)).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: /Vehicle/ }), '   ');
    expect(save()).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: /Vehicle/ }), 'WX 1234A');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('scan-1'));
    expect(create.mock.calls[0]?.[0].vehicleNumber?.trim()).toBe('WX 1234A');
  });

  it('says the PUDO title in Polish too', async () => {
    renderDialog({ pudo: true, language: 'pl' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Przyjmij paczki od kuriera');
  });

  it('outside PUDO mode keeps the unloading title, the courier badge and an enabled save', async () => {
    renderDialog({ pudo: false });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unload a courier');
    expect(dialog).not.toHaveTextContent('Receive parcels from a courier');
    expect(screen.getByLabelText(/Courier barcode/)).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });
});

describe('the vehicle number of a new scan (issue 24, registers §4)', () => {
  function renderTyped(routes: Parameters<typeof fakeApi>[0] = {}) {
    const requests = fakeApi(routes);
    const ui = (type: ScanType | null) => (
      <CreateScanDialog type={type} pudo={false} onClose={() => {}} onCreated={() => {}} />
    );
    const view = mount(ui('Unloading'));
    return { requests, reopen: (type: ScanType | null) => view.rerender(ui(type)) };
  }
  const vehicle = () => screen.getByRole('combobox', { name: /Vehicle/ });

  it('starts empty when the dialog opens again, so typing replaces the earlier number', async () => {
    const { reopen } = renderTyped();
    await userEvent.type(vehicle(), 'WX 54321');
    reopen(null);
    reopen('Loading');
    await waitFor(() => expect(vehicle()).toHaveValue(''));
    await userEvent.type(vehicle(), 'WX 54');
    expect(vehicle()).toHaveValue('WX 54');
  });

  it('refuses a number typed half-way and sends none', async () => {
    const { requests } = renderTyped();
    await userEvent.type(vehicle(), 'WX 5');
    await userEvent.click(save());
    expect(await screen.findByText(/A vehicle number is 4–10 letters and digits/)).toBeInTheDocument();
    expect(requests.filter((request) => request.url === 'scan-registry')).toHaveLength(0);
  });

  it('sends the number upper case and drops it when the Unloading cannot be created', async () => {
    const { requests } = renderTyped({
      'POST scan-registry': { status: 422, data: { code: 'SOMETHING', message: 'Refused' } },
    });
    await userEvent.type(vehicle(), ' wx 54321 ');
    await userEvent.click(save());
    await waitFor(() => expect(vehicle()).toHaveValue(''));
    expect(requests.find((request) => request.url === 'scan-registry')?.data).toMatchObject({
      type: 'Unloading',
      vehicleNumber: 'WX 54321',
    });
  });

  it('drops it when a Loading cannot be created too', async () => {
    const { requests, reopen } = renderTyped({
      'POST scan-registry': { status: 422, data: { code: 'SOMETHING', message: 'Refused' } },
    });
    reopen(null);
    reopen('Loading');
    await userEvent.type(vehicle(), 'WX 54321');
    await userEvent.click(save());
    await waitFor(() => expect(requests.some((request) => request.url === 'scan-registry')).toBe(true));
    await waitFor(() => expect(vehicle()).toHaveValue(''));
  });

  it('keeps the typed vehicle when another type of scan cannot be created (a PUDO receiving)', async () => {
    const create = vi.fn(async (_values: ScanDialogValues): Promise<{ id: string }> => {
      throw new Error('Refused');
    });
    renderDialog({ pudo: true, create });
    await userEvent.type(await screen.findByRole('combobox', { name: /Vehicle/ }), 'WX 1234A');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.getByRole('combobox', { name: /Vehicle/ })).toHaveValue('WX 1234A');
  });
});

describe('the part of the division a scan is made at (registers §3.2 "divisionPart")', () => {
  const DIVISION = '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b';
  const part = (id: string, code: string, type: string, deletedAt: string | null = null) => ({
    id,
    code,
    type,
    divisionId: DIVISION,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    deletedAt,
  });

  it("offers the live parts of the user's division and sends the one chosen", async () => {
    resetSession();
    signIn();
    const requests = fakeApi({
      // fakeUser works in DIVISION.
      'GET users/me': { status: 200, data: fakeUser(['base', 'branch_employee']) },
      ...answerAt('GET divisions/:id/parts', [DIVISION], {
        status: 200,
        data: {
          items: [
            part('p1', 'GATE-1', 'part'),
            part('p2', 'GATE-OLD', 'part', '2026-11-02T00:00:00.000Z'),
            part('p3', 'A-01-01', 'address_storage'),
          ],
          total: 3,
          last_page: 1,
        },
      }),
      'POST scan-registry': { status: 201, data: { data: { id: 'new', type: 'Grouping', number: 'SC1' } } },
    });
    mount(<CreateScanDialog type="Grouping" pudo={false} onClose={() => {}} onCreated={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Division part' }));
    await screen.findByTitle('GATE-1');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    // Live parts only: not a removed one, not an address-storage cell.
    expect(shown).toEqual(['GATE-1']);
    await userEvent.click(screen.getByTitle('GATE-1'));
    await userEvent.click(save());
    await waitFor(() =>
      expect(requests.find((request) => request.url === 'scan-registry')?.data).toMatchObject({
        type: 'Grouping',
        divisionPartId: 'p1',
      }),
    );
  });
});

describe('the unloading courier’s destinations and partner (registers §5 "Unloading courier")', () => {
  const HUB = { id: '3f0c5b1e-7a7d-4d0a-9c36-2b8e1f4a6c10', name: 'Warsaw hub' };
  function renderUnloading() {
    resetSession();
    signIn();
    const requests = fakeApi({
      'GET users/me': { status: 200, data: fakeUser(['base', 'branch_employee']) },
      'GET movement-plans': {
        status: 200,
        data: {
          items: [
            {
              parcelNumber: 'PL123456789012',
              shipmentNumber: 'PLSH0000000001',
              currentDivision: null,
              destinationDivision: null,
              nextDivision: HUB,
            },
          ],
        },
      },
      'GET divisions': {
        status: 200,
        data: { items: [{ id: 'd-2', name: 'Krakow 2' }], total: 1, last_page: 1 },
      },
      'POST scan-registry': {
        status: 201,
        data: { data: { id: 'new', type: 'UnloadingCourier', number: 'SC2' } },
      },
    });
    mount(<CreateScanDialog type="UnloadingCourier" pudo={false} onClose={() => {}} onCreated={() => {}} />);
    return requests;
  }
  const destinations = () => screen.getByRole('combobox', { name: 'Destination divisions' });

  it('asks the movement plan for a scanned parcel number and sends the division it offers', async () => {
    const requests = renderUnloading();
    await userEvent.type(await screen.findByLabelText(/Courier barcode/), 'KURP0000000001');
    await userEvent.type(screen.getByRole('combobox', { name: /Vehicle/ }), 'WX 54321');
    await userEvent.type(destinations(), 'PL123456789012');
    const option = await screen.findByTitle('Warsaw hub · PL123456789012');
    // Only the whole number asks the plan; the shorter text typed on the way searched divisions.
    const plans = requests.filter((request) => request.url === 'movement-plans');
    expect(plans).toHaveLength(1);
    expect(plans[0]?.params).toMatchObject({ 'parcelNumbers[]': ['PL123456789012'] });
    await userEvent.click(option);
    await userEvent.click(save());
    await waitFor(() =>
      expect(requests.find((request) => request.url === 'scan-registry')?.data).toMatchObject({
        type: 'UnloadingCourier',
        destinationDivisions: [HUB.id],
      }),
    );
  });

  it('searches NPAX divisions from 2 characters, not from 1', async () => {
    const requests = renderUnloading();
    await screen.findByLabelText(/Courier barcode/);
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/parts'))).toBe(true));
    await userEvent.type(destinations(), 'K');
    expect(requests.some((request) => request.url === 'divisions')).toBe(false);
    await userEvent.type(destinations(), 'r');
    await screen.findByTitle('Krakow 2');
    expect(requests.find((request) => request.url === 'divisions')?.params).toMatchObject({
      textSearch: 'Kr',
      limit: 10,
      'sources[]': ['NPAX'],
    });
    expect(requests.some((request) => request.url === 'movement-plans')).toBe(false);
  });

  it('offers partners from 2 characters and sends the one chosen', async () => {
    const requests = renderUnloading();
    await userEvent.type(await screen.findByLabelText(/Courier barcode/), 'KURP0000000001');
    await userEvent.type(screen.getByRole('combobox', { name: /Vehicle/ }), 'WX 54321');
    const partner = screen.getByRole('combobox', { name: 'Partner' });
    await userEvent.type(partner, 'G');
    expect(screen.queryByTitle('GLS')).not.toBeInTheDocument();
    await userEvent.type(partner, 'l');
    await userEvent.click(await screen.findByTitle('GLS'));
    await userEvent.click(save());
    await waitFor(() =>
      expect(requests.find((request) => request.url === 'scan-registry')?.data).toMatchObject({
        deliveryPartner: 'GLS',
      }),
    );
  });
});

describe('the geozone choice of a courier scan (registers §6 "Geozone selection is disabled…")', () => {
  const DISTRICT = '6b2f9a1c-3d4e-4f50-8a61-7b8c9d0e1f20';
  function renderCourierScan(cityDistricts: string[]) {
    resetSession();
    signIn();
    const requests = fakeApi({
      'GET users/me': { status: 200, data: fakeUser(['base', 'branch_employee'], { cityDistricts }) },
      'GET users/city-districts': { status: 200, data: { items: [] } },
      'POST scan-registry': {
        status: 201,
        data: { data: { id: 'new', type: 'LoadingCourier', number: 'SC3' } },
      },
    });
    mount(<CreateScanDialog type="LoadingCourier" pudo={false} onClose={() => {}} onCreated={() => {}} />);
    return requests;
  }
  const districts = () => screen.getByRole('combobox', { name: 'Destination city districts' });

  it('is locked to the settings’ city districts and sends them', async () => {
    const requests = renderCourierScan([DISTRICT]);
    await screen.findByText('Set by your settings’ city districts');
    expect(districts()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Courier barcode/), 'KURP0000000001');
    await userEvent.click(save());
    await waitFor(() =>
      expect(requests.find((request) => request.url === 'scan-registry')?.data).toMatchObject({
        type: 'LoadingCourier',
        destinationCityDistricts: [DISTRICT],
      }),
    );
  });

  it('is free while the settings hold no city districts', async () => {
    renderCourierScan([]);
    await screen.findByLabelText(/Courier barcode/);
    await waitFor(() => expect(districts()).toBeEnabled());
    expect(screen.queryByText('Set by your settings’ city districts')).not.toBeInTheDocument();
  });
});
