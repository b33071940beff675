import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedModification, storedShipment } from '../shipments/shipment-test-kit.ts';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);

const REDIRECT = storedModification();

beforeEach(() => {
  resetSession();
  signIn();
});

describe('one_shipment: the modifications tab (issue 27)', () => {
  it("lists the shipment's modifications, the recipient's own from the tracking page among them", async () => {
    const view = renderApp(`/one_shipment/shipments/${SHIPMENT_ID}/edit?tab=modifications`, {
      routes: signedInRoutes(OPERATOR, {
        ...answerAt('GET shipments/:id', [SHIPMENT_ID], {
          status: 200,
          data: storedShipment({ status: 'Accepted' }),
        }),
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
