import {
  CUSTOMS_QUEUE_ORDER,
  CUSTOMS_REVIEW_STATUSES,
  type CustomsData,
  type CustomsDataSave,
  type CustomsGoodsLine,
  type CustomsQueueItem,
  type CustomsStatus,
  type CustomsZone,
  crossesCustomsZones,
  customsLinesProblems,
  customsProblemMessage,
  type customsQueueQuerySchema,
  hasAnyRole,
  type Shipment,
} from '@console/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, conflict, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { countries } from '../countries/countries-table.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { shipmentCustoms, shipmentCustomsHistory } from './customs-tables.ts';
import { existingSubheadings } from './hs-codes.ts';

type Executor = Database | Transaction;

const senderCountry = alias(countries, 'sender_country');
const recipientCountry = alias(countries, 'recipient_country');

/**
 * The queue's condition: a live shipment whose route crosses customs zones. `crosses_customs` is
 * domain `crossesCustomsZones` of its countries' zones, kept by triggers (migration 0015), so the
 * queue reads the partial index `shipments_customs_queue_idx` instead of comparing the countries
 * of every shipment (docs/bench/customs.md).
 */
export function crossesZonesSql(): SQL {
  return sql`${shipments.crossesCustoms} and ${shipments.status} <> 'Deleted' and ${shipments.deletedAt} is null`;
}

const customsStatusSql = sql<CustomsStatus>`coalesce(${shipmentCustoms.status}, 'Missing')`;
/** The queue's statuses in its order: missing and incomplete first, then submitted and rejected. */
const QUEUE_STATUSES = (Object.keys(CUSTOMS_QUEUE_ORDER) as CustomsStatus[]).sort(
  (a, b) => CUSTOMS_QUEUE_ORDER[a] - CUSTOMS_QUEUE_ORDER[b],
);

/** Shipments of one customs status: no data yet counts as Missing. */
const statusIs = (status: CustomsStatus): SQL =>
  status === 'Missing'
    ? sql`(${shipmentCustoms.status} is null or ${shipmentCustoms.status} = 'Missing')`
    : sql`${shipmentCustoms.status} = ${status}`;

/**
 * `GET shipments/customs/queue`: missing and incomplete first, then submitted and rejected, newest
 * first within a status. The statuses are counted in one pass over the crossing shipments' index;
 * the page is then read status by status, each slice in the order of `shipments_customs_queue_idx`
 * (date desc, id) with its own limit, so a page never sorts the whole queue by a joined status
 * (docs/bench/customs.md).
 */
