import { SEED_CATALOGUES, type Shipment, type VisitSearchGroup } from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { answerAt, type FakeRoutes, fakeApi } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { SHIPMENT_ID, storedShipment } from '../shipments/shipment-test-kit.ts';
import { CheckStatusDialog } from './check-status-dialog.tsx';

const FIRST_DIVISION = '11111111-2222-4333-8444-555555555555';

const SHIPMENT: Shipment = storedShipment({
  status: 'Accepted',
  paymentStatus: 'Paid',
  updatedAt: '2026-11-23T10:15:00.000Z',
  firstLogisticDivisionId: FIRST_DIVISION,
});

const SHIPMENT_GROUP: VisitSearchGroup = { type: 'shipments', label: 'shipments', ids: [SHIPMENT_ID] };

function renderDialog(routes: FakeRoutes) {
  const requests = fakeApi(routes);
  const i18n = createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectApiClient(i18n, queryClient);
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <CheckStatusDialog onClose={onClose} /> },
      { path: '/one_shipment/:collection/:id/:mode', element: <h1>Shipment form</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const searches = () => requests.filter((request) => request.url.startsWith('shipments/visit-search/'));
  return { requests, searches, onClose, router };
}

const input = () => screen.getByRole('textbox', { name: 'Shipment or parcel number' });

describe('check parcel status dialog', () => {
  it('finds a shipment by its number and shows its status, route, payment and divisions', async () => {
    const view = renderDialog({
      ...answerAt('GET shipments/visit-search/:text', [SHIPMENT.number], {
        status: 200,
        data: {
          groups: [
            SHIPMENT_GROUP,
            // A client of the same text is not a parcel: the dialog leaves it out.
            {
              type: 'cid',
              label: 'Jan Kowalski',
              cid: {
                id: 'CID48601234567',
                profile: {
                  name: 'Jan Kowalski',
                  phones: [{ phone: '48601234567', verified: true }],
                  companies: [],
                  notification: { advertisement: false, promo: false },
                },
              },
              ids: [],
            },
          ],
        },
      }),
      'GET internal/shipments': { status: 200, data: { items: [SHIPMENT] } },
      ...answerAt('GET divisions/:id', [FIRST_DIVISION], {
        status: 200,
        data: { id: FIRST_DIVISION, number: '1001', name: 'Warszawa 1' },
      }),
    });
    expect(input()).toHaveFocus();
    await userEvent.type(input(), `${SHIPMENT.number}{Enter}`);

    const results = await screen.findByRole('list', { name: 'Found shipments' });
    const [result] = within(results).getAllByRole('listitem');
    expect(result).toHaveTextContent(SHIPMENT.number);
    expect(within(result!).getByTestId('shipment-status')).toHaveTextContent('Accepted');
    expect(result).toHaveTextContent('Jan Kowalski (Warszawa, PL) → Anna Nowak (Kraków, PL)');
    expect(result).toHaveTextContent('Paid');
    expect(result).toHaveTextContent('2026-11-23');
    expect(await within(result!).findByText('1001 Warszawa 1')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('Last logistic division');

    const open = within(result!).getByRole('link', { name: `Open shipment ${SHIPMENT.number}` });
    expect(open).toHaveAttribute('href', `/one_shipment/shipments/${SHIPMENT_ID}/edit`);
    await userEvent.click(open);
    expect(view.onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/one_shipment/shipments/${SHIPMENT_ID}/edit`),
    );
  });

  it('reads a number typed with a Cyrillic layout as Latin', async () => {
    const view = renderDialog({
      'GET shipments/visit-search/SHPL0000000042': { status: 200, data: { groups: [] } },
    });
    await userEvent.type(input(), 'ІРЗД0000000042{Enter}');
    expect(await screen.findByText('Nothing found for SHPL0000000042')).toBeInTheDocument();
    expect(view.searches().map((request) => request.url)).toEqual(['shipments/visit-search/SHPL0000000042']);
  });

  it('says nothing was found and reads no shipments', async () => {
    const view = renderDialog({
      'GET shipments/visit-search/PCPL9999': { status: 200, data: { groups: [] } },
    });
    await userEvent.type(input(), 'PCPL9999{Enter}');
    expect(await screen.findByText('Nothing found for PCPL9999')).toBeInTheDocument();
    expect(view.requests.some((request) => request.url === 'internal/shipments')).toBe(false);
  });

  it('refuses a text shorter than 4 characters without calling the API', async () => {
    const view = renderDialog({});
    await userEvent.type(input(), 'SHP{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter 4 to 14 characters');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(view.requests).toEqual([]);
  });

  it('shows a failed search in the dialog', async () => {
    renderDialog({
      'GET shipments/visit-search/SHPL0000000042': {
        status: 500,
        data: { code: 'INTERNAL', message: 'Search is down' },
      },
    });
    await userEvent.type(input(), 'SHPL0000000042{Enter}');
    expect(await screen.findByText('The search failed')).toBeInTheDocument();
    expect(screen.getByText('Search is down')).toBeInTheDocument();
  });

  it('closes with Esc', async () => {
    const view = renderDialog({});
    await userEvent.type(input(), '{Escape}');
    expect(view.onClose).toHaveBeenCalled();
  });
});
