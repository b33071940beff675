import {
  aggregatePaymentStatus,
  fromMinor,
  minorUnitsOf,
  type PaymentCreate,
  type PaymentServiceLine,
  roundMoney,
  splitPayerName,
  toMinor,
  VISIT_MESSAGES,
} from '@console/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { collectableCod, recordCodCollected, releaseCod } from '../cash-on-delivery/cod-collection.ts';
import { refuseBlockedShipments } from '../conditions/condition-checks.ts';
import { restorePaidOrdersToVisits } from '../orders/order-visit.ts';
import { orders } from '../orders/orders-tables.ts';
import { markServicesPaid } from '../shipments/shipment-workflow.ts';
import { shipmentServices, shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { isInVisitScope, visitScopeOf } from '../visits/visit-scope.ts';
import { visits } from '../visits/visits-tables.ts';
import { paymentNumbers, payments } from './payments-table.ts';

export interface PaymentCreated {
  id: string;
  number: string;
  /** Decimal string, rounded to the currency's minor unit. */
  sum: string;
  currencyCode: string;
  /** Visit messages of registers §8 the payment raised: `paid_order_restored`. */
  messages: string[];
}

interface PayableLine {
  line: PaymentServiceLine;
  currencyCode: string;
}

/**
 * The shipment services named by the payment, by the service line's id or its price-list id
 * (`serviceId`), each of the named shipment. Each must be waiting for payment; the rows stay
 * locked until the payment commits, so a second clerk paying them waits and is then refused.
 */
async function payableServices(tx: Transaction, body: PaymentCreate) {
  const lines = body.services
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.sourceType === 'ShipmentServices');
  if (lines.length === 0) return { payable: [] as PayableLine[], serviceIds: [] as string[] };
  const rows = await tx
    .select({
      id: shipmentServices.id,
      serviceId: shipmentServices.serviceId,
      shipmentId: shipmentServices.shipmentId,
      name: shipmentServices.name,
      cost: shipmentServices.cost,
      currencyCode: shipmentServices.currencyCode,
      paymentStatus: shipmentServices.paymentStatus,
      shipmentNumber: shipments.number,
      shipmentStatus: shipments.status,
    })
    .from(shipmentServices)
    .innerJoin(shipments, eq(shipments.id, shipmentServices.shipmentId))
    .where(
      and(
        inArray(
          shipmentServices.shipmentId,
          lines.map(({ line }) => line.sourceId),
        ),
        or(
          inArray(
            shipmentServices.id,
            lines.map(({ line }) => line.serviceId),
          ),
          inArray(
            shipmentServices.serviceId,
            lines.map(({ line }) => line.serviceId),
          ),
        ),
        eq(shipmentServices.internal, false),
      ),
    )
    .for('update');
  // A parcel a Blocking condition refuses is not charged: it cannot be accepted as it is.
  const toShip = [
    ...new Set(rows.filter((row) => row.shipmentStatus === 'ReadyToShip').map((row) => row.shipmentId)),
  ];
  if (toShip.length > 0) await refuseBlockedShipments(tx, toShip);
  const payable = lines.map(({ line, index }) => {
    const row = rows.find(
      (candidate) =>
        candidate.shipmentId === line.sourceId &&
        (candidate.id === line.serviceId || candidate.serviceId === line.serviceId),
    );
    if (!row) throw validationFailed({ [`services.${index}.serviceId`]: 'any.invalid' });
    if (row.paymentStatus !== 'NeedPay')
      throw businessRule(
        'SERVICE_NOT_PAYABLE',
        `Service ${row.name} of ${row.shipmentNumber} does not need payment`,
      );
    const amount = roundMoney(row.cost, minorUnitsOf(row.currencyCode));
    return {
      rowId: row.id,
      currencyCode: row.currencyCode,
      line: {
        sourceType: 'ShipmentServices' as const,
        sourceId: row.shipmentId,
        serviceId: line.serviceId,
        serviceName: row.name,
        sourceNumber: row.shipmentNumber,
        amountPaid: amount,
        amountToPay: amount,
        currencyCode: row.currencyCode,
      },
    };
  });
  return { payable: payable as PayableLine[], serviceIds: payable.map((entry) => entry.rowId) };
}

