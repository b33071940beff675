import { divisionsRegister } from '@console/domain';
import { lookup } from '../../db/sql-helpers.ts';
import { settlements } from '../addresses/settlements-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { divisions } from './divisions-table.ts';

export const divisionsBinding: RegisterBinding = {
  definition: divisionsRegister,
  table: divisions,
  computed: { settlementName: lookup(settlements.name, settlements.id, divisions.settlementId) },
};
