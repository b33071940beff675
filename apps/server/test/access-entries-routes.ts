import {
  ADDRESS,
  DATA_CHANGE,
  EDIT_ALL,
  EDIT_SCREEN,
  mayDeleteShipments,
  PUDO_WORKPLACE,
  RETURN_REDIRECT,
  SEND_OR_ISSUE,
} from './access-entries.ts';
import { ANY, BRANCH_STAFF, callsOf, type Entry, HUB, type Rule, union } from './access-rules.ts';

/**
 * The rest of the routes, screen by screen: each call is put with the §2 screen, the §6 capability or
 * the registers document's call list that makes it, and takes that source's roles. Where several
 * screens make the same call, it takes the union of their roles.
 */
const holdsAny = (groups: readonly string[], roles: readonly string[]) =>
  groups.some((group) => roles.includes(group));

// Platform §2, operational screens.
const VISIT = [...BRANCH_STAFF, 'administrator_god', 'service_desk', 'courier', 'base', 'pudo_manager'];
const ONE_SHIPMENT = [
  'base',
  'pudo_manager',
  'branch_employee',
  'branch_manager',
  'administrator_god',
  'contact_centre_operator',
];
const SHIPMENTS = ['base', 'administrator_god', 'service_desk', 'contact_centre_operator'];
/** Every screen showing a shipment: the list, the shipment itself and the visit's documents. */
const SHIPMENT_SCREENS = union(SHIPMENTS, ONE_SHIPMENT, VISIT);
const EMPLOYEE_WORKPLACE = [
  'base',
  'branch_employee',
  'branch_manager',
  'terminal_employee',
  'administrator_god',
  'service_desk',
];
const SCANNING = ['base', 'administrator_god', 'service_desk'];
const SCAN_EDIT = ['branch_employee', 'branch_manager', 'base', 'pudo_manager'];
const PICKUPS_VIEW = ['base', 'administrator_god', 'service_desk', 'contact_centre_operator'];
const PAYMENTS = ['base', 'administrator_god', 'service_desk'];
const PROBLEM_PARCELS = ['base', 'administrator_god'];
const ORDERS = ['base', 'administrator_god', 'branch_employee', 'branch_manager'];
const TASKS = ['base'];
const CUSTOMS = ['administrator_god', 'service_desk', 'broker'];
const CONDITIONS = ['administrator_god', 'service_desk', 'condition_admin'];
const CONDITIONS_OF_SHIPMENT = ['administrator_god', 'condition_admin'];
const MASS_ISSUANCE = ['administrator_god', 'quality_control'];
const TIME_INTERVALS_EDIT = [
  'administrator_god',
  'service_desk',
  'address_delivery_admin',
  'base',
  'revision_admin',
];
const ROUTE_OPTIMIZATION = [
  'base',
  'administrator_god',
  'service_desk',
  'dispatch_manager',
  'revision_admin',
];
const ROUTE_OPTIMIZATION_EDIT = [
  'administrator_god',
  'service_desk',
  'address_delivery_admin',
  'revision_admin',
];
const STAFFS = ['base', 'revision_admin', 'administrator_god', 'service_desk', 'division_part_admin'];
const PRODUCTION_CALENDAR = ['base', 'administrator_god', 'service_desk'];

// Platform §6, capabilities.
const SCANNING_RIGHTS = ['administrator_god', 'base', 'service_desk'];
const PAYMENT_SERVICE = [...BRANCH_STAFF, 'administrator_god', 'service_desk'];
const PAYMENT_CANCEL = ['administrator_god', 'service_desk'];
const ORDERS_CREATE_DELETE = ['administrator_god', 'branch_employee', 'branch_manager'];
const INVOICE_INSPECTION = ['administrator_god', 'dispatch_manager'];
const PREFERRED_DATE = ['administrator_god', 'service_desk', 'dispatch_manager', 'courier'];
const REPORT_DAMAGED = ['administrator_god', 'base'];
const PROBLEM_PARCEL_EDIT = ['administrator_god', 'service_desk'];
/** §6 Visit documents delete: administrator-god, service desk, pudo manager, and branch staff who are not couriers. */
const mayDeleteVisitDocuments: Rule = (groups) =>
  holdsAny(groups, ['administrator_god', 'service_desk', 'pudo_manager']) ||
  (holdsAny(groups, BRANCH_STAFF) && !groups.includes('courier'));