/**
 * The orders named by the payment (sourceType Order, sourceId the order, serviceId a line of it or
 * the order itself for all its lines). The order rows are locked: two clerks paying the same order
 * at once make one payment, and the second is refused with ORDER_NOT_PAYABLE.
 */
async function payableOrders(tx: Transaction, user: AuthUser, body: PaymentCreate) {
  const lines = body.services
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.sourceType === 'Order');
  if (lines.length === 0) return { payable: [] as PayableLine[], orderIds: [] as string[] };
  const ids = [...new Set(lines.map(({ line }) => line.sourceId))];
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids)).for('update');
  const scope = await visitScopeOf(tx, user);
  const payable: PayableLine[] = [];
  for (const id of ids) {
    const order = rows.find((row) => row.id === id);
    const index = lines.find(({ line }) => line.sourceId === id)!.index;
    if (!order || order.deletedAt || !isInVisitScope(scope, order))
      throw validationFailed({ [`services.${index}.sourceId`]: 'any.invalid' });
    if (order.paymentStatus !== 'NeedPay')
      throw businessRule('ORDER_NOT_PAYABLE', `Order ${order.number} does not need payment`);
    const named = new Set(lines.filter(({ line }) => line.sourceId === id).map(({ line }) => line.serviceId));
    // An order is paid whole: naming the order or any of its lines takes all of them.
    if (![...named].every((serviceId) => serviceId === id || order.services.some((s) => s.id === serviceId)))
      throw validationFailed({ [`services.${index}.serviceId`]: 'any.invalid' });
    for (const service of order.services) {
      payable.push({
        currencyCode: order.currencyCode,
        line: {
          sourceType: 'Order',
          sourceId: order.id,
          serviceId: service.id,
          serviceName: `${service.name} × ${service.amount}`,
          sourceNumber: order.number,
          amountPaid: service.cost,
          amountToPay: service.cost,
          currencyCode: order.currencyCode,
        },
      });
    }
  }
  return { payable, orderIds: ids };
}

/** The payer: the names sent, else the visitor's full name split by word count (platform §3). */
async function payerOf(tx: Transaction, body: PaymentCreate) {
  const sent = {
    payerFirstName: body.payerFirstName ?? null,
    payerLastName: body.payerLastName ?? null,
    payerPatronymic: body.payerPatronymic ?? null,
    payerPhone: body.payerPhone ?? null,
  };
  if (!body.visitId) return sent;
  const [visit] = await tx
    .select({ fullName: visits.fullName, phone: visits.phone })
    .from(visits)
    .where(eq(visits.id, body.visitId));
  if (!visit) throw notFound('Visit not found');
  const named = sent.payerFirstName || sent.payerLastName;
  const split = !named && visit.fullName ? splitPayerName(visit.fullName) : undefined;
  return {
    payerFirstName: split ? split.firstName || null : sent.payerFirstName,
    payerLastName: split ? split.lastName || null : sent.payerLastName,
    payerPatronymic: split ? split.patronymic || null : sent.payerPatronymic,
    payerPhone: sent.payerPhone ?? visit.phone,
  };
}

/**
 * `POST payments` (registers §3.2 "Payment"): the counter takes money for shipment services and
 * orders that need payment, all in one currency; one payment row, and the sources become Paid.
 * The sum is exact: minor units of the currency (ISO 4217), added as integers. A courier's cash
 * at the door names the shipments it hands over (`codHandedOver`) in place of a visit's documents.
 */
