import {
  type CodPayable,
  type CodPayableListQuery,
  type CodPayout,
  type CodReportRow,
  codReport,
  fromMinor,
  minorUnitsOf,
  roundMoney,
  toMinor,
} from '@console/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { setStatus } from '../payments/payment-operations.ts';
import { payments } from '../payments/payments-table.ts';
import { visitScopeOf } from '../visits/visit-scope.ts';
import { codPayables, codPayoutNumbers, codPayouts } from './cod-tables.ts';

type Executor = Database | Transaction;
type PayableRow = typeof codPayables.$inferSelect;
type PayoutRow = typeof codPayouts.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** numeric(14,4) read back in the currency's own minor units. */
const money = (amount: string, currencyCode: string) => roundMoney(amount, minorUnitsOf(currencyCode));

function toPayable(row: PayableRow, paymentNumber: string, payoutNumber: string | null): CodPayable {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    shipmentNumber: row.shipmentNumber,
    senderName: row.senderName,
    senderCompanyTin: row.senderCompanyTin,
    senderKey: row.senderKey,
    amount: money(row.amount, row.currencyCode),
    currencyCode: row.currencyCode,
    status: row.status,
    paymentId: row.paymentId,
    paymentNumber,
    divisionId: row.divisionId,
    collectedAt: row.collectedAt.toISOString(),
    collectedBy: row.collectedBy,
    payoutId: row.payoutId,
    payoutNumber,
    paidOffAt: iso(row.paidOffAt),
  };
}

function toPayout(row: PayoutRow): CodPayout {
  return {
    id: row.id,
    number: row.number,
    senderKey: row.senderKey,
    senderName: row.senderName,
    currencyCode: row.currencyCode,
    total: money(row.total, row.currencyCode),
    count: row.count,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    paidOffAt: iso(row.paidOffAt),
    paidOffBy: row.paidOffBy,
  };
}

/** Collected amounts are seen as the counter's payments are: by division, unless the user sees all. */
async function scopeCondition(executor: Executor, user: AuthUser): Promise<SQL | undefined> {
  const scope = await visitScopeOf(executor, user);
  if (scope.kind === 'all') return undefined;
  return scope.divisionId ? eq(codPayables.divisionId, scope.divisionId) : sql`false`;
}

