import { z } from 'zod';
import { PRODUCTION_CALENDAR_MAX_MONTHS_AHEAD } from '../constants.ts';
import { calendarDay, latestToday } from '../time/zoned-time.ts';
import { countryCodeSchema, deletionMarkFilterSchema, queryBoolean, queryList } from '../validation.ts';

/** Building blocks of the register schemas, so each rule of registers §5 is written once. */

/** Text filter of `min` to `max` characters after trimming. */
export const textFilter = (min: number, max: number) => z.string().trim().min(min).max(max);
export const optionalText = (min: number, max: number) => textFilter(min, max).optional();

/** A list filter of uuids (`ids[]`, `settlementIds[]`). */
export const uuidListFilter = queryList(z.uuid()).pipe(z.array(z.uuid()).max(1000)).optional();
export const uuidFilter = z.uuid().optional();

/** Country codes of a filter, uppercased (registers §5 "Country code filters are uppercased"). */
export const countryCodesFilter = queryList(
  z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(countryCodeSchema),
)
  .pipe(z.array(countryCodeSchema).max(300))
  .optional();

/** Free text of a search source (`textSearch`), 1 to 100 characters. */
export const textSearchFilter = optionalText(1, 100);
export const booleanFilter = queryBoolean.optional();
export const deletionMark = deletionMarkFilterSchema;

/** A value from a fixed list, or several of them. */
export const enumListFilter = <const T extends string>(values: readonly T[]) =>
  queryList(z.enum(values as unknown as readonly [T, ...T[]])).optional();

/** `YYYY-MM-DD` (date filters send the day; date-to means the end of that day). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isoDateSchema = z
  .string()
  .regex(DATE_PATTERN)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  );

/**
 * A date-time of a date filter: the spec's `YYYY-MM-DDTHH:mm:ss.SSSSSS` (platform "Date formats";
 * up to six fraction digits, or none) without a zone, or ISO 8601 with one (`Z`, `+02:00`, `+0200`).
 */
export const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?(Z|[+-](0\d|1[0-4]):?[0-5]\d)?$/;

/** Whether a date filter's value is a real day, or a real day with a valid time. */
export function isDateFilterValue(value: string): boolean {
  if (DATE_PATTERN.test(value)) return isoDateSchema.safeParse(value).success;
  const match = DATE_TIME_PATTERN.exec(value);
  return match !== null && isoDateSchema.safeParse(match[1]).success;
}

/**
 * A date filter (`dateTimeFrom`, `createdAtTo`, …): a day (`YYYY-MM-DD`: from its start, to its
 * end) or an instant, as the spec's date-time or ISO 8601 with a zone (from or to that instant).
 */
export const dateFilterSchema = z.string().trim().max(40).refine(isDateFilterValue, { message: 'date.base' });

/** The day a date filter's value falls on as written (`2026-11-24T23:00:00Z` → `2026-11-24`). */
export const dateFilterDay = (value: string) => value.slice(0, 10);

/** A query number (`administrativeLevel=3`, `weight=2.5`). */
export const queryNumber = z.coerce.number().refine(Number.isFinite);

/** Latitude and longitude: -90 to 90 (registers §5 gives the same range for both). */
export const coordinateSchema = z.number().min(-90).max(90);
export const coordinateFilter = queryNumber.pipe(z.number().min(-90).max(90)).optional();

/** Alternative names of an address object. */
export const alternativeNamesSchema = z.array(z.string().trim().min(1).max(255)).max(50);

/** External system id: 0 to 50 characters (registers §5). */
export const externalIdSchema = z.string().trim().max(50).nullish();

export const languageCodeKey = z.string().regex(/^[a-z]{2}$/);

/**
 * Translations of a register row, keyed by language code (`{ uk: { name, shortName } }`).
 * A short name left out falls back to the name (registers §2.1).
 */
export function translationsSchema(name: z.ZodType<string>, shortName?: z.ZodType<string>) {
  const entry = shortName
    ? z.strictObject({ name, shortName: shortName.optional() })
    : z.strictObject({ name });
  return z.record(languageCodeKey, entry);
}

/**
 * The last day a production-calendar date filter may reach: about three months plus one day
 * from today (registers §5, §9). A filter names no place, so today is the latest today anywhere:
 * nobody's own today is refused.
 */
export function productionCalendarLatestDate(now: Date = new Date()): string {
  const [year = 0, month = 1, day = 1] = latestToday(now).split('-').map(Number);
  return calendarDay(year, month + PRODUCTION_CALENDAR_MAX_MONTHS_AHEAD, day + 1);
}

export { countryCodeSchema, queryList };
