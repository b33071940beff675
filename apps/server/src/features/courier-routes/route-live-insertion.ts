import {
  type LiveInsertionConfirm,
  type LiveInsertionProposal,
  type LiveInsertionQuery,
  OPEN_TASK_STATUSES,
  type WaitingStop,
} from '@console/domain';
import type { PlannedRoute, RoutingProblem, RoutingVehicle } from '@console/routing';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users } from '../auth/auth-tables.ts';
import { publishDispatchEvent } from '../live-dispatch/dispatch-events.ts';
import { appointPickupCourier } from '../pickups/pickup-stops.ts';
import { courierPositions } from '../pickups/pickups-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { courierRoutes, routeStops } from './courier-routes-tables.ts';
import { depotOf, lockDivisionDay } from './route-building.ts';
import { recordRouteChange } from './route-events.ts';
import {
  dayClock,
  openStops,
  planningSettings,
  planningShift,
  planningStopOf,
  shiftsOf,
} from './route-planning.ts';
import {
  matrixPoints,
  type PlanningSettings,
  type PlanningStop,
  type RouteEnds,
  routeEnds,
  routingProblem,
} from './route-problem.ts';
import { scheduleRoute } from './route-schedule.ts';
import { giveTaskToCourier, userIdOf } from './route-service.ts';
import { type PlanningDivision, readDivision, readRoute, writePlannedRoute } from './route-store.ts';
import { refIdsInStatuses } from './stop-statuses.ts';
import { travelTimesFor } from './travel-times.ts';

type Executor = Database | Transaction;
type RouteRow = typeof courierRoutes.$inferSelect;
type StopRow = typeof routeStops.$inferSelect;
const OPEN_PICKUPS = ['Created', 'AppointedCourier', 'InProgress'] as const;
/** Passes of the local search over a route's remaining stops after the insertion. */
const SEARCH_PASSES = 20;

/** A live route as it stands now: its stops still to do, where the courier is, from when. */
interface LiveRoute {
  route: RouteRow;
  done: StopRow[];
  remaining: StopRow[];
  problem: RoutingProblem;
  vehicle: RoutingVehicle;
  stops: PlanningStop[];
  /** Where the route starts and ends on the map, whatever the courier's position now. */
  ends: RouteEnds;
}

/**
 * Each live route (Created, with a courier on shift) of a division's day as a small routing problem
 * of its own: from the courier's position of today (else their start) at the current minute, over
 * the stops still to do plus the new one (the last customer), to where their day ends.
 */
async function liveRoutes(
  executor: Executor,
  division: PlanningDivision,
  day: string,
  extra: PlanningStop,
  settings: PlanningSettings,
  now: Date,
  only?: RouteRow,
): Promise<LiveRoute[]> {
  const routes = only
    ? [only]
    : await executor
        .select()
        .from(courierRoutes)
        .where(
          and(
            eq(courierRoutes.divisionId, division.id),
            eq(courierRoutes.day, day),
            eq(courierRoutes.status, 'Created'),
          ),
        );
  const withCourier = routes.filter((route) => route.courier);
  if (withCourier.length === 0) return [];
  const rows = await executor
    .select()
    .from(routeStops)
    .where(
      inArray(
        routeStops.routeId,
        withCourier.map((route) => route.id),
      ),
    )
    .orderBy(asc(routeStops.routeId), asc(routeStops.position));
  // The stops a live route has yet to do.
  const open = await refIdsInStatuses(executor, rows, {
    tasks: OPEN_TASK_STATUSES,
    pickups: OPEN_PICKUPS,
  });
  const clock = dayClock(day, division.zone);
  const positions = await executor
    .select({
      login: users.login,
      latitude: courierPositions.latitude,
      longitude: courierPositions.longitude,
    })
    .from(courierPositions)
    .innerJoin(users, eq(users.id, courierPositions.userId))
    .where(
      and(
        inArray(
          users.login,
          withCourier.map((route) => route.courier!),
        ),
        gte(courierPositions.reportedAt, clock(0)),
      ),
    );
  const shifts = new Map((await shiftsOf(executor, division.id, day)).map((shift) => [shift.courier, shift]));
  const nowMinutes = Math.floor((now.getTime() - clock(0).getTime()) / 60_000);
  const live: LiveRoute[] = [];
  for (const route of withCourier) {
    const shift = shifts.get(route.courier!);
    if (!shift) continue;
    const own = rows.filter((row) => row.routeId === route.id);
    const remaining = own.filter((row) => open.has(row.refId));
    const planning = planningShift(shift);
    // The courier leaves from where they are now: the shift "starts" now, less the loading it has done.
    const start = Math.max(planning.start, nowMinutes - settings.loadCarTime);
    if (start >= planning.end) continue;
    const position = positions.find((row) => row.login === route.courier);
    const depot = depotOf(division);
    const ends = routeEnds(planning, depot);
    // From where the courier is now to where the day ends for them.
    const here = position ? { lat: position.latitude, lon: position.longitude } : ends.start;
    // A stop whose window has already closed is late whatever happens: it is served as soon as may be
    // and does not make the rest of the day infeasible.
    const stops = [
      ...remaining.map((row) => {
        const planningStop = planningStopOf(row, day, division.zone);
        return planningStop.windowTo !== null && planningStop.windowTo < nowMinutes
          ? { ...planningStop, windowFrom: null, windowTo: null }
          : planningStop;
      }),
      extra,
    ];
    const input = {
      depot,
      stops,
      shifts: [{ ...planning, start, startPoint: here, endPoint: ends.end }],
      settings,
    };
    const problem = routingProblem(input, await travelTimesFor(settings).matrix(matrixPoints(input)));
    live.push({
      route,
      done: own.filter((row) => !open.has(row.refId)),
      remaining,
      problem,
      vehicle: problem.vehicles[0]!,
      stops,
      ends,
    });
  }
  return live;
}

