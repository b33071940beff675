import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope, requireInScope } from '../../http/record-scope.ts';
import { divisionScopeOf, isInDivisionScope } from '../tasks/task-scope.ts';
import { courierRoutes, courierShifts } from './courier-routes-tables.ts';

/** A route outside the caller's divisions answers 404, as one that does not exist; its courier sees it too. */
export const ROUTE_SCOPE = recordScope({
  record: 'courier route',
  notFound: 'Route not found',
  table: courierRoutes,
  id: courierRoutes.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: courierRoutes.divisionId, courier: courierRoutes.courier })
      .from(courierRoutes)
      .where(eq(courierRoutes.id, id));
    if (!row) return false;
    return (
      row.courier === user.login || isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId)
    );
  },
});

/** A body-borne route id (the target of a stop move) goes through the same scope. */
export const checkRouteInScope = (executor: Database | Transaction, user: AuthUser, routeId: string) =>
  requireInScope(executor, ROUTE_SCOPE, user, routeId);

/** A shift outside the caller's divisions answers 404, as one that does not exist. */
export const SHIFT_SCOPE = recordScope({
  record: 'courier shift',
  notFound: 'Shift not found',
  table: courierShifts,
  id: courierShifts.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: courierShifts.divisionId })
      .from(courierShifts)
      .where(and(eq(courierShifts.id, id), isNull(courierShifts.deletedAt)));
    return row !== undefined && isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId);
  },
});
