import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { publishDispatchEvent } from '../live-dispatch/dispatch-events.ts';
import { courierRoutes } from './courier-routes-tables.ts';

/**
 * Every change of a route goes through here: its audit entry, and the live-dispatch event (issue 27)
 * that the courier management hub hears when the change commits, so the routes register, the day's
 * plan and the monitoring follow it on every dispatcher's screen without a reload.
 */
export async function recordRouteChange(
  tx: Transaction,
  user: AuthUser,
  change: { action: string; routeId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordAudit(tx, user, {
    action: change.action,
    entity: 'routes',
    entityId: change.routeId,
    before: change.before,
    after: change.after,
  });
  const [route] = await tx
    .select({
      divisionId: courierRoutes.divisionId,
      number: courierRoutes.number,
      status: courierRoutes.status,
      courier: courierRoutes.courier,
      day: courierRoutes.day,
    })
    .from(courierRoutes)
    .where(eq(courierRoutes.id, change.routeId));
  if (!route) return;
  await publishDispatchEvent(tx, {
    kind: 'route',
    divisionId: route.divisionId,
    data: {
      routeId: change.routeId,
      number: route.number,
      status: route.status,
      courier: route.courier,
      action: change.action,
      day: route.day,
    },
  });
}
