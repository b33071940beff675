import { SHIPMENT_COUNTER_EVENTS, type ShipmentOrderCreate } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { createOrder } from '../orders/order-service.ts';
import { recordShipmentEvents } from './shipment-events.ts';
import { shipments } from './shipments-tables.ts';

/** A claim or a sale needs a shipment that is still there: a deleted one takes neither. */
async function liveShipment(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ id: shipments.id, status: shipments.status, deletedAt: shipments.deletedAt })
    .from(shipments)
    .where(eq(shipments.id, id))
    .for('update');
  if (!row) throw notFound('Shipment not found');
  if (row.status === 'Deleted' || row.deletedAt)
    throw businessRule('SHIPMENT_DELETED', 'A deleted shipment takes no claim and no goods');
  return row;
}

/**
 * `POST shipments/{id}/claims` (platform §6 "Shipment … claim"): the client's complaint, kept in
 * the shipment's history (a `Claim` event with the text as its note). It moves no parcel.
 */
export async function registerClaim(tx: Transaction, user: AuthUser, shipmentId: string, text: string) {
  await liveShipment(tx, shipmentId);
  await recordShipmentEvents(tx, [
    { shipmentId, event: SHIPMENT_COUNTER_EVENTS.claim, note: text, user, divisionId: null },
  ]);
  await recordAudit(tx, user, {
    action: 'claim',
    entity: 'shipments',
    entityId: shipmentId,
    after: { event: SHIPMENT_COUNTER_EVENTS.claim },
  });
  return { shipmentId, event: SHIPMENT_COUNTER_EVENTS.claim, note: text };
}

/**
 * `POST shipments/{id}/orders` (platform §6 "Shipment sell-goods"): an order of goods like the
 * counter's, at the user's division, and a `GoodsSold` event naming it in the shipment's history.
 */
export async function sellGoodsOnShipment(
  tx: Transaction,
  user: AuthUser,
  shipmentId: string,
  body: ShipmentOrderCreate,
) {
  await liveShipment(tx, shipmentId);
  const order = await createOrder(tx, user, { ...body, companyTin: null, visitId: null });
  await recordShipmentEvents(tx, [
    { shipmentId, event: SHIPMENT_COUNTER_EVENTS.goodsSold, note: order.number, user, divisionId: null },
  ]);
  return order;
}
