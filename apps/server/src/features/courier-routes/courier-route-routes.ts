import {
  type CourierShiftView,
  courierShiftQuerySchema,
  courierShiftSchema,
  dispatchMonitoringQuerySchema,
  isDispatcher,
  lateStopsQuerySchema,
  liveInsertionConfirmSchema,
  liveInsertionQuerySchema,
  routeConfirmSchema,
  routeCourierSchema,
  routeCreateSchema,
  routePolylinesQuerySchema,
  routeStopMoveSchema,
  type ShiftCourier,
  shiftCouriersQuerySchema,
  todayIn,
  waitingStopsQuerySchema,
} from '@console/domain';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { anyRole, type Permission, routeRoles } from '../../http/permissions.ts';
import { TASK_WORK } from '../tasks/task-routes.ts';
import { checkDivisionInScope, checkTaskInScope, divisionScopeOf } from '../tasks/task-scope.ts';
import { readTask } from '../tasks/task-service.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { userDivision } from '../users/user-division.ts';
import { courierRoutes } from './courier-routes-tables.ts';
import { deleteCourierShift, divisionCouriers, saveCourierShift, shiftsOfDay } from './courier-shifts.ts';
import { dispatchMonitoring, lateStops } from './dispatch-monitoring.ts';
import { confirmLiveInsertion, proposeLiveInsertion, waitingStops } from './route-live-insertion.ts';
import { checkRouteInScope, ROUTE_SCOPE, SHIFT_SCOPE } from './route-scope.ts';
import { changeCourier, changeInitialCourier, confirmRoute, createRoute, moveStop } from './route-service.ts';
import { readDivision, readRoute, readRoutes } from './route-store.ts';

const idParams = z.strictObject({ id: z.uuid() });

/** Building, changing and confirming routes, and watching couriers: the courier management hub's roles. */
/** A route by id: the dispatch screens' roles, and the couriers' task screens (their own route). */
const ROUTE_READ: Permission = anyRole(
  ...routeRoles(
    'courier_hub_workplace',
    'courier_management_hub',
    'processing_hub',
    'tasks',
    'personal_task',
  ),
);

export const DISPATCH: Permission = {
  kind: 'check',
  describe: 'a dispatcher (courier_management_hub roles)',
  allows: (user) => isDispatcher(user),
};

