import { hasAnyRole } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope, requireInScope } from '../../http/record-scope.ts';
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
 * A task outside the caller's scope answers 404, as one that does not exist (docs/decisions.md
 * "Record scope"); a task given to the caller as executor is theirs whatever its division.
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
    return (
      row.executor === user.login || isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId)
    );
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
