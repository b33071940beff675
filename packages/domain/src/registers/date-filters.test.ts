import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipmentFilterSchema } from '../shipments/shipment-registers.ts';
import { validationErrors } from '../validation-keys.ts';
import { dateFilterDay, dateFilterSchema } from './filter-schemas.ts';

const accepts = (value: string) => dateFilterSchema.safeParse(value).success;

/** An instant from 1970 to 2199, whole milliseconds. */
const instant = fc.integer({ min: 0, max: Date.UTC(2199, 11, 31) }).map((ms) => new Date(ms));
/** A zone offset of ISO 8601: -12:00 to +14:00 in quarter hours. */
const offsetMinutes = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15);

function withOffset(date: Date, minutes: number, colon: boolean): string {
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 23);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}${colon ? ':' : ''}${rest}`;
}

describe('date filter values', () => {
  it('take a day, the spec date-time (six fraction digits, no zone) and ISO 8601 with a zone', () => {
    fc.assert(
      fc.property(instant, offsetMinutes, fc.boolean(), (date, minutes, colon) => {
        const iso = date.toISOString();
        const spec = `${iso.slice(0, 23)}000`;
        for (const value of [
          iso.slice(0, 10),
          spec,
          iso.slice(0, 19),
          iso,
          withOffset(date, minutes, colon),
        ]) {
          expect(accepts(value), value).toBe(true);
          expect(dateFilterDay(value)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        // A zoned value names the same instant it was written from.
        expect(Date.parse(withOffset(date, minutes, true))).toBe(date.getTime());
      }),
    );
  });

  it.each([
    '2026-11-24T00:00:00.000000',
    '2026-11-24',
    '2026-11-24T23:59:59.999999Z',
    '2026-11-24T10:00:00+02:00',
    '2026-11-24T10:00:00-0530',
    '2024-02-29T12:00:00',
  ])('accepts %s', (value) => {
    expect(accepts(value)).toBe(true);
  });

  it.each([
    '2026-13-01',
    '2026-02-30',
    '2026-1-1',
    '24.11.2026',
    'yesterday',
    '2026-11-24T24:00:00',
    '2026-11-24T10:60:00',
    '2026-11-24 10:00:00',
    '2026-11-24T10:00',
    '2026-11-24T10:00:00.1234567',
    '2026-11-24T10:00:00+15:00',
    '2026-11-24T10:00:00 Z',
    '2025-02-29T00:00:00.000000',
    '',
  ])('refuses %s with the date key', (value) => {
    const result = shipmentFilterSchema.safeParse({ dateTimeFrom: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(validationErrors(result.error.issues))).toEqual(['dateTimeFrom']);
  });

  it('refuses any text that is not a date', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((text) => !/^\d{4}-\d{2}-\d{2}/.test(text.trim())),
        (text) => {
          expect(accepts(text)).toBe(false);
        },
      ),
    );
  });
});
