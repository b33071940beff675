import type { RowCall } from '../registers/register-definition.ts';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../statuses.ts';
import { MODIFICATION_CAPABILITIES, MODIFICATION_PATH_TYPES } from './shipment-modification.ts';
import { canTransition } from './shipment-status.ts';

const isShipmentStatus = (value: unknown): value is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly unknown[]).includes(value);

/**
 * Delete on the shipments register: a shipment is deleted by a `delete` modification (registers
 * §7 "Modification"), not by a deletion mark, for users with the shipmentDelete capability and
 * only from a status that may become Deleted.
 */
export const SHIPMENT_DELETE_CALLS: readonly RowCall[] = [
  {
    method: 'POST',
    path: 'shipment-modification/delete',
    capability: MODIFICATION_CAPABILITIES.delete,
    appliesTo: (row) => isShipmentStatus(row.status) && canTransition(row.status, 'Deleted'),
    body: (row) => ({ shipmentId: row.id }),
  },
];

/**
 * Delete on the modifications register cancels the modification through its typed call
 * (`DELETE shipment-modification/{type}/{id}`), which exists for refusals, returns and
 * redirectings; each needs the capability of its type. Other types offer no Delete.
 */
export const MODIFICATION_DELETE_CALLS: readonly RowCall[] = (
  ['refusal', 'return', 'redirecting'] as const
).map((pathType) => {
  const type = MODIFICATION_PATH_TYPES[pathType];
  return {
    method: 'DELETE',
    path: `shipment-modification/${pathType}/{id}`,
    capability: MODIFICATION_CAPABILITIES[type],
    appliesTo: (row) => row.type === type && !row.deletedAt,
  };
});
