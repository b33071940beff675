import type { RouteBuild, RouteBuildResult } from '@console/domain';
import { checkSolution, type RoutingProblem, type RoutingSolution, solveInWorker } from '@console/routing';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { courierRoutes, routeNumbers } from './courier-routes-tables.ts';
import { recordRouteChange } from './route-events.ts';
import { dayClock, openStops, planningSettings, planningShift, shiftsToPlan } from './route-planning.ts';
import { matrixPoints, routeEnds, routingProblem } from './route-problem.ts';
import { type PlanningDivision, readDivision, readRoutes, writePlannedRoute } from './route-store.ts';
import { travelTimesFor } from './travel-times.ts';

/** A few seconds: the dispatcher waits for the answer (the API stays free: the solver runs in a worker). */
export const DEFAULT_BUILD_BUDGET_MS = 3000;

/** The division's place is the depot: a division without coordinates cannot be planned. */
export function depotOf(division: PlanningDivision): { lat: number; lon: number } {
  if (division.latitude === null || division.longitude === null) {
    throw businessRule('DIVISION_WITHOUT_PLACE', 'The division has no coordinates to start routes from');
  }
  return { lat: division.latitude, lon: division.longitude };
}

/** Only one build of a division's day at a time (two dispatchers pressing Build together). */
export async function lockDivisionDay(tx: Transaction, divisionId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`routes:${divisionId}:${day}`}))`);
}

/** How a problem is solved: in a worker thread with a time budget (the demo seed runs it in place). */
export type Solver = (
  problem: RoutingProblem,
  timeLimitMs: number,
  options?: SolveHooks,
) => Promise<RoutingSolution>;

export interface SolveHooks {
  /** Share (0–1) of the time budget spent so far. */
  onProgress?: (share: number) => void;
  /** Stops the search (its promise rejects). */
  signal?: AbortSignal;
}

const workerSolver: Solver = (problem, timeLimitMs, options = {}) =>
  solveInWorker(problem, {
    timeLimitMs,
    seed: 1,
    progressIntervalMs: 500,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress
      ? { onProgress: (progress) => options.onProgress?.(Math.min(1, progress.elapsedMs / timeLimitMs)) }
      : {}),
  });

export interface BuildOptions extends SolveHooks {
  solver?: Solver;
  /** Runs in the transaction that writes the routes, under the day's lock (a job checks there that it still holds its claim). */
  beforeWrite?: (tx: Transaction) => Promise<void>;
}

/**
 * What fails a build at once, before it is queued: a division without a place or without a courier
 * on shift that day (`buildRoutes` checks both again when it runs).
 */
export async function checkBuildable(db: Database, body: RouteBuild): Promise<void> {
  depotOf(await readDivision(db, body.divisionId));
  if ((await shiftsToPlan(db, body.divisionId, body.day)).length === 0) throw noCouriersOnShift();
}

const noCouriersOnShift = () =>
  businessRule(
    'NO_COURIERS_ON_SHIFT',
    'No courier is on shift in the division that day without a confirmed route',
  );

/**
 * Build routes (issue 10): the division's open pickups and delivery tasks of the day, its couriers
 * on shift and its route optimisation settings go to the solver in a worker thread; the answer,
 * re-checked by the routing package's independent checker, replaces the day's Draft routes.
 */
export async function buildRoutes(
  db: Database,
  user: AuthUser,
  body: RouteBuild,
  options: BuildOptions = {},
): Promise<RouteBuildResult> {
  const { solver = workerSolver, beforeWrite, ...hooks } = options;
  const division = await readDivision(db, body.divisionId);
  const depot = depotOf(division);
  const settings = await planningSettings(db, division.id);
  const shiftRows = await shiftsToPlan(db, division.id, body.day);
  if (shiftRows.length === 0) throw noCouriersOnShift();
  const stops = await openStops(db, division, body.day);
  const input = { depot, stops, shifts: shiftRows.map(planningShift), settings };
  const matrix = await travelTimesFor(settings).matrix(matrixPoints(input));
  const problem = routingProblem(input, matrix);
  const solution: RoutingSolution =
    stops.length === 0
      ? { routes: [], unassigned: [], vehicles: 0, distance: 0, iterations: 0, elapsedMs: 0 }
      : await solver(problem, body.timeLimitMs ?? DEFAULT_BUILD_BUDGET_MS, hooks);
  const check = checkSolution(problem, solution);
  if (check.violations.length > 0) {
    throw businessRule('ROUTE_NOT_FEASIBLE', `The plan breaks a rule: ${check.violations[0]}`);
  }
  const clock = dayClock(body.day, division.zone);
  const ids = await db.transaction(async (tx) => {
    await lockDivisionDay(tx, division.id, body.day);
    await beforeWrite?.(tx);
    // A new build replaces the day's drafts; confirmed routes stay.
    await tx
      .update(courierRoutes)
      .set({ status: 'Deleted', deletedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(courierRoutes.divisionId, division.id),
          eq(courierRoutes.day, body.day),
          eq(courierRoutes.status, 'Draft'),
        ),
      );
    const created: string[] = [];
    for (const planned of solution.routes) {
      const shift = shiftRows.find((row) => row.courier === planned.vehicleId);
      const [route] = await tx
        .insert(courierRoutes)
        .values({
          number: await nextNumber(tx, routeNumbers, 'RT', 12),
          status: 'Draft',
          divisionId: division.id,
          day: body.day,
          courier: planned.vehicleId,
          initialCourier: planned.vehicleId,
          vehicleNumber: shift?.vehicleNumber ?? null,
          createdByUser: user.login,
        })
        .returning({ id: courierRoutes.id });
      const ends = routeEnds(input.shifts[shiftRows.indexOf(shift!)]!, depot);
      await writePlannedRoute(tx, route!.id, planned, stops, settings, clock, ends);
      await recordRouteChange(tx, user, { action: 'build', routeId: route!.id });
      created.push(route!.id);
    }
    return created;
  });
  return {
    routes: await readRoutes(db, ids),
    unassigned: solution.unassigned.map((id) => {
      const stop = stops[Number(id)]!;
      return { kind: stop.kind, refId: stop.refId, label: stop.label };
    }),
    distanceMetres: solution.distance,
    elapsedMs: Math.round(solution.elapsedMs),
  };
}
