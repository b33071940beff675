import { z } from 'zod';

/** What a courier does at a stop of the day (issue 26). */
export const COURIER_STOP_KINDS = ['delivery', 'pickup', 'pudo', 'postomat'] as const;
export type CourierStopKind = (typeof COURIER_STOP_KINDS)[number];

/** A stop's state as the phone shows it: still to do, done, or failed with a reason. */
export const COURIER_STOP_STATUSES = ['pending', 'done', 'failed'] as const;
export type CourierStopStatus = (typeof COURIER_STOP_STATUSES)[number];

/** Why a delivery failed (issue 26): a damaged parcel opens a problem parcel. */
export const DELIVERY_FAILURE_REASONS = ['absent', 'refused', 'address_wrong', 'damaged'] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const COURIER_ACTION_TYPES = ['deliver', 'fail', 'collect_cash', 'pickup_scan'] as const;
export type CourierActionType = (typeof COURIER_ACTION_TYPES)[number];

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
}

export interface CourierDay {
  day: string;
  timeZone: string;
  stops: CourierStop[];
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
  }),
  z.strictObject({
    ...base,
    type: z.literal('fail'),
    reason: z.enum(DELIVERY_FAILURE_REASONS),
    photoUploadId: z.uuid().optional(),
    note: z.string().trim().max(500).optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('collect_cash'),
    amountMinor: z.int().min(0).max(1_000_000_000),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
  }),
  z.strictObject({ ...base, type: z.literal('pickup_scan'), barcodes: z.array(barcode).min(1).max(200) }),
]);
export type CourierAction = z.infer<typeof courierActionSchema>;

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
