import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AROUND_MIDNIGHT, caseName } from '../testing/around-midnight.ts';
import {
  clockTime,
  dateTimeIn,
  dayIn,
  instantAt,
  isSameTimeZone,
  latestToday,
  minutesIntoDay,
  todayIn,
  wallClockOf,
  zoneAbbreviation,
} from './zoned-time.ts';

describe('the day of a zone, half an hour either side of its midnight (issue 30)', () => {
  it.each(AROUND_MIDNIGHT.map((moment) => [caseName(moment), moment] as const))('%s', (_, moment) => {
    expect(dayIn(moment.zone, moment.instant)).toBe(moment.day);
    expect(todayIn(moment.zone, moment.instant)).toBe(moment.day);
    expect(dateTimeIn(moment.zone, moment.instant)).toBe(moment.local);
    expect(clockTime(moment.zone, moment.instant)).toBe(moment.local.slice(11));
    const minutes = Number(moment.local.slice(11, 13)) * 60 + Number(moment.local.slice(14));
    expect(instantAt(moment.zone, moment.day, minutes)).toEqual(moment.instant);
    expect(minutesIntoDay(moment.zone, moment.instant, moment.day)).toBe(minutes);
    // The latest today anywhere is never before the zone's own.
    expect(latestToday(moment.instant) >= moment.day).toBe(true);
  });

  it('shows where UTC would have read the wrong day', () => {
    const wrong = AROUND_MIDNIGHT.filter(
      (moment) => moment.instant.toISOString().slice(0, 10) !== moment.day,
    );
    expect(wrong.map(caseName)).toEqual([
      'Europe/Warsaw at 2026-11-28 00:30',
      'Europe/Kyiv at 2026-11-28 00:30',
      'Europe/Warsaw at 2026-07-15 00:30',
      'Europe/Kyiv at 2026-07-15 00:30',
      'Europe/Lisbon at 2026-07-15 00:30',
    ]);
  });
});

describe('wall clock and instants', () => {
  it('reads the clocks of a zone, with the weekday', () => {
    expect(wallClockOf('Europe/Warsaw', new Date('2026-11-27T23:30:15Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 30,
      second: 15,
      weekday: 6,
    });
  });

  it('puts midnight and the next midnight of a day in the zone', () => {
    expect(instantAt('Europe/Kyiv', '2026-11-28')).toEqual(new Date('2026-11-27T22:00:00Z'));
    expect(instantAt('Europe/Kyiv', '2026-11-28', 24 * 60)).toEqual(new Date('2026-11-28T22:00:00Z'));
  });

  it('counts a day with a clock change by its real length', () => {
    // Warsaw: 2026-03-29 has 23 hours, 2026-10-25 has 25.
    const spring = instantAt('Europe/Warsaw', '2026-03-29');
    expect(minutesIntoDay('Europe/Warsaw', instantAt('Europe/Warsaw', '2026-03-30'), '2026-03-29')).toBe(
      23 * 60,
    );
    expect(instantAt('Europe/Warsaw', '2026-03-29', 9 * 60)).toEqual(new Date('2026-03-29T07:00:00Z'));
    expect(spring).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(minutesIntoDay('Europe/Warsaw', instantAt('Europe/Warsaw', '2026-10-26'), '2026-10-25')).toBe(
      25 * 60,
    );
    expect(instantAt('Europe/Warsaw', '2026-10-25', 9 * 60)).toEqual(new Date('2026-10-25T08:00:00Z'));
  });

  it('reads a time the spring gap skips an hour later', () => {
    expect(clockTime('Europe/Warsaw', instantAt('Europe/Warsaw', '2026-03-29', 2 * 60 + 30))).toBe('03:30');
  });

  it('gives back the wall clock it was given, outside clock changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/Warsaw', 'Europe/Kyiv', 'Europe/Lisbon', 'America/New_York', 'Asia/Kolkata'),
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (zone, date, minutes) => {
          const day = date.toISOString().slice(0, 10);
          const instant = instantAt(zone, day, minutes);
          const clock = wallClockOf(zone, instant);
          const shifted = clock.hour * 60 + clock.minute !== minutes;
          // Only a time inside a spring-forward gap moves, and by the gap's hour.
          if (shifted) expect(clock.hour * 60 + clock.minute - minutes).toBe(60);
          expect(dayIn(zone, instant)).toBe(day);
        },
      ),
    );
  });

  it('takes the latest today anywhere from the earliest clocks (Kiribati, UTC+14)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(latestToday(now)).toBe(dayIn('Pacific/Kiritimati', now));
        },
      ),
    );
  });

  it('refuses an unknown zone', () => {
    expect(() => dayIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});

describe('zone names', () => {
  it('names the zone as its clocks are read at the instant', () => {
    expect(zoneAbbreviation('Europe/Warsaw', new Date('2026-01-10T12:00:00Z'))).toBe('CET');
    expect(zoneAbbreviation('Europe/Warsaw', new Date('2026-07-10T12:00:00Z'))).toBe('CEST');
    expect(zoneAbbreviation('Europe/Lisbon', new Date('2026-07-10T12:00:00Z'))).toBe('WEST');
  });

  it('knows a zone by either spelling', () => {
    expect(isSameTimeZone('Europe/Kyiv', 'Europe/Kiev')).toBe(true);
    expect(isSameTimeZone('Europe/Kyiv', 'Europe/Warsaw')).toBe(false);
    expect(isSameTimeZone('Europe/Kyiv', 'Nowhere/Else')).toBe(false);
  });
});
