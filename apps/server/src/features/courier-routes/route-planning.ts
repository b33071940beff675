import {
  DEFAULT_ROUTE_LOADER_TIME,
  DEFAULT_WEIGHT_MINUTES,
  instantAt,
  isDeliveryTaskType,
  minutesIntoDay,
  minutesOfDay,
  OPEN_TASK_STATUSES,
} from '@console/domain';
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { openPickupsForRouting } from '../pickups/pickup-stops.ts';
import { routeOptimization } from '../route-optimization/route-optimization-table.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { courierRoutes, courierShifts, routeStops } from './courier-routes-tables.ts';
import type { PlanningSettings, PlanningShift, PlanningStop } from './route-problem.ts';
import type { Clock, PlanningDivision } from './route-store.ts';
import { stopLoads } from './stop-loads.ts';

type Executor = Database | Transaction;

/**
 * Settings of a division without a route optimisation row: registers §9's loader time and
 * weight table, a 12:00–13:30 lunch window, shift end 20:00, 5 minutes to call a client and 15
 * more for a stop without an agreed interval (docs/decisions.md).
 */
export const DEFAULT_PLANNING_SETTINGS: PlanningSettings = {
  loadCarTime: DEFAULT_ROUTE_LOADER_TIME,
  clientCallTime: 5,
  lunchTimeFrom: '12:00',
  lunchTimeTo: '13:30',
  workShiftEndTime: '20:00',
  unorderedIntervalTime: 15,
  pickupsTime: DEFAULT_WEIGHT_MINUTES,
  deliveriesTime: DEFAULT_WEIGHT_MINUTES,
  detourFactor: 1.3,
  averageSpeedKmh: 25,
};

export async function planningSettings(executor: Executor, divisionId: string): Promise<PlanningSettings> {
  const [row] = await executor
    .select()
    .from(routeOptimization)
    .where(and(eq(routeOptimization.divisionId, divisionId), isNull(routeOptimization.deletedAt)));
  return row ?? DEFAULT_PLANNING_SETTINGS;
}

export type ShiftRow = typeof courierShifts.$inferSelect;

export async function shiftsOf(executor: Executor, divisionId: string, day: string): Promise<ShiftRow[]> {
  return executor
    .select()
    .from(courierShifts)
    .where(
      and(
        eq(courierShifts.divisionId, divisionId),
        eq(courierShifts.day, day),
        isNull(courierShifts.deletedAt),
      ),
    )
    .orderBy(courierShifts.courier);
}

/**
 * The shifts a build plans: those of couriers with no confirmed route of the division that day. A
 * courier already sent out on a Created or started route keeps it, and is not given a second,
 * overlapping Draft on the same van (issue 24).
 */
export async function shiftsToPlan(executor: Executor, divisionId: string, day: string): Promise<ShiftRow[]> {
  const shifts = await shiftsOf(executor, divisionId, day);
  if (shifts.length === 0) return shifts;
  const confirmed = await executor
    .select({ courier: courierRoutes.courier })
    .from(courierRoutes)
    .where(
      and(
        eq(courierRoutes.divisionId, divisionId),
        eq(courierRoutes.day, day),
        ne(courierRoutes.status, 'Draft'),
        ne(courierRoutes.status, 'Deleted'),
      ),
    );
  const busy = new Set(confirmed.map((row) => row.courier));
  return shifts.filter((shift) => !busy.has(shift.courier));
}

const pointOf = (lat: number | null, lon: number | null) =>
  lat === null || lon === null ? null : { lat, lon };

export function planningShift(row: ShiftRow): PlanningShift {
  return {
    courier: row.courier,
    start: minutesOfDay(row.startTime) ?? 0,
    end: minutesOfDay(row.endTime) ?? 24 * 60,
    capacityKg: row.capacityKg,
    capacityM3: row.capacityM3,
    vehicleKind: row.vehicleKind,
    skills: row.skills,
    startPoint: pointOf(row.startLatitude, row.startLongitude),
    endPoint: pointOf(row.endLatitude, row.endLongitude),
  };
}

