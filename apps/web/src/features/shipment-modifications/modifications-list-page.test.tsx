import type { ShipmentModificationView } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { page } from '../registers/register-test-kit.tsx';

const MODIFICATION: ShipmentModificationView = {
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  number: 'MD000000000003',
  type: 'Return',
  status: 'NeedProcessing',
  shipmentId: '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11',
  shipmentNumber: 'SHPL0000000042',
  divisionId: null,
  visitId: null,
  user: 'operator',
  note: 'Customer changed mind',
  source: 'API',
  customerType: 'Sender',
  customerPhone: '48601234567',
  payload: { payerType: 'Sender', recipient: { name: 'Jan Kowalski', phone: '48601234567' } },
  additionalParameters: {},
  createdAt: '2026-11-23T08:15:00.000Z',
  updatedAt: '2026-11-23T08:15:00.000Z',
  deletedAt: null,
};

function modificationsApp(groups: string[], rows: ShipmentModificationView[] = [MODIFICATION]) {
  return renderApp('/shipment_modification', {
    routes: signedInRoutes(fakeUser(groups), {
      'GET shipment-modification': { status: 200, data: page(rows) },
      ...answerAt('GET shipment-modification-view/:id', [MODIFICATION.id], {
        status: 200,
        data: MODIFICATION,
      }),
      ...answerAt('PUT shipment-modification/return/:id/status', [MODIFICATION.id], (request) => ({
        status: 200,
        data: { ...MODIFICATION, ...(request.data as object) },
      })),
    }),
  });
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('shipment modification register', () => {
  // The first test loads the list page's modules: slow on a busy machine.
  it('shows the type by its label and links a row to its shipment', { timeout: 150_000 }, async () => {
    modificationsApp(['base', 'administrator_god'], [{ ...MODIFICATION, type: 'InvoiceInspection' }]);
    const link = await screen.findByRole('link', { name: 'SHPL0000000042' }, { timeout: 120_000 });
    expect(link).toHaveAttribute(
      'href',
      `/one_shipment/shipments/${MODIFICATION.shipmentId}/edit?openedFrom=shipments`,
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Invoice inspection')).toBeInTheDocument();
    expect(within(row).queryByText('InvoiceInspection')).not.toBeInTheDocument();
    expect(within(row).getByText('Needs processing')).toBeInTheDocument();
  });

  it('opens a row read-only with its type, status, shipment and payload', async () => {
    modificationsApp(['base', 'administrator_god']);
    await userEvent.click(await screen.findByRole('button', { name: 'MD000000000003' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Modification MD000000000003')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'SHPL0000000042' })).toHaveAttribute(
      'href',
      `/one_shipment/shipments/${MODIFICATION.shipmentId}/edit?openedFrom=shipments`,
    );
    // The request by labels: no raw field names, no shipment uuid.
    expect(within(drawer).getByText('Recipient · Name')).toBeInTheDocument();
    expect(within(drawer).getByText('Jan Kowalski')).toBeInTheDocument();
    expect(within(drawer).getByText('Payer')).toBeInTheDocument();
    expect(within(drawer).queryByText('recipient.name')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('payerType')).not.toBeInTheDocument();
    expect(within(drawer).queryByText(MODIFICATION.shipmentId)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('changes the status for a user with shipment management', async () => {
    const view = modificationsApp(['base', 'administrator_god']);
    await userEvent.click(await screen.findByRole('button', { name: 'MD000000000003' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Take into work' }));
    await waitFor(() => {
      const put = view.requests.find((request) => request.method === 'PUT');
      expect(put?.url).toBe(`shipment-modification/return/${MODIFICATION.id}/status`);
      expect(put?.data).toEqual({ status: 'InProgress' });
    });
  });

  it('offers no status change without shipment management', async () => {
    modificationsApp(['base', 'revision_admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'MD000000000003' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Modification MD000000000003');
    expect(within(drawer).queryByRole('button', { name: 'Take into work' })).not.toBeInTheDocument();
  });
});
