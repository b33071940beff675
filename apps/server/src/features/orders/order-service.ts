import {
  generateId,
  minorUnitsOf,
  multiplyMoney,
  type Order,
  type OrderCreate,
  type OrderService,
  type OrderUpdate,
  orderPaymentStatus,
  roundMoney,
  totalsByCurrency,
} from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, conflict, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { userDivision } from '../users/user-division.ts';
import { isInVisitScope, visitScopeOf } from '../visits/visit-scope.ts';
import { pricedGoods } from './goods.ts';
import { orderNumbers, orders } from './orders-tables.ts';

type Executor = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow, division: string | null): Order {
  const digits = minorUnitsOf(row.currencyCode);
  return {
    id: row.id,
    number: row.number,
    lockVersion: row.lockVersion,
    divisionId: row.divisionId,
    division,
    countryCode: row.countryCode,
    companyTin: row.companyTin,
    contractNumber: row.contractNumber,
    paymentStatus: row.paymentStatus,
    currencyCode: row.currencyCode,
    amountCost: roundMoney(row.amountCost, digits),
    services: row.services,
    visitId: row.visitId,
    paymentId: row.paymentId,
    width: row.width,
    length: row.length,
    height: row.height,
    createdByUser: row.createdByUser,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Orders by id, as the caller may see them (another division's orders are left out). */
export async function readOrders(
  executor: Executor,
  user: AuthUser,
  ids: readonly string[],
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ order: orders, division: divisions.name })
    .from(orders)
    .leftJoin(divisions, eq(divisions.id, orders.divisionId))
    .where(inArray(orders.id, [...ids]));
  const scope = await visitScopeOf(executor, user);
  const byId = new Map(
    rows
      .filter((row) => isInVisitScope(scope, row.order))
      .map((row) => [row.order.id, toOrder(row.order, row.division)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `GET orders/{id}`: 404 when missing or outside the caller's division. */
export async function readOrder(executor: Executor, user: AuthUser, id: string): Promise<Order> {
  const [order] = await readOrders(executor, user, [id]);
  if (!order) throw notFound('Order not found');
  return order;
}

/** The order row locked for the rest of the transaction, within the caller's scope. */
export async function lockOrder(tx: Transaction, user: AuthUser, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row || !isInVisitScope(await visitScopeOf(tx, user), row)) throw notFound('Order not found');
  return row;
}

/** Priced lines of an order: each code must be a sellable item of the clerk's country. */
async function pricedLines(
  tx: Transaction,
  countryCode: string,
  orderId: string,
  services: OrderCreate['services'],
): Promise<{ currencyCode: string; lines: OrderService[]; amountCost: string }> {
  const { currencyCode, items } = await pricedGoods(
    tx,
    countryCode,
    services.map((line) => line.serviceCode),
  );
  const digits = minorUnitsOf(currencyCode);
  const errors: Record<string, string> = {};
  const lines: OrderService[] = [];
  services.forEach((line, index) => {
    const item = items.get(line.serviceCode);
    if (!item) {
      errors[`services.${index}.serviceCode`] = 'any.invalid';
      return;
    }
    lines.push({
      id: generateId(),
      serviceCode: item.code,
      nomenclatureId: item.id,
      name: item.name,
      amount: line.amount,
      price: item.price,
      cost: multiplyMoney(item.price, line.amount, digits),
      currencyCode,
      orderId,
    });
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const amountCost =
    totalsByCurrency(
      lines.map((line) => ({ currencyCode, amount: line.cost })),
      minorUnitsOf,
    )[currencyCode] ?? roundMoney('0', digits);
  return { currencyCode, lines, amountCost };
}

/** `POST orders` (registers §3.2 "Order"): priced from the goods price list of the clerk's country. */
export async function createOrder(tx: Transaction, user: AuthUser, body: OrderCreate): Promise<OrderRow> {
  const { divisionId, countryCode } = await userDivision(tx, user.id);
  const id = generateId();
  const { currencyCode, lines, amountCost } = await pricedLines(tx, countryCode, id, body.services);
  const [row] = await tx
    .insert(orders)
    .values({
      id,
      number: await nextNumber(tx, orderNumbers, 'OR', 12),
      divisionId,
      countryCode,
      companyTin: body.companyTin ?? null,
      contractNumber: body.contractNumber ?? null,
      paymentStatus: orderPaymentStatus(amountCost, body.contractNumber, false),
      currencyCode,
      amountCost,
      services: lines,
      serviceCodes: lines.map((line) => line.serviceCode),
      visitId: body.visitId ?? null,
      width: body.width ?? null,
      length: body.length ?? null,
      height: body.height ?? null,
      createdByUser: user.login,
    })
    .returning();
  await recordAudit(tx, user, { action: 'create', entity: 'orders', entityId: id, after: row });
  return row!;
}

/** `PUT orders/{id}` with lockVersion; a Paid order is read-only (registers §4). */
export async function updateOrder(
  tx: Transaction,
  user: AuthUser,
  id: string,
  body: OrderUpdate,
): Promise<OrderRow> {
  const row = await lockOrder(tx, user, id);
  if (row.deletedAt) throw notFound('Order not found');
  if (row.lockVersion !== body.lockVersion) throw conflict('The order was changed by someone else');
  if (row.paymentStatus === 'Paid' || row.paymentStatus === 'Holded')
    throw businessRule('ORDER_PAID', 'paid_order_error');
  const { currencyCode, lines, amountCost } = await pricedLines(tx, row.countryCode, id, body.services);
  const [updated] = await tx
    .update(orders)
    .set({
      companyTin: body.companyTin ?? null,
      contractNumber: body.contractNumber ?? null,
      paymentStatus: orderPaymentStatus(amountCost, body.contractNumber, false),
      currencyCode,
      amountCost,
      services: lines,
      serviceCodes: lines.map((line) => line.serviceCode),
      width: body.width ?? null,
      length: body.length ?? null,
      height: body.height ?? null,
      lockVersion: row.lockVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  await recordAudit(tx, user, {
    action: 'update',
    entity: 'orders',
    entityId: id,
    before: row,
    after: updated,
  });
  return updated!;
}

/** `DELETE orders/{id}`: the deletion mark; a paid order cannot be deleted (paid_order_error). */
export async function deleteOrder(tx: Transaction, user: AuthUser, id: string): Promise<void> {
  const row = await lockOrder(tx, user, id);
  if (row.deletedAt) return;
  if (row.paymentStatus === 'Paid' || row.paymentStatus === 'Holded')
    throw businessRule('ORDER_PAID', 'paid_order_error');
  const now = new Date();
  await tx.update(orders).set({ deletedAt: now, updatedAt: now }).where(eq(orders.id, id));
  await recordAudit(tx, user, { action: 'delete', entity: 'orders', entityId: id, before: row });
}

/** Open (not deleted) orders of a visit that still need payment. */
export async function unpaidVisitOrders(executor: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return executor
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(inArray(orders.id, [...orderIds]), eq(orders.paymentStatus, 'NeedPay'), isNull(orders.deletedAt)),
    );
}
