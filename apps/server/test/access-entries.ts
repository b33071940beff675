import { BRANCH_STAFF, type Entry, HUB, NO_SUCH_ID } from './access-rules.ts';

/**
 * The access table's first entries, written from the spec's text (platform §2 screens and §6
 * capabilities) and not from the code's role lists: the screens whose records only their roles
 * read, the reference registers' rights, and every capability §6 names with a call of its own.
 * The rest of the routes are in access-entries-routes.ts.
 */
export const TABLE: readonly Entry[] = [
  {
    source: '§2 orders: base, administrator-god, branch employee, branch manager',
    method: 'GET',
    url: 'orders',
    roles: ['base', 'administrator_god', 'branch_employee', 'branch_manager'],
  },
  {
    source: '§6 Orders: creation and deletion by administrator-god, branch employee and branch manager',
    method: 'POST',
    url: 'orders',
    payload: {},
    roles: ['administrator_god', 'branch_employee', 'branch_manager'],
  },
  {
    source: '§2 templates: administrator-god',
    method: 'GET',
    url: 'templates',
    roles: ['administrator_god'],
  },
  {
    source: '§2 novapay: branch staff, administrator-god, service desk, courier',
    method: 'GET',
    url: 'nova-pay/login',
    roles: [...BRANCH_STAFF, 'administrator_god', 'service_desk', 'courier'],
  },
  {
    source: '§6 payment delete: administrator-god and service desk',
    method: 'DELETE',
    url: `payments/${NO_SUCH_ID}`,
    roles: ['administrator_god', 'service_desk'],
  },
  {
    source: '§2 pickups: base, contact-centre operator',
    method: 'GET',
    url: 'pickups',
    roles: ['base', 'contact_centre_operator'],
  },
  {
    source: '§2 problem_parcels: base, administrator-god',
    method: 'GET',
    url: 'problem-parcels',
    roles: ['base', 'administrator_god'],
  },
  {
    source: '§6 Mass issuance: administrator-god and quality control',
    method: 'POST',
    url: 'mass-operations/check',
    payload: {},
    roles: ['administrator_god', 'quality_control'],
  },
  {
    source: '§2 pudo_workplace / §6 Pudo workplace: administrator-god, pudo manager, service desk',
    method: 'GET',
    url: 'pudo/workplace',
    roles: ['administrator_god', 'pudo_manager', 'service_desk'],
  },
  {
    source: '§2 customs_data_hub: administrator-god, service desk, broker',
    method: 'GET',
    url: `shipments/customs/data/${NO_SUCH_ID}`,
    roles: ['administrator_god', 'service_desk', 'broker'],
  },
  {
    source: '§2 conditions: administrator-god, service desk, condition admin',
    method: 'GET',
    url: 'conditions',
    roles: ['administrator_god', 'service_desk', 'condition_admin'],
  },
  {
    source: '§2 shipments: base, administrator-god, service desk, contact-centre operator',
    method: 'GET',
    url: 'shipments',
    roles: ['base', 'administrator_god', 'service_desk', 'contact_centre_operator'],
  },
  {
    source: '§2 payments: base, administrator-god, service desk',
    method: 'GET',
    url: 'payments',
    roles: ['base', 'administrator_god', 'service_desk'],
  },
  {
    source: '§2 visit_list_page: base, branch staff, administrator-god, courier',
    method: 'GET',
    url: 'visits',
    roles: ['base', ...BRANCH_STAFF, 'administrator_god', 'courier'],
  },
  {
    source: '§6 Mass issuance: administrator-god and quality control (the run)',
    method: 'POST',
    url: 'mass-operations',
    payload: {},
    roles: ['administrator_god', 'quality_control'],
  },
  // Platform §2, screens whose records only their roles read.
  {
    source: '§2 staffs: base, administrator-god, service desk, revision admin',
    method: 'GET',
    url: 'staffs',
    roles: ['base', 'administrator_god', 'service_desk', 'revision_admin'],
  },
  {
    source: '§2 conditions_of_shipment: administrator-god, condition admin',
    method: 'GET',
    url: 'conditions-of-shipment',
    roles: ['administrator_god', 'condition_admin'],
  },
  {
    source: '§2 conditions_of_shipment_service: administrator-god, condition admin',
    method: 'GET',
    url: 'conditions-of-shipment-service',
    roles: ['administrator_god', 'condition_admin'],
  },
  {
    source: '§2 condition_edit: administrator-god, service desk, condition admin',
    method: 'GET',
    url: `conditions/${NO_SUCH_ID}`,
    roles: ['administrator_god', 'service_desk', 'condition_admin'],
  },
  {
    source: '§2 templates_edit: administrator-god',
    method: 'GET',
    url: `templates/${NO_SUCH_ID}`,
    roles: ['administrator_god'],
  },
  {
    source: '§2 templates_create: administrator-god',
    method: 'POST',
    url: 'templates',
    payload: {},
    roles: ['administrator_god'],
  },
  {
    source: '§2 tasks: base',
    method: 'GET',
    url: 'tasks',
    roles: ['base'],
  },
  {
    source: '§2 courier_management_hub: administrator-god, service desk, dispatch manager',
    method: 'GET',
    url: `dispatch-monitoring?divisionId=${NO_SUCH_ID}`,
    roles: HUB,
  },
  {
    source: '§2 courier_hub_workplace: administrator-god, service desk, dispatch manager',
    method: 'GET',
    url: `courier-shifts?divisionId=${NO_SUCH_ID}&day=2026-01-05`,
    roles: HUB,
  },
  {
    source: '§2 mass_shipments_issuance: administrator-god, quality control',
    method: 'GET',
    url: 'mass-operations',
    roles: ['administrator_god', 'quality_control'],
  },
  {
    source: '§2 pudo_check_parcel: administrator-god, pudo manager, service desk',
    method: 'GET',
    url: 'pudo/shipments',
    roles: ['administrator_god', 'pudo_manager', 'service_desk'],
  },
  {
    source:
      '§2 employee_workplace: base, branch employee, branch manager, terminal employee, administrator-god, service desk',
    method: 'GET',
    url: 'work-place/shipment-processed',
    roles: [
      'base',
      'branch_employee',
      'branch_manager',
      'terminal_employee',
      'administrator_god',
      'service_desk',
    ],
  },
  // Platform §6, capabilities.
  {
    source: '§6 Orders: deletion by administrator-god, branch employee and branch manager',
    method: 'DELETE',
    url: `orders/${NO_SUCH_ID}`,
    roles: ['administrator_god', 'branch_employee', 'branch_manager'],
  },
  {
    source: '§6 payment cancel: administrator-god and service desk',
    method: 'POST',
    url: 'cancellation-of-payments',
    payload: {},
    roles: ['administrator_god', 'service_desk'],
  },
  {
    // Registers §7 has no DELETE of a problem parcel: it is removed by its status (Deleted).
    source: '§6 Remove problem parcel, change status: administrator-god and service desk',
    method: 'PUT',
    url: `problem-parcels/${NO_SUCH_ID}/change-status`,
    payload: {},
    roles: ['administrator_god', 'service_desk'],
  },
  {
    source: '§6 Invoice inspection: administrator-god and dispatch manager',
    method: 'POST',
    url: 'shipment-modification/invoice-inspection',
    payload: {},
    roles: ['administrator_god', 'dispatch_manager'],
  },
  {
    source: '§6 Return, redirect: branch staff, service desk, administrator-god, dispatch manager',
    method: 'POST',
    url: 'shipment-modification/redirecting',
    payload: {},
    roles: [...BRANCH_STAFF, 'service_desk', 'administrator_god', 'dispatch_manager'],
  },
  {
    source: '§6 Return, redirect: branch staff, service desk, administrator-god, dispatch manager (return)',
    method: 'POST',
    url: 'shipment-modification/return',
    payload: {},
    roles: [...BRANCH_STAFF, 'service_desk', 'administrator_god', 'dispatch_manager'],
  },
  {
    source: '§6 Pickup change address: administrator-god, service desk, contact-centre operator',
    method: 'PUT',
    url: `pickups/${NO_SUCH_ID}/address`,
    payload: {},
    roles: ['administrator_god', 'service_desk', 'contact_centre_operator'],
  },
  {
    source: '§6 Pickup change courier: administrator-god, dispatch manager, courier',
    method: 'PUT',
    url: `pickups/${NO_SUCH_ID}/courier`,
    payload: {},
    roles: ['administrator_god', 'dispatch_manager', 'courier'],
  },
  {
    source: '§6 Pickup assign to partner: administrator-god, dispatch manager, courier',
    method: 'PUT',
    url: `pickups/${NO_SUCH_ID}/assign-to-partner`,
    payload: {},
    roles: ['administrator_god', 'dispatch_manager', 'courier'],
  },
  {
    source: '§6 Mark all shipments as: administrator-god and dispatch manager',
    method: 'POST',
    url: `scan-registry/${NO_SUCH_ID}/mark-all`,
    roles: ['administrator_god', 'dispatch_manager'],
  },
  {
    source: '§6 Payment-service feature: branch staff, administrator-god, service desk',
    method: 'POST',
    url: 'payments',
    payload: {},
    roles: [...BRANCH_STAFF, 'administrator_god', 'service_desk'],
  },
];

