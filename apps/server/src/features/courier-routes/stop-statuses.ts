import { and, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { pickups } from '../pickups/pickups-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';
import type { routeStops } from './courier-routes-tables.ts';

/**
 * Of a route's stops, the task and pickup ids whose record is now in one of the statuses given
 * (open ones for what is left to do, failed ones for the map's colours). A deleted task counts as
 * deleted only when `Deleted` is among the task statuses asked for.
 */
export async function refIdsInStatuses(
  executor: Database | Transaction,
  rows: readonly Pick<typeof routeStops.$inferSelect, 'kind' | 'refId'>[],
  statuses: { tasks: readonly string[]; pickups: readonly string[] },
): Promise<Set<string>> {
  const taskIds = rows.filter((row) => row.kind === 'task').map((row) => row.refId);
  const pickupIds = rows.filter((row) => row.kind === 'pickup').map((row) => row.refId);
  const [taskRows, pickupRows] = await Promise.all([
    taskIds.length
      ? executor
          .select({ id: tasks.id })
          .from(tasks)
          .where(
            and(
              inArray(tasks.id, taskIds),
              inArray(tasks.status, [...statuses.tasks] as (typeof tasks.$inferSelect.status)[]),
              statuses.tasks.includes('Deleted') ? undefined : isNull(tasks.deletedAt),
            ),
          )
      : [],
    pickupIds.length
      ? executor
          .select({ id: pickups.id })
          .from(pickups)
          .where(
            and(
              inArray(pickups.id, pickupIds),
              inArray(pickups.status, [...statuses.pickups] as (typeof pickups.$inferSelect.status)[]),
            ),
          )
      : [],
  ]);
  return new Set([...taskRows, ...pickupRows].map((row) => row.id));
}
