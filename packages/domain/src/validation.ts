import { z } from 'zod';
import {
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  VISIT_SEARCH_CID_MAX_LENGTH,
  VISIT_SEARCH_MAX_LENGTH,
  VISIT_SEARCH_MIN_LENGTH,
} from './constants.ts';
import { CUSTOMS_ZONES } from './statuses.ts';

/** Courier barcode: 4 letters followed by 10 digits (platform §5). */
export const COURIER_BARCODE_PATTERN = /^[A-Za-z]{4}\d{10}$/;
/** Shipment or pickup barcode: SH or PU, then 2 letters, then 10 digits (platform §5). */
export const SHIPMENT_OR_PICKUP_BARCODE_PATTERN = /^(?:SH|PU)[A-Za-z]{2}\d{10}$/;
/** Parcel number: four capital letters and ten digits, or 'AA AA 123456 1234' (registers §5). */
export const PARCEL_NUMBER_PATTERN = /^(?:[A-Z]{4}\d{10}|[A-Z]{2} [A-Z]{2} \d{6} \d{4})$/;
/** Order number: four capital letters and ten digits, or two capital letters and twelve digits. */
export const ORDER_NUMBER_PATTERN = /^(?:[A-Z]{4}\d{10}|[A-Z]{2}\d{12})$/;
/** The first.last@domain shape of platform §5 ("email-like check"). */
export const FIRST_LAST_EMAIL_PATTERN = /^[^\s@.]+\.[^\s@.]+@[^\s@]+\.[^\s@]+$/;
/** A simple address@domain.tld (pickup contact e-mail, registers §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone: 8 to 14 digits. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
/** A time of day, HH:mm from 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** Scanning document number: exactly 14 characters. */
export const SCAN_DOCUMENT_NUMBER_LENGTH = 14;

export const courierBarcodeSchema = z.string().regex(COURIER_BARCODE_PATTERN);
export const shipmentOrPickupBarcodeSchema = z.string().regex(SHIPMENT_OR_PICKUP_BARCODE_PATTERN);
export const parcelNumberSchema = z.string().regex(PARCEL_NUMBER_PATTERN);
export const orderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN);
export const firstLastEmailSchema = z.string().regex(FIRST_LAST_EMAIL_PATTERN);
export const phoneSchema = z.string().regex(PHONE_PATTERN);

/** Visit search text: 4 to 14 characters, or up to 16 when it starts with "cid". */
export function isValidVisitSearchText(text: string): boolean {
  const value = text.trim();
  const max = /^cid/i.test(value) ? VISIT_SEARCH_CID_MAX_LENGTH : VISIT_SEARCH_MAX_LENGTH;
  return value.length >= VISIT_SEARCH_MIN_LENGTH && value.length <= max;
}
export const visitSearchTextSchema = z.string().trim().refine(isValidVisitSearchText);

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** Dimensions fit when every nonzero limit is at least the measured value; zero means no limit. */
export function dimensionsFit(limits: Dimensions, measured: Dimensions): boolean {
  return (['length', 'width', 'height'] as const).every(
    (side) => limits[side] === 0 || limits[side] >= measured[side],
  );
}

/** Total phone digits, calling code included (platform §9). */
export const PHONE_MASK_DIGITS: Readonly<Record<string, number>> = { UA: 12, MD: 12 };
export const DEFAULT_PHONE_MASK_DIGITS = 13;

/**
 * Phone mask of a country: the calling code, then one '#' per remaining digit, so that the
 * whole number has 12 digits in UA and MD and 13 elsewhere. `phoneMask('UA', '380')` is
 * '+380#########'.
 */
export function phoneMask(countryCode: string, callingCode: string): string {
  const prefix = callingCode.replace(/\D/g, '');
  const total = PHONE_MASK_DIGITS[countryCode.toUpperCase()] ?? DEFAULT_PHONE_MASK_DIGITS;
  return `+${prefix}${'#'.repeat(Math.max(total - prefix.length, 0))}`;
}

/** How many digits a phone mask holds: its calling code's and one per '#'. */
export function phoneMaskDigits(mask: string): number {
  return (mask.match(/[\d#]/g) ?? []).length;
}

/**
 * A typed or pasted phone shaped by a mask (platform §5 "phone masks use # for digits"): only
 * its digits are kept ('+48 600-100-200' is '48600100200'), at most as many as the mask holds,
 * and never more than a phone may have. Without a mask only the upper limit applies.
 */
export function maskPhone(raw: string, mask = ''): string {
  const limit = mask === '' ? PHONE_MAX_DIGITS : Math.min(phoneMaskDigits(mask), PHONE_MAX_DIGITS);
  return raw.replace(/\D/g, '').slice(0, limit);
}

/** Accepts a single query value or a list (`codes=PL` or `codes[]=PL&codes[]=DE`). */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** Deletion-mark filter: absent or 'all' = all (null), otherwise true or false. */
export const deletionMarkFilterSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'all'])])
  .nullish()
  .transform((value) =>
    value === undefined || value === null || value === 'all' ? null : value === true || value === 'true',
  );

