import { ordersRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { visitScopeOf } from '../visits/visit-scope.ts';
import { orders } from './orders-tables.ts';

type Query = Readonly<Record<string, unknown>>;
const NO_DIVISION = '00000000-0000-0000-0000-000000000000';
const namesRows = (query: Query) =>
  (Array.isArray(query.numbers) && query.numbers.length > 0) ||
  (Array.isArray(query.ids) && query.ids.length > 0);

/**
 * The orders register (registers §3.1 "orders"): administrator-god, service desk and multi-country
 * users see every division's orders, everybody else their own division's, as with visits.
 */
export const ordersBinding: RegisterBinding = {
  definition: ordersRegister,
  table: orders,
  computed: {
    division: lookup(divisions.name, divisions.id, orders.divisionId),
    amountCost: sql`${qualified(orders.amountCost)}::numeric(14,2)::text`,
  },
  scope: async (user, query, db) => {
    const scope = await visitScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    return { ...query, divisions: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    createdAtFrom: (day: string, query: Query) =>
      namesRows(query) ? undefined : fromDay(qualified(orders.createdAt), day),
    createdAtTo: (day: string, query: Query) =>
      namesRows(query) ? undefined : untilDay(qualified(orders.createdAt), day),
  },
};
