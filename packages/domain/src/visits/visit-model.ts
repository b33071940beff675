import { z } from 'zod';
import {
  parcelRecipientSchema,
  payerContractNumberSchema,
  shipmentPartySchema,
  shipmentPhoneSchema,
} from '../shipments/shipment-model.ts';
import { cidSchema } from '../shipments/shipment-requests.ts';
import {
  CLIENT_TYPES,
  IDENTIFICATION_STATUSES,
  IDENTIFICATION_TYPES,
  type IdentificationStatus,
  type IdentificationType,
  KINDS,
  type Kind,
  type OperationType,
  PAYER_TYPES,
  type VisitDocumentStatus,
  type VisitStatus,
} from '../statuses.ts';
import { SIMPLE_EMAIL_PATTERN } from '../validation.ts';
import type { VisitDue, VisitEndReason } from './visit-rules.ts';

/** A visit: one customer served at a counter (registers §3.2 "Visit"). */
export interface Visit {
  id: string;
  number: string;
  status: VisitStatus;
  statusDateTime: string;
  divisionId: string | null;
  division: string | null;
  /** Login of the clerk who opened it. */
  user: string;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  companyTin: string | null;
  clientAddress: string | null;
  coordinates: { latitude: number; longitude: number } | null;
  documents: VisitDocument[];
  identifications: Identification[];
  cid: VisitCid | null;
  cod: number | null;
  note: string | null;
  warningShown: boolean;
  createdAt: string;
  updatedAt: string;
  lockVersion: number;
}

export interface VisitCid {
  id: string;
  regionBase: string | null;
  profile: {
    name: string;
    phones: { phone: string; verified: boolean }[];
    companies: { name: string; companyTin: string }[];
    notification: { advertisement: boolean; promo: boolean };
  };
}

/** A document of a visit: a shipment or an order, with its derived status. */
export interface VisitDocument {
  documentId: string;
  documentType: Kind;
  status: VisitDocumentStatus;
  updatedAt: string;
  placeNumber: string[];
  /** Shipment or order number, for the visit page and the tab label. */
  number: string;
}

export interface Identification {
  id: string;
  ownerType: 'Visit';
  ownerIds: string[];
  operationType: OperationType;
  identificationType: IdentificationType;
  client: { phone: string | null; name: string | null; documentNumber: string | null };
  status: IdentificationStatus;
  /** SMS attempts left before Rejected (2, 1, 0). */
  attemptsLeft: number;
  createdAt: string;
}

/** `PUT visits/{id}`: the visitor's details and the note (the note save sends the whole visit). */
export const visitUpdateSchema = z.strictObject({
  fullName: z.string().trim().min(2).max(200).nullish(),
  phone: shipmentPhoneSchema.nullish(),
  email: z.string().trim().regex(SIMPLE_EMAIL_PATTERN).max(200).nullish(),
  companyTin: z.string().trim().min(2).max(20).nullish(),
  clientAddress: z.string().trim().max(500).nullish(),
  note: z.string().trim().max(1000).nullish(),
  warningShown: z.boolean().optional(),
  /**
   * The customer's CID, found by the visit search (registers §4 "Receiving"); null forgets it. The
   * server fills the profile in; a mobile identification then needs it (registers §4 "SMS
   * identification": verified by app).
   */
  cid: cidSchema.nullish(),
  /** Cash-on-delivery cash of the visit: changed only with "editing cash-on-delivery cash" (platform §6). */
  cod: z.number().min(0).max(1_000_000_000).nullish(),
  lockVersion: z.number().int().min(1),
});
export type VisitUpdate = z.infer<typeof visitUpdateSchema>;

/** `POST visits/{id}/documents`: adds a shipment or an order found by the visit search. */
export const visitDocumentAddSchema = z.strictObject({
  documentId: z.uuid(),
  documentType: z.enum(KINDS),
  /**
   * ReadyToShip from another division opens a selection dialog; choosing to accept it here sends
   * this flag, and the shipment's sender division becomes the user's (registers §4 "Receiving").
   */
  acceptAtUserDivision: z.boolean().optional(),
  /**
   * The clerk is receiving a parcel (the workplace's "receive parcel"): only a ReadyToShip shipment
   * (or a Draft, to be completed in the visit) may then be added (registers §4 "Receiving").
   */
  receiving: z.boolean().optional(),
});

