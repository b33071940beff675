import { z } from 'zod';
import type { ShipmentCod } from '../cash-on-delivery/cash-on-delivery.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, SHIPMENT_DIMENSION_LIMITS } from '../constants.ts';
import {
  PAYER_TYPES,
  SHIPMENT_PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentPaymentStatus,
  type ShipmentStatus,
} from '../statuses.ts';
import {
  countryCodeSchema,
  dimensionsFit,
  PARCEL_NUMBER_PATTERN,
  SIMPLE_EMAIL_PATTERN,
} from '../validation.ts';

/**
 * The shipment as the console and the API exchange it (registers §3.2 "Shipment", platform §3
 * "Shipment (blank draft)", "Sender/recipient party", "Address"). Dimensions travel and are stored
 * in millimetres, weights in grams, money as numbers with two decimals; the console shows cm and kg.
 */

/** Phone numbers: 8 to 14 digits, nothing else (registers §5, §9). */
export const shipmentPhoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`));

export const addressPartsSchema = z.strictObject({
  building: z.string().trim().max(100).nullish(),
  street: z.string().trim().max(255).nullish(),
  city: z.string().trim().max(255).nullish(),
  region: z.string().trim().max(255).nullish(),
  postCode: z.string().trim().max(20).nullish(),
  flat: z.string().trim().max(50).nullish(),
  block: z.string().trim().max(50).nullish(),
  note: z.string().trim().max(255).nullish(),
});
export type AddressParts = z.infer<typeof addressPartsSchema>;

export const addressSchema = z.strictObject({
  string: z.string().trim().max(500).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A party's `dimensions` (platform §3 "Sender/recipient party"): the largest place the party's point
 * takes in, in mm (a pickup point's shelf, a locker's biggest cell). Zero means no limit on that side;
 * every parcel must fit it by the platform §5 rule (`dimensionsFit`).
 */
export const partyDimensionsSchema = z.strictObject({
  length: z.number().int().min(0).max(100_000),
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});
export type PartyDimensions = z.infer<typeof partyDimensionsSchema>;

/** The sender or the recipient of a shipment. */
export const shipmentPartySchema = z.strictObject({
  companyTin: z.string().trim().min(2).max(20).nullish(),
  companyName: z.string().trim().max(255).nullish(),
  phone: shipmentPhoneSchema,
  email: z.string().trim().regex(SIMPLE_EMAIL_PATTERN).max(200).nullish(),
  name: z.string().trim().min(2).max(200),
  countryCode: countryCodeSchema,
  settlementId: z.uuid().nullish(),
  divisionId: z.uuid().nullish(),
  dimensions: partyDimensionsSchema.nullish(),
  /** A CID (client id) the party was taken from, when it was. */
  cid: z.string().trim().max(40).nullish(),
  address: addressSchema.nullish(),
  addressParts: addressPartsSchema.nullish(),
});
export type ShipmentParty = z.infer<typeof shipmentPartySchema>;

const { width, height, length, actualWeight, volumetricWeight } = SHIPMENT_DIMENSION_LIMITS;

/**
 * One parcel (place) of a shipment. The spec's dimension limits (width 250, height 20, length 350,
 * weight 1, actual weight 10, volumetric weight 10, registers §9, units not shown) are read as the
 * form's limits in centimetres and kilograms; stored values are mm and g, so the caps are ×10 and
 * ×1000 (docs/decisions.md).
 */
export const parcelInputSchema = z.strictObject({
  /** Given by the server when absent; a pre-printed label may be scanned in. */
  number: z.string().trim().regex(PARCEL_NUMBER_PATTERN).nullish(),
  actualWeight: z
    .number()
    .int()
    .min(1)
    .max(actualWeight * 1000),
  volumetricWeight: z
    .number()
    .int()
    .min(0)
    .max(volumetricWeight * 1000)
    .nullish(),
  length: z
    .number()
    .int()
    .min(1)
    .max(length * 10),
  width: z
    .number()
    .int()
    .min(1)
    .max(width * 10),
  height: z
    .number()
    .int()
    .min(1)
    .max(height * 10),
  description: z.string().trim().max(255).nullish(),
});
export type ParcelInput = z.infer<typeof parcelInputSchema>;

/** A parcel as read back: its number, and the recipient registered when it was issued. */
export interface Parcel extends Required<Omit<ParcelInput, 'number' | 'volumetricWeight' | 'description'>> {
  id: string;
  number: string;
  volumetricWeight: number;
  description: string | null;
  untied: boolean;
  recipient: ParcelRecipient | null;
}

/** Who took a parcel at issuance (`POST shipment-parcel-recipients`). */
export const parcelRecipientSchema = z.strictObject({
  name: z.string().trim().min(2).max(200),
  phone: shipmentPhoneSchema.nullish(),
  identificationType: z.enum(['Document', 'SMS', 'Mobile']).nullish(),
  documentNumber: z.string().trim().max(50).nullish(),
});
export type ParcelRecipient = z.infer<typeof parcelRecipientSchema>;

/** Codes of the services the rules look at (registers §4 "Visit document status"). */
export const SERVICE_CODES = {
  delivery: 'Delivery',
  cashOnDelivery: 'CashOnDelivery',
  insurance: 'Insurance',
  /** Backward delivery: ReadyToShip from another branch is not an acceptance error. */
  backwardDelivery: 'BackwardDelivery',
  /** Preferred delivery date: a modification shows ChangeDeliveryDate. */
  preferredDeliveryDate: 'PreferredDeliveryDate',
  packaging: 'Packaging',
  sms: 'SmsNotification',
} as const;
export type ServiceCode = (typeof SERVICE_CODES)[keyof typeof SERVICE_CODES];
export const SERVICE_CODE_LIST = Object.values(SERVICE_CODES) as [ServiceCode, ...ServiceCode[]];

export const shipmentServiceInputSchema = z.strictObject({
  serviceCode: z.enum(SERVICE_CODE_LIST),
  payerType: z.enum(PAYER_TYPES).default('Sender'),
  /** Declared value for insurance, cash-on-delivery amount, preferred date (YYYY-MM-DD)… */
  value: z.string().trim().max(100).nullish(),
});
export type ShipmentServiceInput = z.infer<typeof shipmentServiceInputSchema>;

export interface ShipmentService {
  id: string;
  shipmentId: string;
  serviceId: string;
  serviceCode: ServiceCode;
  name: string;
  /** The currency's symbol, for the services summary (platform §9). */
  symbol: string;
  currencyCode: string;
  cost: number;
  payerType: (typeof PAYER_TYPES)[number];
  paymentStatus: ShipmentPaymentStatus;
  value: string | null;
}

export const invoiceItemSchema = z.strictObject({
  description: z.string().trim().min(1).max(255),
  quantity: z.number().int().min(1).max(100_000),
  value: z.number().min(0).max(10_000_000),
  hsCode: z.string().trim().max(20).nullish(),
});
/** International shipments carry an invoice (platform §3 "invoice"; registers §5 "Invoice"). */
export const invoiceSchema = z.strictObject({
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  totalCost: z.number().min(0).max(10_000_000),
  items: z.array(invoiceItemSchema).max(100).default([]),
});
export type Invoice = z.infer<typeof invoiceSchema> & { id?: string };

export const payerContractNumberSchema = z.strictObject({
  number: z.string().trim().min(2).max(20),
  from: z.enum(PAYER_TYPES),
});

/** Body of `POST v2/shipments` and `PUT v2/shipments/{id}` (platform §3 "Shipment (blank draft)"). */
export const shipmentDraftSchema = z.strictObject({
  internationalShipping: z.boolean().default(false),
  payerType: z.enum(PAYER_TYPES).default('Sender'),
  payerContractNumber: payerContractNumberSchema.nullish(),
  hasNip: z.boolean().default(false),
  invoice: invoiceSchema.nullish(),
  clientOrder: z.string().trim().min(1).max(50).nullish(),
  note: z.string().trim().max(500).nullish(),
  sender: shipmentPartySchema,
  recipient: shipmentPartySchema,
  parcels: z.array(parcelInputSchema).min(1).max(50),
  services: z.array(shipmentServiceInputSchema).max(20).default([]),
  /** Draft keeps the shipment editable; ReadyToShip hands it to the counter for acceptance. */
  status: z.enum(['Draft', 'ReadyToShip']).default('Draft'),
  /** Optimistic lock of PUT; ignored on POST. */
  lockVersion: z.number().int().min(1).optional(),
});
export type ShipmentDraft = z.infer<typeof shipmentDraftSchema>;

/** The shipment as `GET shipments/{id}` and `GET internal/shipments` answer. */
export interface Shipment {
  id: string;
  number: string;
  status: ShipmentStatus;
  /** Aggregate of the services: NeedPay while any is unpaid. */
  paymentStatus: ShipmentPaymentStatus;
  internationalShipping: boolean;
  payerType: (typeof PAYER_TYPES)[number];
  payerContractNumber: { number: string; from: (typeof PAYER_TYPES)[number] } | null;
  hasNip: boolean;
  clientOrder: string | null;
  note: string | null;
  sender: ShipmentParty;
  recipient: ShipmentParty;
  parcels: Parcel[];
  services: ShipmentService[];
  /** Cash on delivery to take from the recipient and where it stands; null without the service. */
  cashOnDelivery: ShipmentCod | null;
  invoice: Invoice | null;
  firstLogisticDivisionId: string | null;
  lastLogisticDivisionId: string | null;
  markingPrinted: boolean;
  promoCode: string | null;
  scheduledDeliveryDate: string | null;
  createdByUser: string;
  acceptedByUser: string | null;
  /** The recipient's public tracking page, `/t/{token}` on the console's origin (issue 27). */
  trackingUrl: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  lockVersion: number;
}

export const shipmentStatusListSchema = z.array(z.enum(SHIPMENT_STATUSES));
export const shipmentPaymentStatusListSchema = z.array(z.enum(SHIPMENT_PAYMENT_STATUSES));

/**
 * The first parcel that does not fit the sender's or the recipient's `dimensions` (platform §3, §5:
 * each nonzero limit at least the measured value), with the side it breaks; undefined when all fit.
 */
export function parcelOutsidePartyDimensions(
  draft: Pick<ShipmentDraft, 'sender' | 'recipient' | 'parcels'>,
): { index: number; party: 'sender' | 'recipient' } | undefined {
  for (const party of ['sender', 'recipient'] as const) {
    const limits = draft[party].dimensions;
    if (!limits) continue;
    const index = draft.parcels.findIndex((parcel) => !dimensionsFit(limits, parcel));
    if (index >= 0) return { index, party };
  }
  return undefined;
}

/** Total of the services still to pay, per currency. */
export function unpaidServices(services: readonly ShipmentService[]): ShipmentService[] {
  return services.filter((service) => service.paymentStatus === 'NeedPay' && service.cost > 0);
}

/** A shipment's payment status from its services: anything unpaid means NeedPay. */
export function aggregatePaymentStatus(
  services: readonly Pick<ShipmentService, 'paymentStatus' | 'cost'>[],
): ShipmentPaymentStatus {
  if (services.some((service) => service.paymentStatus === 'NeedPay' && service.cost > 0)) return 'NeedPay';
  if (services.some((service) => service.paymentStatus === 'ContractAfterPayment'))
    return 'ContractAfterPayment';
  if (services.some((service) => service.paymentStatus === 'Paid')) return 'Paid';
  return 'FreeOfCharge';
}