/**
 * Platform §6's rights on the reference registers, transcribed register by register: who creates
 * (POST), edits (PUT, PATCH) and removes (DELETE) a record, and who reads its history (the roles
 * of the record's screens in §2: its own and the generic `edit`). "Edit all resources" gives
 * administrator-god and service desk all three on every register except companies, contracts,
 * divisions, nomenclatures, measurements and the production calendar; the named bullets add their
 * roles; a right no bullet grants is nobody's (docs/decisions.md "Rights no capability bullet
 * grants are not granted").
 */
export const EDIT_ALL = ['administrator_god', 'service_desk'];
/** §2 edit (generic resource edit): revision admin, administrator-god, service desk, division-part admin, address-system admin. */
export const EDIT_SCREEN = [
  'revision_admin',
  'administrator_god',
  'service_desk',
  'division_part_admin',
  'address_system_admin',
];
export const ADDRESS = [...EDIT_ALL, 'address_system_admin'];
interface ResourceRights {
  url: string;
  create: readonly string[];
  edit: readonly string[];
  remove: readonly string[];
  history?: readonly string[];
  source: string;
}
const everything = (roles: readonly string[]) => ({ create: roles, edit: roles, remove: roles });
const RESOURCE_RIGHTS: readonly ResourceRights[] = [
  ...[
    'languages',
    'currencies',
    'attached-document-types',
    'cargo_categories',
    'identification_document_types',
    'city_districts',
    'translations',
    'delivery-partners',
  ].map((url): ResourceRights => ({ url, ...everything(EDIT_ALL), source: '§6 Edit all resources' })),
  ...['companies', 'contracts', 'nomenclatures'].map(
    (url): ResourceRights => ({
      url,
      ...everything([]),
      source: '§6 Edit all resources, except; no other bullet',
    }),
  ),
  {
    url: 'divisions',
    create: [],
    edit: ['administrator_god'],
    remove: [],
    source: '§6 Divisions: editable by administrator-god only',
  },
  {
    url: 'measurements',
    ...everything(EDIT_ALL),
    source: '§6 Measurements: administrator-god and service desk',
  },
  ...['countries', 'regions', 'settlements', 'streets', 'buildings'].map(
    (url): ResourceRights => ({ url, ...everything(ADDRESS), source: '§6 Address resources' }),
  ),
  {
    url: 'production_calendar',
    create: [],
    edit: EDIT_ALL,
    remove: [],
    // production_calendar: base, administrator-god, service desk.
    history: [...EDIT_SCREEN, 'base'],
    source: '§6 Production calendar: editable (not created or removed) by administrator-god and service desk',
  },
  {
    url: 'phone_codes',
    ...everything([...EDIT_ALL, 'phone_code_admin']),
    history: [...EDIT_SCREEN, 'phone_code_admin'],
    source: '§6 Phone codes',
  },
  {
    url: 'staffs',
    ...everything(EDIT_ALL),
    // staffs and edit_staffs: base, revision admin, administrator-god, service desk, division-part admin.
    history: ['base', 'revision_admin', 'administrator_god', 'service_desk', 'division_part_admin'],
    source: '§6 Edit all resources (staffs)',
  },
  {
    url: 'route_optimization',
    ...everything([...EDIT_ALL, 'address_delivery_admin']),
    // route_optimization (base, …, dispatch manager, revision admin) and route_optimization_edit.
    history: [...EDIT_SCREEN, 'base', 'dispatch_manager', 'address_delivery_admin'],
    source: '§6 Route optimisation and time intervals',
  },
  {
    url: 'time-intervals',
    ...everything([...EDIT_ALL, 'address_delivery_admin']),
    // time_intervals (base) and time_intervals_edit (those three plus base and revision admin).
    history: [...EDIT_SCREEN, 'base', 'address_delivery_admin'],
    source: '§6 Route optimisation and time intervals',
  },
];

