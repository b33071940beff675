import { z } from 'zod';
import type { Capability } from '../capabilities.ts';
import {
  CLIENT_TYPES,
  type ClientType,
  PAYER_TYPES,
  SHIPMENT_MODIFICATION_STATUSES,
  type ShipmentModificationStatus,
  type ShipmentModificationType,
} from '../statuses.ts';
import {
  payerContractNumberSchema,
  type ShipmentParty,
  shipmentPartySchema,
  shipmentPhoneSchema,
} from './shipment-model.ts';

/**
 * Shipment modifications (registers §2.3, §3.2, §7 "Modification"; platform §3 "Operation payload
 * built from a shipment"). The rules of which shipment may get which modification are ours
 * (docs/decisions.md "Shipment modifications").
 */

/** The path segment of each modification type in `shipment-modification/{type}`. */
export const MODIFICATION_PATH_TYPES = {
  refusal: 'Refusal',
  return: 'Return',
  redirecting: 'Redirecting',
  'change-data': 'ChangeData',
  'invoice-inspection': 'InvoiceInspection',
  'change-delivery-date': 'ChangeDeliveryDate',
  delete: 'delete',
} as const satisfies Record<string, ShipmentModificationType>;
export type ModificationPathType = keyof typeof MODIFICATION_PATH_TYPES;
export const MODIFICATION_PATH_TYPE_LIST = Object.keys(MODIFICATION_PATH_TYPES) as [
  ModificationPathType,
  ...ModificationPathType[],
];

/** The capability each modification type needs (platform §6). */
export const MODIFICATION_CAPABILITIES = {
  Refusal: 'sendOrIssueParcel',
  Return: 'returnRedirect',
  Redirecting: 'returnRedirect',
  ChangeData: 'dataChange',
  InvoiceInspection: 'invoiceInspection',
  ChangeDeliveryDate: 'preferredDeliveryDate',
  delete: 'shipmentDelete',
  close: 'shipmentManagement',
} as const satisfies Record<ShipmentModificationType, Capability>;

const source = z.string().trim().min(1).max(40).default('API');
const note = z.string().trim().max(500).nullish();

/** `POST shipment-modification/refusal`. */
export const refusalCreateSchema = z.strictObject({
  shipmentId: z.uuid(),
  source,
  customerPhone: shipmentPhoneSchema.nullish(),
  customerType: z.enum(CLIENT_TYPES).default('Recipient'),
  note,
  visitId: z.uuid().nullish(),
});
export type RefusalCreate = z.infer<typeof refusalCreateSchema>;

/** The operation payload of platform §3 (return, invoice inspection). */
export const shipmentOperationSchema = z.strictObject({
  shipmentId: z.uuid(),
  type: z.string().trim().max(40).nullish(),
  customerType: z.enum(CLIENT_TYPES).default('Sender'),
  payerType: z.enum(PAYER_TYPES).default('Sender'),
  source,
  note,
  customerPhone: shipmentPhoneSchema.nullish(),
  payerContractNumber: payerContractNumberSchema.nullish(),
  recipient: shipmentPartySchema.nullish(),
  visitId: z.uuid().nullish(),
});
export type ShipmentOperation = z.infer<typeof shipmentOperationSchema>;

/** Redirecting and change of data carry the new recipient. */
export const recipientOperationSchema = shipmentOperationSchema.extend({ recipient: shipmentPartySchema });

/**
 * Who an operation built from a shipment names as its customer (platform §3 "Operation payload built
 * from a shipment"): the counterpart is the sender for a Return and the recipient otherwise, and an
 * Internal client with no phone of its own takes the counterpart's phone. A client that is not
 * Internal is the counterpart itself.
 */
export function operationCustomerOf(
  type: string,
  shipment: { sender: Pick<ShipmentParty, 'phone'>; recipient: Pick<ShipmentParty, 'phone'> },
  client: { type?: ClientType | null; phone?: string | null },
): { customerType: ClientType; customerPhone: string | null } {
  const counterpartType: ClientType = type === 'Return' ? 'Sender' : 'Recipient';
  const counterpart = counterpartType === 'Sender' ? shipment.sender : shipment.recipient;
  if (client.type === 'Internal')
    return { customerType: 'Internal', customerPhone: client.phone || counterpart.phone || null };
  return { customerType: counterpartType, customerPhone: client.phone || null };
}

/** `POST shipment-modification/change-delivery-date`: the day the recipient asks to get it. */
export const deliveryDateOperationSchema = shipmentOperationSchema.extend({
  preferredDeliveryDate: z.iso.date(),
});
export type DeliveryDateOperation = z.infer<typeof deliveryDateOperationSchema>;

