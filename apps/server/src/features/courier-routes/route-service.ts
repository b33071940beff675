import type { RouteStopMove, TaskStatusEntry } from '@console/domain';
import { checkSolution, type PlannedRoute, type RoutingSolution } from '@console/routing';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users } from '../auth/auth-tables.ts';
import { appointPickupCourier } from '../pickups/pickup-stops.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { courierRoutes, courierShifts, routeNumbers, routeStops } from './courier-routes-tables.ts';
import { depotOf, lockDivisionDay } from './route-building.ts';
import { recordRouteChange } from './route-events.ts';
import { dayClock, planningSettings, planningShift, planningStopOf } from './route-planning.ts';
import { matrixPoints, type PlanningStop, routeEnds, routingProblem, vehicleOf } from './route-problem.ts';
import { loadFits, mayServe, scheduleRoute } from './route-schedule.ts';
import { readDivision, readRoute, writePlannedRoute } from './route-store.ts';
import { travelTimesFor } from './travel-times.ts';

type RouteRow = typeof courierRoutes.$inferSelect;

async function lockRoute(tx: Transaction, id: string, lockVersion?: number): Promise<RouteRow> {
  const [row] = await tx.select().from(courierRoutes).where(eq(courierRoutes.id, id)).for('update');
  if (!row || row.status === 'Deleted') throw notFound('Route not found');
  if (lockVersion !== undefined && row.lockVersion !== lockVersion) {
    throw conflict('The route was changed by somebody else; reload it');
  }
  return row;
}

function requireDraft(route: RouteRow): void {
  if (route.status !== 'Draft') throw businessRule('ROUTE_NOT_DRAFT', 'Only a draft route can be changed');
}

async function shiftOf(tx: Transaction, courier: string, divisionId: string, day: string) {
  const [shift] = await tx
    .select()
    .from(courierShifts)
    .where(
      and(
        eq(courierShifts.courier, courier),
        eq(courierShifts.divisionId, divisionId),
        eq(courierShifts.day, day),
        isNull(courierShifts.deletedAt),
      ),
    );
  if (!shift)
    throw businessRule('COURIER_NOT_ON_SHIFT', 'The courier is not on shift in the division that day');
  return shift;
}

/**
 * Moves a stop to another route (or another place of its own) as the dispatcher dragged it. Both
 * routes are re-timed from the matrix; when a window, the capacity, the lunch or the shift end
 * no longer holds, the move is refused (422 ROUTE_NOT_FEASIBLE) and nothing is written. Without a
 * position the stop goes where it lengthens the target route least while staying feasible.
 */
