import {
  DEFAULT_USER_SETTINGS,
  type PrintFormKind,
  SEED_CATALOGUES,
  type UserSettings,
} from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { useErrorList } from '../../api/error-list.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { userKeys } from '../auth/use-current-user.ts';
import { printPdfInBrowser } from './browser-print.ts';
import { PrintButton, type PrintButtonProps } from './print-button.tsx';
import { DEFAULT_PRINT_SERVICE_URL } from './print-service-client.ts';

vi.mock('./browser-print.ts', () => ({ printPdfInBrowser: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  useErrorList.setState({ notices: [] });
  vi.mocked(printPdfInBrowser).mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton(
  props: Partial<PrintButtonProps> & { kinds: PrintFormKind[] },
  settings: Partial<UserSettings> = {},
) {
  // Every print form answers a PDF; the test kit's whole-app helpers are not needed here.
  apiClient.defaults.adapter = async (config) => ({
    data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.settings(), { ...DEFAULT_USER_SETTINGS, ...settings });
  const router = createMemoryRouter(
    [
      { path: '/', element: <PrintButton ids={['s1']} {...props} /> },
      { path: '/settings', element: <h1>Settings</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } })}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router };
}

describe('PrintButton', () => {
  it.each(['Acceptance', 'Draft', undefined])(
    'refuses the search coupon of a document in status %s',
    async (documentStatus) => {
      renderButton({ kinds: ['search-coupon'], ...(documentStatus ? { documentStatus } : {}) });
      expect(await screen.findByRole('button', { name: /Search coupon/ })).toBeDisabled();
    },
  );

  it.each(['Issuance', 'Refusal'])(
    'offers the search coupon of a document in status %s',
    async (documentStatus) => {
      renderButton({ kinds: ['search-coupon'], documentStatus });
      expect(await screen.findByRole('button', { name: /Search coupon/ })).toBeEnabled();
    },
  );

  it('lists the forms in a menu, the search coupon disabled outside issuance and refusal', async () => {
    renderButton({ kinds: ['marking', 'citizen', 'search-coupon'], documentStatus: 'Acceptance' });
    await userEvent.click(await screen.findByRole('button', { name: /Print/ }));
    expect(await screen.findByRole('menuitem', { name: /Marking/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: /Search coupon/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('without a printer for the form, prints through the browser and stays, offering the printer settings', async () => {
    const { router } = renderButton({ kinds: ['marking'] });
    await userEvent.click(await screen.findByRole('button', { name: /Marking/ }));
    await waitFor(() => expect(printPdfInBrowser).toHaveBeenCalledTimes(1));
    // The clerk stays where they work (issue 24: a visit was left for the settings page).
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
    const [notice] = useErrorList.getState().notices;
    expect(notice).toMatchObject({
      type: 'info',
      title: "No printer of this kind is set up: the document opens in the browser's print dialog",
      action: { label: 'Printer settings' },
    });
    // The settings are one click away, when the clerk chooses.
    notice!.action!.onClick();
    await waitFor(() => expect(router.state.location.hash).toBe('#settings-printers'));
  });

  it('prints on the sticker printer through the print service', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const printer = {
      deviceUri: 'usb://zebra/1',
      name: 'Zebra',
      printType: 'Sticker' as const,
      autoPrinting: false,
      copies: 2,
    };
    renderButton({ kinds: ['marking'] }, { printers: [printer] });
    await userEvent.click(await screen.findByRole('button', { name: /Marking/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${DEFAULT_PRINT_SERVICE_URL}/add-job`);
    expect(JSON.parse(String(init?.body))).toMatchObject({ deviceUri: 'usb://zebra/1', amountOfCopies: 2 });
    await waitFor(() => expect(screen.getByRole('button', { name: /Marking/ })).toBeEnabled());
    expect(useErrorList.getState().notices).toEqual([]);
  });

  it('reports a failed queue in the common error list', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reason: 'PAPER_OUT', message: 'Out of paper' }), { status: 500 }),
    );
    const printer = {
      deviceUri: 'usb://zebra/1',
      name: 'Zebra',
      printType: 'Sticker' as const,
      autoPrinting: false,
      copies: null,
    };
    renderButton({ kinds: ['marking'] }, { printers: [printer] });
    await userEvent.click(await screen.findByRole('button', { name: /Marking/ }));
    await waitFor(() =>
      expect(useErrorList.getState().notices).toEqual([
        expect.objectContaining({
          type: 'error',
          title: 'The document could not be sent to the printer queue',
          description: 'Out of paper',
        }),
      ]),
    );
  });
});
