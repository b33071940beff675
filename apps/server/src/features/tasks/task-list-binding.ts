import { tasksRegister } from '@console/domain';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { fromDay, untilDay } from '../registers/register-filters.ts';
import { NO_DIVISION } from '../users/user-division.ts';
import { nameOfLogin } from '../users/user-names.ts';
import { divisionScopeOf } from './task-scope.ts';
import { tasks } from './tasks-table.ts';

type Query = Readonly<Record<string, unknown>>;
const namesTasks = (query: Query) => Array.isArray(query.ids) && query.ids.length > 0;

/** The tasks register: a user outside the unscoped roles sees their own division's tasks. */
export const taskListBinding: RegisterBinding = {
  definition: tasksRegister,
  table: tasks,
  computed: {
    division: lookup(divisions.name, divisions.id, tasks.divisionId),
    executorName: nameOfLogin(tasks.executor),
  },
  hidden: ['taskContextData'],
  scope: async (user, query, db) => {
    const scope = await divisionScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    return { ...query, divisionIds: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    createdAtFrom: (day: string, query: Query) =>
      namesTasks(query) ? undefined : fromDay(qualified(tasks.createdAt), day),
    createdAtTo: (day: string, query: Query) =>
      namesTasks(query) ? undefined : untilDay(qualified(tasks.createdAt), day),
  },
};
