import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerAt,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../../app/test-kit.tsx';
import { storedModification } from '../../shipments/shipment-test-kit.ts';
import { page } from '../register-test-kit.tsx';

vi.setConfig({ testTimeout: 120_000 });

const SHIPMENT = {
  id: '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11',
  number: 'SHPL0000000042',
  dateTime: '2026-11-23T08:15:00.000Z',
  status: 'ReadyToShip',
  paymentStatus: 'NeedPay',
  parcelsAmount: 1,
  deletedAt: null,
};
const ACCEPTED = {
  ...SHIPMENT,
  id: '5c0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c12',
  number: 'SHPL0000000043',
  status: 'Accepted',
};

const RETURN = storedModification({
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  number: 'MD000000000003',
  type: 'Return',
  shipmentId: SHIPMENT.id,
  shipmentNumber: SHIPMENT.number,
  createdAt: '2026-11-23T08:15:00.000Z',
});
const INSPECTION = storedModification({
  ...RETURN,
  id: '2f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  number: 'MD000000000004',
  type: 'InvoiceInspection',
});

async function selectRow(number: string) {
  const row = (await screen.findByText(number, {}, { timeout: 60_000 })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('radio'));
}

async function confirmDelete() {
  await userEvent.click(screen.getByRole('button', { name: /Mark deleted/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark deleted' }));
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('Delete calls a route the server has (registers §2.1 "delete may be overridden")', () => {
  it('deletes a shipment by POST shipment-modification/delete, never DELETE shipments/{id}', async () => {
    const view = renderApp('/shipments', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee', 'branch_manager']), {
        'GET shipments': { status: 200, data: page([SHIPMENT, ACCEPTED]) },
        'POST shipment-modification/delete': { status: 201, data: { ...RETURN, type: 'delete' } },
      }),
    });
    await selectRow(ACCEPTED.number);
    // An accepted shipment cannot become Deleted.
    expect(screen.getByRole('button', { name: /Mark deleted/ })).toBeDisabled();
    await selectRow(SHIPMENT.number);
    await confirmDelete();
    await waitFor(() =>
      expect(
        view.requests.find(
          (request) => request.method === 'POST' && request.url === 'shipment-modification/delete',
        )?.data,
      ).toEqual({ shipmentId: SHIPMENT.id }),
    );
    expect(view.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('offers no Delete on shipments to a role without shipmentDelete', async () => {
    renderApp('/shipments', {
      routes: signedInRoutes(fakeUser(['base', 'courier']), {
        'GET shipments': { status: 200, data: page([SHIPMENT]) },
      }),
    });
    await screen.findByText(SHIPMENT.number, {}, { timeout: 60_000 });
    expect(screen.queryByRole('button', { name: /Mark deleted/ })).not.toBeInTheDocument();
  });

  it('cancels a return by its typed DELETE; an invoice inspection has none', async () => {
    const view = renderApp('/shipment_modification', {
      routes: signedInRoutes(fakeUser(['base', 'administrator_god']), {
        'GET shipment-modification': { status: 200, data: page([RETURN, INSPECTION]) },
        ...answerAt('DELETE shipment-modification/return/:id', [RETURN.id], {
          status: 200,
          data: { ...RETURN, status: 'Canceled' },
        }),
      }),
    });
    await selectRow(INSPECTION.number);
    expect(screen.getByRole('button', { name: /Mark deleted/ })).toBeDisabled();
    await selectRow(RETURN.number);
    await confirmDelete();
    await waitFor(() =>
      expect(
        view.requests.some(
          (request) =>
            request.method === 'DELETE' && request.url === `shipment-modification/return/${RETURN.id}`,
        ),
      ).toBe(true),
    );
    expect(view.requests.some((request) => request.url === `shipment-modification/${RETURN.id}`)).toBe(false);
  });
});
