import { can } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { type RecordScope, recordScope, requireInScope } from '../../http/record-scope.ts';
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
 * A visit outside the caller's scope answers 404 "Visit not found", the same as a visit that does
 * not exist, so another division's visits cannot even be probed for (docs/decisions.md "Record scope").
 */
export const VISIT_SCOPE = recordScope({
  record: 'visit',
  notFound: 'Visit not found',
  table: visits,
  id: visits.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: visits.divisionId })
      .from(visits)
      .where(eq(visits.id, id));
    return row !== undefined && isInVisitScope(await visitScopeOf(executor, user), row);
  },
});

/** An identification is seen through its visit: outside the scope it answers 404 too. */
export const IDENTIFICATION_SCOPE = recordScope({
  record: 'identification',
  notFound: 'Identification not found',
  table: identifications,
  id: identifications.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: visits.divisionId })
      .from(identifications)
      .innerJoin(visits, eq(visits.id, identifications.visitId))
      .where(and(eq(identifications.id, id), isNull(identifications.deletedAt)));
    return row !== undefined && isInVisitScope(await visitScopeOf(executor, user), row);
  },
});

/** A body-borne visit id (a payment's, an order's, an identification's owner) goes through the same scope. */
export const checkVisitInScope = (executor: Executor, user: AuthUser, visitId: string) =>
  requireInScope(executor, VISIT_SCOPE, user, visitId);

export const checkIdentificationInScope = (executor: Executor, user: AuthUser, id: string) =>
  requireInScope(executor, IDENTIFICATION_SCOPE, user, id);

/** Records taken at a counter (payments, orders): seen as the visits of their division are. */
export function counterRecordScope(spec: {
  record: string;
  notFound: string;
  table: PgTable;
  id: PgColumn;
  divisionId: PgColumn;
}): RecordScope {
  return recordScope({
    ...spec,
    async allows(executor, user, id) {
      const [row] = await executor
        .select({ divisionId: spec.divisionId })
        .from(spec.table)
        .where(eq(spec.id, id));
      return (
        row !== undefined &&
        isInVisitScope(await visitScopeOf(executor, user), { divisionId: row.divisionId as string | null })
      );
    },
  });
}