/** `POST shipment-modification/delete` and `cancel-delete`. */
export const shipmentDeleteSchema = z.strictObject({
  shipmentId: z.uuid(),
  note,
  visitId: z.uuid().nullish(),
});
export type ShipmentDeleteRequest = z.infer<typeof shipmentDeleteSchema>;

export type ModificationPayload =
  | RefusalCreate
  | ShipmentOperation
  | DeliveryDateOperation
  | ShipmentDeleteRequest;

/** `POST shipment-modification/cancel-close`: a closed (issued, returned, utilized) shipment reopened. */
export const shipmentCancelCloseSchema = z.strictObject({
  shipmentId: z.uuid(),
  note: z.string().trim().min(1).max(500),
});

/**
 * What the shipment screen offers on a shipment (`POST shipment-modification/check`): the creating
 * calls by their path type, and the two cancellations.
 */
export const SHIPMENT_OPERATIONS = [...MODIFICATION_PATH_TYPE_LIST, 'cancel-delete', 'cancel-close'] as const;
export type ShipmentOperationKind = (typeof SHIPMENT_OPERATIONS)[number];

/** The capability each operation of the shipment screen needs (platform §6). */
export const OPERATION_CAPABILITIES: Readonly<Record<ShipmentOperationKind, Capability>> = {
  ...(Object.fromEntries(
    Object.entries(MODIFICATION_PATH_TYPES).map(([path, type]) => [path, MODIFICATION_CAPABILITIES[type]]),
  ) as Record<ModificationPathType, Capability>),
  'cancel-delete': MODIFICATION_CAPABILITIES.delete,
  'cancel-close': MODIFICATION_CAPABILITIES.close,
};

export const shipmentOperationCheckSchema = z.strictObject({
  shipmentId: z.uuid(),
  operations: z.array(z.enum(SHIPMENT_OPERATIONS)).min(1).max(SHIPMENT_OPERATIONS.length).optional(),
});

/** One answer of the check: whether the caller may do it on this shipment now, and why not. */
export interface ShipmentOperationCheck {
  operation: ShipmentOperationKind;
  allowed: boolean;
  code: string | null;
  message: string | null;
}

/** One change of a shipment's data (`GET shipments-data-change/{id}`): who, when, the recipient before and after. */
export interface ShipmentDataChange {
  id: string;
  number: string;
  status: string;
  user: string;
  createdAt: string;
  note: string | null;
  before: { recipient?: ShipmentParty } | null;
  after: { recipient?: ShipmentParty } | null;
}

/** Statuses a shipment is closed in: `cancel-close` takes it back to Accepted. */
export const CLOSED_SHIPMENT_STATUSES = ['Issued', 'Returned', 'Utilized'] as const;

/** `PUT shipment-modification/{type}/{id}/status`. */
export const modificationStatusUpdateSchema = z.strictObject({
  status: z.enum(SHIPMENT_MODIFICATION_STATUSES),
});

/**
 * The processing of a modification: NeedProcessing → InProgress → Processed or Canceled. Cancelling
 * an unprocessed return or redirecting (`DELETE …/{id}`) is a separate rule of its own.
 */
export const MODIFICATION_STATUS_TRANSITIONS: Readonly<
  Record<ShipmentModificationStatus, readonly ShipmentModificationStatus[]>
> = {
  NeedProcessing: ['InProgress'],
  InProgress: ['Processed', 'Canceled'],
  Processed: [],
  Canceled: [],
};

export function canChangeModificationStatus(
  from: ShipmentModificationStatus,
  to: ShipmentModificationStatus,
): boolean {
  return MODIFICATION_STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses of a modification that still counts: one such modification of a type per shipment. */
export const ACTIVE_MODIFICATION_STATUSES = [
  'NeedProcessing',
  'InProgress',
  'Processed',
] as const satisfies readonly ShipmentModificationStatus[];

/** One modification as `GET shipment-modification-view/{id}` answers. */
export interface ShipmentModificationView {
  id: string;
  number: string;
  type: ShipmentModificationType;
  status: ShipmentModificationStatus;
  shipmentId: string;
  shipmentNumber: string;
  divisionId: string | null;
  visitId: string | null;
  user: string;
  note: string | null;
  source: string;
  customerType: string | null;
  customerPhone: string | null;
  payload: Record<string, unknown>;
  additionalParameters: { statusInspection?: string | null } & Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
