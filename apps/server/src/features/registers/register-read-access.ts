import { editRouteFor, type RegisterDefinition, type RouteName } from '@console/domain';
import { anyRole, type Permission, routeRoles, SIGNED_IN } from '../../http/permissions.ts';

/**
 * Registers of people (names, phones, birthdays): read only by the roles of their screens, not by
 * every signed-in user as reference data is (platform §2: staffs and edit_staffs).
 */
const PERSONAL_REGISTERS: ReadonlySet<string> = new Set(['staffs']);

/**
 * Registers of one screen's own data, not reference data: read only by that screen's roles
 * (platform §2: templates are administrator-god's).
 */
const SCREEN_REGISTERS: ReadonlySet<string> = new Set(['pickups', 'templates', 'payments', 'orders']);

/** The roles that open the register's list or its editor (platform §2 route table). */
function screenRoles(definition: RegisterDefinition) {
  const routes: RouteName[] = [editRouteFor(definition.key)];
  if (definition.route) routes.push(definition.route);
  return routeRoles(...routes);
}

/** Reading rows: any signed-in user for reference data (forms pick from it); a people register only its screens' roles. */
export function registerRowsRead(definition: RegisterDefinition): Permission {
  if (SCREEN_REGISTERS.has(definition.key) && definition.route)
    return anyRole(...routeRoles(definition.route));
  return PERSONAL_REGISTERS.has(definition.key) ? anyRole(...screenRoles(definition)) : SIGNED_IN;
}

/** Reading a row's audit history (who changed what): only the roles of the register's screens. */
export function registerHistoryRead(definition: RegisterDefinition): Permission {
  return anyRole(...screenRoles(definition));
}
