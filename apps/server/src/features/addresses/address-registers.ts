import { buildingsRegister, regionsRegister, settlementsRegister, streetsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { buildings } from './buildings-table.ts';
import { regions } from './regions-table.ts';
import { settlementPostCodes, settlements } from './settlements-table.ts';
import { streets } from './streets-table.ts';

export const regionsBinding: RegisterBinding = {
  definition: regionsRegister,
  table: regions,
  computed: {
    parentName: lookup(regions.name, regions.id, regions.parentId),
    administrativeCenterName: lookup(settlements.name, settlements.id, regions.administrativeCenterId),
  },
};

const postCode = qualified(settlementPostCodes.postCode);
const livePostCodesOf = sql`from ${settlementPostCodes} where ${qualified(settlementPostCodes.settlementId)} = ${qualified(settlements.id)} and ${qualified(settlementPostCodes.deletedAt)} is null`;

export const settlementsBinding: RegisterBinding = {
  definition: settlementsRegister,
  table: settlements,
  computed: {
    regionName: lookup(regions.name, regions.id, settlements.regionId),
    /** First and last postal code of the settlement ("postCode1-postCode2"). */
    postCode: sql<string | null>`(select case when min(${postCode}) = max(${postCode}) then min(${postCode})
      else min(${postCode}) || '-' || max(${postCode}) end ${livePostCodesOf})`,
  },
  customFilters: {
    postCodes: (codes: string[]) => sql`exists (select 1 ${livePostCodesOf} and ${postCode} in ${codes})`,
  },
};

export const streetsBinding: RegisterBinding = {
  definition: streetsRegister,
  table: streets,
  computed: { settlementName: lookup(settlements.name, settlements.id, streets.settlementId) },
  customFilters: {
    countryCodes: (codes: string[]) =>
      sql`${qualified(streets.settlementId)} in (select ${qualified(settlements.id)} from ${settlements} where ${qualified(settlements.countryCode)} in ${codes})`,
  },
};

export const buildingsBinding: RegisterBinding = {
  definition: buildingsRegister,
  table: buildings,
  computed: {
    streetName: lookup(streets.name, streets.id, buildings.streetId),
    settlementName: lookup(settlements.name, settlements.id, buildings.settlementId),
  },
};
