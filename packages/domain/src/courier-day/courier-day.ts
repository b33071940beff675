import { z } from 'zod';
import { scanBarcodeSchema } from '../scanning/scan-model.ts';

/** What a courier does at a stop of the day (issue 26). */
export const COURIER_STOP_KINDS = ['delivery', 'pickup', 'pudo', 'postomat'] as const;
export type CourierStopKind = (typeof COURIER_STOP_KINDS)[number];

/** A stop's state as the phone shows it: still to do, done, or failed with a reason. */
export const COURIER_STOP_STATUSES = ['pending', 'done', 'failed'] as const;
export type CourierStopStatus = (typeof COURIER_STOP_STATUSES)[number];

/** Why a delivery failed (issue 26): a damaged parcel opens a problem parcel. */
export const DELIVERY_FAILURE_REASONS = ['absent', 'refused', 'address_wrong', 'damaged'] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/**
 * What the phone queues: a stop's actions (deliver, fail, collect_cash, pickup_scan), and a hub
 * clerk's `hub_scan` of one barcode into a scan registry, which names the registry, not a stop.
 */
export const COURIER_ACTION_TYPES = ['deliver', 'fail', 'collect_cash', 'pickup_scan', 'hub_scan'] as const;
export type CourierActionType = (typeof COURIER_ACTION_TYPES)[number];
/** The queued actions done at a stop of the courier's route (every type but `hub_scan`). */
export type CourierStopActionType = Exclude<CourierActionType, 'hub_scan'>;

/** The answer to one queued action: `duplicate` repeats the first answer of the same id. */
export const COURIER_ACTION_RESULTS = ['applied', 'duplicate', 'refused'] as const;
export type CourierActionResult = (typeof COURIER_ACTION_RESULTS)[number];

/** Bounds of one sync call: a phone with more queued sends them in several batches. */
export const COURIER_ACTIONS_PER_BATCH = 500;
export const COURIER_POSITIONS_PER_BATCH = 200;
/** How long the positions of couriers are kept (days). */
export const COURIER_POSITION_RETENTION_DAYS = 7;

export interface CourierStopParcel {
  barcode: string;
  shipmentNumber: string;
}

/** An amount in the currency's minor unit (grosz, kopiyka): an integer, never a float sum. */
export interface MinorAmount {
  amountMinor: number;
  currencyCode: string;
}

/** A nearby pickup point a failed delivery's parcels may be redirected to (offline choice). */
export interface CourierPudoChoice {
  id: string;
  name: string;
  address: string | null;
  distanceKm: number | null;
  freePlaces: number;
}

/** A type of identity document the courier may check at the door (identification_document_types). */
export interface CourierDocumentType {
  id: string;
  name: string;
  countryCode: string;
}

export interface CourierStop {
  id: string;
  routeId: string;
  position: number;
  kind: CourierStopKind;
  status: CourierStopStatus;
  /** ISO instants of the client's window, when it has one. */
  timeFrom: string | null;
  timeTo: string | null;
  address: string;
  latitude: number;
  longitude: number;
  parcels: CourierStopParcel[];
  toCollect: MinorAmount[];
  /** Whether delivering needs the recipient identified (an address delivery with shipments). */
  identificationRequired: boolean;
  /** Up to COURIER_PUDO_CHOICES pickup points with a free place, for a failed delivery's redirect. */
  pudos: CourierPudoChoice[];
}

export interface CourierDay {
  day: string;
  timeZone: string;
  stops: CourierStop[];
  /** The identity documents the courier may check, loaded with the day so it works offline. */
  documentTypes: CourierDocumentType[];
}

/** How many pickup points a delivery stop offers for a redirect after a failed delivery. */
export const COURIER_PUDO_CHOICES = 3;

/** How the recipient paid at the door. */
export const DOOR_PAYMENT_METHODS = ['cash', 'card'] as const;
export type DoorPaymentMethod = (typeof DOOR_PAYMENT_METHODS)[number];

/** How the recipient proved who they are at the door (registers §4: SMS code or document). */
export const doorIdentificationSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('Document'),
    documentTypeId: z.uuid(),
    documentNumber: z.string().trim().min(1).max(50),
  }),
  z.strictObject({
    type: z.literal('SMS'),
    code: z
      .string()
      .trim()
      .regex(/^\d{4,6}$/),
  }),
]);
export type DoorIdentification = z.infer<typeof doorIdentificationSchema>;

/**
 * Whether delivering a task needs the recipient identified at the door: an address delivery with
 * shipments (a PUDO's or a postomat's hand-over identifies nobody; docs/decisions.md).
 */
export const doorIdentificationRequired = (task: { type: string; shipmentNumbers: readonly string[] }) =>
  task.type === 'ClientAddress' && task.shipmentNumbers.length > 0;