export async function moveStop(db: Database, user: AuthUser, routeId: string, body: RouteStopMove) {
  return db.transaction(async (tx) => {
    const source = await lockRoute(tx, routeId, body.lockVersion);
    const sameRoute = body.targetRouteId === routeId;
    const target = sameRoute ? source : await lockRoute(tx, body.targetRouteId, body.targetLockVersion);
    requireDraft(source);
    requireDraft(target);
    if (target.divisionId !== source.divisionId || target.day !== source.day) {
      throw businessRule('ROUTE_OTHER_DAY', 'A stop moves only between routes of one division and day');
    }
    if (!source.courier || !target.courier)
      throw businessRule('ROUTE_WITHOUT_COURIER', 'The route has no courier');
    await lockDivisionDay(tx, source.divisionId, source.day);
    const division = await readDivision(tx, source.divisionId);
    const depot = depotOf(division);
    const settings = await planningSettings(tx, division.id);
    const routeIds = sameRoute ? [source.id] : [source.id, target.id];
    const rows = await tx
      .select()
      .from(routeStops)
      .where(inArray(routeStops.routeId, routeIds))
      .orderBy(asc(routeStops.position));
    const moving = rows.find((row) => row.id === body.stopId && row.routeId === source.id);
    if (!moving) throw notFound('Stop not found in the route');
    const stops: PlanningStop[] = rows.map((row) => planningStopOf(row, source.day, division.zone));
    const customerOf = (rowId: string) => String(rows.findIndex((row) => row.id === rowId));
    const orderOf = (id: string) =>
      rows.filter((row) => row.routeId === id && row.id !== moving.id).map((row) => customerOf(row.id));
    const shifts = [await shiftOf(tx, source.courier, division.id, source.day)];
    if (!sameRoute) shifts.push(await shiftOf(tx, target.courier, division.id, source.day));
    const input = { depot, stops, shifts: shifts.map(planningShift), settings };
    const matrix = await travelTimesFor(settings).matrix(matrixPoints(input));
    const problem = routingProblem(input, matrix);
    const shiftOfRoute = (route: RouteRow) => planningShift(shifts.find((s) => s.courier === route.courier)!);
    const vehicleOfRoute = (route: RouteRow) => vehicleOf(shiftOfRoute(route), settings);
    const sourceOrder = orderOf(source.id);
    const targetBase = sameRoute ? sourceOrder : orderOf(target.id);
    const movingId = customerOf(moving.id);
    const positions =
      body.position !== undefined
        ? [Math.min(body.position, targetBase.length)]
        : Array.from({ length: targetBase.length + 1 }, (_, i) => i);
    let best: PlannedRoute | undefined;
    for (const position of positions) {
      const order = [...targetBase.slice(0, position), movingId, ...targetBase.slice(position)];
      const planned = scheduleRoute(problem, vehicleOfRoute(target), order);
      if (planned && (!best || planned.distance < best.distance)) best = planned;
    }
    const sourcePlanned = sameRoute ? best : scheduleRoute(problem, vehicleOfRoute(source), sourceOrder);
    if (!best || (!sameRoute && !sourcePlanned)) {
      throw businessRule(
        'ROUTE_NOT_FEASIBLE',
        "The stop does not fit the courier's route: a time window, the capacity, the lunch break or the shift end would be broken",
      );
    }
    // The routing package's independent checker has the last word on the two routes.
    const planned = sameRoute ? [best] : [sourcePlanned!, best].filter((route) => route.stops.length > 0);
    const solution: RoutingSolution = {
      routes: planned,
      unassigned: [],
      vehicles: planned.length,
      distance: planned.reduce((sum, route) => sum + route.distance, 0),
      iterations: 0,
      elapsedMs: 0,
    };
    const check = checkSolution(problem, solution);
    if (check.violations.length > 0) {
      throw businessRule('ROUTE_NOT_FEASIBLE', `The move breaks a rule: ${check.violations[0]}`);
    }
    const clock = dayClock(source.day, division.zone);
    await writePlannedRoute(
      tx,
      target.id,
      best,
      stops,
      settings,
      clock,
      routeEnds(shiftOfRoute(target), depot),
      {
        lockVersion: target.lockVersion + 1,
      },
    );
    if (!sameRoute) {
      await writePlannedRoute(
        tx,
        source.id,
        sourcePlanned,
        stops,
        settings,
        clock,
        routeEnds(shiftOfRoute(source), depot),
        {
          lockVersion: source.lockVersion + 1,
        },
      );
    }
    await recordRouteChange(tx, user, {
      action: 'move-stop',
      routeId: source.id,
      after: { stop: moving.refId, targetRouteId: target.id },
    });
    if (!sameRoute)
      await recordRouteChange(tx, user, {
        action: 'receive-stop',
        routeId: target.id,
        after: { stop: moving.refId, sourceRouteId: source.id },
      });
    return { source: await readRoute(tx, source.id), target: await readRoute(tx, target.id) };
  });
}

export async function userIdOf(tx: Transaction, login: string): Promise<string> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw businessRule('COURIER_UNKNOWN', 'The courier is not a user of the console');
  return row.id;
}

