/**
 * Local wall-clock times of a division's day as instants, without a date library: the zone's
 * offset at an instant comes from Intl, and a local time is found by correcting a first guess.
 */

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** Local calendar parts of an instant in a time zone (weekday in English, `Monday`…). */
export function zonedParts(instant: Date, zone: string) {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'long',
    });
    partFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    hour: Number(value('hour')),
    minute: Number(value('minute')),
    second: Number(value('second')),
    weekday: value('weekday'),
  };
}

function offsetMinutes(zone: string, instant: number): number {
  const local = zonedParts(new Date(instant), zone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of `day` (YYYY-MM-DD) at `minutes` after local midnight in `zone`. */
export function zonedInstant(day: string, minutes: number, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date) + minutes * 60_000;
  const first = guess - offsetMinutes(zone, guess) * 60_000;
  const second = guess - offsetMinutes(zone, first) * 60_000;
  return new Date(second);
}

/** Minutes after local midnight of `day` in `zone` at which `instant` falls (may be < 0 or ≥ 1440). */
export function minutesIntoDay(instant: Date, day: string, zone: string): number {
  return (instant.getTime() - zonedInstant(day, 0, zone).getTime()) / 60_000;
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export function zonedDay(instant: Date, zone: string): string {
  const { year, month, day } = zonedParts(instant, zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
