import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICKUP_DATE_FILTER_MAX_DAYS_AHEAD } from '../constants.ts';
import { pickupFilterSchema } from '../pickups/pickup-registers.ts';
import { productionCalendarFilterSchema } from '../registers/production-calendar.ts';
import { dailyTaskDay } from '../tasks/task-model.ts';
import { AROUND_MIDNIGHT, caseName } from '../testing/around-midnight.ts';
import { addDays, calendarDay } from './zoned-time.ts';

/**
 * Issue 30: the domain's "today" sites, on a clock stopped half an hour either side of midnight
 * in Warsaw, Kyiv and Lisbon.
 */
const cases = AROUND_MIDNIGHT.map((moment) => [caseName(moment), moment] as const);

afterEach(() => {
  vi.useRealTimers();
});

describe("the domain's today, around midnight", () => {
  it.each(cases)('the daily task range is the division’s day: %s', (_, moment) => {
    expect(dailyTaskDay(moment.zone, moment.instant)).toBe(moment.day);
  });

  it.each(cases)('a pickups filter may reach 30 days past the user’s own today: %s', (_, moment) => {
    vi.useFakeTimers({ toFake: ['Date'], now: moment.instant });
    const last = addDays(moment.day, PICKUP_DATE_FILTER_MAX_DAYS_AHEAD);
    expect(pickupFilterSchema.safeParse({ pickedTimeFrom: last }).success).toBe(true);
    // Further than the latest today anywhere allows is refused.
    expect(pickupFilterSchema.safeParse({ pickedTimeFrom: addDays(last, 2) }).success).toBe(false);
  });

  it.each(cases)(
    'a production calendar filter reaches three months and a day past today: %s',
    (_, moment) => {
      vi.useFakeTimers({ toFake: ['Date'], now: moment.instant });
      const [year = 0, month = 1, day = 1] = moment.day.split('-').map(Number);
      const last = calendarDay(year, month + 3, day + 1);
      expect(productionCalendarFilterSchema.safeParse({ dateTo: last }).success).toBe(true);
      expect(productionCalendarFilterSchema.safeParse({ dateTo: addDays(last, 2) }).success).toBe(false);
    },
  );
});