/** `GET cod-payables`: what was collected and for whom, newest first, in the caller's scope. */
export async function listCodPayables(executor: Executor, user: AuthUser, query: CodPayableListQuery) {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    await scopeCondition(executor, user),
    query.status ? eq(codPayables.status, query.status) : undefined,
    search
      ? or(
          ilike(codPayables.shipmentNumber, search),
          ilike(codPayables.senderName, search),
          ilike(codPayables.senderKey, search),
        )
      : undefined,
  );
  const rows = await executor
    .select({ payable: codPayables, paymentNumber: payments.number, payoutNumber: codPayouts.number })
    .from(codPayables)
    .innerJoin(payments, eq(payments.id, codPayables.paymentId))
    .leftJoin(codPayouts, eq(codPayouts.id, codPayables.payoutId))
    .where(where)
    .orderBy(desc(codPayables.collectedAt), asc(codPayables.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await executor.select({ total: sql<number>`count(*)::int` }).from(codPayables).where(where);
  return {
    items: rows.map((row) => toPayable(row.payable, row.paymentNumber, row.payoutNumber)),
    total: count?.total ?? 0,
  };
}

/** `GET cod-payables/report`: per sender and currency, collected / awaiting payout / paid off. */
export async function codPayablesReport(executor: Executor, user: AuthUser): Promise<CodReportRow[]> {
  const rows = await executor
    .select({
      senderKey: codPayables.senderKey,
      senderName: codPayables.senderName,
      currencyCode: codPayables.currencyCode,
      amount: codPayables.amount,
      status: codPayables.status,
    })
    .from(codPayables)
    .where(await scopeCondition(executor, user))
    .orderBy(asc(codPayables.senderKey), asc(codPayables.collectedAt));
  return codReport(rows, minorUnitsOf);
}

/** `GET cod-payouts`: the payouts, newest first. */
export async function listCodPayouts(executor: Executor): Promise<CodPayout[]> {
  const rows = await executor.select().from(codPayouts).orderBy(desc(codPayouts.createdAt)).limit(200);
  return rows.map(toPayout);
}

/**
 * `POST cod-payouts`: collected amounts of one sender in one currency go into a payout to them,
 * AwaitingPayout. The rows are locked, so an amount is never put in two payouts.
 */
export async function createCodPayout(
  tx: Transaction,
  user: AuthUser,
  payableIds: readonly string[],
): Promise<CodPayout> {
  const ids = [...new Set(payableIds)];
  const rows = await tx.select().from(codPayables).where(inArray(codPayables.id, ids)).for('update');
  if (rows.length !== ids.length) throw validationFailed({ payables: 'any.invalid' });
  const notCollected = rows.find((row) => row.status !== 'Collected');
  if (notCollected)
    throw businessRule(
      'COD_NOT_COLLECTED',
      `Cash on delivery of ${notCollected.shipmentNumber} is already in a payout`,
    );
  const [first] = rows as [PayableRow, ...PayableRow[]];
  if (rows.some((row) => row.senderKey !== first.senderKey || row.currencyCode !== first.currencyCode))
    throw businessRule('COD_PAYOUT_MIXED', 'A payout goes to one sender in one currency');
  const digits = minorUnitsOf(first.currencyCode);
  const total = fromMinor(
    rows.reduce((sum, row) => sum + toMinor(row.amount, digits), 0n),
    digits,
  );
  const [payout] = await tx
    .insert(codPayouts)
    .values({
      number: await nextNumber(tx, codPayoutNumbers, 'CP', 12),
      senderKey: first.senderKey,
      senderName: first.senderName,
      currencyCode: first.currencyCode,
      total,
      count: rows.length,
      createdBy: user.login,
    })
    .returning();
  await tx
    .update(codPayables)
    .set({ status: 'AwaitingPayout', payoutId: payout!.id })
    .where(inArray(codPayables.id, ids));
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'cod_payouts',
    entityId: payout!.id,
    after: payout,
  });
  return toPayout(payout!);
}

/**
 * `POST cod-payouts/{id}/paid-off`: the money has gone to the sender. The payout and its amounts
 * become PaidOff, and each payment whose cash on delivery is now all paid off gets the spec's
 * `paid_off` status (registers §3.2 "Payment last status").
 */
export async function markCodPayoutPaidOff(tx: Transaction, user: AuthUser, id: string): Promise<CodPayout> {
  const [payout] = await tx.select().from(codPayouts).where(eq(codPayouts.id, id)).for('update');
  if (payout!.status === 'PaidOff')
    throw businessRule('COD_PAYOUT_PAID_OFF', `Payout ${payout!.number} is already paid off`);
  const now = new Date();
  const [updated] = await tx
    .update(codPayouts)
    .set({ status: 'PaidOff', paidOffAt: now, paidOffBy: user.login })
    .where(eq(codPayouts.id, id))
    .returning();
  const paid = await tx
    .update(codPayables)
    .set({ status: 'PaidOff', paidOffAt: now })
    .where(eq(codPayables.payoutId, id))
    .returning({ paymentId: codPayables.paymentId });
  for (const paymentId of new Set(paid.map((row) => row.paymentId))) {
    const open = await tx
      .select({ id: codPayables.id })
      .from(codPayables)
      .where(and(eq(codPayables.paymentId, paymentId), sql`${codPayables.status} <> 'PaidOff'`))
      .limit(1);
    if (open.length > 0) continue;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment?.lastStatus === 'paid') await setStatus(tx, user, payment, 'paid_off');
  }
  await recordAudit(tx, user, {
    action: 'paid-off',
    entity: 'cod_payouts',
    entityId: id,
    before: payout,
    after: updated,
  });
  return toPayout(updated!);
}