export const IDENTIFICATION_OPERATION_TYPES = ['Issuance', 'Service', 'Refusal'] as const;

/** `POST identification` (registers §7 "Identification"). */
export const identificationCreateSchema = z.strictObject({
  ownerType: z.literal('Visit'),
  ownerIds: z.array(z.uuid()).min(1).max(1),
  operationType: z.enum(IDENTIFICATION_OPERATION_TYPES),
  identificationType: z.enum(IDENTIFICATION_TYPES),
  client: z.strictObject({
    phone: shipmentPhoneSchema.nullish(),
    name: z.string().trim().min(2).max(200).nullish(),
    documentTypeId: z.uuid().nullish(),
    documentNumber: z.string().trim().min(2).max(50).nullish(),
  }),
});

/** `POST identification/check`. */
export const identificationCheckSchema = z.strictObject({
  id: z.uuid(),
  identificationData: z.strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{4,6}$/),
  }),
});

/** SMS attempts before the identification is Rejected (FirstAttempt, SecondAttempt, Rejected). */
export const SMS_ATTEMPTS = 3;
export const SMS_CODE_LENGTH = 4;
/** Attempts left per SMS identification status (registers §4: two, one, none). */
export const SMS_ATTEMPTS_LEFT: Readonly<Record<IdentificationStatus, number>> = {
  FirstAttempt: 2,
  SecondAttempt: 1,
  Rejected: 0,
  Verified: 0,
};
export const identificationStatusSchema = z.enum(IDENTIFICATION_STATUSES);

export const PAYMENT_SYSTEMS = ['cash', 'card'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];

/** `POST /payments` (registers §3.2 "Payment" creation payload), plus how the money was taken. */
export const paymentCreateSchema = z.strictObject({
  payerPhone: shipmentPhoneSchema.nullish(),
  payerCid: z.string().trim().max(40).nullish(),
  payerFirstName: z.string().trim().max(100).nullish(),
  payerLastName: z.string().trim().max(100).nullish(),
  payerPatronymic: z.string().trim().max(100).nullish(),
  note: z.string().trim().max(500).nullish(),
  paymentSystem: z.enum(PAYMENT_SYSTEMS),
  /** The visit the payment was taken in, if any. */
  visitId: z.uuid().nullish(),
  services: z
    .array(
      z.strictObject({
        sourceType: z.enum(['Order', 'ShipmentServices', 'CashOnDelivery']),
        sourceId: z.uuid(),
        serviceId: z.uuid(),
      }),
    )
    .min(1)
    .max(200),
});
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

/** Visit messages of registers §8, as message keys the console translates. */
export const VISIT_MESSAGES = {
  documentAlreadyAdded: 'This document already added to the current visit',
  multipleDrafts: 'Forbidden to add multiple drafts',
  notReadyToShip: 'Shipment not ready to ship',
  needsSenderPayment: 'Shipment needs payment by sender',
  openItemsLimit: 'In order to create a new operation, you have to complete the previous one',
  acceptanceEndError: 'acceptanceEndError',
  identifyCustomer: 'identifyCustomer',
  phoneNotMobile: 'phone_not_mobile',
  differentPhones: 'different_phones',
  printOnlyDelivery: 'print_only_delivery',
  noClientRejections: 'no_client_rejections',
  paidOrderError: 'paid_order_error',
  paidOrderRestored: 'paid_order_restored',
  draftUpdateOrCancel: 'draft update or cancel',
  payForShipment: 'Pay for the shipment {{number}} and finish the visit',
  mobileNeedsCid: 'Find the customer by the code in their app first: the visit has no CID',
  smsCodeLimit: 'Too many codes were sent: try again later or identify the customer by a document',
  codeExpired: 'The code has expired: send a new one',
} as const;

