import { BRANCH_STAFF, hasAnyRole, type Role } from './roles.ts';

/** Who may open a route: every signed-in user, or holders of one of the roles (platform §2). */
export interface RouteRule {
  roles: 'any' | readonly Role[];
  /** Works only inside the mobile app (query consumer=mobile_app). */
  mobileAppOnly?: true;
  /** Part of the pickup-point (PUDO) workplace area. */
  pudoArea?: true;
}

const GOD = 'administrator_god';
const DESK = 'service_desk';
const REVISION = 'revision_admin';

const REFERENCE_ADMINS = [GOD, DESK, REVISION] as const;
const CONDITION_ADMINS = [GOD, DESK, 'condition_admin'] as const;
const CONDITION_OF_SHIPMENT_ADMINS = [GOD, 'condition_admin'] as const;
const TEMPLATE_ADMINS = [GOD] as const;
const HUB_ROLES = [GOD, DESK, 'dispatch_manager'] as const;
const TASK_ROLES = ['base'] as const;
const PAYMENT_ROLES = ['base', GOD, DESK] as const;
const PROBLEM_PARCEL_ROLES = ['base', GOD] as const;
const PICKUP_FORM_ROLES = ['base', GOD, DESK, 'contact_centre_operator'] as const;
const ORDER_ROLES = ['base', GOD, 'branch_employee', 'branch_manager'] as const;
const ROUTE_PLANNERS = [GOD, DESK, 'address_delivery_admin'] as const;
const MASS_SHIPMENT_ROLES = [GOD, 'quality_control'] as const;
const PUDO_ROLES = [GOD, 'pudo_manager', DESK] as const;

const any: RouteRule = { roles: 'any' };
const mobileApp: RouteRule = { roles: 'any', mobileAppOnly: true };
const pudo: RouteRule = { roles: PUDO_ROLES, pudoArea: true };
const referenceRegister: RouteRule = { roles: REFERENCE_ADMINS };
const addressRegister: RouteRule = { roles: [...REFERENCE_ADMINS, 'address_system_admin'] };

