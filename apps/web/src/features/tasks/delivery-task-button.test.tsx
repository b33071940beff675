import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment, USER_DIVISION_ID } from '../shipments/shipment-test-kit.ts';
import { storedTask } from './task-test-kit.ts';

// The whole shipment form renders before the dialog: slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 45_000 });

const TASK_ID = '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const EDIT_PATH = `/one_shipment/shipments/${SHIPMENT_ID}/edit`;

function accepted() {
  const shipment = storedShipment({ status: 'Accepted' });
  return {
    ...shipment,
    recipient: {
      ...shipment.recipient,
      divisionId: USER_DIVISION_ID,
      address: { string: 'ul. Marszałkowska 104, 00-017 Warszawa', latitude: 52.2297, longitude: 21.0122 },
    },
  };
}

function shipmentApp(groups: string[], shipment = accepted()) {
  return renderApp(EDIT_PATH, {
    routes: signedInRoutes(fakeUser(groups), {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment }),
      'POST tasks': { status: 201, data: storedTask({ id: TASK_ID }) },
      ...answerAt('GET tasks/:id', [TASK_ID], {
        status: 404,
        data: { code: 'NOT_FOUND', message: 'Task not found' },
      }),
    }),
  });
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('courier delivery from the shipment screen (issue 24: no screen made a task for a parcel)', () => {
  it('makes the client-address task of an Accepted parcel at its recipient’s address, then opens it', async () => {
    const view = shipmentApp(['base', 'dispatch_manager']);
    await userEvent.click(await screen.findByRole('button', { name: /Courier delivery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Courier delivery of SHPL0000000042' });
    expect(within(dialog).getByLabelText('Address')).toHaveValue('ul. Marszałkowska 104, 00-017 Warszawa');
    await userEvent.clear(within(dialog).getByLabelText('From'));
    await userEvent.type(within(dialog).getByLabelText('From'), '9.30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the task' }));
    expect(await within(dialog).findByText('HH:MM, e.g. 09:30')).toBeInTheDocument();
    expect(view.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('From'));
    await userEvent.type(within(dialog).getByLabelText('From'), '10:00');
    await userEvent.type(within(dialog).getByLabelText('Executor login'), 'courier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the task' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/tasks/${TASK_ID}`));
    const [created] = view.requests.filter((request) => request.method === 'POST' && request.url === 'tasks');
    expect(created?.data).toMatchObject({
      type: 'ClientAddress',
      divisionId: USER_DIVISION_ID,
      ownerDocumentNumber: 'SHPL0000000042',
      shipmentNumbers: ['SHPL0000000042'],
      timeFrom: '10:00',
      timeTo: '18:00',
      address: { string: 'ul. Marszałkowska 104, 00-017 Warszawa', latitude: 52.2297, longitude: 21.0122 },
      executor: 'courier',
    });
  });

  it('is offered only to dispatchers, and only for an Accepted parcel', async () => {
    const clerk = shipmentApp(['base', 'branch_employee']);
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    expect(screen.queryByRole('button', { name: /Courier delivery/ })).not.toBeInTheDocument();
    clerk.unmount();
    shipmentApp(['base', 'dispatch_manager'], { ...accepted(), status: 'Issued' });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    expect(screen.queryByRole('button', { name: /Courier delivery/ })).not.toBeInTheDocument();
  });
});