/** Business codes of 422 answers in the visit workflow. */
export const VISIT_ERROR_CODES = {
  alreadyAdded: 'SHIPMENT_ALREADY_ADDED',
  cannotBeAdded: 'SHIPMENT_CAN_NOT_BE_ADDED',
  inAnotherVisit: 'SHIPMENT_IN_ANOTHER_VISIT',
  notReadyToShip: 'SHIPMENT_NOT_READY_TO_SHIP',
  multipleDrafts: 'MULTIPLE_DRAFTS',
  visitNotEditable: 'VISIT_NOT_EDITABLE',
  acceptanceEndError: 'ACCEPTANCE_END_ERROR',
  identifyCustomer: 'IDENTIFY_CUSTOMER',
  unpaidServices: 'UNPAID_SERVICES',
  documentNotDeletable: 'DOCUMENT_NOT_DELETABLE',
  visitNotDeletable: 'VISIT_NOT_DELETABLE',
  phoneNotMobile: 'PHONE_NOT_MOBILE',
  differentPhones: 'DIFFERENT_PHONES',
  identificationRejected: 'IDENTIFICATION_REJECTED',
  wrongCode: 'WRONG_CODE',
  openItemsLimit: 'OPEN_ITEMS_LIMIT',
  ordersNotSupported: 'ORDERS_NOT_SUPPORTED',
  notIssuance: 'DOCUMENT_NOT_ISSUANCE',
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  mobileNeedsCid: 'MOBILE_NEEDS_CID',
  /** 429: the visit or the phone has had as many SMS codes as the window allows. */
  smsCodeLimit: 'SMS_CODE_LIMIT',
  codeExpired: 'CODE_EXPIRED',
  /** A refusal is recorded against the client: the visit names none (no phone, no CID). */
  noClientRejections: 'NO_CLIENT_REJECTIONS',
} as const;

/** Where a visit was opened from (registers §2.4: it decides where closing the visit returns). */
export const VISIT_OPENED_FROM = ['visit_list', 'task_form', 'pudo_workplace', 'employee_workplace'] as const;
export type VisitOpenedFrom = (typeof VISIT_OPENED_FROM)[number];

/** `DELETE visits/{id}?from=`: where the visit page was opened from (registers §5 "Visit rules"). */
export const visitDeleteQuerySchema = z.strictObject({
  from: z.enum(VISIT_OPENED_FROM).optional(),
});

/** `POST visits`: an empty visit. */
export const visitCreateSchema = z.strictObject({
  openedFrom: z.enum(VISIT_OPENED_FROM).nullish(),
});

/**
 * `POST visits/{id}/end`: who took each parcel of the Issuance documents; parcels left out are
 * taken by the visitor, identified as the visit's verified identification says.
 */
export const visitEndSchema = z.strictObject({
  recipients: z
    .array(
      z.strictObject({ parcelNumber: z.string().trim().min(1).max(40), recipient: parcelRecipientSchema }),
    )
    .max(500)
    .default([]),
});
export type VisitEnd = z.infer<typeof visitEndSchema>;

/** `POST visits/{id}/refusal`: the recipient refuses an Issuance document's shipment. */
export const visitRefusalSchema = z.strictObject({
  documentId: z.uuid(),
  note: z.string().trim().max(500).nullish(),
});

/** `POST visits/{id}/modifications`: a return, redirecting or change of data made at the counter. */
export const visitModificationSchema = z.strictObject({
  documentId: z.uuid(),
  type: z.enum(['Return', 'Redirecting', 'ChangeData']),
  payload: z
    .strictObject({
      customerType: z.enum(CLIENT_TYPES).optional(),
      payerType: z.enum(PAYER_TYPES).optional(),
      note: z.string().trim().max(500).nullish(),
      customerPhone: shipmentPhoneSchema.nullish(),
      payerContractNumber: payerContractNumberSchema.nullish(),
      recipient: shipmentPartySchema.nullish(),
    })
    .default({}),
});
export type VisitModification = z.infer<typeof visitModificationSchema>;

/** `GET visits/{id}/can-end`. */
export interface VisitCanEnd {
  canEnd: boolean;
  reasons: VisitEndReason[];
  /** Every sum still to pay, named (the visit rules' `visitAmountsDue`, orders apart). */
  due: VisitDue[];
}

/** `POST replaying`: publish entities again to the operator's other systems. */
export const replayingSchema = z.strictObject({
  type: z.enum(['visit']),
  ids: z.array(z.uuid()).min(1).max(100),
});

/** `GET work-place/recent-activity`: the user's own recent work, open first. */
export interface RecentActivityItem {
  type: 'visit';
  id: string;
  number: string;
  status: VisitStatus;
  open: boolean;
  updatedAt: string;
}