export async function customsQueue(
  executor: Executor,
  query: z.infer<typeof customsQueueQuerySchema>,
): Promise<{ items: CustomsQueueItem[]; total: number; last_page: number }> {
  const conditions: SQL[] = [crossesZonesSql()];
  if (query.number)
    conditions.push(sql`${shipments.number} collate "C" like ${`${query.number.toUpperCase()}%`}`);
  const where = and(...conditions);
  const wanted = QUEUE_STATUSES.filter(
    (status) => !query.statuses?.length || query.statuses.includes(status),
  );
  const counted = await executor
    .select({ status: customsStatusSql, count: sql<number>`count(*)::int` })
    .from(shipments)
    .leftJoin(shipmentCustoms, eq(shipmentCustoms.shipmentId, shipments.id))
    .where(where)
    .groupBy(customsStatusSql);
  const countOf = (status: CustomsStatus) => counted.find((row) => row.status === status)?.count ?? 0;
  const total = wanted.reduce((sum, status) => sum + countOf(status), 0);

  const rows: Awaited<ReturnType<typeof queueSlice>> = [];
  let skip = (query.page - 1) * query.limit;
  for (const status of wanted) {
    if (rows.length >= query.limit) break;
    const inStatus = countOf(status);
    if (skip >= inStatus) {
      skip -= inStatus;
      continue;
    }
    rows.push(...(await queueSlice(executor, and(where, statusIs(status)), skip, query.limit - rows.length)));
    skip = 0;
  }
  return {
    items: rows.map((row) => ({
      ...row,
      dateTime: row.dateTime.toISOString(),
      senderZone: (row.senderZone ?? null) as CustomsZone | null,
      recipientZone: (row.recipientZone ?? null) as CustomsZone | null,
      invoice: row.invoice
        ? { currencyCode: row.invoice.currencyCode, totalCost: row.invoice.totalCost }
        : null,
      updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    })),
    total,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** Rows of the queue under `where` (one status), newest first, `offset` and `limit` within them. */
function queueSlice(executor: Executor, where: SQL | undefined, offset: number, limit: number) {
  return (
    executor
      .select({
        shipmentId: shipments.id,
        number: shipments.number,
        status: shipments.status,
        dateTime: shipments.dateTime,
        senderCountryCode: shipments.senderCountryCode,
        recipientCountryCode: shipments.recipientCountryCode,
        senderZone: senderCountry.customsZone,
        recipientZone: recipientCountry.customsZone,
        customsStatus: customsStatusSql,
        invoice: shipments.invoice,
        updatedAt: shipmentCustoms.updatedAt,
      })
      .from(shipments)
      .leftJoin(senderCountry, eq(senderCountry.code, shipments.senderCountryCode))
      .leftJoin(recipientCountry, eq(recipientCountry.code, shipments.recipientCountryCode))
      .leftJoin(shipmentCustoms, eq(shipmentCustoms.shipmentId, shipments.id))
      .where(where)
      // As the index orders (date_time is never null): a top-N read, no sort.
      .orderBy(sql`${shipments.dateTime} desc nulls last`, asc(shipments.id))
      .limit(limit)
      .offset(offset)
  );
}

/** A shipment of the queue with its zones; 404 when unknown, 422 when it crosses no customs border. */
async function customsShipment(executor: Executor, shipmentId: string): Promise<Shipment> {
  const [shipment] = await readShipments(executor, [shipmentId]);
  if (!shipment || shipment.status === 'Deleted') throw notFound('Shipment not found');
  const zones = await executor
    .select({ code: countries.code, zone: countries.customsZone })
    .from(countries)
    .where(inArray(countries.code, [shipment.sender.countryCode, shipment.recipient.countryCode]));
  const zoneOf = (code: string) =>
    (zones.find((row) => row.code === code)?.zone ?? null) as CustomsZone | null;
  const from = { code: shipment.sender.countryCode, zone: zoneOf(shipment.sender.countryCode) };
  const to = { code: shipment.recipient.countryCode, zone: zoneOf(shipment.recipient.countryCode) };
  if (!crossesCustomsZones(from, to)) {
    throw businessRule('CUSTOMS_NOT_NEEDED', 'This shipment does not cross a customs border');
  }
  return shipment;
}

/** `GET shipments/customs/data/{shipmentId}`: the shipment (invoice, parcels) and its customs data. */
export async function readCustomsData(
  executor: Executor,
  shipmentId: string,
): Promise<{ shipment: Shipment; customs: CustomsData }> {
  const shipment = await customsShipment(executor, shipmentId);
  return { shipment, customs: await customsDataOf(executor, shipmentId) };
}

async function customsDataOf(executor: Executor, shipmentId: string): Promise<CustomsData> {
  const [row] = await executor
    .select()
    .from(shipmentCustoms)
    .where(eq(shipmentCustoms.shipmentId, shipmentId));
  const history = await executor
    .select()
    .from(shipmentCustomsHistory)
    .where(eq(shipmentCustomsHistory.shipmentId, shipmentId))
    .orderBy(desc(shipmentCustomsHistory.createdAt), desc(shipmentCustomsHistory.id));
  return {
    shipmentId,
    status: row?.status ?? 'Missing',
    lines: row?.lines ?? [],
    note: row?.note ?? null,
    lockVersion: row?.lockVersion ?? null,
    updatedByUser: row?.updatedByUser ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    history: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      userLogin: entry.userLogin,
      createdAt: entry.createdAt.toISOString(),
      lines: entry.lines,
    })),
  };
}

/** Reviewers decide on submitted data: administrator-god and service desk (not the broker). */
export function canReviewCustoms(user: AuthUser): boolean {
  return hasAnyRole(user.groups, ['administrator_god', 'service_desk']);
}