/** A shipment operation of any kind (§6: each operation's capability, deletion by its rule). */
const mayOperateShipments: Rule = (groups) =>
  mayDeleteShipments(groups) ||
  holdsAny(groups, union(SEND_OR_ISSUE, RETURN_REDIRECT, DATA_CHANGE, INVOICE_INSPECTION, PREFERRED_DATE));

/** The registers whose rows every form picks from, read by record too. */
const REFERENCE_READS = [
  'languages',
  'translations',
  'currencies',
  'countries',
  'regions',
  'settlements',
  'streets',
  'buildings',
  'divisions',
  'attached-document-types',
  'cargo_categories',
  'companies',
  'contracts',
  'identification_document_types',
  'measurements',
  'nomenclatures',
  'city_districts',
  'phone_codes',
  'delivery-partners',
].flatMap((path) => [`GET ${path}`, `GET ${path}/:id`]);

export const ROUTE_TABLE: readonly Entry[] = [
  ...callsOf(
    "§2 settings, home, staff_fixation_mobile_app: open to any signed-in user (the user's own settings, recent visits, scans and tasks, fixations; registers §7 Other, §2.4)",
    ANY,
    [
      'GET users/me',
      'GET users/settings',
      'GET users/city-districts',
      'GET work-place/recent-activity',
      'POST staff-fixations',
      'GET staff-fixations',
    ],
  ),
  {
    source: '§2 settings: any signed-in user saves their own',
    method: 'POST',
    url: 'users/settings',
    // A body the schema refuses, so that the answer is the guard's: `{}` would clear a dispatch
    // manager's divisions, which only an administrator may change (registers §5 "Division change").
    payload: { printers: 'none' },
    roles: ANY,
  },
  ...callsOf(
    "another user's settings: §6 Edit all resources (administrator-god, service desk); one's own is settings (any)",
    EDIT_ALL,
    ['PUT users/:id/settings'],
  ),
  ...callsOf(
    'registers §6 Division change: active administrators and dispatch managers',
    ['administrator_god', 'dispatch_manager'],
    ['GET users/working-divisions'],
  ),
  ...callsOf(
    "registers §7 Generic collections, Search-field sources and Catalogue: reference data that the forms of every screen pick from, so read by any signed-in user (docs/decisions.md 'Reference data is readable by every signed-in user')",
    ANY,
    [
      ...REFERENCE_READS,
      'GET settlements/:id/post-codes',
      'GET postal_codes',
      'GET countries/:id/list-city-districts',
      'GET divisions/:id/parts',
      'GET available-cargo-categories',
      'POST phone-number-type',
      'GET v2/phone-number-type',
      'GET exchange-rates/conversion',
      'GET work-calendar',
      'POST time-intervals/find',
      'GET delivery-partners/list-by-geozoning',
      'GET tracking/template',
    ],
  ),
  ...callsOf("§6 Address resources (a settlement's postal codes are its tab, registers §2.2)", ADDRESS, [
    'POST settlements/:id/post-codes',
    'DELETE settlements/:id/post-codes/:postCodeId',
  ]),
  ...callsOf(
    "a division's parts (registers §2.2 parts tab): administrator-god, and the division-part admin of §2 divisions",
    ['administrator_god', 'division_part_admin'],
    ['PUT divisions/:id/parts', 'DELETE parts/:partId'],
  ),
  ...callsOf(
    '§2 staffs and edit_staffs: base, revision admin, administrator-god, service desk, division-part admin',
    STAFFS,
    ['GET staffs/:id'],
  ),
  ...callsOf(
    '§2 production_calendar (base, administrator-god, service desk) and the generic edit',
    union(PRODUCTION_CALENDAR, EDIT_SCREEN),
    ['GET production_calendar/:id'],
  ),
  ...callsOf(
    '§2 time_intervals (base) and time_intervals_edit (those three plus base and revision admin)',
    TIME_INTERVALS_EDIT,
    ['GET time-intervals/:id'],
  ),
  ...callsOf(
    '§2 route_optimization (its list) and route_optimization_edit',
    union(ROUTE_OPTIMIZATION, ROUTE_OPTIMIZATION_EDIT),
    ['GET route_optimization/:id'],
  ),

  // The visit: §2 visit (branch staff, administrator-god, service desk, courier, base, pudo manager).
  ...callsOf(
    '§2 visit: its record, documents, identification (registers §4), client look-ups and goods (registers §7 Visits, Identification, Catalogue)',
    VISIT,
    [
      'POST visits',
      'PUT visits/:id',
      'POST visits/:id/documents',
      'GET visits/:id/can-end',
      'POST visits/:id/end',
      'POST visits/:id/modifications',
      'POST identification',
      'POST identification/check',
      'DELETE identification/:id',
      'GET cid/search/:cidOrPhone',
      'POST companies-crm',
      'GET orders/goods',
      'POST pricing/nomenclature-calculations',
      'GET shipments/visit-search/:text',
    ],
  ),
  ...callsOf(
    "§2 visit and pickups_create: the client's contact and small talk at the counter and on the phone (registers §7)",
    union(VISIT, PICKUPS_VIEW),
    ['GET contact-information', 'POST small-talk'],
  ),
  ...callsOf('§2 visit and order_edit: the orders a visit shows', union(VISIT, ORDERS), [
    'GET internal/orders',
  ]),
  ...callsOf(
    '§6 Visit documents delete (a visit is deleted only without documents, registers §5)',
    mayDeleteVisitDocuments,
    ['DELETE visits/:id'],
  ),
  ...callsOf(
    '§6 Send or issue a parcel: a refusal in a visit, accepting shipments when it ends (registers §4)',
    SEND_OR_ISSUE,
    [
      'POST visits/:id/refusal',
      'DELETE visits/:id/refusal/:documentId',
      'PUT shipments/accept',
      'DELETE shipment-modification/refusal/:id',
    ],
  ),

  // Pickups: §2 pickups_create and pickups_view.
  ...callsOf(
    '§2 pickups_create, pickups_view: base, administrator-god, service desk, contact-centre operator (registers §7 Pickups)',
    PICKUPS_VIEW,
    [
      'GET pickups/shipments',
      'POST pickups',
      'PUT pickups/:id',
      'PUT pickups/:id/status',
      'DELETE pickups/:id',
      'POST pickups/:id/shipments',
      'PUT pickups/:id/shipments',
      'PUT v2/pickups/:id/shipments',
      'DELETE pickups/:id/shipments',
    ],
  ),

  // Shipments.
  ...callsOf(
    '§2 one_shipment (create and edit modes): base, pudo manager, branch employee, branch manager, administrator-god, contact-centre operator',
    ONE_SHIPMENT,
    [
      'POST v2/shipments',
      'PUT v2/shipments/:id',
      'POST shipments/:id/promo-codes',
      'POST v2/shipments/available-services/structure-checking',
      'GET conditions-checks/hotkeys',
      'POST conditions-checks/services',
    ],
  ),
  ...callsOf(
    '§2 shipments, one_shipment and visit: the screens showing a shipment, its services, journey, recipients, modifications and prints',
    SHIPMENT_SCREENS,
    [
      'GET shipments/:id/tracking',
      'GET internal/shipments',
      'GET clean-shipments',
      'GET shipments/:id/internal-services',
      'GET shipment-parcel-recipients',
      'GET shipment-delivery-partners',
      'GET invoices/print-form',
      'GET shipment-modification-view/:id',
      'GET shipments/:id/delivery-proofs',
      'GET shipments/available-services/id-checking/:id',
      'POST conditions-checks/shipments',
      ...['marking', 'citizen', 'international', 'invoice', 'search-coupon'].map(
        (kind) => `GET shipments/print-form/${kind}`,
      ),
    ],
  ),
  ...callsOf(
    "§2 one_shipment and customs_data_hub: a shipment's files and the goods' HS codes",
    union(ONE_SHIPMENT, CUSTOMS),
    [
      'POST uploads',
      'POST shipment-attachments',
      'POST shipment-attachments-document',
      'DELETE shipment-attachments/:id',
      'GET search-cargo-hs-codes',
    ],
  ),
  ...callsOf(
    "§2 shipments, one_shipment, visit and customs_data_hub: reading a shipment's files",
    union(SHIPMENT_SCREENS, CUSTOMS),
    ['GET uploads/attached/:url', 'GET shipment-attachments'],
  ),
  ...callsOf('§2 customs_data_hub: administrator-god, service desk, broker', CUSTOMS, [
    'GET shipments/customs/queue',
    'POST shipments/customs/data',
    'GET shipments/customs/export',
    'GET shipments/print-form/cn23',
  ]),
  ...callsOf(
    "§6 each shipment operation's capability (which operations a shipment takes)",
    mayOperateShipments,
    ['POST shipment-modification/check'],
  ),
  // Registers §7 PUT shipment-modification/{type}/{id}/status: the capability of the type (§6).
  ...callsOf("§6 Send or issue a parcel (a refusal's status)", SEND_OR_ISSUE, [
    'PUT shipment-modification/refusal/:id/status',
  ]),
  ...callsOf('§6 Return, redirect (their status)', RETURN_REDIRECT, [
    'PUT shipment-modification/return/:id/status',
    'PUT shipment-modification/redirecting/:id/status',
  ]),
  ...callsOf('§6 Data change (its status)', DATA_CHANGE, [
    'PUT shipment-modification/change-data/:id/status',
  ]),
  ...callsOf(
    '§6 Invoice inspection (its status): administrator-god and dispatch manager',
    INVOICE_INSPECTION,
    ['PUT shipment-modification/invoice-inspection/:id/status'],
  ),
  ...callsOf('§6 Preferred delivery date (its status)', PREFERRED_DATE, [
    'PUT shipment-modification/change-delivery-date/:id/status',
  ]),
  ...callsOf('§6 Shipment deletion (its status)', mayDeleteShipments, [
    'PUT shipment-modification/delete/:id/status',
  ]),

  // Payments and orders.
  ...callsOf(
    '§2 payments, payment_edit (base, administrator-god, service desk) and §6 Payment-service feature',
    union(PAYMENTS, PAYMENT_SERVICE),
    ['GET internal-payments', 'POST payments/payments-statuses', 'GET payments/:id/print-form/receipt'],
  ),
  ...callsOf(
    '§6 payment cancel: administrator-god and service desk (registers §6 Payments: edit)',
    PAYMENT_CANCEL,
    ['PUT payments/:id'],
  ),
  ...callsOf('§2 payments: the cash-on-delivery payables the payments screens show', PAYMENTS, [
    'GET cod-payables',
    'GET cod-payables/report',
  ]),
  ...callsOf(
    '§6 Editing cash-on-delivery cash: administrator-god (a payout paid off)',
    ['administrator_god'],
    ['POST cod-payouts/:id/paid-off'],
  ),
  ...callsOf(
    '§6 Orders: creation and deletion by administrator-god, branch employee and branch manager (an order edited in the sell-goods dialog)',
    ORDERS_CREATE_DELETE,
    ['PUT orders/:id'],
  ),

  // Tasks, routes and the courier.
  ...callsOf('§2 tasks, edit_task, personal_task: base (registers §7 Tasks)', TASKS, [
    'GET tasks/queue',
    'PUT tasks/:id',
    'PUT tasks/:id/status-executor',
    'GET tracking-history/:id',
  ]),
  ...callsOf(
    '§2 courier_management_hub, courier_hub_workplace, processing_hub: administrator-god, service desk, dispatch manager',
    HUB,
    [
      'POST tasks',
      'POST routes/:id/stops/move',
      'PUT routes/:id/confirm',
      'PUT routes/:id/courier',
      'PUT routes/:id/initial-courier',
      'POST courier-shifts',
      'DELETE courier-shifts/:id',
      'GET courier-shifts/couriers',
      'PUT routes/:id/live-insertion',
      'GET dispatch-monitoring/late-stops',
      'GET dispatch/events',
    ],
  ),
  ...callsOf(
    '§2 courier_management_hub and tasks (a courier-operations task opens its route)',
    union(HUB, TASKS),
    ['GET routes', 'GET routes/:id'],
  ),
  ...callsOf(
    "the courier's own day: §6 role courier (§1 users: couriers)",
    ['courier'],
    ['GET courier/today', 'POST courier/stops/:stopId/sms-code', 'POST courier/positions'],
  ),
  ...callsOf(
    "a courier's actions at a stop, also taken by §6 Scanning (administrator-god, base, service desk) and Pudo workplace",
    union(['courier'], SCANNING_RIGHTS, PUDO_WORKPLACE),
    ['POST courier/actions'],
  ),

  // Scanning and problem parcels.
  ...callsOf(
    '§6 Scanning: full rights for administrator-god, base and service desk; and the Pudo workplace',
    union(SCANNING_RIGHTS, PUDO_WORKPLACE),
    [
      'POST scan-registry',
      'POST scan-registry/:id/scans',
      'DELETE scan-registry/:id/scans/:itemId',
      'POST scan-registry/:id/close',
    ],
  ),
  ...callsOf("§6 Pudo workplace (marking all of a point's scan)", PUDO_WORKPLACE, [
    'POST pudo/scan-registry/:id/mark-all',
  ]),
  ...callsOf(
    '§2 employee_workplace, with §6 Scanning or Pudo workplace (the workplace scan, registers §7)',
    (groups) =>
      holdsAny(groups, EMPLOYEE_WORKPLACE) && holdsAny(groups, union(SCANNING_RIGHTS, PUDO_WORKPLACE)),
    ['POST work-place/scans'],
  ),
  ...callsOf(
    '§2 scanning, scan_edit and employee_workplace: the look-ups of a scan (registers §7 Scanning)',
    union(SCANNING, SCAN_EDIT, EMPLOYEE_WORKPLACE),
    ['GET movement-plans', 'GET barcode-placements', 'GET vehicles', 'GET couriers', 'GET couriers/:barcode'],
  ),
  ...callsOf(
    '§6 Scanning, Report damaged container, Pudo workplace, and Problem parcels edit (a problem parcel registered)',
    union(SCANNING_RIGHTS, REPORT_DAMAGED, PUDO_WORKPLACE, PROBLEM_PARCEL_EDIT),
    ['POST problem-parcels', 'POST problem-parcels/:id/attachments'],
  ),
  ...callsOf('§2 problem_parcel_edit: base, administrator-god (its attachments)', PROBLEM_PARCELS, [
    'GET problem-parcels/attachments',
  ]),
  ...callsOf(
    '§2 problem_parcel_edit (a note) and §6 Problem parcels: edit (administrator-god, service desk)',
    union(PROBLEM_PARCELS, PROBLEM_PARCEL_EDIT),
    ['PUT problem-parcels/:id'],
  ),
  ...callsOf(
    '§2 mass_shipments_issuance, mass_shipments_lost: administrator-god, quality control',
    MASS_ISSUANCE,
    ['GET mass-operations/:id', 'GET mass-operations/:id/report'],
  ),

  // Conditions and templates.
  ...callsOf('§2 conditions, condition_edit: administrator-god, service desk, condition admin', CONDITIONS, [
    'POST conditions',
    'PUT conditions/:id',
    'DELETE conditions/:id',
    'GET conditions-checks',
  ]),
  ...callsOf(
    '§2 conditions_of_shipment, conditions_of_shipment_service and their edit screens: administrator-god, condition admin',
    CONDITIONS_OF_SHIPMENT,
    [
      'GET conditions-of-shipment/:id',
      'POST conditions-of-shipment',
      'PUT conditions-of-shipment/:id',
      'DELETE conditions-of-shipment/:id',
      'GET conditions-of-shipment-service/:id',
      'POST conditions-of-shipment-service',
      'PUT conditions-of-shipment-service/:id',
      'DELETE conditions-of-shipment-service/:id',
    ],
  ),
  ...callsOf(
    '§2 templates_edit: administrator-god',
    ['administrator_god'],
    ['PUT templates/:id', 'DELETE templates/:id'],
  ),
  ...callsOf(
    "the notification outboxes: no screen of the spec's; the service desk's (docs/decisions.md, issue 9)",
    ['service_desk'],
    ['GET sms-outbox', 'POST notification-outbox/:id/retry'],
  ),
  ...callsOf(
    "the notification outbox's list: the service desk and administrator-god (docs/decisions.md)",
    EDIT_ALL,
    ['GET notification-outbox'],
  ),
];