/** After a failed delivery: a new attempt on the next working day, or the parcels to a pickup point. */
export const failNextSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('retry') }),
  z.strictObject({ kind: z.literal('pudo'), pudoId: z.uuid() }),
]);
export type FailNext = z.infer<typeof failNextSchema>;

/** `POST courier/stops/{stopId}/sms-code`: where the code went (masked) and until when it is valid. */
export interface DoorSmsCodeSent {
  phone: string;
  expiresAt: string;
}

/** The phone's navigation link (RFC 5870 `geo:` URI) with the address as the label. */
export function geoUri(stop: Pick<CourierStop, 'latitude' | 'longitude' | 'address'>): string {
  const point = `${stop.latitude},${stop.longitude}`;
  return `geo:${point}?q=${point}(${encodeURIComponent(stop.address)})`;
}

const at = z.iso.datetime({ offset: true });
const barcode = z.string().trim().min(1).max(50);
const base = { id: z.uuid(), stopId: z.uuid(), at };

export const courierActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...base,
    type: z.literal('deliver'),
    recipientName: z.string().trim().min(1).max(200),
    /** Ids of `POST uploads` files: the signature and the photo of the hand-over. */
    signatureUploadId: z.uuid().optional(),
    photoUploadId: z.uuid().optional(),
    /** Required by the server for an address delivery with shipments (identificationRequired). */
    identification: doorIdentificationSchema.optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('fail'),
    reason: z.enum(DELIVERY_FAILURE_REASONS),
    photoUploadId: z.uuid().optional(),
    note: z.string().trim().max(500).optional(),
    /** What happens to the parcels next; a `refused` reason always sends them back to the sender. */
    next: failNextSchema.optional(),
  }),
  z
    .strictObject({
      ...base,
      type: z.literal('collect_cash'),
      amountMinor: z.int().min(0).max(1_000_000_000),
      currencyCode: z.string().regex(/^[A-Z]{3}$/),
      /** Absent on the queued actions of older phones: cash. */
      method: z.enum(DOOR_PAYMENT_METHODS).optional(),
      /** The card terminal's approval code: required for a card payment. */
      cardReference: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{6,12}$/)
        .optional(),
    })
    .superRefine((action, context) => {
      if (action.method === 'card' && !action.cardReference)
        context.addIssue({ code: 'custom', path: ['cardReference'], message: 'any.required' });
      if (action.method !== 'card' && action.cardReference !== undefined)
        context.addIssue({ code: 'custom', path: ['cardReference'], message: 'any.unknown' });
    }),
  z.strictObject({ ...base, type: z.literal('pickup_scan'), barcodes: z.array(barcode).min(1).max(200) }),
  /** A barcode scanned into a scan registry at a hub, queued on the phone like a stop's action. */
  z.strictObject({
    id: z.uuid(),
    at,
    type: z.literal('hub_scan'),
    registryId: z.uuid(),
    /** Normalised as the scan page's barcode (a scanner typing on another keyboard layout). */
    barcode: scanBarcodeSchema.shape.barcode,
  }),
]);
export type CourierAction = z.infer<typeof courierActionSchema>;
export type HubScanAction = Extract<CourierAction, { type: 'hub_scan' }>;
export type CourierStopAction = Exclude<CourierAction, { type: 'hub_scan' }>;

export const courierActionBatchSchema = z.strictObject({
  actions: z.array(courierActionSchema).min(1).max(COURIER_ACTIONS_PER_BATCH),
});
export type CourierActionBatch = z.infer<typeof courierActionBatchSchema>;

export interface CourierActionAnswer {
  id: string;
  result: CourierActionResult;
  /** A business code of a refusal (STOP_NOT_YOURS, SHIPMENT_ALREADY_ISSUED, …). */
  code?: string;
  /** Words the courier understands. */
  message: string;
  /** A duplicate's first answer. */
  first?: { result: Exclude<CourierActionResult, 'duplicate'>; code?: string; message: string };
}

export const courierPositionSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000),
  at,
});
export type CourierPosition = z.infer<typeof courierPositionSchema>;

export const courierPositionBatchSchema = z.strictObject({
  positions: z.array(courierPositionSchema).min(1).max(COURIER_POSITIONS_PER_BATCH),
});
export type CourierPositionBatch = z.infer<typeof courierPositionBatchSchema>;

/** A file of a proof of delivery, read through `GET uploads/attached/{url}`. */
export interface DeliveryProofFile {
  url: string;
  contentType: string;
}

/** What a courier's delivery left on the shipment (`GET shipments/{id}/delivery-proofs`). */
export interface DeliveryProof {
  id: string;
  shipmentId: string;
  /** Who took the parcel, as the courier wrote it. */
  recipientName: string;
  courier: string;
  /** When the courier handed it over (the phone's clock). */
  deliveredAt: string;
  signature: DeliveryProofFile | null;
  photo: DeliveryProofFile | null;
}
