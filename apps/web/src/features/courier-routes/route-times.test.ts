import { runtimeTimeZone } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { clockRange, clockTime, kilometres, windowText } from './route-times.ts';

// The tests run in UTC: Warsaw and Kyiv are not the user's zone there, so their times say so.
describe('route times as the division reads them', () => {
  it("shows an instant on the division's clocks, whatever the browser's zone, naming that zone", () => {
    expect(clockTime('2026-07-01T07:00:00.000Z', 'Europe/Warsaw')).toBe('09:00 CEST');
    expect(clockTime('2026-01-15T08:00:00.000Z', 'Europe/Warsaw')).toBe('09:00 CET');
    expect(clockTime('2026-01-15T08:00:00.000Z', 'Europe/Kyiv')).toBe('10:00 EET');
    expect(clockTime(null, 'Europe/Warsaw')).toBe('—');
  });

  it("names no zone when it is the user's own", () => {
    expect(clockTime('2026-07-01T07:00:00.000Z', runtimeTimeZone())).toMatch(/^\d\d:\d\d$/);
    expect(clockTime('2026-07-01T07:00:00.000Z')).toMatch(/^\d\d:\d\d$/);
  });

  it('writes a window, naming the zone once, or says none was agreed', () => {
    expect(windowText('2026-07-01T07:00:00Z', '2026-07-01T09:30:00Z', 'not ordered', 'Europe/Warsaw')).toBe(
      '09:00–11:30 CEST',
    );
    expect(clockRange('2026-01-15T21:30:00Z', '2026-01-15T22:30:00Z', 'Europe/Lisbon')).toBe(
      '21:30–22:30 WET',
    );
    expect(windowText(null, null, 'not ordered', 'Europe/Warsaw')).toBe('not ordered');
    expect(kilometres(12_345)).toBe('12.3');
  });
});
