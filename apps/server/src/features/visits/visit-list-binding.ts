import { visitListRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { seesEveryVisitDivision } from './visit-scope.ts';
import { visitDocuments, visits } from './visits-tables.ts';

type Query = Readonly<Record<string, unknown>>;
/** Numbers or ids name rows outright: the date range is then ignored (registers §2.3). */
const namesRows = (query: Query) =>
  (Array.isArray(query.numbers) && query.numbers.length > 0) ||
  (Array.isArray(query.ids) && query.ids.length > 0);

/**
 * The list scope of visits and of what is taken in them (payments, orders) on the table's
 * `divisionColumn`: administrator-god, service desk and multi-country users see every division,
 * everybody else their own division's rows, whatever the divisions filter says. The caller's
 * division is a subquery of the list's own statement (a user without one matches nothing), so the
 * scope costs no round trip; `visitScopeOf` is the same rule for calls by id.
 */
export function visitDivisionScope(
  divisionColumn: AnyPgColumn,
): Pick<RegisterBinding, 'scope' | 'scopeCondition'> {
  return {
    scope: async (user, query) => {
      if (seesEveryVisitDivision(user)) return { ...query };
      const { divisions: _ignored, ...rest } = query;
      return rest;
    },
    scopeCondition: (user) =>
      seesEveryVisitDivision(user)
        ? undefined
        : sql`${qualified(divisionColumn)} = (select ${workingDivisionOf()} from ${users} where ${qualified(users.id)} = ${user.id})`,
  };
}

/** `createdAtFrom` / `createdAtTo` on `column`, ignored when numbers or ids name the rows. */
export function createdRangeUnlessNamed(column: AnyPgColumn) {
  return {
    createdAtFrom: (day: string, query: Query) =>
      namesRows(query) ? undefined : fromDay(qualified(column), day),
    createdAtTo: (day: string, query: Query) =>
      namesRows(query) ? undefined : untilDay(qualified(column), day),
  };
}

export const visitListBinding: RegisterBinding = {
  definition: visitListRegister,
  table: visits,
  computed: {
    division: lookup(divisions.name, divisions.id, visits.divisionId),
    documents: sql`${qualified(visits.documentsCount)}`,
  },
  // Registers §6 "Visit list division filtering: administrator-god, service desk, multi-country":
  // everybody else sees the visits of their own division, whatever the divisions filter says.
  // The same scope guards every visit call by id (visit-scope.ts).
  ...visitDivisionScope(visits.divisionId),
  customFilters: {
    ...createdRangeUnlessNamed(visits.createdAt),
    shipmentIds: (ids: string[]) =>
      sql`exists (select 1 from ${visitDocuments} where ${qualified(visitDocuments.visitId)} = ${qualified(visits.id)} and ${qualified(visitDocuments.documentId)} in ${ids})`,
  },
};
