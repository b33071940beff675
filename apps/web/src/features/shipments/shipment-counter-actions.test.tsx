import type { GoodsItem, Order } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { useWorkspaceTabs } from '../workspace-tabs/index.ts';
import { SHIPMENT_ID, storedShipment } from './shipment-test-kit.ts';

const EDIT_PATH = `/one_shipment/shipments/${SHIPMENT_ID}/edit`;

const TAPE: GoodsItem = {
  id: 'id-TAPE',
  name: 'Packing tape',
  code: 'TAPE',
  type: 'Packaging',
  barcodes: ['5901234123457'],
  width: null,
  length: null,
  height: null,
  volumetricWeight: null,
  price: '7.99',
  currencyCode: 'PLN',
  isHidden: false,
};

const ORDER: Order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 'OR000000000009',
  lockVersion: 1,
  divisionId: null,
  division: null,
  countryCode: 'PL',
  companyTin: null,
  contractNumber: null,
  paymentStatus: 'NeedPay',
  currencyCode: 'PLN',
  amountCost: '7.99',
  services: [],
  visitId: null,
  paymentId: null,
  width: null,
  length: null,
  height: null,
  createdByUser: 'branch.employee',
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  deletedAt: null,
};

function shipmentApp(groups: string[]) {
  return renderApp(EDIT_PATH, {
    routes: signedInRoutes(fakeUser(groups), {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], {
        status: 200,
        data: storedShipment({ status: 'Accepted' }),
      }),
      'GET orders/goods': { status: 200, data: { items: [TAPE] } },
      ...answerAt('POST shipments/:id/orders', [SHIPMENT_ID], { status: 201, data: { data: ORDER } }),
      ...answerAt('POST shipments/:id/claims', [SHIPMENT_ID], {
        status: 201,
        data: { shipmentId: SHIPMENT_ID, event: 'Claim', note: 'Box dented' },
      }),
    }),
  });
}

const posts = (view: ReturnType<typeof shipmentApp>, url: string) =>
  view.requests.filter((request) => request.method === 'POST' && request.url === url);

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

describe('claim and goods sale on the shipment screen (platform §6)', () => {
  it('registers a claim typed by branch staff, refusing an empty one', async () => {
    const view = shipmentApp(['base', 'branch_employee']);
    await userEvent.click(await screen.findByRole('button', { name: /Register claim/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim about SHPL0000000042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const text = within(dialog).getByLabelText('What the client complains about');
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(posts(view, `shipments/${SHIPMENT_ID}/claims`)).toHaveLength(0);
    await userEvent.type(text, 'Box dented');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("The claim is recorded in the shipment's journey")).toBeInTheDocument();
    expect(posts(view, `shipments/${SHIPMENT_ID}/claims`).map((request) => request.data)).toEqual([
      { text: 'Box dented' },
    ]);
  });

  it('sells goods on the shipment through the sell-goods dialog', async () => {
    const view = shipmentApp(['base', 'service_desk']);
    await userEvent.click(await screen.findByRole('button', { name: /Sell goods/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell goods' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Packing tape' }));
    await userEvent.click(within(dialog).getByTestId('sell-goods-apply'));
    expect(
      await screen.findByText("Order OR000000000009 is recorded in the shipment's journey"),
    ).toBeInTheDocument();
    expect(posts(view, `shipments/${SHIPMENT_ID}/orders`)[0]?.data).toMatchObject({
      services: [{ serviceCode: 'TAPE', amount: 1 }],
    });
    expect(posts(view, 'orders')).toHaveLength(0);
  });

  it('offers neither to a role the capability leaves out', async () => {
    shipmentApp(['base', 'dispatch_manager']);
    await screen.findByText('Journey');
    expect(screen.queryByText('Register claim')).not.toBeInTheDocument();
    expect(screen.queryByText('Sell goods')).not.toBeInTheDocument();
  });
});
