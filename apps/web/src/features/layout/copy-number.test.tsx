import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment, USER_DIVISION_ID } from '../shipments/shipment-test-kit.ts';
import { useWorkspaceTabs } from '../workspace-tabs/index.ts';

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

describe('copy to clipboard (platform §8)', () => {
  it('copies the shipment’s number from its screen and says so', async () => {
    const user = userEvent.setup();
    const shipment = storedShipment({ status: 'Accepted' });
    renderApp(`/one_shipment/shipments/${SHIPMENT_ID}/edit`, {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
        ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment }),
        ...answerAt('GET divisions/:id', [USER_DIVISION_ID], {
          status: 200,
          data: { id: USER_DIVISION_ID, number: '1001' },
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: `Copy ${shipment.number}` }));
    expect(await navigator.clipboard.readText()).toBe(shipment.number);
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });
});
