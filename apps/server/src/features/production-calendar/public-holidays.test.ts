import { describe, expect, it } from 'vitest';
import { generatedDay, publicHolidays } from './public-holidays.ts';

describe('a day the production calendar holds no row for (issue 30)', () => {
  it('is off on a public holiday of the country', () => {
    expect(generatedDay('PL', '2026-12-25')).toEqual({
      date: '2026-12-25',
      weekday: true,
      holiday: true,
      working: false,
    });
    // Constitution Day falls on a Sunday in 2026: a holiday and no weekday.
    expect(generatedDay('PL', '2026-05-03')).toEqual({
      date: '2026-05-03',
      weekday: false,
      holiday: true,
      working: false,
    });
    expect(generatedDay('UA', '2026-08-24').holiday).toBe(true);
  });

  it('is a working day on an ordinary weekday, and off at the weekend', () => {
    expect(generatedDay('PL', '2026-12-22').working).toBe(true);
    expect(generatedDay('PL', '2026-12-27')).toMatchObject({
      weekday: false,
      holiday: false,
      working: false,
    });
  });

  it('counts public holidays only, not observances', () => {
    expect(publicHolidays('PL', 2026).has('2026-11-11')).toBe(true);
    expect(publicHolidays('PL', 2026).has('2026-02-14')).toBe(false);
  });

  it('has none for a country date-holidays does not know', () => {
    expect(publicHolidays('AQ', 2026).size).toBe(0);
    expect(generatedDay('AQ', '2026-12-25').working).toBe(true);
  });
});
