import {
  ADDRESS_RESOURCES,
  CONDITION_RESOURCES,
  EDIT_ALL_EXCLUDED_RESOURCES,
  type ResourceName,
} from './resources.ts';
import { BRANCH_STAFF, hasAnyRole, isRole, type Role } from './roles.ts';

const GOD = 'administrator_god';
const DESK = 'service_desk';
const GOD_OR_DESK = [GOD, DESK] as const;

/**
 * Capabilities held by anybody with one of the listed roles (platform §6 "Capabilities"),
 * or by everyone. Rules that are more than a role list are written out in `can`.
 */
const ROLE_CAPABILITIES = {
  editAllResources: GOD_OR_DESK,
  productionCalendarEdit: GOD_OR_DESK,
  problemParcelEdit: GOD_OR_DESK,
  divisionEdit: [GOD],
  // Not a platform §6 bullet (docs/decisions.md): a division's parts and address storage belong to
  // the division-part admin, whose role exists for nothing else, beside administrator-god.
  divisionPartsEdit: [GOD, 'division_part_admin'],
  addressResourcesEdit: [GOD, 'address_system_admin', DESK],
  phoneCodesEdit: [GOD, 'phone_code_admin', DESK],
  scanningEdit: [GOD, 'base', DESK],
  measurementsEdit: GOD_OR_DESK,
  ordersCreateAndDelete: [GOD, 'branch_employee', 'branch_manager'],
  routeOptimizationEdit: [GOD, DESK, 'address_delivery_admin'],
  timeIntervalsEdit: [GOD, DESK, 'address_delivery_admin'],
  setMultipleCountries: ['multi_country'],
  localeVisibility: [GOD],
  editCodCash: [GOD],
  removeProblemParcelAttachment: [GOD],
  removeProblemParcel: GOD_OR_DESK,
  changeStatus: GOD_OR_DESK,
  paymentCancel: GOD_OR_DESK,
  paymentDelete: GOD_OR_DESK,
  massIssuance: [GOD, 'quality_control'],
  paymentService: [...BRANCH_STAFF, GOD, DESK],
  pudoWorkplace: [GOD, 'pudo_manager', DESK],
  sendOrIssueParcel: [...BRANCH_STAFF, GOD, DESK],
  returnRedirect: [...BRANCH_STAFF, DESK, GOD, 'dispatch_manager'],
  invoiceInspection: [GOD, 'dispatch_manager'],
  preferredDeliveryDate: [GOD, DESK, 'dispatch_manager', 'courier'],
  dataChange: [...BRANCH_STAFF, GOD, DESK, 'dispatch_manager', 'courier', 'contact_centre_operator'],
  shipmentManagement: [...BRANCH_STAFF, GOD, DESK, 'dispatch_manager', 'courier', 'contact_centre_operator'],
  processingHub: [GOD, 'dispatch_manager', DESK],
  reportDamagedContainer: [GOD, 'base'],
  markAllShipments: [GOD, 'dispatch_manager'],
  pickupAssignToPartner: [GOD, 'dispatch_manager', 'courier'],
  pickupChangeCourier: [GOD, 'dispatch_manager', 'courier'],
  pickupChangeAddress: [GOD, DESK, 'contact_centre_operator'],
  publishVisit: GOD_OR_DESK,
  visitListDivisionFilter: [GOD, DESK, 'multi_country'],
  otherOperations: [...BRANCH_STAFF, DESK, GOD, 'quality_control'],
  shipmentSellGoods: [...BRANCH_STAFF, DESK, GOD],
  shipmentClaim: [...BRANCH_STAFF, DESK, GOD],
  sellGoods: 'everyone',
  printSettings: ['base'],
  languageSettings: ['base', 'contact_centre_operator', 'pudo_manager'],
  workspaceButtonSettings: [GOD, 'base', ...BRANCH_STAFF, DESK],
  menu: ['base', 'contact_centre_operator'],
} as const satisfies Record<string, readonly Role[] | 'everyone'>;

export type RoleCapability = keyof typeof ROLE_CAPABILITIES;
/** Capabilities whose rule is more than "holds one of these roles". */
export type RuleCapability = 'filterByCountry' | 'shipmentDelete' | 'visitDocumentsDelete';
export type Capability = RoleCapability | RuleCapability;

export const CAPABILITIES = [
  ...(Object.keys(ROLE_CAPABILITIES) as RoleCapability[]),
  'filterByCountry',
  'shipmentDelete',
  'visitDocumentsDelete',
] as const satisfies readonly Capability[];

export interface CapabilityUser {
  groups: readonly string[];
}

export interface CapabilityContext {
  /** The register a country filter would apply to (only `filterByCountry` reads it). */
  resource?: ResourceName;
}

/** The roles a plain capability needs, for screens that explain why a button is missing. */
export function capabilityRoles(capability: RoleCapability): readonly Role[] | 'everyone' {
  return ROLE_CAPABILITIES[capability];
}

