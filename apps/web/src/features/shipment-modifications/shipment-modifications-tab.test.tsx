import type { ShipmentModificationView } from '@console/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment } from '../shipments/shipment-test-kit.ts';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);

const REDIRECT: ShipmentModificationView = {
  id: '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  number: 'MOD0000000007',
  type: 'Redirecting',
  status: 'NeedProcessing',
  shipmentId: SHIPMENT_ID,
  shipmentNumber: 'SHPL0000000042',
  divisionId: null,
  visitId: null,
  user: 'system',
  note: null,
  source: 'TrackingPage',
  customerType: 'Recipient',
  customerPhone: null,
  payload: {},
  additionalParameters: {},
  createdAt: '2026-11-30T08:00:00.000Z',
  updatedAt: '2026-11-30T08:00:00.000Z',
  deletedAt: null,
};

beforeEach(() => {
  resetSession();
  signIn();
});

describe('one_shipment: the modifications tab (issue 27)', () => {
  it("lists the shipment's modifications, the recipient's own from the tracking page among them", async () => {
    const view = renderApp(`/one_shipment/shipments/${SHIPMENT_ID}/edit?tab=modifications`, {
      routes: signedInRoutes(OPERATOR, {
        [`GET shipments/${SHIPMENT_ID}`]: { status: 200, data: storedShipment({ status: 'Accepted' }) },
        'GET shipment-modification': { status: 200, data: { items: [REDIRECT], total: 1, last_page: 1 } },
        'GET shipment-attachments': { status: 200, data: { items: [] } },
      }),
    });
    const table = await screen.findByTestId('shipment-modifications', {}, { timeout: 30_000 });
    const row = within(table).getByText('MOD0000000007').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Redirecting');
    expect(row).toHaveTextContent('Needs processing');
    expect(row).toHaveTextContent('TrackingPage');
    expect(row).toHaveTextContent('system');
    const asked = view.requests.find((request) => request.url === 'shipment-modification');
    expect(asked).toBeDefined();
  });
});
