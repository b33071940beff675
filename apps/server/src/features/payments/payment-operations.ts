import { minorUnitsOf, type Payment, type PaymentLastStatus, roundMoney } from '@console/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { userDivision } from '../users/user-division.ts';
import { isInVisitScope, visitScopeOf } from '../visits/visit-scope.ts';
import { restorePaymentSources } from './payment-service.ts';
import { payments } from './payments-table.ts';

type Executor = Database | Transaction;
type PaymentRow = typeof payments.$inferSelect;

export function toPayment(row: PaymentRow, division: string | null): Payment {
  const digits = minorUnitsOf(row.currencyCode);
  const money = (value: string | number) => roundMoney(value, digits);
  return {
    id: row.id,
    number: row.number,
    lastStatus: row.lastStatus,
    lastStatusDateTime: row.lastStatusDateTime.toISOString(),
    currencyCode: row.currencyCode,
    payerFirstName: row.payerFirstName,
    payerLastName: row.payerLastName,
    payerPatronymic: row.payerPatronymic,
    payerPhone: row.payerPhone,
    payerCid: row.payerCid,
    recipientName: null,
    recipientId: null,
    operationType: row.operationType,
    source: row.source,
    sum: money(row.sum),
    createdAt: row.createdAt.toISOString(),
    paymentSystem: row.paymentSystem,
    externalId: row.externalId,
    country: row.countryCode,
    divisionId: row.divisionId,
    division,
    visitId: row.visitId,
    note: row.note,
    userCreate: row.userCreate,
    // Payments taken before amounts were strings stored numbers: both read as exact decimals.
    services: row.services.map((line) => ({
      ...line,
      amountPaid: money(line.amountPaid),
      amountToPay: money(line.amountToPay),
      currencyCode: line.currencyCode ?? row.currencyCode,
    })),
    statuses: row.statuses,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Payments by id as the caller may see them (their division unless they see all divisions). */
export async function readPayments(
  executor: Executor,
  user: AuthUser,
  ids: readonly string[],
): Promise<Payment[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ payment: payments, division: divisions.name })
    .from(payments)
    .leftJoin(divisions, eq(divisions.id, payments.divisionId))
    .where(inArray(payments.id, [...ids]));
  const scope = await visitScopeOf(executor, user);
  const byId = new Map(
    rows
      .filter((row) => isInVisitScope(scope, row.payment))
      .map((row) => [row.payment.id, toPayment(row.payment, row.division)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readPayment(executor: Executor, user: AuthUser, id: string): Promise<Payment> {
  const [payment] = await readPayments(executor, user, [id]);
  if (!payment) throw notFound('Payment not found');
  return payment;
}

async function lockPayments(tx: Transaction, user: AuthUser, ids: readonly string[]): Promise<PaymentRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(payments).where(inArray(payments.id, unique)).for('update');
  const scope = await visitScopeOf(tx, user);
  for (const id of unique) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.deletedAt || !isInVisitScope(scope, row)) throw notFound(`Payment ${id} not found`);
  }
  return unique.map((id) => rows.find((row) => row.id === id)!);
}

/** A payment's next status, appended to its history with who set it and from which division. */
export async function setStatus(tx: Transaction, user: AuthUser, row: PaymentRow, status: PaymentLastStatus) {
  const { divisionId } = await userDivision(tx, user.id);
  const now = new Date();
  const entry = {
    status,
    user: user.login,
    divisionId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await tx
    .update(payments)
    .set({ lastStatus: status, lastStatusDateTime: now, statuses: [...row.statuses, entry], updatedAt: now })
    .where(eq(payments.id, row.id));
}

/** A payment given back: its sources owed again, its status `refunded`, the why in the audit. */
async function refund(
  tx: Transaction,
  user: AuthUser,
  row: PaymentRow,
  action: string,
  why: Record<string, unknown>,
): Promise<void> {
  await restorePaymentSources(tx, row);
  await setStatus(tx, user, row, 'refunded');
  await recordAudit(tx, user, {
    action,
    entity: 'payments',
    entityId: row.id,
    before: { lastStatus: row.lastStatus },
    after: { lastStatus: 'refunded', ...why },
  });
}

/**
 * `POST cancellation-of-payments` (payments[]): each payment becomes refunded and what it paid
 * needs payment again. All or nothing: one payment that cannot be cancelled refuses the lot.
 */
export async function cancelPayments(
  tx: Transaction,
  user: AuthUser,
  ids: readonly string[],
  note?: string | null,
): Promise<Payment[]> {
  const rows = await lockPayments(tx, user, ids);
  for (const row of rows) {
    if (row.lastStatus === 'refunded')
      throw businessRule('PAYMENT_ALREADY_CANCELLED', `Payment ${row.number} is already cancelled`);
  }
  for (const row of rows) await refund(tx, user, row, 'cancel', { note: note ?? null });
  return readPayments(
    tx,
    user,
    rows.map((row) => row.id),
  );
}

/**
 * A shipment's document leaving its visit takes its money back: the visit's standing payments for
 * that shipment (its fees, its cash on delivery) are refunded — their sources owed again, their
 * status `refunded`. A payment that also pays for something else cannot be split here: refused with
 * its number, nothing refunded. Answers the refunded payments' numbers.
 */
export async function refundVisitPaymentsOf(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  shipmentId: string,
): Promise<string[]> {
  const rows = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.visitId, visitId),
        isNull(payments.deletedAt),
        ne(payments.lastStatus, 'refunded'),
        sql`${payments.services} @> ${JSON.stringify([{ sourceId: shipmentId }])}::jsonb`,
      ),
    )
    .for('update');
  const shared = rows.find((row) => row.services.some((line) => line.sourceId !== shipmentId));
  if (shared)
    throw businessRule(
      'PAYMENT_COVERS_OTHERS',
      `Payment ${shared.number} also pays for other documents of the visit: cancel it in Payments first, then take payment again for the rest`,
    );
  for (const row of rows) await refund(tx, user, row, 'refund-with-document', { visitId, shipmentId });
  return rows.map((row) => row.number);
}

/**
 * `DELETE payments/{id}`: the deletion mark. A payment still standing (not refunded) gives its
 * sources back first, so no service is left Paid by a deleted payment.
 */
export async function deletePayment(tx: Transaction, user: AuthUser, id: string): Promise<void> {
  const [row] = await lockPayments(tx, user, [id]);
  if (row!.lastStatus !== 'refunded') await restorePaymentSources(tx, row!);
  const now = new Date();
  await tx.update(payments).set({ deletedAt: now, updatedAt: now }).where(eq(payments.id, id));
  await recordAudit(tx, user, { action: 'delete', entity: 'payments', entityId: id, before: row });
}

/** `PUT payments/{id}`: the note of a payment not deleted, audited with the note before. */
export async function updatePaymentNote(
  tx: Transaction,
  user: AuthUser,
  id: string,
  note: string | null,
): Promise<void> {
  const [row] = await lockPayments(tx, user, [id]);
  const text = note === null || note === '' ? null : note;
  await tx.update(payments).set({ note: text, updatedAt: new Date() }).where(eq(payments.id, id));
  await recordAudit(tx, user, {
    action: 'update',
    entity: 'payments',
    entityId: id,
    before: { note: row!.note },
    after: { note: text },
  });
}