export const RESOURCE_TABLE: readonly Entry[] = RESOURCE_RIGHTS.flatMap((rights): Entry[] => {
  const record = `${rights.url}/${NO_SUCH_ID}`;
  return [
    {
      source: `${rights.source}: create`,
      method: 'POST',
      url: rights.url,
      payload: {},
      roles: rights.create,
    },
    { source: `${rights.source}: edit`, method: 'PUT', url: record, payload: {}, roles: rights.edit },
    { source: `${rights.source}: edit`, method: 'PATCH', url: record, payload: {}, roles: rights.edit },
    { source: `${rights.source}: remove`, method: 'DELETE', url: record, roles: rights.remove },
    {
      source: "§2 the record's screens (its own and the generic edit): its history",
      method: 'GET',
      url: `${record}/history`,
      roles: rights.history ?? EDIT_SCREEN,
    },
  ];
});

/** Platform §6 capabilities with calls of their own, beyond those in TABLE. */
export const DATA_CHANGE = [
  ...BRANCH_STAFF,
  'administrator_god',
  'service_desk',
  'dispatch_manager',
  'courier',
  'contact_centre_operator',
];
export const SEND_OR_ISSUE = [...BRANCH_STAFF, 'administrator_god', 'service_desk'];
export const RETURN_REDIRECT = [...BRANCH_STAFF, 'service_desk', 'administrator_god', 'dispatch_manager'];
export const PUDO_WORKPLACE = ['administrator_god', 'pudo_manager', 'service_desk'];
/**
 * §6 Shipment deletion: "allowed unless the user is a courier or pudo manager without
 * administrator-god or service desk; a user whose only role is contact-centre operator is also denied."
 */
