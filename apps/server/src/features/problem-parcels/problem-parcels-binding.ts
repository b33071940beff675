import { problemParcelsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { scopeListQuery } from '../scanning/scan-scope.ts';
import { nameOfLogin } from '../users/user-names.ts';
import { problemParcels } from './problem-parcels-tables.ts';

/** `GET problem-parcels`: the register, scoped to the caller's division like scans. */
export const problemParcelsBinding: RegisterBinding = {
  definition: problemParcelsRegister,
  table: problemParcels,
  computed: {
    division: lookup(divisions.name, divisions.id, problemParcels.divisionId),
    createdByName: nameOfLogin(problemParcels.createdByUser),
  },
  customFilters: {
    // The GIN index on the array answers "holds any of these numbers".
    parcelNumbers: (numbers: string[]) =>
      sql`${qualified(problemParcels.parcelNumbers)} && ${`{${numbers.map((n) => `"${n}"`).join(',')}}`}::text[]`,
  },
  hidden: ['notes', 'statuses'],
  scope: (user, query, db) => scopeListQuery(db, user, query),
};
