import type { ShipmentStatus } from '../statuses.ts';

/**
 * The shipment life cycle (registers §4 lists the statuses, not the transitions; these are ours,
 * docs/decisions.md "Shipment state machine"):
 * - Draft: being filled in; may become ReadyToShip or be deleted.
 * - ReadyToShip: complete, waiting at a counter; back to Draft for changes, Accepted at the
 *   counter (visit end, `shipments/accept`), or deleted.
 * - Accepted: in the operator's hands; it ends Issued to the recipient, Returned to the sender,
 *   or Utilized when unclaimed.
 * - Deleted: a deletion mark, undone by "cancel delete" to the status it had.
 * - Issued, Returned, Utilized: final.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  Draft: ['ReadyToShip', 'Deleted'],
  ReadyToShip: ['Draft', 'Accepted', 'Deleted'],
  Accepted: ['Issued', 'Returned', 'Utilized'],
  Deleted: ['Draft', 'ReadyToShip'],
  Issued: [],
  Returned: [],
  Utilized: [],
};

export function canTransition(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_TRANSITIONS[from].includes(to);
}

/** Statuses whose shipments can no longer be edited through `PUT v2/shipments/{id}`. */
export const EDITABLE_SHIPMENT_STATUSES = [
  'Draft',
  'ReadyToShip',
] as const satisfies readonly ShipmentStatus[];

export function isEditableShipment(status: ShipmentStatus): boolean {
  return (EDITABLE_SHIPMENT_STATUSES as readonly ShipmentStatus[]).includes(status);
}

/** Final statuses: the parcel has left the operator for good. */
export const FINAL_SHIPMENT_STATUSES = [
  'Issued',
  'Returned',
  'Utilized',
] as const satisfies readonly ShipmentStatus[];