/** The cheapest feasible place of the new stop (the last customer) in a live route, then a short or-opt search. */
function bestOrder(live: LiveRoute): { order: string[]; planned: PlannedRoute; added: number } | undefined {
  const base = live.remaining.map((_, index) => String(index));
  const newId = String(live.remaining.length);
  const before = scheduleRoute(live.problem, live.vehicle, base);
  if (!before) return undefined;
  let best: { order: string[]; planned: PlannedRoute } | undefined;
  for (let at = 0; at <= base.length; at += 1) {
    const order = [...base.slice(0, at), newId, ...base.slice(at)];
    const planned = scheduleRoute(live.problem, live.vehicle, order);
    if (planned && (!best || planned.distance < best.planned.distance)) best = { order, planned };
  }
  if (!best) return undefined;
  // Or-opt: move one stop elsewhere while that shortens the route and keeps it feasible.
  for (let pass = 0, improved = true; improved && pass < SEARCH_PASSES; pass += 1) {
    improved = false;
    for (let from = 0; from < best.order.length && !improved; from += 1) {
      for (let to = 0; to < best.order.length && !improved; to += 1) {
        if (to === from) continue;
        const order: string[] = [...best.order];
        const [moved] = order.splice(from, 1);
        order.splice(to, 0, moved!);
        const planned = scheduleRoute(live.problem, live.vehicle, order);
        if (planned && planned.distance < best.planned.distance - 1e-6) {
          best = { order, planned };
          improved = true;
        }
      }
    }
  }
  // What the stop adds is measured against the same order without it: the search may also have
  // shortened the rest of the route, which the stop does not cost.
  const without = scheduleRoute(
    live.problem,
    live.vehicle,
    best.order.filter((id) => id !== newId),
  );
  const baseline = Math.min(before.distance, without?.distance ?? before.distance);
  return { ...best, added: best.planned.distance - baseline };
}

async function waitingStop(executor: Executor, division: PlanningDivision, day: string, refId: string) {
  const stop = (await openStops(executor, division, day)).find((candidate) => candidate.refId === refId);
  if (!stop)
    throw businessRule(
      'STOP_NOT_WAITING',
      'This task or pickup is not waiting for a route today: it is closed, has no place, or is already on a route',
    );
  return stop;
}

const refOrder = (live: LiveRoute, order: readonly string[], refId: string) =>
  order.map((id) => (Number(id) === live.remaining.length ? refId : live.remaining[Number(id)]!.refId));

/**
 * `POST routes/live-insertion` (issue 27): where a task or pickup that came in during the day fits
 * best among today's live routes: the cheapest feasible insertion into each, from where each courier
 * is now, then a short local search over that route's remaining stops. Nothing is written.
 */