/**
 * `POST shipments/customs/data`. A broker (or reviewer) saves lines as Draft (any lines, each
 * valid) or Submitted (complete: the lines match the invoice exactly); a reviewer rejects (with a
 * note) or accepts submitted data. Every save checks the lock version, keeps a history entry and
 * refuses a code that is not in HS 2022. Accepted data is final.
 */
export async function saveCustomsData(
  tx: Transaction,
  user: AuthUser,
  body: CustomsDataSave,
): Promise<CustomsData> {
  const shipment = await customsShipment(tx, body.shipmentId);
  const [current] = await tx
    .select()
    .from(shipmentCustoms)
    .where(eq(shipmentCustoms.shipmentId, body.shipmentId))
    .for('update');
  if (current && body.lockVersion === undefined) {
    throw validationFailed({ lockVersion: 'any.required' });
  }
  if (current && body.lockVersion !== current.lockVersion) {
    throw conflict('The customs data was changed by someone else; reload it');
  }
  if (!current && body.lockVersion !== undefined && body.lockVersion !== 1) {
    throw conflict('The customs data was changed by someone else; reload it');
  }
  const review = (CUSTOMS_REVIEW_STATUSES as readonly string[]).includes(body.status);
  let lines: CustomsGoodsLine[];
  let note: string | null = null;
  if (review) {
    if (!canReviewCustoms(user)) throw forbidden();
    if (current?.status !== 'Submitted') {
      throw businessRule('CUSTOMS_NOT_SUBMITTED', 'Only submitted customs data can be accepted or rejected');
    }
    if (body.status === 'Rejected' && !body.note) throw validationFailed({ note: 'any.required' });
    lines = current.lines;
    note = body.note ?? null;
  } else {
    if (current?.status === 'Accepted') {
      throw businessRule('CUSTOMS_ACCEPTED', 'Accepted customs data can no longer be changed');
    }
    if (body.lines === undefined) throw validationFailed({ lines: 'any.required' });
    lines = body.lines;
    const known = await existingSubheadings(
      tx,
      lines.map((line) => line.hsCode),
    );
    const unknown = lines.find((line) => !known.has(line.hsCode.slice(0, 6)));
    if (unknown) throw businessRule('HS_CODE_UNKNOWN', `HS code ${unknown.hsCode} does not exist in HS 2022`);
    if (body.status === 'Submitted') {
      const problems = customsLinesProblems(lines, shipment.invoice);
      if (problems.length > 0) throw businessRule('CUSTOMS_INCOMPLETE', customsProblemMessage(problems[0]!));
    }
  }
  const now = new Date();
  if (current) {
    await tx
      .update(shipmentCustoms)
      .set({
        status: body.status,
        lines,
        note,
        updatedByUser: user.login,
        lockVersion: current.lockVersion + 1,
        updatedAt: now,
      })
      .where(eq(shipmentCustoms.shipmentId, body.shipmentId));
  } else {
    await tx.insert(shipmentCustoms).values({
      shipmentId: body.shipmentId,
      status: body.status,
      lines,
      note,
      updatedByUser: user.login,
    });
  }
  await tx.insert(shipmentCustomsHistory).values({
    shipmentId: body.shipmentId,
    status: body.status,
    lines,
    note,
    userLogin: user.login,
    createdAt: now,
  });
  return customsDataOf(tx, body.shipmentId);
}

/** Rows of the broker export: one per goods line, shipments in the order asked. */
export async function customsExportRows(executor: Executor, ids: readonly string[]) {
  const found = await readShipments(executor, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw notFound('Shipment not found');
  const customs = await executor
    .select()
    .from(shipmentCustoms)
    .where(inArray(shipmentCustoms.shipmentId, [...ids]));
  const byId = new Map(found.map((shipment) => [shipment.id, shipment]));
  const customsById = new Map(customs.map((row) => [row.shipmentId, row]));
  return [...new Set(ids)].map((id) => ({ shipment: byId.get(id)!, customs: customsById.get(id) ?? null }));
}
