import { z } from 'zod';
import { DELIVERY_POINT_DISPLAY_ORDER, SMALL_TALK_COUNTRIES } from '../constants.ts';
import { CLIENT_TYPES, type ShipmentStatus } from '../statuses.ts';
import { countryCodeSchema, PHONE_PATTERN } from '../validation.ts';
import { CID_PREFIX } from './shipment-requests.ts';

/**
 * The counter's and the contact centre's client look-ups (registers §7 "Catalogue: GET
 * contact-information", "Other: POST small-talk"). We have no CID service: a client is what our
 * shipments and visits know of a phone or a name (docs/decisions.md "Counter look-ups (issue 25)").
 */

/** A phone as typed (`+48 501-234-567`), kept as its digits: 8 to 14 of them. */
export const clientPhoneSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN));

/** A name with `*` wildcards: 2 to 100 characters, not only wildcards. */
const wildcardNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(100)
  .refine((value) => value.replace(/\*/g, '').trim().length >= 2, { message: 'string.min' });

/**
 * The ILIKE pattern of a wildcard name: the pattern characters of the text itself are escaped
 * (`%`, `_`, `\`), each `*` matches anything; without a `*` the whole name must match.
 */
export function wildcardPattern(name: string): string {
  return name
    .trim()
    .replace(/[\\%_]/g, (character) => `\\${character}`)
    .replace(/\*+/g, '%');
}

/** `GET contact-information`: a phone, a name, or both (both must match); a country narrows. */
export const contactInformationQuerySchema = z
  .strictObject({
    name: wildcardNameSchema.optional(),
    phone: clientPhoneSchema.optional(),
    countryCode: countryCodeSchema.optional(),
  })
  .refine((query) => query.name !== undefined || query.phone !== undefined, {
    message: 'any.required',
    path: ['phone'],
  });
export type ContactInformationQuery = z.infer<typeof contactInformationQuerySchema>;

export const DELIVERY_POINT_KINDS = ['division', 'address'] as const;
export type DeliveryPointKind = (typeof DELIVERY_POINT_KINDS)[number];

export const DELIVERY_POINT_TYPES = ['WAREHOUSE', 'POSTOMAT'] as const;
export type DeliveryPointType = (typeof DELIVERY_POINT_TYPES)[number];

/**
 * A place a client had parcels delivered to, or was served at: a division (a delivery point of
 * registers §3.2, WAREHOUSE or POSTOMAT) or an address (one of the client's addresses, its id the
 * `favoriteAddressId`).
 */
export interface ClientDeliveryPoint {
  /** The division's id; for an address, a stable id of its text. */
  id: string;
  name: string;
  kind: DeliveryPointKind;
  /** A division point's type: POSTOMAT for a postomat division, else WAREHOUSE; null for an address. */
  type: DeliveryPointType | null;
  /** The client received a parcel there (a shipment issued to them at that point). */
  confirmed: boolean;
  /** The client's own name for the point; the console keeps none, so always null. */
  personalLabel: string | null;
  /** The division's number. */
  pointNumber: string | null;
  /** The division's settlement. */
  cityId: string | null;
  /** An address point's id; null for a division. */
  favoriteAddressId: string | null;
  /** 1–4 by type, primary (the most recently used of its type) first (registers §9); null for an address. */
  displayOrder: number | null;
  /** The division still works (not deleted, status Working); an address is always active. */
  isActive: boolean;
  divisionId: string | null;
  divisionNumber: string | null;
  divisionName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  countryCode: string | null;
  /** When the client last used it (the shipment's date, the visit's creation). */
  lastUsedAt: string;
  /** Where it was learnt from. */
  source: 'shipment' | 'visit';
}

/** A delivery point's display order (registers §9): warehouse primary 1, secondary 2, postomat 3, 4. */
export function deliveryPointDisplayOrder(type: DeliveryPointType, primary: boolean): number {
  if (type === 'WAREHOUSE')
    return primary
      ? DELIVERY_POINT_DISPLAY_ORDER.warehousePrimary
      : DELIVERY_POINT_DISPLAY_ORDER.warehouseSecondary;
  return primary
    ? DELIVERY_POINT_DISPLAY_ORDER.postomatPrimary
    : DELIVERY_POINT_DISPLAY_ORDER.postomatSecondary;
}

/**
 * Points in display order: the divisions by their order (the primary of each type is the most
 * recently used one), then the addresses; the most recently used first within each.
 */
export function orderDeliveryPoints(
  points: readonly Omit<ClientDeliveryPoint, 'displayOrder'>[],
): ClientDeliveryPoint[] {
  const byRecency = [...points].sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
  const primaries = new Set<DeliveryPointType>();
  const ordered = byRecency.map((point): ClientDeliveryPoint => {
    if (point.type === null) return { ...point, displayOrder: null };
    const primary = !primaries.has(point.type);
    primaries.add(point.type);
    return { ...point, displayOrder: deliveryPointDisplayOrder(point.type, primary) };
  });
  const rank = (point: ClientDeliveryPoint) => point.displayOrder ?? Number.MAX_SAFE_INTEGER;
  return ordered.sort((a, b) => rank(a) - rank(b));
}

/** At most this many delivery points are answered, the most recently used first. */
export const CLIENT_DELIVERY_POINTS_LIMIT = 20;

/** `GET contact-information`'s answer (registers §7: `cid.deliveryPoints.deliveryPoints`). */
export interface ContactInformation {
  cid: {
    /** `CID` + the phone's digits when a phone was asked for. */
    id: string | null;
    /** The latest name the client went by, if any shipment or visit knows it. */
    name: string | null;
    deliveryPoints: { deliveryPoints: ClientDeliveryPoint[] };
  };
}

export const cidOfPhone = (phone: string) => `${CID_PREFIX}${phone}`;

export const smallTalkCountrySchema = z.enum(SMALL_TALK_COUNTRIES);

/**
 * `POST small-talk` {phone, country, clientType, source}. The country is any country code: one
 * outside the small-talk countries (registers §9) is refused by the rule (422), not the schema.
 */
export const smallTalkSchema = z.strictObject({
  phone: clientPhoneSchema,
  country: countryCodeSchema,
  clientType: z.enum(CLIENT_TYPES).default('Recipient'),
  source: z.string().trim().min(1).max(40).default('ContactCentre'),
});
export type SmallTalkRequest = z.infer<typeof smallTalkSchema>;

export const SMALL_TALK_COUNTRY_NOT_SUPPORTED = 'SMALL_TALK_COUNTRY_NOT_SUPPORTED';

/** Whether small talk is offered in a country (registers §9 "Small-talk countries"). */
export function isSmallTalkCountry(code: string): boolean {
  return (SMALL_TALK_COUNTRIES as readonly string[]).includes(code);
}

/** One open shipment the clerk can talk about. */
export interface SmallTalkShipment {
  id: string;
  number: string;
  status: ShipmentStatus;
  /** Which side of it the caller is. */
  role: 'sender' | 'recipient';
  dateTime: string;
  scheduledDeliveryDate: string | null;
  senderName: string;
  recipientName: string;
  /** Where its parcels are now (the division of the latest movement), if any division has it. */
  currentDivision: { id: string; name: string } | null;
  /** Where it is going: the recipient's division, else its address. */
  destination: string | null;
}

export const SMALL_TALK_SHIPMENTS_LIMIT = 20;

export interface SmallTalkAnswer {
  country: string;
  phone: string;
  clientType: (typeof CLIENT_TYPES)[number];
  cid: { id: string; name: string } | null;
  shipments: SmallTalkShipment[];
}
