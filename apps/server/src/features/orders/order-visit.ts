import { OPEN_ITEMS_LIMIT, VISIT_ERROR_CODES, VISIT_MESSAGES } from '@console/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { isVisitEditable, lockEditableVisit, visitDocumentRows } from '../visits/visit-read.ts';
import { visitDocuments, visits } from '../visits/visits-tables.ts';
import { type OrderRow, unpaidVisitOrders } from './order-service.ts';
import { orders } from './orders-tables.ts';

/**
 * "Order saved from the sell-goods dialog becomes a visit document with status Order" (registers
 * §4). The visit must be editable and have no client address (registers §6 "Sell goods needs … a
 * visit without clientAddress"); the same order twice answers SHIPMENT_ALREADY_ADDED.
 */
export async function addOrderToVisit(tx: Transaction, user: AuthUser, visitId: string, order: OrderRow) {
  const visit = await lockEditableVisit(tx, visitId);
  if (visit.clientAddress)
    throw businessRule('SELL_GOODS_NOT_ALLOWED', 'Goods are not sold in a visit at a client address');
  if (order.deletedAt) throw notFound('Order not found');
  const documents = await visitDocumentRows(tx, visitId);
  if (documents.some((document) => document.documentId === order.id))
    throw businessRule(VISIT_ERROR_CODES.alreadyAdded, VISIT_MESSAGES.documentAlreadyAdded);
  if (documents.length >= OPEN_ITEMS_LIMIT)
    throw businessRule(VISIT_ERROR_CODES.openItemsLimit, VISIT_MESSAGES.openItemsLimit);
  const [elsewhere] = await tx
    .select({ visitId: visitDocuments.visitId })
    .from(visitDocuments)
    .where(and(eq(visitDocuments.documentId, order.id), eq(visitDocuments.open, true)));
  if (elsewhere)
    throw businessRule(VISIT_ERROR_CODES.inAnotherVisit, `Order ${order.number} is in another visit`);
  await appendOrderDocument(tx, visitId, order, documents);
  if (order.visitId !== visitId)
    await tx.update(orders).set({ visitId, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await recordAudit(tx, user, {
    action: 'add-document',
    entity: 'visits',
    entityId: visitId,
    after: { documentId: order.id, number: order.number, status: 'Order' },
  });
}

/** The order as the visit's last document (status Order), the visit's document count raised. */
async function appendOrderDocument(
  tx: Transaction,
  visitId: string,
  order: { id: string; number: string },
  documents: readonly { position: number }[],
) {
  const position = documents.reduce((max, document) => Math.max(max, document.position), 0) + 1;
  await tx.insert(visitDocuments).values({
    visitId,
    documentId: order.id,
    documentType: 'Order',
    number: order.number,
    status: 'Order',
    placeNumber: [],
    position,
  });
  await tx
    .update(visits)
    .set({ documentsCount: documents.length + 1, updatedAt: new Date() })
    .where(eq(visits.id, visitId));
}

/** Whether an order is paid: a paid order cannot be taken out of its visit (paid_order_error). */
export async function isOrderPaid(tx: Transaction, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.status === 'Paid' || row?.status === 'Holded';
}

/** Whether an order of the visit still needs payment: the visit does not end then (unpaidServices). */
export async function hasUnpaidOrders(
  executor: Parameters<typeof unpaidVisitOrders>[0],
  documents: readonly { documentType: string; documentId: string }[],
): Promise<boolean> {
  const ids = documents.filter((document) => document.documentType === 'Order').map((d) => d.documentId);
  return (await unpaidVisitOrders(executor, ids)).length > 0;
}

/**
 * "paid_order_restored" (registers §8): an order paid after a clerk took it out of its visit (a
 * second tab, a payment dialog left open) goes back into that visit, so the money taken is shown
 * where the goods were sold and the visit cannot end without it. Only a visit still open to
 * editing takes it back, and only when no open visit holds it already. Answers the numbers of the
 * orders restored.
 */
export async function restorePaidOrdersToVisits(
  tx: Transaction,
  user: AuthUser,
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id, number: orders.number, visitId: orders.visitId })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const restored: string[] = [];
  for (const order of rows) {
    if (!order.visitId) continue;
    const [held] = await tx
      .select({ visitId: visitDocuments.visitId })
      .from(visitDocuments)
      .where(and(eq(visitDocuments.documentId, order.id), eq(visitDocuments.open, true)))
      .limit(1);
    if (held) continue;
    // The payment holds the order; a visit write takes the visit first, then its orders. Waiting
    // here for a visit another call holds could deadlock: a visit busy this instant is left alone
    // (the clerk is working in it, and sees the paid order when it is added again).
    const [visit] = await tx
      .select()
      .from(visits)
      .where(eq(visits.id, order.visitId))
      .for('update', { skipLocked: true });
    if (!visit || !isVisitEditable(visit)) continue;
    await appendOrderDocument(tx, visit.id, order, await visitDocumentRows(tx, visit.id));
    await recordAudit(tx, user, {
      action: 'restore-paid-order',
      entity: 'visits',
      entityId: visit.id,
      after: { documentId: order.id, status: 'Order' },
    });
    restored.push(order.number);
  }
  return restored;
}
