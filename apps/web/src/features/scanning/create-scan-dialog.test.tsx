import { SEED_CATALOGUES } from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { fakeApi } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { CreateScanDialog, type ScanDialogValues } from './create-scan-dialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

function renderDialog(props: {
  pudo: boolean;
  language?: 'en' | 'uk' | 'pl';
  create?: (values: ScanDialogValues) => Promise<{ id: string }>;
  onCreated?: (id: string) => void;
}) {
  const requests = fakeApi({});
  const language = props.language ?? 'en';
  const i18n = createI18n({ language, resources: { [language]: SEED_CATALOGUES[language] } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectApiClient(i18n, queryClient);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App>
          <CreateScanDialog
            type="UnloadingCourier"
            pudo={props.pudo}
            create={props.create}
            onClose={() => {}}
            onCreated={props.onCreated ?? (() => {})}
          />
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
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
