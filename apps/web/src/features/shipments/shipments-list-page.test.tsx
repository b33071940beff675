import type { ShipmentDraft } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { page } from '../registers/register-test-kit.tsx';
import { SHIPMENT_ID, storedShipment, USER_DIVISION_ID } from './shipment-test-kit.ts';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const ROW = {
  id: SHIPMENT_ID,
  number: 'SHPL0000000042',
  dateTime: '2026-11-23T08:15:00.000Z',
  status: 'ReadyToShip',
  paymentStatus: 'NeedPay',
  parcelsAmount: 1,
  senderAddress: 'Warszawa, Marszałkowska 1',
  senderCompanyTin: null,
  deletedAt: null,
};
const COMPANY_ROW = {
  ...ROW,
  id: '5c0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c12',
  number: 'SHPL0000000043',
  senderCompanyTin: '5250001009',
};

function listApp() {
  return renderApp('/shipments', {
    routes: signedInRoutes(OPERATOR, {
      'GET shipments': { status: 200, data: page([ROW, COMPANY_ROW]) },
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
      ...answerAt('GET divisions/:id', [USER_DIVISION_ID], {
        status: 200,
        data: { id: USER_DIVISION_ID, settlementId: null },
      }),
      'GET companies/5250001009': { status: 200, data: { tin: '5250001009', name: 'Polmar sp. z o.o.' } },
      'POST v2/shipments': (request) => ({
        status: 201,
        data: storedShipment({ status: (request.data as ShipmentDraft).status }),
      }),
    }),
  });
}

async function selectRow(number: string) {
  const row = (await screen.findByText(number)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('radio'));
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('shipments register: duplicate sender data (registers §2.1)', () => {
  it('needs a selected row', async () => {
    listApp();
    await screen.findByText('SHPL0000000042');
    expect(screen.getByRole('button', { name: /Duplicate sender data/ })).toBeDisabled();
  });

  it('copies the sender of a shipment without company TIN into a new shipment', async () => {
    const view = listApp();
    await selectRow('SHPL0000000042');
    await userEvent.click(screen.getByRole('button', { name: /Duplicate sender data/ }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/one_shipment/shipments/new/create'),
    );
    expect(view.router.state.location.search).toBe(`?openedFrom=shipments&duplicateSenderOf=${SHIPMENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    const sender = screen
      .getAllByText('Sender')
      .find((element) => element.closest('.ant-card-head'))
      ?.closest('.ant-card') as HTMLElement;
    expect(within(sender).getByLabelText('Full name')).toHaveValue('Jan Kowalski');
    expect(within(sender).getByLabelText('Phone')).toHaveValue('48601234567');
    expect(within(sender).getByLabelText('Street')).toHaveValue('Marszałkowska');
  });

  it('opens the new shipment with cidSenderCompanyTin when the sender is a company', async () => {
    const view = listApp();
    await selectRow('SHPL0000000043');
    await userEvent.click(screen.getByRole('button', { name: /Duplicate sender data/ }));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?openedFrom=shipments&cidSenderCompanyTin=5250001009'),
    );
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    expect(screen.getByDisplayValue('Polmar sp. z o.o.')).toBeInTheDocument();
  });

  it('offers a new shipment, with no generic create button', async () => {
    const view = listApp();
    await screen.findByText('SHPL0000000042');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /New shipment/ }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/one_shipment/shipments/new/create'),
    );
  });
});
