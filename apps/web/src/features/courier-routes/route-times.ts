import { clockTime as clockIn, isSameTimeZone, runtimeTimeZone, zoneAbbreviation } from '@console/domain';
import dayjs from 'dayjs';

/**
 * ` CET` when the division's zone is not the user's own (the browser's), else nothing: a time
 * read on another zone's clocks says so (issue 30).
 */
export function zoneNote(timeZone: string | undefined, at: Date): string {
  if (!timeZone || isSameTimeZone(timeZone, runtimeTimeZone())) return '';
  return ` ${zoneAbbreviation(timeZone, at)}`;
}

/** HH:mm of an instant as the clocks of the division's zone read it (the browser's zone without one). */
export function clockTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const at = new Date(iso);
  return `${clockIn(timeZone, at)}${zoneNote(timeZone, at)}`;
}

/** `09:00–11:00`, naming the zone once at the end when it is not the user's. */
export function clockRange(
  from: string | null | undefined,
  to: string | null | undefined,
  timeZone?: string,
) {
  if (!from || !to) return `${clockTime(from, timeZone)}–${clockTime(to, timeZone)}`;
  const start = new Date(from);
  return `${clockIn(timeZone, start)}–${clockIn(timeZone, new Date(to))}${zoneNote(timeZone, start)}`;
}

/** A stop's window as `09:00–11:00`, or the "not ordered" text when it has none. */
export function windowText(
  from: string | null,
  to: string | null,
  notOrdered: string,
  timeZone?: string,
): string {
  return from && to ? clockRange(from, to, timeZone) : notOrdered;
}

export function kilometres(metres: number): string {
  return (metres / 1000).toFixed(1);
}

/** Today on the browser's clocks: the user's own day. */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