/** Makes a task (locked by the caller) the courier's, with a line of its history naming the route. */
export async function giveTaskToCourier(
  tx: Transaction,
  user: AuthUser,
  task: typeof tasks.$inferSelect,
  courier: string,
  routeNumber: string,
): Promise<void> {
  const entry: TaskStatusEntry = {
    status: task.status,
    dateTime: new Date().toISOString(),
    user: user.login,
    executor: courier,
    note: `route ${routeNumber}`,
  };
  await tx
    .update(tasks)
    .set({
      executor: courier,
      statuses: [...task.statuses, entry],
      lockVersion: task.lockVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(tasks.id, task.id));
}

/** Gives the route's pickups and tasks to its courier: pickups through the pickups feature, tasks as executor. */
async function assignStops(tx: Transaction, user: AuthUser, route: RouteRow, courier: string): Promise<void> {
  const courierId = await userIdOf(tx, courier);
  const stops = await tx
    .select()
    .from(routeStops)
    .where(eq(routeStops.routeId, route.id))
    .orderBy(asc(routeStops.position));
  for (const stop of stops.filter((row) => row.kind === 'pickup')) {
    await appointPickupCourier(tx, user, stop.refId, courierId);
  }
  const taskIds = stops.filter((row) => row.kind === 'task').map((row) => row.refId);
  if (taskIds.length > 0) {
    const rows = await tx.select().from(tasks).where(inArray(tasks.id, taskIds)).for('update');
    for (const task of rows) {
      if (task.executor !== courier) await giveTaskToCourier(tx, user, task, courier, route.number);
    }
  }
  await upsertPersonalTask(tx, user, route, courier, stops);
}

/** The courier's personal task of the day carries the route (registers §3.2 "taskContextData"). */
async function upsertPersonalTask(
  tx: Transaction,
  user: AuthUser,
  route: RouteRow,
  courier: string,
  stops: (typeof routeStops.$inferSelect)[],
): Promise<void> {
  const context = {
    title: `Route ${route.number}`,
    routeId: route.id,
    vehicleNumber: route.vehicleNumber,
    pickups: stops.filter((stop) => stop.kind === 'pickup').map((stop) => stop.refId),
    tasks: stops.filter((stop) => stop.kind === 'task').map((stop) => stop.refId),
    shipmentPickupAmount: stops.filter((stop) => stop.kind === 'pickup').length,
    shipmentDeliveryAmount: stops.filter((stop) => stop.kind === 'task').length,
  };
  const [existing] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.type, 'Personal'),
        eq(tasks.executor, courier),
        eq(tasks.day, route.day),
        isNull(tasks.deletedAt),
      ),
    )
    .for('update');
  if (existing) {
    await tx
      .update(tasks)
      .set({ taskContextData: context, lockVersion: existing.lockVersion + 1, updatedAt: new Date() })
      .where(eq(tasks.id, existing.id));
    return;
  }
  await tx.insert(tasks).values({
    type: 'Personal',
    divisionId: route.divisionId,
    executor: courier,
    createdByUser: user.login,
    day: route.day,
    title: context.title,
    taskContextData: context,
    statuses: [{ status: 'New', dateTime: new Date().toISOString(), user: user.login, executor: courier }],
  });
}

/** `PUT routes/{id}/confirm`: Draft → Created; the pickups get their courier, the tasks their executor. */
export async function confirmRoute(db: Database, user: AuthUser, id: string, lockVersion: number) {
  return db.transaction(async (tx) => {
    const route = await lockRoute(tx, id, lockVersion);
    requireDraft(route);
    if (!route.courier) throw businessRule('ROUTE_WITHOUT_COURIER', 'The route has no courier');
    await assignStops(tx, user, route, route.courier);
    await tx
      .update(courierRoutes)
      .set({ status: 'Created', lockVersion: route.lockVersion + 1, updatedAt: new Date() })
      .where(eq(courierRoutes.id, id));
    await recordRouteChange(tx, user, { action: 'confirm', routeId: id, before: route });
    return readRoute(tx, id);
  });
}

async function checkCourierFree(tx: Transaction, route: RouteRow, courier: string): Promise<void> {
  await shiftOf(tx, courier, route.divisionId, route.day);
  const [other] = await tx
    .select({ id: courierRoutes.id })
    .from(courierRoutes)
    .where(
      and(
        eq(courierRoutes.courier, courier),
        eq(courierRoutes.day, route.day),
        ne(courierRoutes.status, 'Deleted'),
        ne(courierRoutes.id, route.id),
      ),
    );
  if (other) throw businessRule('COURIER_HAS_ROUTE', 'The courier already has a route that day');
}

/**
 * `PUT routes/{id}/courier`: another courier on shift takes the route (the initial courier is
 * kept). A confirmed route's pickups and tasks go to the new courier too.
 */
