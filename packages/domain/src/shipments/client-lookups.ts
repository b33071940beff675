import { z } from 'zod';
import { SMALL_TALK_COUNTRIES } from '../constants.ts';
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

/** A place a client had parcels delivered to, or was served at: a division or an address. */
export interface ClientDeliveryPoint {
  kind: DeliveryPointKind;
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
