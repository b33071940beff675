import { ordersRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { createdRangeUnlessNamed, visitDivisionScope } from '../visits/visit-list-binding.ts';
import { orders } from './orders-tables.ts';

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
  ...visitDivisionScope(orders.divisionId),
  customFilters: {
    ...createdRangeUnlessNamed(orders.createdAt),
  },
};
