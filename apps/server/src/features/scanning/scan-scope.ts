import { hasAnyRole } from '@console/domain';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { NO_DIVISION, userDivision } from '../users/user-division.ts';

type Executor = Database | Transaction;

/**
 * Which divisions' scans and problem parcels a user may see and touch (docs/decisions.md
 * "Scanning"): administrator-god, service desk and multi-country users every division's (as the
 * visit list, registers §6), everybody else their own division's; a user without a division none.
 */
export type DivisionScope = { kind: 'all' } | { kind: 'division'; divisionId: string | null };

const UNSCOPED_ROLES = ['administrator_god', 'service_desk', 'multi_country'] as const;

/** Whether the user sees every division's scans and problem parcels. */
export const isUnscoped = (user: AuthUser): boolean => hasAnyRole(user.groups, UNSCOPED_ROLES);

export async function divisionScopeOf(executor: Executor, user: AuthUser): Promise<DivisionScope> {
  if (isUnscoped(user)) return { kind: 'all' };
  const { divisionId } = await userDivision(executor, user.id);
  return { kind: 'division', divisionId };
}

export function isInDivisionScope(scope: DivisionScope, divisionId: string | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.divisionId !== null && divisionId === scope.divisionId;
}

/** A list query narrowed to the caller's division when the caller is scoped. */
export async function scopeListQuery(
  executor: Executor,
  user: AuthUser,
  query: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const scope = await divisionScopeOf(executor, user);
  if (scope.kind === 'all') return { ...query };
  return { ...query, divisions: [scope.divisionId ?? NO_DIVISION] };
}
