import type { ShipmentStatus } from '@console/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
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

export interface ShipmentEvent {
  id: number;
  shipmentId: string;
  parcelId: string | null;
  event: string;
  shipmentStatus: ShipmentStatus | null;
  divisionId: string | null;
  scanRegistryId: string | null;
  note: string | null;
  userLogin: string | null;
  createdAt: string;
}

/**
 * Records movements and status changes in the caller's transaction: one history row per event and,
 * where an event names a division, the parcel's (or the whole shipment's parcels') current division.
 * It does not change the shipment's status: the caller does, under its own rule.
 */
export async function recordShipmentEvents(executor: Executor, events: readonly ShipmentEventInput[]) {
  if (events.length === 0) return;
  const now = new Date();
  await executor.insert(shipmentEvents).values(
    events.map((event) => ({
      shipmentId: event.shipmentId,
      parcelId: event.parcelId ?? null,
      event: event.event,
      shipmentStatus: event.shipmentStatus ?? null,
      divisionId: event.divisionId ?? null,
      scanRegistryId: event.scanRegistryId ?? null,
      note: event.note ?? null,
      userId: event.user?.id ?? null,
      userLogin: event.user?.login ?? null,
      createdAt: now,
    })),
  );
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
      .where(inArray(shipmentParcels.shipmentId, ids));
  }
  for (const [divisionId, ids] of groupByValue(parcelMoves)) {
    await executor
      .update(shipmentParcels)
      .set({ currentDivisionId: divisionId, currentDivisionAt: now })
      .where(inArray(shipmentParcels.id, ids));
  }
}

function groupByValue(map: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of map) groups.set(value, [...(groups.get(value) ?? []), key]);
  return groups;
}

/** A shipment's tracking history, oldest first. */
export async function readShipmentEvents(executor: Executor, shipmentId: string): Promise<ShipmentEvent[]> {
  const rows = await executor
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.id));
  return rows.map((row) => ({
    id: row.id,
    shipmentId: row.shipmentId,
    parcelId: row.parcelId,
    event: row.event,
    shipmentStatus: row.shipmentStatus,
    divisionId: row.divisionId,
    scanRegistryId: row.scanRegistryId,
    note: row.note,
    userLogin: row.userLogin,
    createdAt: row.createdAt.toISOString(),
  }));
}
