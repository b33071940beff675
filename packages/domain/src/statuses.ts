import { z } from 'zod';

/** Colour scale of status badges (platform §4). */
export const TONES = ['neutral', 'positive', 'warning', 'negative'] as const;
export type Tone = (typeof TONES)[number];

/** How strongly a badge is filled (platform §4); `heavy` unless said otherwise. */
export const HEAVINESS = ['none', 'light', 'heavy'] as const;
export type Heaviness = (typeof HEAVINESS)[number];
export const DEFAULT_HEAVINESS: Heaviness = 'heavy';

function keysOf<K extends string>(tones: Readonly<Record<K, Tone>>): readonly K[] {
  return Object.keys(tones) as K[];
}

// Each status set is written once, as its tone map; the list and the type derive from it.

export const SHIPMENT_STATUS_TONES = {
  Draft: 'warning',
  ReadyToShip: 'positive',
  Accepted: 'positive',
  Deleted: 'negative',
  Issued: 'neutral',
  Returned: 'neutral',
  Utilized: 'warning',
} as const satisfies Record<string, Tone>;
export type ShipmentStatus = keyof typeof SHIPMENT_STATUS_TONES;
export const SHIPMENT_STATUSES = keysOf(SHIPMENT_STATUS_TONES);

export const SHIPMENT_PAYMENT_STATUS_TONES = {
  NeedPay: 'warning',
  Paid: 'positive',
  ContractAfterPayment: 'positive',
  FreeOfCharge: 'neutral',
} as const satisfies Record<string, Tone>;
export type ShipmentPaymentStatus = keyof typeof SHIPMENT_PAYMENT_STATUS_TONES;
export const SHIPMENT_PAYMENT_STATUSES = keysOf(SHIPMENT_PAYMENT_STATUS_TONES);

export const ORDER_PAYMENT_STATUS_TONES = {
  ...SHIPMENT_PAYMENT_STATUS_TONES,
  Holded: 'neutral',
} as const satisfies Record<string, Tone>;
export type OrderPaymentStatus = keyof typeof ORDER_PAYMENT_STATUS_TONES;
export const ORDER_PAYMENT_STATUSES = keysOf(ORDER_PAYMENT_STATUS_TONES);

/** An order inside a visit is only ever one of these (registers §4). */
export const VISIT_ORDER_PAYMENT_STATUSES = [
  'NeedPay',
  'Paid',
] as const satisfies readonly OrderPaymentStatus[];

export const SCAN_STATUS_TONES = {
  Open: 'warning',
  Ungrouped: 'neutral',
  Deleted: 'negative',
  Closed: 'neutral',
} as const satisfies Record<string, Tone>;
export type ScanStatus = keyof typeof SCAN_STATUS_TONES;
export const SCAN_STATUSES = keysOf(SCAN_STATUS_TONES);

export const SCAN_TYPES = [
  'Client',
  'Grouping',
  'Loading',
  'Unloading',
  'LoadingCourier',
  'UnloadingCourier',
  'FixationOnDivision',
] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

/** Scan types the scanning register's create button offers (registers §2.1). */
export const CREATABLE_SCAN_TYPES = [
  'Loading',
  'Unloading',
  'Grouping',
  'FixationOnDivision',
  'LoadingCourier',
  'UnloadingCourier',
] as const satisfies readonly ScanType[];

export const PAYMENT_LAST_STATUS_TONES = {
  paid: 'positive',
  refunded: 'neutral',
  paid_off: 'positive',
  holded: 'neutral',
} as const satisfies Record<string, Tone>;
export type PaymentLastStatus = keyof typeof PAYMENT_LAST_STATUS_TONES;
export const PAYMENT_LAST_STATUSES = keysOf(PAYMENT_LAST_STATUS_TONES);

export const TASK_STATUS_TONES = {
  New: 'warning',
  NotCompleted: 'negative',
  InProgress: 'neutral',
  Deleted: 'negative',
  Done: 'positive',
} as const satisfies Record<string, Tone>;
export type TaskStatus = keyof typeof TASK_STATUS_TONES;
export const TASK_STATUSES = keysOf(TASK_STATUS_TONES);
/** New and InProgress count as open; every other task status is closed. */
export const OPEN_TASK_STATUSES = ['New', 'InProgress'] as const satisfies readonly TaskStatus[];

