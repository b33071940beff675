import { hasAnyRole } from '@console/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope, requireInScope } from '../../http/record-scope.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { userDivision } from '../users/user-division.ts';
import { tasks } from './tasks-table.ts';

type Executor = Database | Transaction;

/** Roles that see every division's tasks and routes (as the visit list: registers §6). */
const UNSCOPED_ROLES = ['administrator_god', 'service_desk', 'multi_country'] as const;

/**
 * Which divisions' tasks and routes a user works with: every division, or their own. A task given
 * to the user as executor is theirs whatever its division (a courier lent to another branch).
 */
export type DivisionScope = { kind: 'all' } | { kind: 'division'; divisionId: string | null };

export async function divisionScopeOf(executor: Executor, user: AuthUser): Promise<DivisionScope> {
  if (hasAnyRole(user.groups, UNSCOPED_ROLES)) return { kind: 'all' };
  const { divisionId } = await userDivision(executor, user.id);
  return { kind: 'division', divisionId };
}

export function isInDivisionScope(scope: DivisionScope, divisionId: string): boolean {
  return scope.kind === 'all' || scope.divisionId === divisionId;
}

/**
 * The divisions whose unassigned tasks wait in the user's queue (registers §2.4: "unassigned in the
 * user's branch or branches within one location"): their working division and the live divisions
 * of the same settlement.
 */
export async function locationDivisionIds(executor: Executor, user: AuthUser): Promise<string[]> {
  const { divisionId } = await userDivision(executor, user.id);
  if (!divisionId) return [];
  const rows = await executor
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        isNull(divisions.deletedAt),
        sql`(${divisions.id} = ${divisionId} or ${divisions.settlementId} = (select d.settlement_id from divisions d where d.id = ${divisionId}))`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A task outside the caller's scope answers 404, as one that does not exist (docs/decisions.md
 * "Record scope"); a task given to the caller as executor is theirs whatever its division, and an
 * unassigned one of their location's branches is in their queue.
 */
export const TASK_SCOPE = recordScope({
  record: 'task',
  notFound: 'Task not found',
  table: tasks,
  id: tasks.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: tasks.divisionId, executor: tasks.executor })
      .from(tasks)
      .where(eq(tasks.id, id));
    if (!row) return false;
    if (row.executor === user.login) return true;
    if (isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId)) return true;
    // An unassigned task of a branch of the user's location is in their queue, to be taken.
    return row.executor === null && (await locationDivisionIds(executor, user)).includes(row.divisionId);
  },
});

/** A body-borne task id (a route's stops) goes through the same scope. */
export const checkTaskInScope = (executor: Executor, user: AuthUser, taskId: string) =>
  requireInScope(executor, TASK_SCOPE, user, taskId);

/** A division outside the caller's scope (building routes, monitoring) answers 404 too. */
export async function checkDivisionInScope(executor: Executor, user: AuthUser, divisionId: string) {
  if (!isInDivisionScope(await divisionScopeOf(executor, user), divisionId))
    throw notFound('Division not found');
}