export async function proposeLiveInsertion(
  db: Database,
  query: LiveInsertionQuery,
  now = new Date(),
): Promise<LiveInsertionProposal> {
  const started = performance.now();
  const division = await readDivision(db, query.divisionId);
  const settings = await planningSettings(db, division.id);
  const stop = await waitingStop(db, division, query.day, query.refId);
  const routes = await liveRoutes(db, division, query.day, stop, settings, now);
  let best: { live: LiveRoute; order: string[]; planned: PlannedRoute; added: number } | undefined;
  for (const live of routes) {
    const found = bestOrder(live);
    if (found && (!best || found.added < best.added)) best = { live, ...found };
  }
  if (!best)
    throw businessRule(
      'NO_LIVE_ROUTE_FITS',
      "No courier's route of today can take it without breaking a time window, the capacity or the shift end: build a route for it",
    );
  const clock = dayClock(query.day, division.zone);
  const newId = String(best.live.remaining.length);
  const arrival = best.planned.stops.find((planStop) => planStop.customerId === newId)!.arrival;
  return {
    routeId: best.live.route.id,
    routeNumber: best.live.route.number,
    courier: best.live.route.courier!,
    lockVersion: best.live.route.lockVersion,
    refId: query.refId,
    label: stop.label,
    order: refOrder(best.live, best.order, query.refId),
    addedMetres: Math.round(best.added),
    arrival: clock(arrival).toISOString(),
    routesTried: routes.length,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * `PUT routes/{id}/live-insertion`: the dispatcher confirms a proposal. The route is timed again
 * for the order as it stands now (refused if the route changed or the order no longer fits), its
 * remaining stops are rewritten after the ones done, and the new stop goes to the route's courier.
 */
export async function confirmLiveInsertion(
  db: Database,
  user: AuthUser,
  routeId: string,
  body: LiveInsertionConfirm,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [route] = await tx.select().from(courierRoutes).where(eq(courierRoutes.id, routeId)).for('update');
    if (!route || route.status === 'Deleted') throw notFound('Route not found');
    if (route.status !== 'Created' || !route.courier)
      throw businessRule(
        'ROUTE_NOT_LIVE',
        'Only a confirmed route with a courier takes a stop during the day',
      );
    if (route.lockVersion !== body.lockVersion)
      throw conflict('The route was changed by somebody else; ask for a new proposal');
    await lockDivisionDay(tx, route.divisionId, route.day);
    const division = await readDivision(tx, route.divisionId);
    const settings = await planningSettings(tx, division.id);
    const stop = await waitingStop(tx, division, route.day, body.refId);
    const [live] = await liveRoutes(tx, division, route.day, stop, settings, now, route);
    if (!live) throw businessRule('ROUTE_NOT_LIVE', "The route's courier is not on shift any more");
    const index = new Map([
      ...live.remaining.map((row, i) => [row.refId, String(i)] as const),
      [body.refId, String(live.remaining.length)],
    ]);
    if (
      body.order.length !== index.size ||
      new Set(body.order).size !== index.size ||
      body.order.some((id) => !index.has(id))
    )
      throw conflict("The route's stops changed since the proposal; ask for a new one");
    const planned = scheduleRoute(
      live.problem,
      live.vehicle,
      body.order.map((id) => index.get(id)!),
    );
    if (!planned)
      throw businessRule(
        'ROUTE_NOT_FEASIBLE',
        "The stop does not fit the courier's route any more: ask for a new proposal",
      );
    // The stops done keep their places and times; the remaining ones follow in the new order.
    const clock = dayClock(route.day, division.zone);
    const seconds = (date: Date) => (date.getTime() - clock(0).getTime()) / 1000;
    const doneStops = live.done.map((row) => planningStopOf(row, route.day, division.zone));
    const allStops = [...doneStops, ...live.stops];
    const combined: PlannedRoute = {
      ...planned,
      departure: route.departure ? seconds(route.departure) : planned.departure,
      distance: route.distanceMetres + Math.max(0, planned.distance),
      stops: [
        ...live.done.map((row, i) => ({
          customerId: String(i),
          arrival: seconds(row.arrival),
          serviceStart: seconds(row.serviceStart),
          departure: seconds(row.departure),
        })),
        ...planned.stops.map((planStop) => ({
          ...planStop,
          customerId: String(doneStops.length + Number(planStop.customerId)),
        })),
      ],
    };
    await writePlannedRoute(tx, route.id, combined, allStops, settings, clock, live.ends, {
      lockVersion: route.lockVersion + 1,
    });
    await giveToCourier(tx, user, route, stop);
    await recordRouteChange(tx, user, {
      action: 'live-insertion',
      routeId: route.id,
      after: { stop: body.refId, order: body.order },
    });
    return readRoute(tx, route.id);
  });
}

/** The new stop becomes the route courier's: a task's executor, a pickup's appointed courier. */
async function giveToCourier(tx: Transaction, user: AuthUser, route: RouteRow, stop: PlanningStop) {
  const courier = route.courier!;
  if (stop.kind === 'pickup') {
    await appointPickupCourier(tx, user, stop.refId, await userIdOf(tx, courier));
    return;
  }
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, stop.refId)).for('update');
  if (!task) throw notFound('Task not found');
  await giveTaskToCourier(tx, user, task, courier, route.number);
  if (task.divisionId)
    await publishDispatchEvent(tx, {
      kind: 'task',
      divisionId: task.divisionId,
      data: { taskId: task.id, status: task.status, courier, day: task.day },
    });
}

/** `GET routes/waiting-stops` (issue 27): what came in and waits for a route: the candidates to fit into a live one. */
export async function waitingStops(
  db: Database,
  divisionId: string,
  day: string,
): Promise<{ items: WaitingStop[] }> {
  const division = await readDivision(db, divisionId);
  const stops = await openStops(db, division, day);
  return {
    items: stops.map((stop) => ({
      refId: stop.refId,
      kind: stop.kind,
      label: stop.label,
      windowFrom: stop.windowFrom,
      windowTo: stop.windowTo,
    })),
  };
}