const ROUTE_TABLE = {
  // Open to any signed-in user.
  login: any,
  home: any,
  settings: any,
  dev_settings: any,
  not_found: any,
  staff_fixation_mobile_app: mobileApp,
  scanning_barcode_cid_mobile_app: mobileApp,

  // Reference data.
  languages: referenceRegister,
  translations: referenceRegister,
  currencies: referenceRegister,
  attached_document_types: referenceRegister,
  cargo_categories: referenceRegister,
  companies: referenceRegister,
  contracts: referenceRegister,
  identification_document_types: referenceRegister,
  measurements: referenceRegister,
  nomenclatures: referenceRegister,
  city_districts: referenceRegister,
  divisions: { roles: [...REFERENCE_ADMINS, 'division_part_admin'] },
  countries: addressRegister,
  regions: addressRegister,
  settlements: addressRegister,
  streets: addressRegister,
  buildings: addressRegister,
  staffs: { roles: ['base', ...REFERENCE_ADMINS] },
  phone_codes: { roles: [REVISION, GOD, DESK, 'phone_code_admin'] },
  templates: { roles: TEMPLATE_ADMINS },
  templates_edit: { roles: TEMPLATE_ADMINS },
  templates_create: { roles: TEMPLATE_ADMINS },
  edit: { roles: [REVISION, GOD, DESK, 'division_part_admin', 'address_system_admin'] },
  edit_staffs: { roles: ['base', REVISION, GOD, DESK, 'division_part_admin'] },
  edit_translation: { roles: [GOD, DESK] },
  conditions: { roles: CONDITION_ADMINS },
  condition_edit: { roles: CONDITION_ADMINS },
  conditions_of_shipment: { roles: CONDITION_OF_SHIPMENT_ADMINS },
  conditions_of_shipment_edit: { roles: CONDITION_OF_SHIPMENT_ADMINS },
  conditions_of_shipment_service: { roles: CONDITION_OF_SHIPMENT_ADMINS },
  conditions_of_shipment_service_edit: { roles: CONDITION_OF_SHIPMENT_ADMINS },

  // Operational screens.
  shipments: { roles: ['base', GOD, DESK, 'contact_centre_operator'] },
  shipment_modification: { roles: ['base', GOD] },
  one_shipment: {
    roles: ['base', 'pudo_manager', 'branch_employee', 'branch_manager', GOD, 'contact_centre_operator'],
  },
  employee_workplace: {
    roles: ['base', 'branch_employee', 'branch_manager', 'terminal_employee', GOD, DESK],
  },
  courier_hub_workplace: { roles: HUB_ROLES },
  courier_management_hub: { roles: HUB_ROLES },
  processing_hub: { roles: HUB_ROLES },
  scanning: { roles: ['base', GOD, DESK] },
  scan_edit: { roles: ['branch_employee', 'branch_manager', 'base', 'pudo_manager'] },
  visit: { roles: [...BRANCH_STAFF, GOD, DESK, 'courier', 'base', 'pudo_manager'] },
  visit_list_page: { roles: ['base', ...BRANCH_STAFF, GOD, 'courier'] },
  novapay: { roles: [...BRANCH_STAFF, GOD, DESK, 'courier'] },
  customs_data_hub: { roles: [GOD, DESK, 'broker'] },
  back_office_workspace: { roles: ['base'] },
  tasks: { roles: TASK_ROLES },
  edit_task: { roles: TASK_ROLES },
  edit_task_client_address: { roles: TASK_ROLES },
  edit_task_postomat: { roles: TASK_ROLES },
  edit_task_pudo: { roles: TASK_ROLES },
  personal_task: { roles: TASK_ROLES },
  payments: { roles: PAYMENT_ROLES },
  payment_edit: { roles: PAYMENT_ROLES },
  problem_parcels: { roles: PROBLEM_PARCEL_ROLES },
  problem_parcel_edit: { roles: PROBLEM_PARCEL_ROLES },
  pickups: { roles: ['base', 'contact_centre_operator'] },
  pickups_create: { roles: PICKUP_FORM_ROLES },
  pickups_view: { roles: PICKUP_FORM_ROLES },
  production_calendar: { roles: ['base', GOD, DESK] },
  orders: { roles: ORDER_ROLES },
  order_edit: { roles: ORDER_ROLES },
  route_optimization: { roles: ['base', GOD, DESK, 'dispatch_manager', REVISION] },
  route_optimization_create: { roles: ROUTE_PLANNERS },
  route_optimization_edit: { roles: [...ROUTE_PLANNERS, REVISION] },
  time_intervals: { roles: ['base'] },
  time_intervals_create: { roles: ROUTE_PLANNERS },
  time_intervals_edit: { roles: [...ROUTE_PLANNERS, 'base', REVISION] },
  mass_shipments_issuance: { roles: MASS_SHIPMENT_ROLES },
  mass_shipments_lost: { roles: MASS_SHIPMENT_ROLES },
  pudo_workplace: pudo,
  pudo_pass_courier: pudo,
  pudo_check_parcel: pudo,
  pudo_auto_accept: pudo,
} satisfies Record<string, RouteRule>;

export type RouteName = keyof typeof ROUTE_TABLE;
/** The route table of platform §2, keyed by route name. */
export const ROUTES: Readonly<Record<RouteName, RouteRule>> = ROUTE_TABLE;
export const ROUTE_NAMES = Object.keys(ROUTES) as readonly RouteName[];

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

/** Whether the groups satisfy the route's own role list, nothing else (platform §2 tables). */
export function routeRolesAllow(groups: readonly string[], route: RouteName): boolean {
  const { roles } = ROUTES[route];
  return roles === 'any' || hasAnyRole(groups, roles);
}

/** Roles that may open any route reached with `from=pudo_workplace` (platform §2). */
export const PUDO_WORKPLACE_ROLES = PUDO_ROLES satisfies readonly Role[];

/** The generic editor is a separate route for staff (`edit_staffs`), with its own roles. */
export function editRouteFor(collection: string): 'edit' | 'edit_staffs' {
  return collection === 'staffs' ? 'edit_staffs' : 'edit';
}
