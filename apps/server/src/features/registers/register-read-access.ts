import { editRouteFor, type RegisterDefinition, type RouteName } from '@console/domain';
import { anyRole, type Permission, routeRoles, SIGNED_IN } from '../../http/permissions.ts';

/**
 * Registers of people (names, phones, birthdays): read only by the roles of their screens, not by
 * every signed-in user as reference data is (platform §2: staffs and edit_staffs).
 */
const PERSONAL_REGISTERS: ReadonlySet<string> = new Set(['staffs']);

/**
 * Registers of operational data, not reference data: read only by the roles of the screens that
 * show them (platform §2: templates are administrator-god's; tasks, routes, scans and problem
 * parcels are not the contact-centre operator's; a pudo manager reads scans through scan_edit,
 * where the point receives parcels). The planning registers (route optimisation, time intervals,
 * production calendar) are read by their screens; forms ask `time-intervals/find` and
 * `work-calendar` instead, open to every signed-in user.
 */
const SCREEN_REGISTERS: Readonly<Record<string, readonly RouteName[]>> = {
  pickups: ['pickups'],
  templates: ['templates'],
  payments: ['payments'],
  orders: ['orders'],
  tasks: ['tasks', 'personal_task'],
  routes: ['courier_hub_workplace', 'courier_management_hub', 'processing_hub', 'tasks', 'personal_task'],
  scanning: ['scanning', 'scan_edit', 'courier_hub_workplace', 'processing_hub', 'employee_workplace'],
  problem_parcels: ['problem_parcels', 'problem_parcel_edit'],
  route_optimization: ['route_optimization', 'route_optimization_create', 'route_optimization_edit'],
  time_intervals: ['time_intervals', 'time_intervals_create', 'time_intervals_edit'],
  production_calendar: ['production_calendar', 'edit'],
};

/** The roles that open the register's list or its editor (platform §2 route table). */
function screenRoles(definition: RegisterDefinition) {
  const routes: RouteName[] = [editRouteFor(definition.key)];
  if (definition.route) routes.push(definition.route);
  return routeRoles(...routes);
}

/** Reading rows: any signed-in user for reference data (forms pick from it); a people register only its screens' roles. */
export function registerRowsRead(definition: RegisterDefinition): Permission {
  const screens = SCREEN_REGISTERS[definition.key];
  if (screens) return anyRole(...routeRoles(...screens));
  return PERSONAL_REGISTERS.has(definition.key) ? anyRole(...screenRoles(definition)) : SIGNED_IN;
}

/** Reading a row's audit history (who changed what): only the roles of the register's screens. */
export function registerHistoryRead(definition: RegisterDefinition): Permission {
  return anyRole(...screenRoles(definition));
}