/** Stops already in a confirmed route of the day are planned; building leaves them alone. */
async function plannedRefIds(executor: Executor, divisionId: string, day: string): Promise<Set<string>> {
  const rows = await executor
    .select({ refId: routeStops.refId })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .where(
      and(
        eq(courierRoutes.divisionId, divisionId),
        eq(courierRoutes.day, day),
        ne(courierRoutes.status, 'Draft'),
        ne(courierRoutes.status, 'Deleted'),
      ),
    );
  return new Set(rows.map((row) => row.refId));
}

/**
 * What a division has to do on a day: its open pickups (the pickups feature decides which) and its
 * open delivery tasks with a place, less what confirmed routes already carry, each with what its
 * parcels ask of the vehicle.
 */
export async function openStops(
  executor: Executor,
  division: PlanningDivision,
  day: string,
): Promise<PlanningStop[]> {
  const planned = await plannedRefIds(executor, division.id, day);
  const pickups = await openPickupsForRouting(executor, division.id, day);
  const taskRows = await executor
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.divisionId, division.id),
        eq(tasks.day, day),
        inArray(tasks.status, [...OPEN_TASK_STATUSES]),
        isNull(tasks.deletedAt),
        isNotNull(tasks.latitude),
        isNotNull(tasks.longitude),
      ),
    )
    .orderBy(tasks.timeFrom, tasks.id);
  const stops: PlanningStop[] = [];
  for (const pickup of pickups) {
    if (planned.has(pickup.id)) continue;
    stops.push({
      kind: 'pickup',
      refId: pickup.id,
      label: pickup.number,
      latitude: pickup.lat,
      longitude: pickup.lng,
      weightKg: pickup.weightKg,
      windowFrom: Math.round(minutesIntoDay(division.zone, pickup.timeFrom, day)),
      windowTo: Math.round(minutesIntoDay(division.zone, pickup.timeTo, day)),
    });
  }
  for (const task of taskRows) {
    if (planned.has(task.id) || !isDeliveryTaskType(task.type)) continue;
    stops.push({
      kind: 'task',
      refId: task.id,
      label: task.ownerDocumentNumber ?? task.title ?? task.type,
      latitude: task.latitude!,
      longitude: task.longitude!,
      weightKg: task.weightGrams / 1000,
      windowFrom: task.timeFrom ? (minutesOfDay(task.timeFrom) ?? null) : null,
      windowTo: task.timeTo ? (minutesOfDay(task.timeTo) ?? null) : null,
    });
  }
  const loads = await stopLoads(
    executor,
    stops.filter((stop) => stop.kind === 'task').map((stop) => stop.refId),
    stops.filter((stop) => stop.kind === 'pickup').map((stop) => stop.refId),
  );
  return stops.map((stop) => {
    const load = loads.get(stop.refId);
    return load ? { ...stop, load } : stop;
  });
}

/** Seconds after the day's local midnight in the division's zone → an instant. */
export function dayClock(day: string, zone: string): Clock {
  const midnight = instantAt(zone, day).getTime();
  return (seconds) => new Date(midnight + Math.round(seconds * 1000));
}

/** A stored stop back as a planning stop (its window in minutes of the day, its parcels as building read them). */
export function planningStopOf(row: typeof routeStops.$inferSelect, day: string, zone: string): PlanningStop {
  return {
    kind: row.kind,
    refId: row.refId,
    label: row.label,
    latitude: row.latitude,
    longitude: row.longitude,
    weightKg: row.weightKg,
    windowFrom: row.timeFrom ? Math.round(minutesIntoDay(zone, row.timeFrom, day)) : null,
    windowTo: row.timeTo ? Math.round(minutesIntoDay(zone, row.timeTo, day)) : null,
    ...(row.heaviestKg === null
      ? {}
      : {
          load: {
            volumeM3: row.volumeM3 ?? 0,
            heaviestKg: row.heaviestKg,
            cashOnDelivery: row.cashOnDelivery,
          },
        }),
  };
}
