/** Group (role) names as they appear in tokens, data and code. */
export const ROLES = [
  'base',
  'branch_employee',
  'branch_manager',
  'terminal_employee',
  'terminal_manager',
  'multi_country',
  'revision_admin',
  'administrator_god',
  'address_system_admin',
  'phone_code_admin',
  'division_part_admin',
  'condition_admin',
  'service_desk',
  'dispatch_manager',
  'courier',
  'broker',
  'quality_control',
  'contact_centre_operator',
  'pudo_manager',
  'address_delivery_admin',
] as const;

export type Role = (typeof ROLES)[number];

/** "Branch staff" in the spec tables: branch and terminal employees and managers. */
export const BRANCH_STAFF = [
  'branch_employee',
  'branch_manager',
  'terminal_employee',
  'terminal_manager',
] as const satisfies readonly Role[];

/** Holding none of these, a signed-in user may not use the service at all (platform §6). */
export const SERVICE_ROLES = [
  'base',
  'contact_centre_operator',
  'pudo_manager',
] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function hasAnyRole(groups: readonly string[], roles: readonly Role[]): boolean {
  return roles.some((role) => groups.includes(role));
}

/** Demo login of a role: the role name with `_` replaced by `.` (DESIGN.md "Sign-in and roles"). */
export function demoLogin(role: Role): string {
  return role.replaceAll('_', '.');
}
