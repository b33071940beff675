import { describe, expect, it } from 'vitest';
import { SHIPMENT_MODIFICATION_STATUSES, SHIPMENT_STATUSES, type ShipmentStatus } from '../statuses.ts';
import { canChangeModificationStatus } from './shipment-modification.ts';
import { canTransition, isEditableShipment } from './shipment-status.ts';

/** Every allowed move of the shipment life cycle (docs/decisions.md "Shipment state machine"). */
const ALLOWED: readonly [ShipmentStatus, ShipmentStatus][] = [
  ['Draft', 'ReadyToShip'],
  ['Draft', 'Deleted'],
  ['ReadyToShip', 'Draft'],
  ['ReadyToShip', 'Accepted'],
  ['ReadyToShip', 'Deleted'],
  ['Accepted', 'Issued'],
  ['Accepted', 'Returned'],
  ['Accepted', 'Utilized'],
  ['Deleted', 'Draft'],
  ['Deleted', 'ReadyToShip'],
];

describe('shipment state machine', () => {
  it.each(SHIPMENT_STATUSES.flatMap((from) => SHIPMENT_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      expect(canTransition(from, to)).toBe(allowed);
    },
  );

  it('edits only Draft and ReadyToShip', () => {
    expect(SHIPMENT_STATUSES.filter(isEditableShipment)).toEqual(['Draft', 'ReadyToShip']);
  });
});

describe('modification processing', () => {
  it('goes NeedProcessing → InProgress → Processed or Canceled, nothing else', () => {
    const allowed = SHIPMENT_MODIFICATION_STATUSES.flatMap((from) =>
      SHIPMENT_MODIFICATION_STATUSES.filter((to) => canChangeModificationStatus(from, to)).map(
        (to) => `${from}→${to}`,
      ),
    );
    expect(allowed.sort()).toEqual([
      'InProgress→Canceled',
      'InProgress→Processed',
      'NeedProcessing→InProgress',
    ]);
  });
});
