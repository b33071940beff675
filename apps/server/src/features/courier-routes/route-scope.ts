import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { divisionScopeOf, isInDivisionScope } from '../tasks/task-scope.ts';
import { courierRoutes } from './courier-routes-tables.ts';

/** A route outside the caller's divisions answers 404, as one that does not exist; its courier sees it too. */
export async function checkRouteInScope(
  executor: Database | Transaction,
  user: AuthUser,
  routeId: string,
): Promise<void> {
  const [row] = await executor
    .select({ divisionId: courierRoutes.divisionId, courier: courierRoutes.courier })
    .from(courierRoutes)
    .where(eq(courierRoutes.id, routeId));
  if (!row) throw notFound('Route not found');
  if (row.courier === user.login) return;
  if (!isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId))
    throw notFound('Route not found');
}
