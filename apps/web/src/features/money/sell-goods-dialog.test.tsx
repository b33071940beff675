import type { GoodsItem, Order } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import { testVisit, VISIT_ID } from '../visits/visit-test-data.ts';

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

const goods = (code: string, name: string, price: string): GoodsItem => ({
  id: `id-${code}`,
  name,
  code,
  type: 'Packaging',
  barcodes: ['5901234123457'],
  width: null,
  length: null,
  height: null,
  volumetricWeight: null,
  price,
  currencyCode: 'PLN',
  isHidden: false,
});

function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 'OR000000000007',
    lockVersion: 1,
    divisionId: null,
    division: null,
    countryCode: 'PL',
    companyTin: null,
    contractNumber: null,
    paymentStatus: 'NeedPay',
    currencyCode: 'PLN',
    amountCost: '21.79',
    services: [
      {
        id: 'line-1',
        serviceCode: 'BOX-M',
        nomenclatureId: 'id-BOX-M',
        name: 'Box M',
        amount: 2,
        price: '6.90',
        cost: '13.80',
        currencyCode: 'PLN',
        orderId: ORDER_ID,
      },
    ],
    visitId: VISIT_ID,
    paymentId: null,
    width: null,
    length: null,
    height: null,
    createdByUser: 'operator',
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

const orderDocument = {
  documentId: ORDER_ID,
  documentType: 'Order' as const,
  status: 'Order' as const,
  updatedAt: '2026-11-25T09:00:00.000Z',
  placeNumber: [],
  number: 'OR000000000007',
};

function renderVisit(order: Order | null, extra: Record<string, unknown> = {}) {
  const visit = testVisit(order ? { documents: [orderDocument] } : {});
  return renderApp(`/visits/${VISIT_ID}`, {
    routes: signedInRoutes(OPERATOR, {
      ...answerAt('GET visits/:id', [VISIT_ID], { status: 200, data: visit }),
      ...answerAt('GET visits/:id/can-end', [VISIT_ID], {
        status: 200,
        data: { canEnd: false, reasons: ['unpaidServices'] },
      }),
      'GET internal/shipments': { status: 200, data: { items: [] } },
      'GET internal/orders': { status: 200, data: { items: order ? [order] : [] } },
      'GET orders/goods': {
        status: 200,
        data: { items: [goods('BOX-M', 'Box M', '6.90'), goods('TAPE', 'Packing tape', '7.99')] },
      },
      ...extra,
    }),
  });
}

describe('sell-goods dialog in the visit (registers §2.4, §5 "Goods sale")', () => {
  it('adds each item once, clamps amounts to 1–99 and saves the order into the visit', async () => {
    const view = renderVisit(null, { 'POST orders': { status: 201, data: { data: testOrder() } } });
    await userEvent.click(await screen.findByTestId('visit-sell-goods'));
    const dialog = await screen.findByRole('dialog', { name: 'Sell goods' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Box M' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Box M' }));
    expect(await screen.findByText('The selected item is already in the list: Box M')).toBeInTheDocument();
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount of Box M' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveValue('99'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Packing tape' }));
    expect(within(dialog).getByTestId('sell-goods-total')).toHaveTextContent('Total: 691.09 PLN');
    await userEvent.click(within(dialog).getByTestId('sell-goods-apply'));
    await waitFor(() =>
      expect(view.requests.filter((r) => r.method === 'POST' && r.url === 'orders')).toHaveLength(1),
    );
    const sent = view.requests.find((r) => r.method === 'POST' && r.url === 'orders')!.data;
    expect(sent).toMatchObject({
      visitId: VISIT_ID,
      services: [
        { serviceCode: 'BOX-M', amount: 99 },
        { serviceCode: 'TAPE', amount: 1 },
      ],
    });
  });

  it('prices the chosen lines through POST pricing/nomenclature-calculations (registers §7)', async () => {
    const view = renderVisit(null, {
      'POST pricing/nomenclature-calculations': (request: FakeRequest) => {
        const body = request.data as { services: { serviceCode: string; amount: number }[] };
        return {
          status: 200,
          data: {
            items: body.services.map((line) => ({
              serviceCode: line.serviceCode,
              name: line.serviceCode,
              amount: line.amount,
              price: '7.10',
              cost: (7.1 * line.amount).toFixed(2),
              currencyCode: 'PLN',
            })),
          },
        };
      },
    });
    await userEvent.click(await screen.findByTestId('visit-sell-goods'));
    const dialog = await screen.findByRole('dialog', { name: 'Sell goods' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Box M' }));
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount of Box M' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).getByTestId('sell-goods-cost-BOX-M')).toHaveTextContent('21.30 PLN'),
    );
    expect(within(dialog).getByTestId('sell-goods-price-BOX-M')).toHaveTextContent('7.10 PLN');
    expect(within(dialog).getByTestId('sell-goods-total')).toHaveTextContent('Total: 21.30 PLN');
    const asked = view.requests.filter(
      (r) => r.method === 'POST' && r.url === 'pricing/nomenclature-calculations',
    );
    expect(asked.at(-1)?.data).toMatchObject({
      countryCode: 'PL',
      services: [{ serviceCode: 'BOX-M', amount: 3 }],
    });
  });

  it('pays the visit’s order in the same payment as its shipments', async () => {
    const view = renderVisit(testOrder(), {
      'POST payments': {
        status: 201,
        data: { id: 'p1', number: 'PM000000000001', sum: '21.79', currencyCode: 'PLN' },
      },
    });
    const total = await screen.findByTestId('visit-unpaid-total');
    await waitFor(() => expect(total).toHaveTextContent('21.79 PLN'));
    await userEvent.click(screen.getByRole('button', { name: /Take payment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment for the visit' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Paid / }));
    await waitFor(() =>
      expect(view.requests.filter((r) => r.method === 'POST' && r.url === 'payments')).toHaveLength(1),
    );
    const sent = view.requests.find((r) => r.method === 'POST' && r.url === 'payments')!.data as {
      services: unknown[];
    };
    expect(sent.services).toEqual([{ sourceType: 'Order', sourceId: ORDER_ID, serviceId: ORDER_ID }]);
    expect(await screen.findByTestId('receipt-a4')).toBeInTheDocument();
  });

  it('opens a paid order read-only with Apply disabled', async () => {
    renderVisit(testOrder({ paymentStatus: 'Paid' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OR000000000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit order OR000000000007' });
    expect(within(dialog).getByText('The order is paid and can no longer be changed.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('sell-goods-apply')).toBeDisabled();
    expect(within(dialog).queryByPlaceholderText('Barcode or name (from 3 characters)')).toBeNull();
  });
});
