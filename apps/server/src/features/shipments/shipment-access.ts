import { anyRole, type Permission, routeRoles } from '../../http/permissions.ts';

/** Reading shipments: the shipments register, the shipment editor and the visit (platform §2). */
export const READ_SHIPMENTS: Permission = anyRole(...routeRoles('shipments', 'one_shipment', 'visit'));
/** Reading modifications: the same, and the modification register. */
export const READ_MODIFICATIONS: Permission = anyRole(
  ...routeRoles('shipments', 'one_shipment', 'visit', 'shipment_modification'),
);
/** Creating and editing a shipment: the shipment editor's roles. */
export const WRITE_SHIPMENTS: Permission = anyRole(...routeRoles('one_shipment'));
