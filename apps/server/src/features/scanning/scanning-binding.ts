import { scanningRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { nameOfLogin } from '../users/user-names.ts';
import { scopeListQuery } from './scan-scope.ts';
import { scanRegistries } from './scanning-tables.ts';

/** `GET scan-registry`: the scanning register, each user's division unless unscoped (scan-scope.ts). */
export const scanningBinding: RegisterBinding = {
  definition: scanningRegister,
  table: scanRegistries,
  computed: {
    division: lookup(divisions.name, divisions.id, scanRegistries.divisionId),
    createdByName: nameOfLogin(scanRegistries.createdByUser),
    destinationDivisionNames: sql`array(select ${sql.identifier('dd')}.${sql.identifier('name')} from ${divisions} ${sql.identifier('dd')} where ${sql.identifier('dd')}.${sql.identifier('id')} = any(${qualified(scanRegistries.destinationDivisionIds)}) order by 1)`,
  },
  hidden: ['destinationDivisionIds', 'destinationCityDistrictIds'],
  scope: (user, query, db) => scopeListQuery(db, user, query),
};
