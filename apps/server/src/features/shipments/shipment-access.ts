import { type Capability, can, ROUTES, type Role, type RouteName } from '@console/domain';
import { anyRole, type Permission } from '../../http/permissions.ts';

/** The roles of the named console routes together: who may call an API that serves those screens. */
export function routeRoles(...names: RouteName[]): Role[] {
  const roles = new Set<Role>();
  for (const name of names) {
    const rule = ROUTES[name].roles;
    if (rule !== 'any') for (const role of rule) roles.add(role);
  }
  return [...roles];
}

/** Reading shipments: the shipments register, the shipment editor and the visit (platform §2). */
export const READ_SHIPMENTS: Permission = anyRole(...routeRoles('shipments', 'one_shipment', 'visit'));
/** Reading modifications: the same, and the modification register. */
export const READ_MODIFICATIONS: Permission = anyRole(
  ...routeRoles('shipments', 'one_shipment', 'visit', 'shipment_modification'),
);
/** Creating and editing a shipment: the shipment editor's roles. */
export const WRITE_SHIPMENTS: Permission = anyRole(...routeRoles('one_shipment'));

export function capability(name: Capability): Permission {
  return { kind: 'check', describe: `can ${name}`, allows: (user) => can(user, name) };
}
