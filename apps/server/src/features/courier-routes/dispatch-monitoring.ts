import { LATE_STOPS_MAX_COURIERS, type LateStop, OPEN_TASK_STATUSES, todayIn } from '@console/domain';
import { type StopEta, stopEtas } from '@console/routing';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../auth/auth-tables.ts';
import { courierPositions, pickups } from '../pickups/pickups-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { courierRoutes, courierShifts, routeStops } from './courier-routes-tables.ts';
import { DEFAULT_PLANNING_SETTINGS, dayClock, planningSettings } from './route-planning.ts';
import type { PlanningDivision } from './route-store.ts';
import { refIdsInStatuses } from './stop-statuses.ts';

const OPEN_PICKUPS = ['Created', 'AppointedCourier', 'InProgress'] as const;

/** A cursor is the last courier's login, so paging holds while couriers are added (registers §7 "cursor paging"). */
const encodeCursor = (login: string) => Buffer.from(login, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/**
 * `GET dispatch-monitoring`: the couriers on shift in a division on a day, each with their route
 * and their open tasks and pickups; a stop whose window has closed while it is still open is
 * late. Ordered by login, paged by cursor.
 */
export async function dispatchMonitoring(
  db: Database,
  division: PlanningDivision,
  query: { day?: string; cursor?: string; limit: number },
) {
  const now = new Date();
  const day = query.day ?? todayIn(division.zone, now);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const shifts = await db
    .select({
      shift: courierShifts,
      firstName: users.firstName,
      lastName: users.lastName,
      latitude: courierPositions.latitude,
      longitude: courierPositions.longitude,
      reportedAt: courierPositions.reportedAt,
    })
    .from(courierShifts)
    .leftJoin(users, eq(users.login, courierShifts.courier))
    .leftJoin(courierPositions, eq(courierPositions.userId, users.id))
    .where(
      and(
        eq(courierShifts.divisionId, division.id),
        eq(courierShifts.day, day),
        isNull(courierShifts.deletedAt),
        after ? gt(courierShifts.courier, after) : undefined,
      ),
    )
    .orderBy(asc(courierShifts.courier))
    .limit(query.limit + 1);
  const page = shifts.slice(0, query.limit);
  const logins = page.map((row) => row.shift.courier);
  const clock = dayClock(day, division.zone);
  const dayStart = clock(0);
  const dayEnd = clock(24 * 3600);
  const [routeRows, taskRows, pickupRows, settings] =
    logins.length === 0
      ? [[], [], [], DEFAULT_PLANNING_SETTINGS]
      : await Promise.all([
          db
            .select()
            .from(courierRoutes)
            .where(
              and(
                inArray(courierRoutes.courier, logins),
                eq(courierRoutes.day, day),
                ne(courierRoutes.status, 'Deleted'),
              ),
            ),
          db
            .select()
            .from(tasks)
            .where(
              and(
                inArray(tasks.executor, logins),
                inArray(tasks.status, [...OPEN_TASK_STATUSES]),
                isNull(tasks.deletedAt),
                or(eq(tasks.day, day), isNull(tasks.day)),
                ne(tasks.type, 'Personal'),
              ),
            )
            .orderBy(asc(tasks.timeFrom)),
          db
            .select()
            .from(pickups)
            .where(
              and(
                inArray(pickups.executor, logins),
                inArray(pickups.status, [...OPEN_PICKUPS]),
                isNull(pickups.deletedAt),
                gte(pickups.pickedTimeFrom, dayStart),
                lt(pickups.pickedTimeFrom, dayEnd),
              ),
            )
            .orderBy(asc(pickups.pickedTimeFrom)),
          planningSettings(db, division.id),
        ]);
  const { etas: live, closed } = await liveEtas(db, {
    routes: routeRows,
    open: new Set([...taskRows.map((task) => task.id), ...pickupRows.map((pickup) => pickup.id)]),
    positions: new Map(
      shifts.flatMap(({ shift, latitude, longitude, reportedAt }) =>
        latitude !== null && longitude !== null && reportedAt !== null && reportedAt >= dayStart
          ? [[shift.courier, { lat: latitude, lon: longitude }] as const]
          : [],
      ),
    ),
    now,
    travel: settings,
  });
  const taskLate = (timeTo: string | null) => {
    if (!timeTo) return false;
    const [hours = 0, minutes = 0] = timeTo.split(':').map(Number);
    return clock((hours * 60 + minutes) * 60) < now;
  };
  const items = page.map(({ shift, firstName, lastName, latitude, longitude, reportedAt }) => {
    const route = routeRows.find((row) => row.courier === shift.courier);
    const openTasks = taskRows
      .filter((task) => task.executor === shift.courier)
      .map((task) => ({
        id: task.id,
        type: task.type,
        status: task.status,
        label: task.ownerDocumentNumber ?? task.title ?? task.type,
        address: task.addressString,
        timeFrom: task.timeFrom,
        timeTo: task.timeTo,
        late: taskLate(task.timeTo),
        ...etaOf(live.get(task.id)),
      }));
    const openPickups = pickupRows
      .filter((pickup) => pickup.executor === shift.courier)
      .map((pickup) => ({
        id: pickup.id,
        number: pickup.number,
        status: pickup.status,
        timeFrom: pickup.pickedTimeFrom?.toISOString() ?? null,
        timeTo: pickup.pickedTimeTo?.toISOString() ?? null,
        late: pickup.pickedTimeTo !== null && pickup.pickedTimeTo < now,
        ...etaOf(live.get(pickup.id)),
      }));
    return {
      courier: shift.courier,
      firstName,
      lastName,
      vehicleNumber: shift.vehicleNumber,
      shift: { start: shift.startTime, end: shift.endTime, capacityKg: shift.capacityKg },
      route: route
        ? { id: route.id, number: route.number, status: route.status, lockVersion: route.lockVersion }
        : null,
      openTasks,
      openPickups,
      late: openTasks.filter((task) => task.late).length + openPickups.filter((pickup) => pickup.late).length,
      lateRisk:
        openTasks.filter((task) => !task.late && task.lateRisk).length +
        openPickups.filter((pickup) => !pickup.late && pickup.lateRisk).length,
      /** The route's stops already closed, for the map's colours (issue 27). */
      closedStops: (route && closed.get(route.id)) ?? [],
      // The phone's last position and when it was taken (issue 26).
      lastPosition:
        latitude !== null && longitude !== null && reportedAt !== null
          ? { latitude, longitude, at: reportedAt.toISOString() }
          : null,
    };
  });
  const last = page.at(-1);
  return {
    day,
    timeZone: division.zone,
    /** How the ETAs travel (the division's route optimisation settings), for the console's own updates. */
    travel: { detourFactor: settings.detourFactor, averageSpeedKmh: settings.averageSpeedKmh },
    items,
    nextCursor: shifts.length > query.limit && last ? encodeCursor(last.shift.courier) : null,
  };
}

/**
 * `GET dispatch-monitoring/late-stops` (issue 27): the division's open stops of today that are late
 * or at risk of it (their live ETA after their window), over all its couriers on shift: the
 * back-office workspace's queue.
 */
export async function lateStops(
  db: Database,
  division: PlanningDivision,
  limit: number,
): Promise<{ items: LateStop[]; total: number }> {
  const found: LateStop[] = [];
  let cursor: string | undefined;
  for (let read = 0; read < LATE_STOPS_MAX_COURIERS; read += 100) {
    const page = await dispatchMonitoring(db, division, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const row of page.items) {
      const stops = [
        ...row.openTasks.map((task) => ({ ...task, kind: 'task' as const })),
        ...row.openPickups.map((pickup) => ({ ...pickup, kind: 'pickup' as const, label: pickup.number })),
      ];
      for (const stop of stops)
        if (stop.late || stop.lateRisk)
          found.push({
            courier: row.courier,
            kind: stop.kind,
            id: stop.id,
            label: stop.label,
            late: stop.late,
            lateRisk: stop.lateRisk,
            eta: stop.eta,
          });
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  // The late first, then the ones at risk, each by ETA.
  found.sort((a, b) => Number(b.late) - Number(a.late) || (a.eta ?? '').localeCompare(b.eta ?? ''));
  return { items: found.slice(0, limit), total: found.length };
}

/** A stop of the route already closed (issue 27): the hub's map draws it done or failed. */
interface ClosedStop {
  position: number;
  latitude: number;
  longitude: number;
  outcome: 'done' | 'failed';
}

/** Where an open task or pickup lies on its route: what the console recomputes the ETAs from. */
interface MonitoredStop {
  position: number;
  latitude: number;
  longitude: number;
  serviceMinutes: number;
  windowStart: string | null;
  windowEnd: string | null;
}

const etaOf = (eta: (StopEta & { stop: MonitoredStop }) | undefined) => ({
  eta: eta ? new Date(eta.eta).toISOString() : null,
  lateRisk: eta?.lateRisk ?? false,
  stop: eta?.stop ?? null,
});

/**
 * Live ETAs (issue 27) of the open stops of each courier's route, keyed by task or pickup id: from
 * the phone's position of today (else from where the plan has the courier at the first open stop),
 * over the remaining stops in the route's order.
 */
async function liveEtas(
  db: Database,
  input: {
    routes: readonly (typeof courierRoutes.$inferSelect)[];
    open: ReadonlySet<string>;
    positions: ReadonlyMap<string, { lat: number; lon: number }>;
    now: Date;
    travel: { detourFactor: number; averageSpeedKmh: number };
  },
): Promise<{ etas: Map<string, StopEta & { stop: MonitoredStop }>; closed: Map<string, ClosedStop[]> }> {
  const routes = input.routes.filter((route) => route.courier && route.status !== 'Draft');
  const etas = new Map<string, StopEta & { stop: MonitoredStop }>();
  const closed = new Map<string, ClosedStop[]>();
  if (routes.length === 0) return { etas, closed };
  const stops = await db
    .select()
    .from(routeStops)
    .where(
      inArray(
        routeStops.routeId,
        routes.map((route) => route.id),
      ),
    )
    .orderBy(asc(routeStops.routeId), asc(routeStops.position));
  // Of the closed stops, those closed without success: not completed, cancelled or deleted.
  const failed = await refIdsInStatuses(
    db,
    stops.filter((stop) => !input.open.has(stop.refId)),
    { tasks: ['NotCompleted', 'Deleted'], pickups: ['ClientCanceled', 'NotCompleted', 'Deleted'] },
  );
  for (const route of routes) {
    const own = stops.filter((stop) => stop.routeId === route.id);
    closed.set(
      route.id,
      own
        .filter((stop) => !input.open.has(stop.refId))
        .map((stop) => ({
          position: stop.position,
          latitude: stop.latitude,
          longitude: stop.longitude,
          outcome: failed.has(stop.refId) ? 'failed' : 'done',
        })),
    );
    const open = own.filter((stop) => input.open.has(stop.refId));
    if (open.length === 0) continue;
    const first = open[0]!;
    const from = input.positions.get(route.courier!) ?? { lat: first.latitude, lon: first.longitude };
    const start = input.positions.has(route.courier!)
      ? input.now.getTime()
      : Math.max(input.now.getTime(), first.arrival.getTime());
    const computed = stopEtas(
      from,
      start,
      open.map((stop) => ({
        id: stop.refId,
        point: { lat: stop.latitude, lon: stop.longitude },
        windowStart: stop.timeFrom?.getTime() ?? null,
        windowEnd: stop.timeTo?.getTime() ?? null,
        serviceMinutes: stop.serviceMinutes,
      })),
      input.travel,
    );
    computed.forEach((eta, index) => {
      const stop = open[index]!;
      etas.set(eta.id, {
        ...eta,
        stop: {
          position: stop.position,
          latitude: stop.latitude,
          longitude: stop.longitude,
          serviceMinutes: stop.serviceMinutes,
          windowStart: stop.timeFrom?.toISOString() ?? null,
          windowEnd: stop.timeTo?.toISOString() ?? null,
        },
      });
    });
  }
  return { etas, closed };
}