export function can(user: CapabilityUser, capability: Capability, context: CapabilityContext = {}): boolean {
  const { groups } = user;
  switch (capability) {
    case 'filterByCountry':
      return canFilterByCountry(groups, context.resource);
    case 'shipmentDelete':
      return canDeleteShipment(groups);
    case 'visitDocumentsDelete':
      return (
        hasAnyRole(groups, [GOD, DESK, 'pudo_manager']) ||
        (hasAnyRole(groups, BRANCH_STAFF) && !groups.includes('courier'))
      );
    default: {
      const roles = ROLE_CAPABILITIES[capability];
      return roles === 'everyone' || hasAnyRole(groups, roles);
    }
  }
}

/**
 * Multi-country users filter every register by country; contact-centre operators only pickups;
 * administrator-god only the condition registers ("conditions" covers all three: the
 * conditions of shipment and of shipment service are the ones that carry a country).
 */
function canFilterByCountry(groups: readonly string[], resource: ResourceName | undefined): boolean {
  if (groups.includes('multi_country')) return true;
  if (resource === 'pickups' && groups.includes('contact_centre_operator')) return true;
  return (
    resource !== undefined &&
    (CONDITION_RESOURCES as readonly string[]).includes(resource) &&
    groups.includes(GOD)
  );
}

/**
 * Platform §6: denied to a courier or pudo manager who holds neither administrator-god nor
 * service desk, and to a user whose only role is contact-centre operator; allowed otherwise.
 * Group strings that are no role are ignored when deciding "only role".
 */
export function canDeleteShipment(groups: readonly string[]): boolean {
  const isCourierOrPudo = hasAnyRole(groups, ['courier', 'pudo_manager']);
  if (isCourierOrPudo && !hasAnyRole(groups, GOD_OR_DESK)) return false;
  const roles = new Set(groups.filter(isRole));
  return !(roles.size === 1 && roles.has('contact_centre_operator'));
}

export interface ResourcePermissions {
  create: boolean;
  edit: boolean;
  remove: boolean;
}

const NONE: ResourcePermissions = { create: false, edit: false, remove: false };

function all(allowed: boolean): ResourcePermissions {
  return { create: allowed, edit: allowed, remove: allowed };
}

/**
 * Register-level create / edit / remove rights (platform §6). A specific rule for a resource
 * replaces the general "Edit all resources" rule, so administrator-god and service desk get
 * only edit on the production calendar and edit + remove on problem parcels. A right no bullet
 * names is not granted here; workflow actions (creating a shipment in a visit, a pickup, an
 * order in the sell-goods dialog) are guarded by their own capabilities and route roles.
 */
export function resourcePermissions(user: CapabilityUser, resource: ResourceName): ResourcePermissions {
  const has = (capability: Capability) => can(user, capability);
  switch (resource) {
    case 'production_calendar':
      return { create: false, edit: has('productionCalendarEdit'), remove: false };
    case 'problem_parcels':
      return { create: false, edit: has('problemParcelEdit'), remove: has('removeProblemParcel') };
    case 'divisions':
      return { create: false, edit: has('divisionEdit'), remove: false };
    case 'phone_codes':
      return all(has('phoneCodesEdit'));
    case 'scanning':
      return all(has('scanningEdit'));
    case 'measurements':
      return all(has('measurementsEdit'));
    case 'orders': {
      const allowed = has('ordersCreateAndDelete');
      return { create: allowed, edit: false, remove: allowed };
    }
    case 'route_optimization':
      return all(has('routeOptimizationEdit'));
    case 'time_intervals':
      return all(has('timeIntervalsEdit'));
    case 'shipments':
      return { create: false, edit: false, remove: has('shipmentDelete') };
    // Registers §6 "Payments: edit and remove": editing a payment's note goes with cancelling it.
    case 'payments':
      return { create: false, edit: has('paymentCancel'), remove: has('paymentDelete') };
    // Registers §6 "Visit list: none": visits are opened, changed and deleted on the visit page.
    case 'visits':
      return NONE;
  }
  if ((ADDRESS_RESOURCES as readonly string[]).includes(resource)) return all(has('addressResourcesEdit'));
  // Not in the spec's capability list (our decision): the condition-admin role exists only for
  // the condition screens, so it gets full rights on them, as the register definitions declare.
  if (
    (CONDITION_RESOURCES as readonly string[]).includes(resource) &&
    user.groups.includes('condition_admin')
  ) {
    return all(true);
  }
  if ((EDIT_ALL_EXCLUDED_RESOURCES as readonly string[]).includes(resource)) return NONE;
  return all(has('editAllResources'));
}

/** Only holders of base or contact-centre operator see menu items at all (platform §6). */
export function canSeeMenu(groups: readonly string[]): boolean {
  return hasAnyRole(groups, ROLE_CAPABILITIES.menu);
}

export interface MenuItem {
  routeName: string;
  roles: 'any' | readonly Role[];
}

/** Menu items whose allowed groups the user holds; none for users who may not see the menu. */
export function filterMenu<T extends MenuItem>(groups: readonly string[], items: readonly T[]): T[] {
  if (!canSeeMenu(groups)) return [];
  return items.filter((item) => item.roles === 'any' || hasAnyRole(groups, item.roles));
}
