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

  it('takes a hub scan into a registry (no stop), its barcode normalised as on the scan page', () => {
    const scan = {
      id: crypto.randomUUID(),
      type: 'hub_scan',
      at: '2026-11-28T10:00:00.000Z',
      registryId: crypto.randomUUID(),
      barcode: ' ІРЗД0000000001 ',
    };
    const parsed = courierActionBatchSchema.parse({ actions: [scan] });
    expect(parsed.actions[0]).toMatchObject({ type: 'hub_scan', barcode: 'SHPL0000000001' });
    expect(
      courierActionBatchSchema.safeParse({ actions: [{ ...scan, stopId: scan.registryId }] }).success,
    ).toBe(false);
    expect(courierActionBatchSchema.safeParse({ actions: [{ ...scan, barcode: 'ab' }] }).success).toBe(false);
    expect(courierActionBatchSchema.safeParse({ actions: [{ ...scan, registryId: 'x' }] }).success).toBe(
      false,
    );
  });

  it('takes an identification at the door: a document (type and number) or an SMS code of 4-6 digits', () => {
    const parse = (identification: unknown) =>
      courierActionBatchSchema.safeParse({
        actions: [action({ type: 'deliver', recipientName: 'A', identification })],
      }).success;
    const documentTypeId = crypto.randomUUID();
    expect(parse({ type: 'Document', documentTypeId, documentNumber: 'ABC123' })).toBe(true);
    expect(parse({ type: 'SMS', code: '0420' })).toBe(true);
    expect(parse({ type: 'Document', documentTypeId, documentNumber: '  ' })).toBe(false);
    expect(parse({ type: 'Document', documentTypeId: 'x', documentNumber: 'ABC123' })).toBe(false);
    expect(parse({ type: 'SMS', code: '12' })).toBe(false);
    expect(parse({ type: 'SMS', code: '12a4' })).toBe(false);
    expect(parse({ type: 'Mobile' })).toBe(false);
  });

  it('takes cash by default and a card only with the terminal’s approval code (6-12 letters or digits)', () => {
    const parse = (extra: Record<string, unknown>) =>
      courierActionBatchSchema.safeParse({
        actions: [action({ type: 'collect_cash', amountMinor: 4000, currencyCode: 'PLN', ...extra })],
      }).success;
    expect(parse({})).toBe(true);
    expect(parse({ method: 'cash' })).toBe(true);
    expect(parse({ method: 'card', cardReference: 'A1B2C3' })).toBe(true);
    expect(parse({ method: 'card' })).toBe(false);
    expect(parse({ method: 'card', cardReference: 'A1B2C' })).toBe(false);
    expect(parse({ method: 'card', cardReference: 'A1B2C3D4E5F6G' })).toBe(false);
    expect(parse({ method: 'card', cardReference: 'A1B2-C3' })).toBe(false);
    expect(parse({ method: 'cash', cardReference: 'A1B2C3' })).toBe(false);
    expect(parse({ method: 'cheque' })).toBe(false);
  });

  it('takes what follows a failed delivery: a retry or a pickup point', () => {
    const parse = (next: unknown) =>
      courierActionBatchSchema.safeParse({ actions: [action({ type: 'fail', reason: 'absent', next })] })
        .success;
    expect(parse({ kind: 'retry' })).toBe(true);
    expect(parse({ kind: 'pudo', pudoId: crypto.randomUUID() })).toBe(true);
    expect(parse({ kind: 'pudo' })).toBe(false);
    expect(parse({ kind: 'retry', pudoId: crypto.randomUUID() })).toBe(false);
    expect(parse({ kind: 'later' })).toBe(false);
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
