import { z } from 'zod';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.ts';
import { parcelNumberSchema, queryList, timeZoneSchema } from '../validation.ts';
import { parcelRecipientSchema, type Shipment, shipmentDraftSchema } from './shipment-model.ts';

/** Request shapes of the shipment calls (docs/shipments-and-visits-api.md "Shipments"). */

/** The console fetches shipments by id in chunks of 15 (registers §9). */
export const INTERNAL_SHIPMENTS_CHUNK = 15;

export const internalShipmentsQuerySchema = z.strictObject({
  ids: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(INTERNAL_SHIPMENTS_CHUNK)),
});

/** `PUT v2/shipments/{id}`: the draft with the lockVersion it was read with. */
export const shipmentUpdateSchema = shipmentDraftSchema.extend({ lockVersion: z.number().int().min(1) });

export const shipmentAcceptSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
});

export const parcelRecipientsSchema = z.strictObject({
  data: z
    .array(
      z.strictObject({ parcelNumber: z.string().trim().min(1).max(30), recipient: parcelRecipientSchema }),
    )
    .min(1)
    .max(200),
});

export const parcelRecipientsQuerySchema = z.strictObject({ shipmentId: z.uuid() });

export const promoCodeApplySchema = z.strictObject({
  promoCode: z.string().trim().min(1).max(40),
});

/** Print forms take at most 50 shipments at once. */
export const PRINT_FORM_MAX_IDS = 50;
export const printFormQuerySchema = z.strictObject({
  ids: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(PRINT_FORM_MAX_IDS)),
  clientName: z.string().trim().max(200).optional(),
  /** The visit-document status of the shipment, for the search coupon's rule. */
  documentStatus: z.string().trim().max(40).optional(),
  language: z.string().trim().max(5).optional(),
  /** The zone printed times are read in; the caller's division's without one. */
  timeZone: timeZoneSchema.optional(),
});

/** At most this many shipment ids per answer of the visit search. */
export const VISIT_SEARCH_MAX_IDS = 50;

/**
 * A CID (client id) as the customer's mobile app shows it and the visit search reads it: `CID` and
 * the phone's digits (docs/decisions.md "Visit search and CID").
 */
export const CID_PREFIX = 'CID';
export const CID_PATTERN = new RegExp(`^${CID_PREFIX}\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
export const cidSchema = z.string().trim().toUpperCase().regex(CID_PATTERN);

export interface VisitSearchCid {
  id: string;
  profile: {
    name: string;
    phones: { phone: string; verified: boolean }[];
    companies: { name: string; companyTin: string }[];
    notification: { advertisement: boolean; promo: boolean };
  };
}

export type VisitSearchGroup =
  | { type: 'shipments'; label: string; ids: string[] }
  | { type: 'cid'; label: string; cid: VisitSearchCid; ids: string[] };

export interface VisitSearchResult {
  groups: VisitSearchGroup[];
}

export interface ParcelRecipientRecord {
  shipmentId: string;
  parcelNumber: string;
  recipient: z.infer<typeof parcelRecipientSchema>;
}

/** At most this many shipments are looked up by one `GET clean-shipments`. */
export const CLEAN_SHIPMENTS_LIMIT = 100;

/**
 * `GET clean-shipments` (registers §7): which of the named shipments are clean, i.e. free of open
 * business: not deleted, no open problem parcel naming a parcel of theirs, no shipment modification
 * still to process, no Blocking condition. Named by ids and/or shipment or parcel numbers.
 */
export const cleanShipmentsQuerySchema = z
  .strictObject({
    ids: queryList(z.uuid()).pipe(z.array(z.uuid()).max(CLEAN_SHIPMENTS_LIMIT)).optional(),
    parcelsNumbers: queryList(z.string().trim().toUpperCase().pipe(parcelNumberSchema))
      .pipe(z.array(z.string()).max(CLEAN_SHIPMENTS_LIMIT))
      .optional(),
  })
  .refine((query) => (query.ids?.length ?? 0) + (query.parcelsNumbers?.length ?? 0) > 0, {
    message: 'any.required',
    path: ['ids'],
  });

/** Why a shipment is not clean. */
export const UNCLEAN_REASONS = ['Deleted', 'ProblemParcel', 'OpenModification', 'Blocked'] as const;
export type UncleanReason = (typeof UNCLEAN_REASONS)[number];

export interface CleanShipmentsAnswer {
  /** The clean shipments among those named. */
  items: Shipment[];
  /** The others, each with its reasons. */
  excluded: { id: string; number: string; reasons: UncleanReason[] }[];
}

/**
 * `POST shipments/{id}/claims` (platform §6 "Shipment … claim"): the client's complaint about the
 * shipment, in their words, recorded in its history (docs/decisions.md).
 */
export const shipmentClaimSchema = z.strictObject({
  text: z.string().trim().min(3).max(500),
});
export type ShipmentClaimRequest = z.infer<typeof shipmentClaimSchema>;
