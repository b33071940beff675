import { paymentsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { visitScopeOf } from '../visits/visit-scope.ts';
import { payments } from './payments-table.ts';

type Query = Readonly<Record<string, unknown>>;
const NO_DIVISION = '00000000-0000-0000-0000-000000000000';
const namesRows = (query: Query) =>
  (Array.isArray(query.numbers) && query.numbers.length > 0) ||
  (Array.isArray(query.ids) && query.ids.length > 0);

/**
 * The payments register (registers §3.1 "payments"). A payment taken in a visit is a row here with
 * its division and user: one payments model. Administrator-god, service desk and multi-country
 * users see every division, others their own.
 */
export const paymentsBinding: RegisterBinding = {
  definition: paymentsRegister,
  table: payments,
  computed: {
    division: lookup(divisions.name, divisions.id, payments.divisionId),
    country: sql`${qualified(payments.countryCode)}`,
    sum: sql`${qualified(payments.sum)}::numeric(14,2)::text`,
  },
  hidden: ['services', 'statuses', 'payerPhone', 'payerCid'],
  scope: async (user, query, db) => {
    const scope = await visitScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    return { ...query, divisions: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    createdAtFrom: (day: string, query: Query) =>
      namesRows(query) ? undefined : fromDay(qualified(payments.createdAt), day),
    createdAtTo: (day: string, query: Query) =>
      namesRows(query) ? undefined : untilDay(qualified(payments.createdAt), day),
  },
};
