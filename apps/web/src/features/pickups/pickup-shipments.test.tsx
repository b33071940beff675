import type { Pickup } from '@console/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../registers/register-test-kit.tsx';
import { PickupShipments } from './pickup-shipments.tsx';
import { PICKUP } from './pickup-test-data.ts';

const WITH_SHIPMENT: Pickup = {
  ...PICKUP,
  shipments: [
    {
      id: 'ps1',
      shipmentId: 's1',
      number: 'SHPL0000000042',
      shipmentStatus: 'ReadyToShip',
      status: 'Added',
      note: null,
      weightKg: 2.5,
      parcelsCount: 1,
      deliveryPartners: [
        {
          id: 'd1',
          type: 'FirstMile',
          name: 'DPD',
          number: '12345678',
          main: true,
          parcelNumber: null,
          shipmentId: 's1',
        },
      ],
      deletedAt: null,
    },
  ],
};

describe('PickupShipments', () => {
  it('adds a shipment by its number while the pickup is Draft', async () => {
    const onChanged = vi.fn();
    const { requests } = renderWithProviders(<PickupShipments pickup={PICKUP} onChanged={onChanged} />, {
      'GET shipments': {
        status: 200,
        data: {
          items: [{ id: 's1', number: 'SHPL0000000042', status: 'ReadyToShip' }],
          total: 1,
          last_page: 1,
        },
      },
      'POST pickups/p1/shipments': { status: 200, data: WITH_SHIPMENT },
    });
    await userEvent.type(screen.getByLabelText('Shipment number'), 'shpl0000000042');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(WITH_SHIPMENT));
    const post = requests.find((request) => request.method.toUpperCase() === 'POST');
    expect(post?.data).toEqual({ shipments: [{ shipmentId: 's1' }] });
  });

  it('shows the shipments with their partners and offers no adding once the pickup is Created', () => {
    renderWithProviders(
      <PickupShipments pickup={{ ...WITH_SHIPMENT, status: 'Created' }} onChanged={vi.fn()} />,
      {},
    );
    expect(screen.queryByLabelText('Shipment number')).toBeNull();
    expect(screen.getByText('SHPL0000000042')).toBeTruthy();
    expect(screen.getByText(/DPD 12345678/)).toBeTruthy();
  });
});