export async function createPayment(
  tx: Transaction,
  user: AuthUser,
  body: PaymentCreate,
  /** `externalId`: the card terminal's approval code of a card payment taken at the door. */
  options: { codHandedOver?: readonly string[]; externalId?: string } = {},
): Promise<PaymentCreated> {
  const shipmentPart = await payableServices(tx, body);
  const orderPart = await payableOrders(tx, user, body);
  const codPart = await collectableCod(tx, body, options.codHandedOver);
  const payable = [...shipmentPart.payable, ...orderPart.payable, ...codPart];
  const currencies = new Set(payable.map((entry) => entry.currencyCode));
  if (currencies.size !== 1) throw businessRule('PAYMENT_CURRENCY_MIXED', 'One payment takes one currency');
  const [currencyCode] = [...currencies] as [string];
  const digits = minorUnitsOf(currencyCode);
  const sum = fromMinor(
    payable.reduce((total, entry) => total + toMinor(entry.line.amountToPay, digits), 0n),
    digits,
  );
  const { divisionId, countryCode } = await userDivision(tx, user.id);
  const now = new Date().toISOString();
  const [row] = await tx
    .insert(payments)
    .values({
      number: await nextNumber(tx, paymentNumbers, 'PM', 12),
      paymentSystem: body.paymentSystem,
      currencyCode,
      sum,
      countryCode,
      divisionId,
      visitId: body.visitId ?? null,
      ...(await payerOf(tx, body)),
      payerCid: body.payerCid ?? null,
      note: body.note ?? null,
      externalId: options.externalId ?? null,
      userCreate: user.login,
      services: payable.map((entry) => entry.line),
      statuses: [{ status: 'paid', user: user.login, divisionId, createdAt: now, updatedAt: now }],
    })
    .returning();
  const payment = row!;
  await markServicesPaid(tx, shipmentPart.serviceIds, payment.id);
  await recordCodCollected(tx, user, codPart, payment);
  if (orderPart.orderIds.length > 0)
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', paymentId: payment.id, updatedAt: new Date() })
      .where(inArray(orders.id, orderPart.orderIds));
  await recordAudit(tx, user, { action: 'create', entity: 'payments', entityId: payment.id, after: payment });
  const restored = await restorePaidOrdersToVisits(tx, user, orderPart.orderIds);
  const messages = restored.length > 0 ? [VISIT_MESSAGES.paidOrderRestored] : [];
  return { id: payment.id, number: payment.number, sum, currencyCode, messages };
}

/**
 * Puts back what a payment paid: its shipment services NeedPay again (each shipment's payment
 * status re-aggregated), its orders NeedPay, its cash on delivery to collect again (refused once
 * in a payout). Only sources this payment paid are touched.
 */
export async function restorePaymentSources(
  tx: Transaction,
  payment: { id: string; number: string },
): Promise<void> {
  const paymentId = payment.id;
  await releaseCod(tx, paymentId, payment.number);
  const services = await tx
    .update(shipmentServices)
    .set({ paymentStatus: 'NeedPay', paymentId: null })
    .where(and(eq(shipmentServices.paymentId, paymentId), eq(shipmentServices.paymentStatus, 'Paid')))
    .returning({ shipmentId: shipmentServices.shipmentId });
  for (const shipmentId of new Set(services.map((service) => service.shipmentId))) {
    const rows = await tx
      .select({ paymentStatus: shipmentServices.paymentStatus, cost: shipmentServices.cost })
      .from(shipmentServices)
      .where(and(eq(shipmentServices.shipmentId, shipmentId), eq(shipmentServices.internal, false)));
    await tx
      .update(shipments)
      .set({
        paymentStatus: aggregatePaymentStatus(rows.map((row) => ({ ...row, cost: Number(row.cost) }))),
        updatedAt: new Date(),
      })
      .where(eq(shipments.id, shipmentId));
  }
  await tx
    .update(orders)
    .set({ paymentStatus: 'NeedPay', paymentId: null, updatedAt: new Date() })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'Paid')));
}
