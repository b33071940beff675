import { visitListRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { visitScopeOf } from './visit-scope.ts';
import { visitDocuments, visits } from './visits-tables.ts';

type Query = Readonly<Record<string, unknown>>;
/** Matches no visit: a user without a division and without the division filter sees none. */
const NO_DIVISION = '00000000-0000-0000-0000-000000000000';
/** Numbers or ids name visits outright: the date range is then ignored (registers §2.3). */
const namesVisits = (query: Query) =>
  (Array.isArray(query.numbers) && query.numbers.length > 0) ||
  (Array.isArray(query.ids) && query.ids.length > 0);

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
  scope: async (user, query, db) => {
    const scope = await visitScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    return { ...query, divisions: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    createdAtFrom: (day: string, query: Query) =>
      namesVisits(query) ? undefined : fromDay(qualified(visits.createdAt), day),
    createdAtTo: (day: string, query: Query) =>
      namesVisits(query) ? undefined : untilDay(qualified(visits.createdAt), day),
    shipmentIds: (ids: string[]) =>
      sql`exists (select 1 from ${visitDocuments} where ${qualified(visitDocuments.visitId)} = ${qualified(visits.id)} and ${qualified(visitDocuments.documentId)} in ${ids})`,
  },
};