export function mayDeleteShipments(groups: readonly string[]): boolean {
  const overseer = groups.includes('administrator_god') || groups.includes('service_desk');
  if ((groups.includes('courier') || groups.includes('pudo_manager')) && !overseer) return false;
  return !(groups.length === 1 && groups[0] === 'contact_centre_operator');
}
export const CAPABILITY_TABLE: readonly Entry[] = [
  {
    source: '§6 Shipment deletion',
    method: 'POST',
    url: 'shipment-modification/delete',
    payload: {},
    roles: mayDeleteShipments,
  },
  {
    source: '§6 Shipment deletion (its cancel)',
    method: 'POST',
    url: 'shipment-modification/cancel-delete',
    payload: {},
    roles: mayDeleteShipments,
  },
  {
    source: '§6 Preferred delivery date: administrator-god, service desk, dispatch manager, courier',
    method: 'POST',
    url: 'shipment-modification/change-delivery-date',
    payload: {},
    roles: ['administrator_god', 'service_desk', 'dispatch_manager', 'courier'],
  },
  {
    source: '§6 Data change and shipment management (change of data)',
    method: 'POST',
    url: 'shipment-modification/change-data',
    payload: {},
    roles: DATA_CHANGE,
  },
  {
    source: '§6 Data change and shipment management (the data-change screen)',
    method: 'GET',
    url: `shipments-data-change/${NO_SUCH_ID}`,
    roles: DATA_CHANGE,
  },
  {
    source: '§6 Data change and shipment management (cancel a close)',
    method: 'POST',
    url: 'shipment-modification/cancel-close',
    payload: {},
    roles: DATA_CHANGE,
  },
  {
    source: "§6 Data change and shipment management (a shipment's delivery partner)",
    method: 'POST',
    url: `shipments/${NO_SUCH_ID}/delivery-partners`,
    payload: {},
    roles: DATA_CHANGE,
  },
  {
    source: "§6 Data change and shipment management (a shipment's delivery partner removed)",
    method: 'DELETE',
    url: `shipment-delivery-partners/${NO_SUCH_ID}`,
    roles: DATA_CHANGE,
  },
  {
    source: '§6 Send or issue a parcel (a refusal)',
    method: 'POST',
    url: 'shipment-modification/refusal',
    payload: {},
    roles: SEND_OR_ISSUE,
  },
  {
    source: '§6 Send or issue a parcel (the parcel recipient)',
    method: 'POST',
    url: 'shipment-parcel-recipients',
    payload: {},
    roles: SEND_OR_ISSUE,
  },
  {
    source: '§6 Return, redirect (a return removed)',
    method: 'DELETE',
    url: `shipment-modification/return/${NO_SUCH_ID}`,
    roles: RETURN_REDIRECT,
  },
  {
    source: '§6 Return, redirect (a redirect removed)',
    method: 'DELETE',
    url: `shipment-modification/redirecting/${NO_SUCH_ID}`,
    roles: RETURN_REDIRECT,
  },
  {
    source: '§6 Editing cash-on-delivery cash: administrator-god (the payables paid out)',
    method: 'GET',
    url: 'cod-payouts',
    roles: ['administrator_god'],
  },
  {
    source: '§6 Editing cash-on-delivery cash: administrator-god (a payout)',
    method: 'POST',
    url: 'cod-payouts',
    payload: {},
    roles: ['administrator_god'],
  },
  {
    source: '§6 Removing problem-parcel attachments: administrator-god',
    method: 'DELETE',
    url: `problem-parcels/attachments/${NO_SUCH_ID}`,
    roles: ['administrator_god'],
  },
  {
    source: '§6 Publish/subscribe visit: administrator-god and service desk',
    method: 'POST',
    url: 'replaying',
    payload: {},
    roles: ['administrator_god', 'service_desk'],
  },
  {
    source:
      '§6 Visit documents delete: administrator-god, service desk, pudo manager, branch staff not couriers',
    method: 'DELETE',
    url: `visits/${NO_SUCH_ID}/documents/${NO_SUCH_ID}`,
    roles: (groups) =>
      groups.some((group) => ['administrator_god', 'service_desk', 'pudo_manager'].includes(group)) ||
      (groups.some((group) => BRANCH_STAFF.includes(group)) && !groups.includes('courier')),
  },
  {
    source: '§6 Pudo workplace (passing parcels to a courier)',
    method: 'POST',
    url: 'pudo/pass-courier',
    payload: {},
    roles: PUDO_WORKPLACE,
  },
  {
    source: '§6 Pudo workplace (a payment at the point)',
    method: 'POST',
    url: 'pudo/payments',
    payload: {},
    roles: PUDO_WORKPLACE,
  },
  {
    source: "§6 Pudo workplace (the point's scan registry)",
    method: 'POST',
    url: 'pudo/scan-registry',
    payload: {},
    roles: PUDO_WORKPLACE,
  },
  {
    source: '§6 Pudo workplace (a parcel looked up)',
    method: 'GET',
    url: 'pudo/parcels/PL000000000001',
    roles: PUDO_WORKPLACE,
  },
  {
    source: '§6 Pickup assign to partner and change courier (who may take it)',
    method: 'GET',
    url: `pickups/${NO_SUCH_ID}/executors`,
    roles: ['administrator_god', 'dispatch_manager', 'courier'],
  },
  {
    source: '§6 Scanning: full rights for administrator-god, base and service desk (a registry removed)',
    method: 'DELETE',
    url: `scan-registry/${NO_SUCH_ID}`,
    roles: ['administrator_god', 'base', 'service_desk'],
  },
  {
    source: '§6 Shipment sell-goods and claim: branch staff, service desk, administrator-god (a claim)',
    method: 'POST',
    url: `shipments/${NO_SUCH_ID}/claims`,
    payload: {},
    roles: [...BRANCH_STAFF, 'service_desk', 'administrator_god'],
  },
  {
    source: '§6 Shipment sell-goods and claim: branch staff, service desk, administrator-god (goods sold)',
    method: 'POST',
    url: `shipments/${NO_SUCH_ID}/orders`,
    payload: {},
    roles: [...BRANCH_STAFF, 'service_desk', 'administrator_god'],
  },
  // §2 courier_management_hub: administrator-god, service desk, dispatch manager.
  {
    source: '§2 courier_management_hub (an empty route)',
    method: 'POST',
    url: 'routes',
    payload: {},
    roles: HUB,
  },
  {
    source: "§2 courier_management_hub (the day's build)",
    method: 'POST',
    url: 'routes/build',
    payload: {},
    roles: HUB,
  },
  {
    source: '§2 courier_management_hub (stops waiting for a route)',
    method: 'GET',
    url: `routes/waiting-stops?divisionId=${NO_SUCH_ID}&day=2026-01-05`,
    roles: HUB,
  },
  {
    source: "§2 courier_management_hub (the routes' lines on the map)",
    method: 'GET',
    url: 'task-groups/route-polylines?vehicleNumbers[]=WX1234A',
    roles: HUB,
  },
  {
    source: '§2 courier_management_hub (a stop put on a live route)',
    method: 'POST',
    url: 'routes/live-insertion',
    payload: {},
    roles: HUB,
  },
];

