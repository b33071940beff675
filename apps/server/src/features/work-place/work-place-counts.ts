import {
  instantAt,
  type ShipmentsForProcessing,
  type ShipmentsProcessed,
  todayIn,
  type WorkPlaceDay,
} from '@console/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { readDivision } from '../courier-routes/route-store.ts';
import { lyingAt } from '../pudo/pudo-service.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';

type Executor = Database | Transaction;

const MINUTES_A_DAY = 24 * 60;

/** The caller's working division and its local day today, with the day's bounds. */
async function divisionToday(executor: Executor, user: AuthUser, now: Date) {
  const { divisionId } = await userDivision(executor, user.id);
  if (!divisionId) return null;
  const division = await readDivision(executor, divisionId);
  const day = todayIn(division.zone, now);
  return {
    division: { id: division.id, name: division.name },
    day,
    from: instantAt(division.zone, day),
    to: instantAt(division.zone, day, MINUTES_A_DAY),
  };
}

const noDivision = (now: Date): WorkPlaceDay => ({ division: null, day: todayIn('UTC', now) });

/**
 * `GET work-place/shipment-processed`: the shipments the caller's division handled today (its
 * local day): accepted there, issued there, or moved by one of its scans — each shipment once in
 * the total, and once in each kind of work done on it.
 */
export async function shipmentsProcessed(
  executor: Executor,
  user: AuthUser,
  now = new Date(),
): Promise<ShipmentsProcessed> {
  const today = await divisionToday(executor, user, now);
  if (!today) return { ...noDivision(now), count: 0, accepted: 0, issued: 0, scanned: 0 };
  const [row] = rowsOf<{ count: number; accepted: number; issued: number; scanned: number }>(
    await executor.execute(sql`select count(distinct e.shipment_id)::int as count,
        count(distinct e.shipment_id) filter (where e.event = 'Accepted')::int as accepted,
        count(distinct e.shipment_id) filter (where e.event = 'Issued')::int as issued,
        count(distinct e.shipment_id) filter (where e.scan_registry_id is not null)::int as scanned
      from shipment_events e
      where e.division_id = ${today.division.id}
        and e.created_at >= ${today.from.toISOString()}::timestamptz
        and e.created_at < ${today.to.toISOString()}::timestamptz
        and (e.event in ('Accepted', 'Issued') or e.scan_registry_id is not null)`),
  );
  return {
    division: today.division,
    day: today.day,
    count: Number(row?.count ?? 0),
    accepted: Number(row?.accepted ?? 0),
    issued: Number(row?.issued ?? 0),
    scanned: Number(row?.scanned ?? 0),
  };
}

/**
 * `GET work-place/shipment-for-processed`: the shipments whose parcels lie at the caller's division
 * now, accepted and not issued (the PUDO workplace's `lyingAt`): those bound for it wait to be
 * issued, the others to be sent on.
 */
export async function shipmentsForProcessing(
  executor: Executor,
  user: AuthUser,
  now = new Date(),
): Promise<ShipmentsForProcessing> {
  const today = await divisionToday(executor, user, now);
  if (!today) return { ...noDivision(now), count: 0, forIssue: 0, outgoing: 0 };
  const here = today.division.id;
  const [row] = await executor
    .select({
      count: sql<number>`count(distinct ${shipments.id})::int`,
      forIssue: sql<number>`count(distinct ${shipments.id}) filter (where ${shipments.recipientDivisionId} = ${here})::int`,
    })
    .from(shipmentParcels)
    .innerJoin(shipments, sql`${shipments.id} = ${shipmentParcels.shipmentId}`)
    .where(lyingAt(here));
  const count = Number(row?.count ?? 0);
  const forIssue = Number(row?.forIssue ?? 0);
  return { division: today.division, day: today.day, count, forIssue, outgoing: count - forIssue };
}