export const TASK_TYPES = [
  'Return',
  'Redirecting',
  'Utilization',
  'SearchCargo',
  'ClientAddress',
  'Postomat',
  'PUDO',
  'Personal',
  'CourierOperations',
  'Remarking',
  'Transfer',
  'ChangeLocation',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const PROBLEM_PARCEL_STATUS_TONES = {
  Open: 'warning',
  Deleted: 'negative',
  InProgress: 'warning',
  Processed: 'positive',
} as const satisfies Record<string, Tone>;
export type ProblemParcelStatus = keyof typeof PROBLEM_PARCEL_STATUS_TONES;
export const PROBLEM_PARCEL_STATUSES = keysOf(PROBLEM_PARCEL_STATUS_TONES);

export const PROBLEM_PARCEL_TYPES = [
  'DamagedCargo',
  'UnknownCargo',
  'InvoiceInspection',
  'NotIssuedParcel',
  'LongTermStorage',
  'UnclaimedParcel',
  'LostParcel',
] as const;
export type ProblemParcelType = (typeof PROBLEM_PARCEL_TYPES)[number];

/** A problem parcel's return (registers §4); tones are ours: still to come back warning, all back positive. */
export const RETURN_STATE_TONES = {
  'Awaiting return': 'warning',
  'Partial return': 'warning',
  'Full return': 'positive',
} as const satisfies Record<string, Tone>;
export type ReturnState = keyof typeof RETURN_STATE_TONES;
export const RETURN_STATES = keysOf(RETURN_STATE_TONES);

/**
 * The spec lists pickup statuses without tones although the list colours them. Chosen to read
 * like the other registers: waiting on us is warning, under way neutral, finished positive,
 * cancelled or failed negative (our decision).
 */
export const PICKUP_STATUS_TONES = {
  Draft: 'warning',
  Created: 'neutral',
  AppointedCourier: 'neutral',
  InProgress: 'neutral',
  ReceivedByCourier: 'positive',
  Done: 'positive',
  ClientCanceled: 'negative',
  NotCompleted: 'negative',
  Deleted: 'negative',
  NeedPay: 'warning',
  Paid: 'positive',
} as const satisfies Record<string, Tone>;
export type PickupStatus = keyof typeof PICKUP_STATUS_TONES;
export const PICKUP_STATUSES = keysOf(PICKUP_STATUS_TONES);

/** Pickup-shipment tones, also not in the spec; same reasoning as pickups. */
export const PICKUP_SHIPMENT_STATUS_TONES = {
  Accepted: 'positive',
  NotReady: 'warning',
  NotPacked: 'warning',
  ClientCanceled: 'negative',
  Deleted: 'negative',
  Added: 'neutral',
} as const satisfies Record<string, Tone>;
export type PickupShipmentStatus = keyof typeof PICKUP_SHIPMENT_STATUS_TONES;
export const PICKUP_SHIPMENT_STATUSES = keysOf(PICKUP_SHIPMENT_STATUS_TONES);

export const VISIT_STATUS_TONES = {
  Open: 'positive',
  InProgress: 'positive',
  Closed: 'neutral',
  Deleted: 'negative',
  NotDelivered: 'warning',
} as const satisfies Record<string, Tone>;
export type VisitStatus = keyof typeof VISIT_STATUS_TONES;
export const VISIT_STATUSES = keysOf(VISIT_STATUS_TONES);

export const SHIPMENT_MODIFICATION_STATUS_TONES = {
  NeedProcessing: 'warning',
  Processed: 'positive',
  Canceled: 'negative',
  InProgress: 'neutral',
} as const satisfies Record<string, Tone>;
export type ShipmentModificationStatus = keyof typeof SHIPMENT_MODIFICATION_STATUS_TONES;
export const SHIPMENT_MODIFICATION_STATUSES = keysOf(SHIPMENT_MODIFICATION_STATUS_TONES);

export const SHIPMENT_MODIFICATION_TYPES = [
  'InvoiceInspection',
  'Return',
  'Redirecting',
  'ChangeData',
  'Refusal',
  'ChangeDeliveryDate',
  'delete',
  'close',
] as const;
export type ShipmentModificationType = (typeof SHIPMENT_MODIFICATION_TYPES)[number];

export const ROUTE_STATUS_TONES = {
  Processing: 'warning',
  Created: 'positive',
  NotActual: 'neutral',
  Deleted: 'negative',
  Draft: 'neutral',
} as const satisfies Record<string, Tone>;
export type RouteStatus = keyof typeof ROUTE_STATUS_TONES;
export const ROUTE_STATUSES = keysOf(ROUTE_STATUS_TONES);

export const DIVISION_WORKING_STATE_TONES = {
  Working: 'positive',
  NotWorking: 'negative',
  NotWorkingTemporary: 'warning',
  InProcessOpening: 'neutral',
} as const satisfies Record<string, Tone>;
export type DivisionWorkingState = keyof typeof DIVISION_WORKING_STATE_TONES;
export const DIVISION_WORKING_STATES = keysOf(DIVISION_WORKING_STATE_TONES);

export const DIVISION_TYPES = ['internal', 'internal_pudo', 'external', 'external_pudo'] as const;
export type DivisionType = (typeof DIVISION_TYPES)[number];

/** Categories offered by the divisions filter (registers §4). */
export const DIVISION_FILTER_CATEGORIES = [
  'DeliveryService',
  'MainInternationalTerminal',
  'PostBranch',
  'CargoBranch',
  'Depot',
  'Terminal',
] as const;
/** Every category the spec names: the filter's, PUDO mode's, and those division change excludes. */
export const DIVISION_CATEGORIES = [
  ...DIVISION_FILTER_CATEGORIES,
  'PUDO',
  'Office',
  'Headquarters',
  'Postomat',
  'Department',
] as const;
export type DivisionCategory = (typeof DIVISION_CATEGORIES)[number];
/** Division change never offers these (registers §6); division search also drops Office. */
export const DIVISION_CHANGE_EXCLUDED_CATEGORIES = [
  'Headquarters',
  'Postomat',
  'Office',
  'Department',
] as const satisfies readonly DivisionCategory[];

/** Shipment or operation types (platform §4); a visit document's status is one of these. */
export const OPERATION_TYPES = [
  'Draft',
  'AcceptanceError',
  'Acceptance',
  'Issuance',
  'Service',
  'Refusal',
  'Redirecting',
  'Return',
  'ChangeData',
  'Order',
  'ChangeDeliveryDate',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/**
 * Derived visit-document statuses: the operation types plus Issued and Deleted (registers §4), and
 * Accepted — what an Acceptance document becomes when its visit closes, as Issuance becomes
 * Issued (docs/decisions.md "Register sorting, searches past the default date, duplicate keys,
 * volumetric weight, closed visit documents").
 */
export const VISIT_DOCUMENT_STATUSES = [...OPERATION_TYPES, 'Accepted', 'Issued', 'Deleted'] as const;
export type VisitDocumentStatus = (typeof VISIT_DOCUMENT_STATUSES)[number];

export const KINDS = ['Shipment', 'Order'] as const;
export type Kind = (typeof KINDS)[number];

export const PARCEL_STATUS_PHRASES = [
  'ready for delivery',
  'arrived at division',
  'delivered to client',
] as const;
export type ParcelStatusPhrase = (typeof PARCEL_STATUS_PHRASES)[number];

export const CLIENT_TYPES = ['Sender', 'Recipient', 'Internal'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const PAYER_TYPES = ['Sender', 'Recipient'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export const CUSTOMS_ZONES = ['Europe', 'USMCA', 'NeedInvoice'] as const;

export const IDENTIFICATION_TYPES = ['Document', 'SMS', 'Mobile'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
export const IDENTIFICATION_STATUSES = ['FirstAttempt', 'SecondAttempt', 'Rejected', 'Verified'] as const;
export type IdentificationStatus = (typeof IDENTIFICATION_STATUSES)[number];

export const CONDITION_OF_SHIPMENT_TYPES = [
  'Blocking',
  'InformingUponAcceptance',
  'InformingUponIssuance',
] as const;
export type ConditionOfShipmentType = (typeof CONDITION_OF_SHIPMENT_TYPES)[number];

/** Deletion-mark filter of every register: all, true or false (platform §4). */
export const DELETION_MARK_FILTERS = ['all', 'true', 'false'] as const;
export type DeletionMarkFilter = (typeof DELETION_MARK_FILTERS)[number];

export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export const pickupStatusSchema = z.enum(PICKUP_STATUSES);
export const visitStatusSchema = z.enum(VISIT_STATUSES);
export const operationTypeSchema = z.enum(OPERATION_TYPES);
export const clientTypeSchema = z.enum(CLIENT_TYPES);
export const payerTypeSchema = z.enum(PAYER_TYPES);
