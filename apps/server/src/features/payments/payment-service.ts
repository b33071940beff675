import { type PaymentCreate, splitPayerName } from '@console/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { markServicesPaid } from '../shipments/shipment-workflow.ts';
import { shipmentServices, shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { visits } from '../visits/visits-tables.ts';
import { type PaymentServiceLine, paymentNumbers, payments } from './payments-table.ts';

export interface PaymentCreated {
  id: string;
  number: string;
  sum: number;
  currencyCode: string;
}

/**
 * The shipment services named by the payment, by the service line's id or its price-list id
 * (`serviceId`), each of the named shipment. Each must be waiting for payment.
 */
async function payableServices(tx: Transaction, body: PaymentCreate) {
  const lines = body.services;
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
    })
    .from(shipmentServices)
    .innerJoin(shipments, eq(shipments.id, shipmentServices.shipmentId))
    .where(
      and(
        inArray(
          shipmentServices.shipmentId,
          lines.map((line) => line.sourceId),
        ),
        or(
          inArray(
            shipmentServices.id,
            lines.map((line) => line.serviceId),
          ),
          inArray(
            shipmentServices.serviceId,
            lines.map((line) => line.serviceId),
          ),
        ),
        eq(shipmentServices.internal, false),
      ),
    )
    .for('update');
  return lines.map((line, index) => {
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
    return row;
  });
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
 * `POST payments` (registers §3.2 "Payment"): the counter takes money for shipment services that
 * need payment, all in one currency; one payment row, and the services become Paid.
 */
export async function createPayment(
  tx: Transaction,
  user: AuthUser,
  body: PaymentCreate,
): Promise<PaymentCreated> {
  // Orders (the goods sale) are not built yet: nothing could say what they cost.
  if (body.services.some((line) => line.sourceType === 'Order'))
    throw businessRule('ORDERS_NOT_SUPPORTED', 'Payment for orders is not supported yet');
  const services = await payableServices(tx, body);
  const currencies = new Set(services.map((service) => service.currencyCode));
  if (currencies.size !== 1) throw businessRule('PAYMENT_CURRENCY_MIXED', 'One payment takes one currency');
  const [currencyCode] = [...currencies] as [string];
  // Cents, so that 0.1 + 0.2 is 0.3.
  const sum = services.reduce((total, service) => total + Math.round(Number(service.cost) * 100), 0) / 100;
  const { divisionId, countryCode } = await userDivision(tx, user.id);
  const now = new Date().toISOString();
  const lines: PaymentServiceLine[] = services.map((service, index) => ({
    sourceType: 'ShipmentServices',
    sourceId: service.shipmentId,
    serviceId: body.services[index]!.serviceId,
    serviceName: service.name,
    sourceNumber: service.shipmentNumber,
    amountPaid: Number(service.cost),
    amountToPay: Number(service.cost),
  }));
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
      userCreate: user.login,
      services: lines,
      statuses: [{ status: 'paid', user: user.login, divisionId, createdAt: now, updatedAt: now }],
    })
    .returning();
  const payment = row!;
  await markServicesPaid(
    tx,
    services.map((service) => service.id),
    payment.id,
  );
  await recordAudit(tx, user, { action: 'create', entity: 'payments', entityId: payment.id, after: payment });
  return { id: payment.id, number: payment.number, sum: payment.sum, currencyCode: payment.currencyCode };
}
