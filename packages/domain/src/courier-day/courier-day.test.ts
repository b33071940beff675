import { describe, expect, it } from 'vitest';
import {
  COURIER_ACTIONS_PER_BATCH,
  COURIER_POSITIONS_PER_BATCH,
  courierActionBatchSchema,
  courierPositionBatchSchema,
  geoUri,
} from './courier-day.ts';

const action = (extra: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  stopId: crypto.randomUUID(),
  at: '2026-11-28T10:00:00.000Z',
  ...extra,
});

describe("the courier's day (issue 26)", () => {
  it('takes each action type with its own fields and refuses unknown reasons and extra fields', () => {
    const ok = courierActionBatchSchema.safeParse({
      actions: [
        action({ type: 'deliver', recipientName: 'A' }),
        action({ type: 'fail', reason: 'damaged' }),
        action({ type: 'collect_cash', amountMinor: 4000, currencyCode: 'PLN' }),
        action({ type: 'pickup_scan', barcodes: ['P1'] }),
      ],
    });
    expect(ok.success).toBe(true);
    expect(
      courierActionBatchSchema.safeParse({ actions: [action({ type: 'fail', reason: 'late' })] }).success,
    ).toBe(false);
    expect(
      courierActionBatchSchema.safeParse({ actions: [action({ type: 'deliver', recipientName: 'A', x: 1 })] })
        .success,
    ).toBe(false);
    expect(
      courierActionBatchSchema.safeParse({
        actions: [action({ type: 'collect_cash', amountMinor: 40.5, currencyCode: 'PLN' })],
      }).success,
    ).toBe(false);
  });

  it('bounds a batch of actions and of positions', () => {
    const deliver = () => action({ type: 'deliver', recipientName: 'A' });
    const actions = Array.from({ length: COURIER_ACTIONS_PER_BATCH }, deliver);
    expect(courierActionBatchSchema.safeParse({ actions }).success).toBe(true);
    expect(courierActionBatchSchema.safeParse({ actions: [...actions, deliver()] }).success).toBe(false);
    const position = { latitude: 52.2, longitude: 21, accuracy: 10, at: '2026-11-28T10:00:00Z' };
    const positions = Array.from({ length: COURIER_POSITIONS_PER_BATCH + 1 }, () => position);
    expect(courierPositionBatchSchema.safeParse({ positions }).success).toBe(false);
    expect(courierPositionBatchSchema.safeParse({ positions: [{ ...position, latitude: 91 }] }).success).toBe(
      false,
    );
  });

  it('links a stop to the phone navigation with a geo: URI', () => {
    expect(geoUri({ latitude: 52.2311, longitude: 21.0107, address: 'ul. Marszałkowska 104' })).toBe(
      'geo:52.2311,21.0107?q=52.2311,21.0107(ul.%20Marsza%C5%82kowska%20104)',
    );
  });
});
