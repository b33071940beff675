import { routeOptimizationRegister } from '@console/domain';
import { lookup } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { routeOptimization } from './route-optimization-table.ts';

/** Route optimisation settings: a plain register; rights are `routeOptimizationEdit` (platform §6). */
export const routeOptimizationBinding: RegisterBinding = {
  definition: routeOptimizationRegister,
  table: routeOptimization,
  computed: {
    division: lookup(divisions.name, divisions.id, routeOptimization.divisionId),
  },
};