/** Platform §2 operational screens: the call each screen opens with, for its roles. */
export const SCREEN_TABLE: readonly Entry[] = [
  {
    source:
      '§2 one_shipment: base, pudo manager, branch employee, branch manager, administrator-god, contact-centre operator',
    method: 'GET',
    url: `shipments/${NO_SUCH_ID}`,
    roles: [
      'base',
      'pudo_manager',
      'branch_employee',
      'branch_manager',
      'administrator_god',
      'contact_centre_operator',
    ],
  },
  {
    source: '§2 visit: branch staff, administrator-god, service desk, courier, base, pudo manager',
    method: 'GET',
    url: `visits/${NO_SUCH_ID}`,
    roles: [...BRANCH_STAFF, 'administrator_god', 'service_desk', 'courier', 'base', 'pudo_manager'],
  },
  {
    source:
      '§2 employee_workplace: base, branch employee, branch manager, terminal employee, administrator-god, service desk',
    method: 'GET',
    url: 'work-place/shipment-for-processed',
    roles: [
      'base',
      'branch_employee',
      'branch_manager',
      'terminal_employee',
      'administrator_god',
      'service_desk',
    ],
  },
  {
    source: '§2 scanning: base, administrator-god, service desk',
    method: 'GET',
    url: 'scan-registry',
    roles: ['base', 'administrator_god', 'service_desk'],
  },
  {
    source: '§2 scan_edit: branch employee, branch manager, base, pudo manager',
    method: 'GET',
    url: `scan-registry/${NO_SUCH_ID}`,
    roles: ['branch_employee', 'branch_manager', 'base', 'pudo_manager'],
  },
  {
    source: '§2 payment_edit: base, administrator-god, service desk',
    method: 'GET',
    url: `payments/${NO_SUCH_ID}`,
    roles: ['base', 'administrator_god', 'service_desk'],
  },
  {
    source: '§2 problem_parcel_edit: base, administrator-god',
    method: 'GET',
    url: `problem-parcels/${NO_SUCH_ID}`,
    roles: ['base', 'administrator_god'],
  },
  {
    source: '§2 pickups_view: base, administrator-god, service desk, contact-centre operator',
    method: 'GET',
    url: `pickups/${NO_SUCH_ID}`,
    roles: ['base', 'administrator_god', 'service_desk', 'contact_centre_operator'],
  },
  {
    source: '§2 order_edit: base, administrator-god, branch employee, branch manager',
    method: 'GET',
    url: `orders/${NO_SUCH_ID}`,
    roles: ['base', 'administrator_god', 'branch_employee', 'branch_manager'],
  },
  {
    source: '§2 route_optimization: base, administrator-god, service desk, dispatch manager, revision admin',
    method: 'GET',
    url: 'route_optimization',
    roles: ['base', 'administrator_god', 'service_desk', 'dispatch_manager', 'revision_admin'],
  },
  {
    source: '§2 time_intervals: base',
    method: 'GET',
    url: 'time-intervals',
    roles: ['base'],
  },
  {
    source: '§2 production_calendar: base, administrator-god, service desk',
    method: 'GET',
    url: 'production_calendar',
    roles: ['base', 'administrator_god', 'service_desk'],
  },
  {
    source: '§2 shipment_modification: base, administrator-god',
    method: 'GET',
    url: 'shipment-modification',
    roles: ['base', 'administrator_god'],
  },
  { source: '§2 edit_task: base', method: 'GET', url: `tasks/${NO_SUCH_ID}`, roles: ['base'] },
  { source: '§2 personal_task: base', method: 'GET', url: 'tasks/personal', roles: ['base'] },
  {
    source: '§2 processing_hub / courier_hub_workplace: administrator-god, service desk, dispatch manager',
    method: 'GET',
    url: `routes/build-jobs/${NO_SUCH_ID}`,
    roles: HUB,
  },
];
