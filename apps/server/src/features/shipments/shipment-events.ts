import type { ShipmentJourneyEvent, ShipmentStatus } from '@console/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { arrayLiteral } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { shipmentEvents } from './shipment-events-table.ts';
import { shipmentParcels } from './shipments-tables.ts';

type Executor = Database | Transaction;

export interface ShipmentEventInput {
  shipmentId: string;
  /** The parcel it concerns; absent for the whole shipment (all its parcels move). */
  parcelId?: string | null;
  /** What happened: Accepted, Arrived, Loaded, Unloaded, HandedToCourier, ReturnedFromCourier, ReadyForIssue, Issued, Lost… */
  event: string;
  /** The shipment's status after the event, when it changed (the caller changes `shipments.status`). */
  shipmentStatus?: ShipmentStatus | null;
  /** Where it happened: becomes the current division of the parcel (or of all the shipment's parcels). */
  divisionId?: string | null;
  scanRegistryId?: string | null;
  note?: string | null;
  /** Who did it; null for the system. */
  user: AuthUser | null;
}

/** A recorded event as the tracking call answers it (the journey tab's rows). */
export type ShipmentEvent = Omit<ShipmentJourneyEvent, 'statusCode'>;

/**
 * Records movements and status changes in the caller's transaction: one history row per event and,
 * where an event names a division, the parcel's (or the whole shipment's parcels') current division.
 * It does not change the shipment's status: the caller does, under its own rule.
 */
export async function recordShipmentEvents(executor: Executor, events: readonly ShipmentEventInput[]) {
  if (events.length === 0) return;
  const now = new Date();
  const column = (value: (event: ShipmentEventInput) => string | null | undefined) =>
    arrayLiteral(events.map((event) => value(event) ?? null));
  // One array parameter a column, unnested in order: a closed registry of thousands of parcels is
  // one short statement (a VALUES list would bind ten parameters an event, past PostgreSQL's 65,535
  // at 6,554 events).
  await executor.execute(sql`insert into ${shipmentEvents}
      (shipment_id, parcel_id, event, shipment_status, division_id, scan_registry_id, note, user_id, user_login, created_at)
    select shipment_id, parcel_id, event, shipment_status, division_id, scan_registry_id, note, user_id, user_login, ${now}
    from unnest(${column((event) => event.shipmentId)}::uuid[], ${column((event) => event.parcelId)}::uuid[],
      ${column((event) => event.event)}::text[], ${column((event) => event.shipmentStatus)}::text[],
      ${column((event) => event.divisionId)}::uuid[], ${column((event) => event.scanRegistryId)}::uuid[],
      ${column((event) => event.note)}::text[], ${column((event) => event.user?.id)}::uuid[],
      ${column((event) => event.user?.login)}::text[])
      with ordinality as e(shipment_id, parcel_id, event, shipment_status, division_id, scan_registry_id, note, user_id, user_login, position)
    order by position`);
  const moves = events.filter((event) => event.divisionId);
  const parcelMoves = new Map<string, string>();
  const shipmentMoves = new Map<string, string>();
  for (const event of moves) {
    if (event.parcelId) parcelMoves.set(event.parcelId, event.divisionId!);
    else shipmentMoves.set(event.shipmentId, event.divisionId!);
  }
  for (const [divisionId, ids] of groupByValue(shipmentMoves)) {
    await executor
      .update(shipmentParcels)
      .set({ currentDivisionId: divisionId, currentDivisionAt: now })
      .where(sql`${shipmentParcels.shipmentId} = any(${arrayLiteral(ids)}::uuid[])`);
  }
  for (const [divisionId, ids] of groupByValue(parcelMoves)) {
    await executor
      .update(shipmentParcels)
      .set({ currentDivisionId: divisionId, currentDivisionAt: now })
      .where(sql`${shipmentParcels.id} = any(${arrayLiteral(ids)}::uuid[])`);
  }
}

function groupByValue(map: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of map) {
    const group = groups.get(value);
    if (group) group.push(key);
    else groups.set(value, [key]);
  }
  return groups;
}

/** A shipment's tracking history, oldest first, with the name and number of each event's division. */
export async function readShipmentEvents(executor: Executor, shipmentId: string): Promise<ShipmentEvent[]> {
  const rows = await executor
    .select({ event: shipmentEvents, divisionName: divisions.name, divisionNumber: divisions.number })
    .from(shipmentEvents)
    .leftJoin(divisions, eq(divisions.id, shipmentEvents.divisionId))
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.id));
  return rows.map(({ event: row, divisionName, divisionNumber }) => ({
    id: row.id,
    shipmentId: row.shipmentId,
    parcelId: row.parcelId,
    event: row.event,
    shipmentStatus: row.shipmentStatus,
    divisionId: row.divisionId,
    divisionName,
    divisionNumber,
    scanRegistryId: row.scanRegistryId,
    note: row.note,
    userLogin: row.userLogin,
    createdAt: row.createdAt.toISOString(),
  }));
}
