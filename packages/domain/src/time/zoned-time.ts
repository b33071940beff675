import { TZDateMini } from '@date-fns/tz';

/**
 * Issue 30: one way to read a time zone's clocks. "Today" is a day of a place — a division's, a
 * country's, the user's — never the day of a UTC string; wall-clock times of a day (a courier's
 * shift, a template's sending window) become instants here and nowhere else. Built on
 * @date-fns/tz's `TZDateMini` (a Date whose getters read the zone's clocks, DST handled) and
 * Intl formatters kept one per zone.
 */

/** A wall-clock reading of an instant in a zone; weekday 0 is Sunday, as `Date` counts. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** The earliest clocks on Earth run 14 hours ahead of UTC (Kiribati's Line Islands, no DST). */
const FIRST_ZONE_OFFSET_MS = 14 * 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

function zoned(zone: string, instant: Date | number): Date {
  const date = new TZDateMini(+instant, zone);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Unknown time zone: ${zone}`);
  return date;
}

/** How the clocks of `zone` read at `instant`. */
export function wallClockOf(zone: string, instant: Date | number): WallClock {
  const date = zoned(zone, instant);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    weekday: date.getDay(),
  };
}

/**
 * The calendar day (YYYY-MM-DD) of a year, month (1–12) and day, which may run over as `Date`'s
 * do (month 13 is next January, 31 April is 1 May): arithmetic on the calendar, no zone involved.
 */
export function calendarDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** A calendar day (YYYY-MM-DD) plus `days`. */
export function addDays(day: string, days: number): string {
  const [year = Number.NaN, month = 1, date = 1] = day.split('-').map(Number);
  return calendarDay(year, month, date + days);
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `zone`. */
export function dayIn(zone: string, instant: Date | number): string {
  const { year, month, day } = wallClockOf(zone, instant);
  return `${year}-${two(month)}-${two(day)}`;
}

/** Today in `zone` (a division's, a country's): the day its clocks show `now`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayIn(zone, now);
}

/**
 * The latest today anywhere on Earth. A bound that has no place to read its day in (a list
 * filter's "at most N days ahead") counts from it, so no user's own today is ever refused.
 */
export function latestToday(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + FIRST_ZONE_OFFSET_MS);
  return calendarDay(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, ahead.getUTCDate());
}

/**
 * The instant the clocks of `zone` show `minutes` after the midnight of `day` (YYYY-MM-DD);
 * `minutes` may pass 1440 (1440 is the next midnight). A time a spring-forward gap skips is read
 * an hour later, as the clocks would have shown it.
 */
export function instantAt(zone: string, day: string, minutes = 0): Date {
  const [year = Number.NaN, month = 1, date = 1] = day.split('-').map(Number);
  const local = new TZDateMini(year, month - 1, date, 0, minutes, zone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`No such day or zone: ${day} ${zone}`);
  return new Date(local.getTime());
}

/** Minutes after the midnight of `day` in `zone` at which `instant` falls (may be < 0 or ≥ 1440). */
export function minutesIntoDay(zone: string, instant: Date, day: string): number {
  return (instant.getTime() - instantAt(zone, day).getTime()) / 60_000;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(
  cache: Map<string, Intl.DateTimeFormat>,
  zone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = zone ?? '';
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...options, ...(zone ? { timeZone: zone } : {}) });
    cache.set(key, formatter);
  }
  return formatter;
}

/** `HH:mm` of an instant on the clocks of `zone` (the runtime's own zone without one). */
export function clockTime(zone: string | undefined, instant: Date | number): string {
  return formatterOf(clockFormatters, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/** `YYYY-MM-DD HH:mm` of an instant on the clocks of `zone`. */
export function dateTimeIn(zone: string, instant: Date | number): string {
  const { hour, minute } = wallClockOf(zone, instant);
  return `${dayIn(zone, instant)} ${two(hour)}:${two(minute)}`;
}

/** The zone's short name at `instant` as people read it: `CET`, `EEST`, `GMT+3`. */
export function zoneAbbreviation(zone: string, instant: Date | number = new Date()): string {
  const parts = formatterOf(zoneNameFormatters, zone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** The zone the runtime's clocks read (the browser's: the user's). */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const resolvedZones = new Map<string, string | null>();

/** The runtime's own name of a zone, remembered; null for a name it does not know. */
function resolvedZone(zone: string): string | null {
  let resolved = resolvedZones.get(zone);
  if (resolved === undefined) {
    try {
      resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      resolved = null;
    }
    resolvedZones.set(zone, resolved);
  }
  return resolved;
}

/** Whether two zone names are one zone (`Europe/Kyiv` and its older spelling `Europe/Kiev` are). */
export function isSameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  const resolved = resolvedZone(a);
  return resolved !== null && resolved === resolvedZone(b);
}
