import { can } from '@console/domain';
import { type AuthUser, anyRole, type Permission, routeRoles } from '../../http/permissions.ts';

/** Reading scans: whoever opens a screen that shows them (scanning, scan_edit, the hubs, the workplace). */
export const SCAN_READ: Permission = anyRole(
  ...routeRoles('scanning', 'scan_edit', 'courier_hub_workplace', 'processing_hub', 'employee_workplace'),
);

/**
 * Creating a scan, scanning into it and closing it: "Scanning: full rights for administrator-god,
 * base and service desk" (platform §6), and the pudo workplace, which receives and passes
 * parcels by scanning too.
 */
export const SCAN_WORK: Permission = {
  kind: 'check',
  describe: 'can scanningEdit or pudoWorkplace',
  allows: (user) => mayWorkScans(user),
};

/** SCAN_WORK for a check inside a call (a queued `hub_scan` among a phone's actions). */
export function mayWorkScans(user: Pick<AuthUser, 'groups'>): boolean {
  return can(user, 'scanningEdit') || can(user, 'pudoWorkplace');
}

/** Deleting a scan: the scanning register's remove right. */
export const SCAN_REMOVE: Permission = {
  kind: 'check',
  describe: 'can scanningEdit',
  allows: (user) => can(user, 'scanningEdit'),
};
