import { can } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { userDivision } from '../users/user-division.ts';
import { identifications, visits } from './visits-tables.ts';

type Executor = Database | Transaction;

/**
 * Which visits a user may see and touch: the register scope of the visit list (registers §6
 * "Visit list division filtering: administrator-god, service desk, multi-country"). Everybody
 * else works with the visits of their own division; a user without a division sees none.
 */
export type VisitScope = { kind: 'all' } | { kind: 'division'; divisionId: string | null };

/** Whether the user sees every division's visits (and payments and orders). */
export const seesEveryVisitDivision = (user: AuthUser): boolean => can(user, 'visitListDivisionFilter');

export async function visitScopeOf(executor: Executor, user: AuthUser): Promise<VisitScope> {
  if (seesEveryVisitDivision(user)) return { kind: 'all' };
  const { divisionId } = await userDivision(executor, user.id);
  return { kind: 'division', divisionId };
}

export function isInVisitScope(scope: VisitScope, visit: { divisionId: string | null }): boolean {
  if (scope.kind === 'all') return true;
  return scope.divisionId !== null && visit.divisionId === scope.divisionId;
}

/**
 * Refuses a visit outside the caller's scope with the same 404 as a visit that does not exist,
 * so another division's visits cannot even be probed for (docs/decisions.md "Record scope").
 */
export async function checkVisitInScope(executor: Executor, user: AuthUser, visitId: string) {
  const [row] = await executor
    .select({ divisionId: visits.divisionId })
    .from(visits)
    .where(eq(visits.id, visitId));
  if (!row || !isInVisitScope(await visitScopeOf(executor, user), row)) throw notFound('Visit not found');
}

/** An identification is seen through its visit: outside the scope it answers 404 too. */
export async function checkIdentificationInScope(executor: Executor, user: AuthUser, id: string) {
  const [row] = await executor
    .select({ divisionId: visits.divisionId })
    .from(identifications)
    .innerJoin(visits, eq(visits.id, identifications.visitId))
    .where(and(eq(identifications.id, id), isNull(identifications.deletedAt)));
  if (!row || !isInVisitScope(await visitScopeOf(executor, user), row))
    throw notFound('Identification not found');
}
