import type { ShipmentOperationCheck } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerAt,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment, USER_DIVISION_ID } from '../shipments/shipment-test-kit.ts';
import { useWorkspaceTabs } from '../workspace-tabs/index.ts';

const EDIT_PATH = `/one_shipment/shipments/${SHIPMENT_ID}/edit`;

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

const answer = (operation: string, allowed: boolean, message: string | null = null): ShipmentOperationCheck =>
  ({ operation, allowed, code: allowed ? null : 'RULE', message }) as ShipmentOperationCheck;

function shipmentApp(groups: string[], extra: FakeRoutes = {}) {
  const shipment = storedShipment({ status: 'Issued' });
  return renderApp(EDIT_PATH, {
    routes: signedInRoutes(fakeUser(groups), {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment }),
      ...answerAt('GET divisions/:id', [USER_DIVISION_ID], {
        status: 200,
        data: { id: USER_DIVISION_ID, number: '1001' },
      }),
      'POST shipment-modification/check': {
        status: 200,
        data: {
          items: [
            answer('cancel-close', true),
            answer('delete', false, 'Only a Draft or ReadyToShip shipment can be deleted'),
            answer('return', false, 'Shipment SHPL1 is not accepted'),
          ],
        },
      },
      ...extra,
    }),
  });
}

async function openOperations() {
  await userEvent.click(await screen.findByRole('button', { name: /Operations/ }));
}

describe('shipment operations on the shipment screen', () => {
  it('asks the check, shows refused operations disabled with the reason, and cancels a close with one', async () => {
    const view = shipmentApp(['base', 'branch_employee'], {
      'POST shipment-modification/cancel-close': { status: 200, data: { id: 'm1', type: 'close' } },
    });
    await openOperations();
    const menu = await screen.findByRole('menu');
    const deletion = await within(menu).findByRole('menuitem', { name: /Delete/ });
    expect(deletion).toHaveAttribute('aria-disabled', 'true');
    expect(deletion).toHaveTextContent('Only a Draft or ReadyToShip shipment can be deleted');
    // Invoice inspection is not a clerk's (platform §6): not offered at all.
    expect(within(menu).queryByText('Invoice inspection')).not.toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Cancel the close/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Say why the close is cancelled')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Issued to the wrong person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(
        view.requests.find((request) => request.url === 'shipment-modification/cancel-close')?.data,
      ).toEqual({
        shipmentId: SHIPMENT_ID,
        note: 'Issued to the wrong person',
      }),
    );
    expect(await screen.findByText(/: done/)).toBeInTheDocument();
  });

  it('a refused call lands in the error list and the dialog stays open', async () => {
    shipmentApp(['base', 'branch_employee'], {
      'POST shipment-modification/cancel-close': {
        status: 422,
        data: { code: 'SHIPMENT_NOT_CLOSED', message: 'Shipment SHPL1 is not closed' },
      },
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Cancel the close/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Shipment SHPL1 is not closed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a dispatch manager sets a preferred delivery date', async () => {
    const view = shipmentApp(['base', 'dispatch_manager'], {
      'POST shipment-modification/check': {
        status: 200,
        data: { items: [answer('change-delivery-date', true)] },
      },
      'POST shipment-modification/change-delivery-date': { status: 201, data: { id: 'm2' } },
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Preferred delivery date/ }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('Preferred delivery date');
    await userEvent.type(picker, '2099-06-01{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        view.requests.find((request) => request.url === 'shipment-modification/change-delivery-date')?.data,
      ).toMatchObject({ shipmentId: SHIPMENT_ID, preferredDeliveryDate: '2099-06-01' }),
    );
  });

  it('a dispatch manager asks an invoice inspection (platform §6)', async () => {
    const view = shipmentApp(['base', 'dispatch_manager'], {
      'POST shipment-modification/check': {
        status: 200,
        data: { items: [answer('invoice-inspection', true)] },
      },
      'POST shipment-modification/invoice-inspection': { status: 201, data: { id: 'm4' } },
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Invoice inspection/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Declared value looks low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        view.requests.find((request) => request.url === 'shipment-modification/invoice-inspection')?.data,
      ).toEqual({ shipmentId: SHIPMENT_ID, note: 'Declared value looks low' }),
    );
    expect(await screen.findByText(/: done/)).toBeInTheDocument();
  });

  it('a clerk cancels the deletion of a shipment the check allows it for (registers §7 cancel-delete)', async () => {
    const view = shipmentApp(['base', 'branch_employee'], {
      'POST shipment-modification/check': { status: 200, data: { items: [answer('cancel-delete', true)] } },
      'POST shipment-modification/cancel-delete': { status: 200, data: { id: 'm5', type: 'delete' } },
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Cancel the deletion/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        view.requests.find((request) => request.url === 'shipment-modification/cancel-delete')?.data,
      ).toEqual({ shipmentId: SHIPMENT_ID, note: null }),
    );
    expect(await screen.findByText(/: done/)).toBeInTheDocument();
  });

  it('labels the dialog’s own fields, not the shipment form’s fields of the same name behind it', async () => {
    const view = shipmentApp(['base', 'dispatch_manager'], {
      'POST shipment-modification/check': { status: 200, data: { items: [answer('return', true)] } },
      'POST shipment-modification/return': { status: 201, data: { id: 'm3' } },
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Return to sender/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Sender asked for it back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(view.requests.find((request) => request.url === 'shipment-modification/return')?.data).toEqual({
        shipmentId: SHIPMENT_ID,
        note: 'Sender asked for it back',
      }),
    );
  });

  it('lists the shipment’s changes of data', async () => {
    shipmentApp(['base', 'contact_centre_operator'], {
      ...answerAt('GET shipments-data-change/:id', [SHIPMENT_ID], {
        status: 200,
        data: {
          items: [
            {
              id: 'c1',
              number: 'MD000000000001',
              status: 'NeedProcessing',
              user: 'contact.centre.operator',
              createdAt: '2026-11-20T10:00:00.000Z',
              note: null,
              before: { recipient: { name: 'Anna Nowak' } },
              after: { recipient: { name: 'Maria Zielińska' } },
            },
          ],
        },
      }),
    });
    await openOperations();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Data change history/ }));
    expect(await screen.findByText('Anna Nowak → Maria Zielińska')).toBeInTheDocument();
    expect(screen.getByText('MD000000000001')).toBeInTheDocument();
  });
});