export async function changeCourier(
  db: Database,
  user: AuthUser,
  id: string,
  courier: string,
  lockVersion: number,
) {
  return db.transaction(async (tx) => {
    const route = await lockRoute(tx, id, lockVersion);
    await checkCourierFree(tx, route, courier);
    const shift = await shiftOf(tx, courier, route.divisionId, route.day);
    await replanFor(tx, route, shift);
    if (route.status === 'Created') await assignStops(tx, user, route, courier);
    await tx
      .update(courierRoutes)
      .set({
        courier,
        vehicleNumber: shift.vehicleNumber ?? route.vehicleNumber,
        lockVersion: route.lockVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(courierRoutes.id, id));
    await recordRouteChange(tx, user, { action: 'courier', routeId: id, before: route });
    return readRoute(tx, id);
  });
}

/**
 * A route given to another courier is driven in their vehicle, from their start (issue 29): a stop
 * their vehicle cannot take, a load over its weight or volume somewhere on the way, or a window
 * their shift misses refuses the hand-over (422). A draft is re-timed from the new courier's start;
 * a confirmed route keeps its times (the courier takes it over where it is).
 */
async function replanFor(tx: Transaction, route: RouteRow, shiftRow: typeof courierShifts.$inferSelect) {
  const division = await readDivision(tx, route.divisionId);
  const depot = depotOf(division);
  const settings = await planningSettings(tx, division.id);
  const rows = await tx
    .select()
    .from(routeStops)
    .where(eq(routeStops.routeId, route.id))
    .orderBy(asc(routeStops.position));
  const stops = rows.map((row) => planningStopOf(row, route.day, division.zone));
  const shift = planningShift(shiftRow);
  const input = { depot, stops, shifts: [shift], settings };
  const problem = routingProblem(input, await travelTimesFor(settings).matrix(matrixPoints(input)));
  const vehicle = problem.vehicles[0]!;
  const order = stops.map((_, index) => String(index));
  const planned = route.status === 'Draft' ? scheduleRoute(problem, vehicle, order) : undefined;
  const fits =
    route.status === 'Draft'
      ? planned !== undefined
      : problem.customers.every((customer) => mayServe(vehicle, customer)) &&
        loadFits(vehicle, problem.customers);
  if (!fits) {
    throw businessRule(
      'ROUTE_NOT_FEASIBLE',
      'The route does not fit the courier: their vehicle, its capacity or their shift cannot take it',
    );
  }
  if (planned) {
    await writePlannedRoute(
      tx,
      route.id,
      planned,
      stops,
      settings,
      dayClock(route.day, division.zone),
      routeEnds(shift, depot),
    );
  }
}

/** `PUT routes/{id}/initial-courier`: the courier the route was planned for (kept when it is handed over). */
export async function changeInitialCourier(
  db: Database,
  user: AuthUser,
  id: string,
  courier: string,
  lockVersion: number,
) {
  return db.transaction(async (tx) => {
    const route = await lockRoute(tx, id, lockVersion);
    await shiftOf(tx, courier, route.divisionId, route.day);
    await tx
      .update(courierRoutes)
      .set({ initialCourier: courier, lockVersion: route.lockVersion + 1, updatedAt: new Date() })
      .where(eq(courierRoutes.id, id));
    await recordRouteChange(tx, user, { action: 'initial-courier', routeId: id, before: route });
    return readRoute(tx, id);
  });
}

/** `POST routes`: an empty Draft route for a courier on shift without a route that day. */
export async function createRoute(
  db: Database,
  user: AuthUser,
  body: { divisionId: string; day: string; courier: string },
) {
  return db.transaction(async (tx) => {
    const shift = await shiftOf(tx, body.courier, body.divisionId, body.day);
    const probe = {
      id: '00000000-0000-0000-0000-000000000000',
      divisionId: body.divisionId,
      day: body.day,
    } as RouteRow;
    await checkCourierFree(tx, probe, body.courier);
    const [route] = await tx
      .insert(courierRoutes)
      .values({
        number: await nextNumber(tx, routeNumbers, 'RT', 12),
        divisionId: body.divisionId,
        day: body.day,
        courier: body.courier,
        initialCourier: body.courier,
        vehicleNumber: shift.vehicleNumber,
        createdByUser: user.login,
      })
      .returning({ id: courierRoutes.id });
    await recordRouteChange(tx, user, { action: 'create', routeId: route!.id });
    return readRoute(tx, route!.id);
  });
}