/** Registers §7 "Routes", "Tasks" (dispatch monitoring, polylines) and issue 10's routes (building: route-build-routes.ts). */
export async function courierRouteRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['routes'];
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      return rethrowAsClientError(error);
    }
  };

  routes.get(
    '/routes/:id',
    { config: { permission: ROUTE_READ, scope: { id: ROUTE_SCOPE } }, schema: { tags, params: idParams } },
    (request) => readRoute(db, request.params.id),
  );

  routes.post(
    '/routes',
    { config: { permission: DISPATCH }, schema: { tags, body: routeCreateSchema } },
    async (request, reply) => {
      await checkDivisionInScope(db, request.authUser!, request.body.divisionId);
      const route = await guard(() => createRoute(db, request.authUser!, request.body));
      return reply.status(201).send(route);
    },
  );

  routes.post(
    '/routes/:id/stops/move',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_SCOPE } },
      schema: { tags, params: idParams, body: routeStopMoveSchema },
    },
    async (request) => {
      await checkRouteInScope(db, request.authUser!, request.body.targetRouteId);
      return guard(() => moveStop(db, request.authUser!, request.params.id, request.body));
    },
  );

  routes.put(
    '/routes/:id/confirm',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_SCOPE } },
      schema: { tags, params: idParams, body: routeConfirmSchema },
    },
    (request) =>
      guard(() => confirmRoute(db, request.authUser!, request.params.id, request.body.lockVersion)),
  );

  routes.put(
    '/routes/:id/courier',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_SCOPE } },
      schema: { tags, params: idParams, body: routeCourierSchema },
    },
    (request) =>
      guard(() =>
        changeCourier(
          db,
          request.authUser!,
          request.params.id,
          request.body.courier,
          request.body.lockVersion,
        ),
      ),
  );

  routes.put(
    '/routes/:id/initial-courier',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_SCOPE } },
      schema: { tags, params: idParams, body: routeCourierSchema },
    },
    (request) =>
      guard(() =>
        changeInitialCourier(
          db,
          request.authUser!,
          request.params.id,
          request.body.courier,
          request.body.lockVersion,
        ),
      ),
  );

  /** Who is on shift (beyond the spec's calls: building needs the couriers of the day). */
  routes.get(
    '/courier-shifts',
    { config: { permission: DISPATCH }, schema: { tags, querystring: courierShiftQuerySchema } },
    async (request) => {
      await checkDivisionInScope(db, request.authUser!, request.query.divisionId);
      // Typed as the console reads it, so a column renamed or retyped fails the build, not the hub.
      const items: CourierShiftView[] = await shiftsOfDay(db, request.query.divisionId, request.query.day);
      return { items };
    },
  );

  routes.post(
    '/courier-shifts',
    { config: { permission: DISPATCH }, schema: { tags, body: courierShiftSchema } },
    async (request, reply) => {
      await checkDivisionInScope(db, request.authUser!, request.body.divisionId);
      const shift = await guard(() =>
        db.transaction((tx) => saveCourierShift(tx, request.authUser!, request.body)),
      );
      return reply.status(201).send(shift);
    },
  );

  /** Takes a courier off shift (one who holds a route of the day keeps it: 422 SHIFT_HAS_ROUTE). */
  routes.delete(
    '/courier-shifts/:id',
    { config: { permission: DISPATCH, scope: { id: SHIFT_SCOPE } }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await guard(() => db.transaction((tx) => deleteCourierShift(tx, request.authUser!, request.params.id)));
      return reply.status(204).send();
    },
  );

  /** Whom a shift can be for: the division's couriers, so the hub offers names, not a typed login. */
  routes.get(
    '/courier-shifts/couriers',
    { config: { permission: DISPATCH }, schema: { tags, querystring: shiftCouriersQuerySchema } },
    async (request) => {
      await checkDivisionInScope(db, request.authUser!, request.query.divisionId);
      const items: ShiftCourier[] = await divisionCouriers(db, request.query.divisionId);
      return { items };
    },
  );

  routes.get(
    '/routes/waiting-stops',
    { config: { permission: DISPATCH }, schema: { tags, querystring: waitingStopsQuerySchema } },
    async (request) => {
      await checkDivisionInScope(db, request.authUser!, request.query.divisionId);
      return waitingStops(db, request.query.divisionId, request.query.day);
    },
  );

  /** Issue 27: where a task or pickup that came in during the day fits today's live routes (nothing written). */
  routes.post(
    '/routes/live-insertion',
    { config: { permission: DISPATCH }, schema: { tags, body: liveInsertionQuerySchema } },
    async (request) => {
      await checkDivisionInScope(db, request.authUser!, request.body.divisionId);
      return guard(() => proposeLiveInsertion(db, request.body));
    },
  );

  routes.put(
    '/routes/:id/live-insertion',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_SCOPE } },
      schema: { tags, params: idParams, body: liveInsertionConfirmSchema },
    },
    (request) => guard(() => confirmLiveInsertion(db, request.authUser!, request.params.id, request.body)),
  );

  routes.get(
    '/dispatch-monitoring',
    { config: { permission: DISPATCH }, schema: { tags, querystring: dispatchMonitoringQuerySchema } },
    async (request) => {
      await checkDivisionInScope(db, request.authUser!, request.query.divisionId);
      const division = await readDivision(db, request.query.divisionId);
      return dispatchMonitoring(db, division, request.query);
    },
  );

  routes.get(
    '/dispatch-monitoring/late-stops',
    { config: { permission: DISPATCH }, schema: { tags, querystring: lateStopsQuerySchema } },
    async (request) => {
      const user = request.authUser!;
      const divisionId = request.query.divisionId ?? (await userDivision(db, user.id)).divisionId;
      if (!divisionId) return { items: [], total: 0 };
      await checkDivisionInScope(db, user, divisionId);
      return lateStops(db, await readDivision(db, divisionId), request.query.limit);
    },
  );

  /** Registers §7 "GET task-groups/route-polylines (vehicleNumbers)": the latest route of each vehicle. */
  routes.get(
    '/task-groups/route-polylines',
    { config: { permission: DISPATCH }, schema: { tags, querystring: routePolylinesQuerySchema } },
    async (request) => {
      const scope = await divisionScopeOf(db, request.authUser!);
      const rows = await db
        .select({
          vehicleNumber: courierRoutes.vehicleNumber,
          polyline: courierRoutes.polyline,
          divisionId: courierRoutes.divisionId,
        })
        .from(courierRoutes)
        .where(
          and(
            inArray(courierRoutes.vehicleNumber, request.query.vehicleNumbers),
            ne(courierRoutes.status, 'Deleted'),
            isNull(courierRoutes.deletedAt),
          ),
        )
        .orderBy(desc(courierRoutes.day), desc(courierRoutes.createdAt));
      const seen = new Set<string>();
      const items = [];
      for (const row of rows) {
        if (!row.vehicleNumber || seen.has(row.vehicleNumber)) continue;
        if (scope.kind === 'division' && scope.divisionId !== row.divisionId) continue;
        seen.add(row.vehicleNumber);
        items.push({ vehicleNumber: row.vehicleNumber, polyline: row.polyline });
      }
      return { items };
    },
  );

  /**
   * The personal task of the signed-in courier (route personal_task): the Personal task of the day
   * with the route it carries; `id` opens somebody's personal task (a dispatcher's look).
   */
  routes.get(
    '/tasks/personal',
    {
      config: { permission: TASK_WORK },
      schema: {
        tags: ['tasks'],
        querystring: z.strictObject({ id: z.uuid().optional(), day: z.iso.date().optional() }),
      },
    },
    async (request) => {
      const user = request.authUser!;
      let taskId = request.query.id;
      if (taskId) {
        await checkTaskInScope(db, user, taskId);
      } else {
        const { divisionId } = await userDivision(db, user.id);
        const zone = divisionId ? (await readDivision(db, divisionId)).zone : 'UTC';
        const day = request.query.day ?? todayIn(zone);
        const [row] = await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(
            and(
              eq(tasks.type, 'Personal'),
              eq(tasks.executor, user.login),
              eq(tasks.day, day),
              isNull(tasks.deletedAt),
            ),
          );
        // A day without a personal task is an empty day, not a missing record (issue 25).
        if (!row) return { task: null, route: null };
        taskId = row.id;
      }
      const task = await readTask(db, taskId);
      if (task.type !== 'Personal') throw notFound('Task not found');
      const routeId = task.taskContextData.routeId;
      const [route] = routeId ? await readRoutes(db, [routeId]) : [];
      return { task, route: route ?? null };
    },
  );
}