/** A boolean filter sent in a query string ('true' / 'false') or in JSON. */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

// Languages (platform §5).
/** Two letters in either case, kept lowercase as ISO 639-1 writes them. */
const languageCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toLowerCase());
/**
 * A language's name: 2 to 40 letters (platform §5), in any script; words may be parted by a
 * space, a hyphen or an apostrophe ("Norwegian Bokmål", "Scottish Gaelic"), never digits or signs.
 */
export const LANGUAGE_NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export const languageSchema = z.strictObject({
  code: languageCode,
  name: z.string().trim().min(2).max(40).regex(LANGUAGE_NAME_PATTERN),
  native: z.string().trim().min(2).max(40),
  rtl: z.boolean().default(false),
});
/** The code is editable only on create. */
export const languageUpdateSchema = languageSchema.omit({ code: true });
export const languageFilterSchema = z.strictObject({
  codes: queryList(languageCode).optional(),
  // The filter reads the name as the editor does: letters only, 3 to 40 (platform §5).
  name: z.string().trim().min(3).max(40).regex(LANGUAGE_NAME_PATTERN).optional(),
  native: z.string().trim().min(3).max(40).optional(),
  deletionMark: deletionMarkFilterSchema,
});

// Currencies (platform §5).
const currencyTranslationSchema = z.strictObject({
  name: z.string().trim().min(3).max(250),
  /** Falls back to the name when absent (registers §2.1). */
  shortName: z.string().trim().min(3).max(250).optional(),
});
export const currencySchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{3}$/),
  numCode: z.string().regex(/^\d{3}$/),
  name: z.string().trim().min(3).max(250),
  shortName: z.string().trim().min(3).max(250),
  symbol: z.string().trim().min(1),
  /** Translations keyed by language code. */
  translations: z.record(z.string().regex(/^[a-z]{2}$/), currencyTranslationSchema).optional(),
});
export const currencyUpdateSchema = currencySchema.omit({ code: true });
export const currencyFilterSchema = z.strictObject({
  codes: queryList(z.string().regex(/^[A-Za-z]{3}$/)).optional(),
  name: z.string().trim().min(3).max(100).optional(),
  shortName: z.string().trim().min(1).max(20).optional(),
  deletionMark: deletionMarkFilterSchema,
});

// Countries (platform §5).
const IANA_ZONE_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
let knownTimeZones: ReadonlySet<string> | undefined;

/** The time zones the runtime knows (`Intl.supportedValuesOf('timeZone')`). */
export function supportedTimeZones(): ReadonlySet<string> {
  knownTimeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return knownTimeZones;
}

/** The runtime's spelling of a zone ('Europe/Kyiv' is 'Europe/Kiev' on Node 20), or undefined. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!IANA_ZONE_SHAPE.test(zone)) return undefined;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return supportedTimeZones().has(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A zone from the list of known time zones. Browsers and Node may spell a renamed zone
 * differently (Kyiv/Kiev), so an alias of a listed zone is accepted as well.
 */
export function isKnownTimeZone(zone: string): boolean {
  return supportedTimeZones().has(zone) || canonicalTimeZone(zone) !== undefined;
}

export const timeZoneSchema = z.string().refine(isKnownTimeZone);
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
const customsZoneOrNone = z.enum(CUSTOMS_ZONES).nullable();

export const countrySchema = z.strictObject({
  code: countryCodeSchema,
  name: z.string().trim().min(1).max(100),
  callingCode: z.string().trim().min(2).max(5).nullish(),
  languageCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish(),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  timezone: timeZoneSchema.nullish(),
  prohibitedSending: z.boolean().default(false),
  prohibitedIssuance: z.boolean().default(false),
  /** The spec's "{product}" flag: whether the operator's own product is offered in the country. */
  productAvailable: z.boolean().default(false),
  customsZone: customsZoneOrNone.default(null),
  /** Translated names keyed by language code (`{ uk: { name: 'Польща' } }`). */
  translations: z
    .record(z.string().regex(/^[a-z]{2}$/), z.strictObject({ name: z.string().trim().min(1).max(100) }))
    .optional(),
});
export const countryUpdateSchema = countrySchema.omit({ code: true });
export const COUNTRY_FILTER_CODES_LIMIT = 10;
export const countryFilterSchema = z.strictObject({
  codes: queryList(
    z
      .string()
      .transform((code) => code.toUpperCase())
      .pipe(countryCodeSchema),
  )
    .pipe(z.array(countryCodeSchema).max(COUNTRY_FILTER_CODES_LIMIT))
    .optional(),
  name: z.string().trim().min(1).max(100).optional(),
  prohibitedSending: queryBoolean.optional(),
  prohibitedIssuance: queryBoolean.optional(),
  productAvailable: queryBoolean.optional(),
  customsZones: queryList(z.enum(CUSTOMS_ZONES)).optional(),
  deletionMark: deletionMarkFilterSchema,
});

// Attached document types (platform §5).
export const attachedDocumentTypeFilterSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  ownerDocumentTypes: queryList(z.string().trim().min(1).max(100)).optional(),
  deletionMark: deletionMarkFilterSchema,
});
