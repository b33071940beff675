import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../app/test-kit.tsx';
import { renderWithProviders } from '../registers/register-test-kit.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { documentOf, testService, testShipment, testVisit } from './visit-test-data.ts';

beforeEach(() => resetSession());

describe('the visit’s payment panel', () => {
  const shipment = testShipment();
  const shipment0 = { ...shipment, services: [testService(shipment.id)] };
  const visit = testVisit({ documents: [documentOf(shipment0, 'Acceptance')] });
  const panel = (shipments: ReadonlyMap<string, typeof shipment0>) =>
    renderWithProviders(
      <PaymentPanel visit={visit} shipments={shipments} enabled onChanged={async () => undefined} />,
      {},
    );

  it('says nothing is paid or unpaid while the visit’s shipments are still being read', () => {
    panel(new Map());
    expect(screen.getByTestId('visit-unpaid-total')).toHaveTextContent('Counting what is due…');
    expect(screen.queryByText('Nothing to pay')).toBeNull();
    expect(screen.getByRole('button', { name: /Take payment/ })).toBeDisabled();
  });

  it('asks for the sender’s services once the shipments are read', () => {
    panel(new Map([[shipment0.id, shipment0]]));
    expect(screen.getByTestId('visit-unpaid-total')).toHaveTextContent('To pay: 18.50 zł');
    expect(screen.getByRole('button', { name: /Take payment/ })).toBeEnabled();
  });
});
