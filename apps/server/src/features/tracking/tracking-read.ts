import {
  ACTIVE_MODIFICATION_STATUSES,
  DELIVERY_TASK_TYPES,
  type DeliveryWindow,
  deliveryWindowOf,
  publicStep,
  type TrackingRequest,
  type TrackingView,
  todayIn,
} from '@console/domain';
import { and, arrayContains, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { zoneOfCountry, zoneOfDivision } from '../countries/country-zone.ts';
import { pickupStopStatus, taskStopStatus } from '../courier-day/courier-today.ts';
import { courierRoutes, routeStops } from '../courier-routes/courier-routes-tables.ts';
import { pickups } from '../pickups/pickups-tables.ts';
import { readShipmentEvents } from '../shipments/shipment-events.ts';
import { shipmentModifications, shipments } from '../shipments/shipments-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';

type Executor = Database | Transaction;
export type ShipmentRow = typeof shipments.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;

/** The same answer for a token that never existed and for a deleted shipment's. */
export const TRACKING_NOT_FOUND = 'No parcel has this tracking link';

/** The shipment a token opens: 404 for an unknown token or a deleted shipment. */
export async function shipmentOfToken(executor: Executor, token: string): Promise<ShipmentRow> {
  const [row] = await executor
    .select()
    .from(shipments)
    .where(and(eq(shipments.trackingToken, token), isNull(shipments.deletedAt)));
  if (!row || row.status === 'Deleted') throw notFound(TRACKING_NOT_FOUND);
  return row;
}

/** The shipment's latest courier task (a delivery to an address, a postomat or a PUDO point). */
export async function deliveryTaskOf(executor: Executor, shipment: ShipmentRow): Promise<TaskRow | null> {
  const [task] = await executor
    .select()
    .from(tasks)
    .where(
      and(
        arrayContains(tasks.shipmentNumbers, [shipment.number]),
        inArray(tasks.type, [...DELIVERY_TASK_TYPES]),
        isNull(tasks.deletedAt),
      ),
    )
    .orderBy(desc(tasks.day), desc(tasks.createdAt))
    .limit(1);
  return task ?? null;
}

/** The delivering division's zone: the task's division, else the recipient's, else the country's. */
export async function zoneOfShipment(executor: Executor, shipment: ShipmentRow, task: TaskRow | null) {
  const divisionId = task?.divisionId ?? shipment.recipientDivisionId ?? shipment.lastLogisticDivisionId;
  return divisionId
    ? zoneOfDivision(executor, divisionId)
    : zoneOfCountry(executor, shipment.recipientCountryCode);
}

/**
 * The task's stop on a confirmed route of today, as the courier's day orders it: its planned
 * arrival and how many stops before it are still open.
 */
async function todaysStop(executor: Executor, task: TaskRow, zone: string, now: Date) {
  const [own] = await executor
    .select({ routeId: routeStops.routeId, position: routeStops.position, arrival: routeStops.arrival })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .where(
      and(
        eq(routeStops.refId, task.id),
        eq(routeStops.kind, 'task'),
        eq(courierRoutes.day, todayIn(zone, now)),
        ne(courierRoutes.status, 'Draft'),
        isNull(courierRoutes.deletedAt),
      ),
    )
    .limit(1);
  if (!own) return null;
  const before = await executor
    .select({ kind: routeStops.kind, refId: routeStops.refId })
    .from(routeStops)
    .where(and(eq(routeStops.routeId, own.routeId)))
    .orderBy(asc(routeStops.position));
  const earlier = before.slice(
    0,
    before.findIndex((stop) => stop.refId === task.id),
  );
  const taskIds = earlier.filter((stop) => stop.kind === 'task').map((stop) => stop.refId);
  const pickupIds = earlier.filter((stop) => stop.kind === 'pickup').map((stop) => stop.refId);
  const taskStatuses = taskIds.length
    ? await executor.select({ status: tasks.status }).from(tasks).where(inArray(tasks.id, taskIds))
    : [];
  const pickupStatuses = pickupIds.length
    ? await executor.select({ status: pickups.status }).from(pickups).where(inArray(pickups.id, pickupIds))
    : [];
  const stopsAway =
    taskStatuses.filter((row) => taskStopStatus(row.status) === 'pending').length +
    pickupStatuses.filter((row) => pickupStopStatus(row.status) === 'pending').length;
  return { arrival: own.arrival, stopsAway, done: taskStopStatus(task.status) !== 'pending' };
}

/** The window the page shows now (domain `deliveryWindowOf`), from the task and today's route. */
export async function windowOf(
  executor: Executor,
  shipment: ShipmentRow,
  now: Date,
): Promise<{ timeZone: string; window: DeliveryWindow | null }> {
  const task = await deliveryTaskOf(executor, shipment);
  const timeZone = await zoneOfShipment(executor, shipment, task);
  if (shipment.status !== 'Accepted' || !task) return { timeZone, window: null };
  const stop = await todaysStop(executor, task, timeZone, now);
  return { timeZone, window: deliveryWindowOf({ timeZone, task, stop }) };
}

/** Where the recipient's own requests come from: only those the page shows as theirs. */
export const TRACKING_SOURCE = 'TrackingPage';

/**
 * The recipient's own requests still in force (redirecting, another day), newest first. A clerk's
 * modification of the same kind is not theirs to read (its payload holds the new recipient's data);
 * asking again is refused with the workflow's plain refusal.
 */
async function requestsOf(executor: Executor, shipmentId: string): Promise<TrackingRequest[]> {
  const rows = await executor
    .select()
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.shipmentId, shipmentId),
        eq(shipmentModifications.source, TRACKING_SOURCE),
        inArray(shipmentModifications.type, ['Redirecting', 'ChangeDeliveryDate']),
        inArray(shipmentModifications.status, [...ACTIVE_MODIFICATION_STATUSES]),
        isNull(shipmentModifications.deletedAt),
      ),
    )
    .orderBy(desc(shipmentModifications.createdAt));
  return rows.map((row) => {
    const payload = row.payload as { tracking?: { target?: string }; preferredDeliveryDate?: string };
    return {
      type: row.type as TrackingRequest['type'],
      status: row.status,
      target: payload.tracking?.target ?? payload.preferredDeliveryDate ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * `GET tracking/{token}`: status, window, city and steps, nothing personal. Everything is copied
 * field by field into the domain's `TrackingView`, so a new column of the shipment never leaks.
 */
export async function readTracking(
  executor: Executor,
  token: string,
  now = new Date(),
): Promise<TrackingView> {
  const shipment = await shipmentOfToken(executor, token);
  const events = await readShipmentEvents(executor, shipment.id);
  return {
    number: shipment.number,
    status: shipment.status,
    countryCode: shipment.recipientCountryCode,
    city: shipment.recipient.addressParts?.city ?? null,
    ...(await windowOf(executor, shipment, now)),
    steps: events.map(publicStep),
    requests: await requestsOf(executor, shipment.id),
  };
}
