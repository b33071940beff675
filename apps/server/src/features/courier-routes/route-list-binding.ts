import { routesRegister } from '@console/domain';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { divisionScopeOf } from '../tasks/task-scope.ts';
import { NO_DIVISION } from '../users/user-division.ts';
import { nameOfLogin } from '../users/user-names.ts';
import { courierRoutes } from './courier-routes-tables.ts';

type Query = Readonly<Record<string, unknown>>;
const namesRoutes = (query: Query) =>
  (Array.isArray(query.ids) && query.ids.length > 0) || typeof query.day === 'string';

/** The routes register (registers §2.3 "Routes"), scoped to the caller's division like the tasks. */
export const routeListBinding: RegisterBinding = {
  definition: routesRegister,
  table: courierRoutes,
  computed: {
    division: lookup(divisions.name, divisions.id, courierRoutes.divisionId),
    createdByName: nameOfLogin(courierRoutes.createdByUser),
  },
  hidden: ['polyline'],
  scope: async (user, query, db) => {
    const scope = await divisionScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    return { ...query, divisionIds: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    createdAtFrom: (day: string, query: Query) =>
      namesRoutes(query) ? undefined : fromDay(qualified(courierRoutes.createdAt), day),
    createdAtTo: (day: string, query: Query) =>
      namesRoutes(query) ? undefined : untilDay(qualified(courierRoutes.createdAt), day),
  },
};
