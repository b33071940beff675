import { companiesRegister, contractsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { companies } from './companies-table.ts';
import { contracts } from './contracts-table.ts';

export const companiesBinding: RegisterBinding = { definition: companiesRegister, table: companies };

export const contractsBinding: RegisterBinding = {
  definition: contractsRegister,
  table: contracts,
  computed: {
    companyName: lookup(companies.name, companies.tin, contracts.companyTin),
  },
  customFilters: {
    /** In force on that day: started by then and not expired before it. */
    activeOnDate: (day: string) =>
      sql`(${qualified(contracts.effectiveDate)} <= ${day} and (${qualified(contracts.expiryDate)} is null or ${qualified(contracts.expiryDate)} >= ${day}))`,
    thirdPartyPayerCodesNotEmpty: (notEmpty: boolean) =>
      notEmpty
        ? sql`cardinality(${qualified(contracts.thirdPartyPayerCodes)}) > 0`
        : sql`cardinality(${qualified(contracts.thirdPartyPayerCodes)}) = 0`,
  },
};
