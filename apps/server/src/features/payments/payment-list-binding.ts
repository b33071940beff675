import { paymentsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { createdRangeUnlessNamed, visitDivisionScope } from '../visits/visit-list-binding.ts';
import { payments } from './payments-table.ts';

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
  ...visitDivisionScope(payments.divisionId),
  customFilters: {
    ...createdRangeUnlessNamed(payments.createdAt),
  },
};
