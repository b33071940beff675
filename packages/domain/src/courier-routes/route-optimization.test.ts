import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn, instantAt, minutesIntoDay } from '../time/zoned-time.ts';
import {
  LUNCH_TIME_GAP,
  minutesBetween,
  minutesForWeight,
  RATIO_ENTRY_INVALID,
  routeOptimizationIssues,
  routeOptimizationSchema,
  WEIGHT_DUPLICATION,
  WORK_SHIFT_END_GAP,
} from './route-optimization.ts';

const settings = {
  countryCode: 'PL',
  divisionId: '5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f',
  loadCarTime: 10,
  clientCallTime: 5,
  lunchTimeFrom: '12:00',
  lunchTimeTo: '13:00',
  workShiftEndTime: '18:00',
  unorderedIntervalTime: 15,
  pickupsTime: [{ weight: 0, time: 1 }],
  deliveriesTime: [{ weight: 0, time: 2 }],
};
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('route optimisation rules (registers §5)', () => {
  it('wants lunch to end more than 59 minutes after it starts, across midnight too', () => {
    fc.assert(
      fc.property(time, time, (from, to) => {
        const gap = minutesBetween(from, to)!;
        const issues = routeOptimizationIssues({
          lunchTimeFrom: from,
          lunchTimeTo: to,
          workShiftEndTime: to,
        });
        expect(issues.some((issue) => issue.message === LUNCH_TIME_GAP)).toBe(gap <= 59);
      }),
    );
    expect(routeOptimizationIssues({ lunchTimeFrom: '23:30', lunchTimeTo: '00:31' })).toEqual([]);
    expect(routeOptimizationIssues({ lunchTimeFrom: '23:30', lunchTimeTo: '00:29' })[0]?.message).toBe(
      LUNCH_TIME_GAP,
    );
  });

  it('wants the shift to end more than 59 minutes after lunch', () => {
    expect(routeOptimizationIssues({ lunchTimeTo: '13:00', workShiftEndTime: '13:59' })[0]?.message).toBe(
      WORK_SHIFT_END_GAP,
    );
    expect(routeOptimizationIssues({ lunchTimeTo: '13:00', workShiftEndTime: '14:00' })).toEqual([]);
  });

  it('refuses a weight twice in a table and entries that are not whole numbers from 0', () => {
    const issues = routeOptimizationIssues({
      pickupsTime: [
        { weight: 5, time: 1 },
        { weight: 5, time: 2 },
      ],
      deliveriesTime: [{ weight: -1, time: 1.5 }],
    });
    expect(issues).toEqual([
      { path: ['deliveriesTime', 0, 'weight'], message: RATIO_ENTRY_INVALID },
      { path: ['deliveriesTime', 0, 'time'], message: RATIO_ENTRY_INVALID },
      { path: ['pickupsTime', 1, 'weight'], message: WEIGHT_DUPLICATION },
    ]);
  });

  it('accepts valid settings and refuses a time that is no HH:MM', () => {
    expect(routeOptimizationSchema.safeParse(settings).success).toBe(true);
    expect(routeOptimizationSchema.safeParse({ ...settings, lunchTimeFrom: '24:00' }).success).toBe(false);
    expect(routeOptimizationSchema.safeParse({ ...settings, loadCarTime: 0 }).success).toBe(false);
  });
});

describe('weight → minutes (registers §9 ratio matrix)', () => {
  const table = [
    { weight: 0, time: 1 },
    { weight: 1, time: 3 },
    { weight: 5, time: 5 },
    { weight: 10, time: 7 },
  ];
  it('takes the row of the largest weight not above the load', () => {
    expect(minutesForWeight(table, 0)).toBe(1);
    expect(minutesForWeight(table, 0.5)).toBe(1);
    expect(minutesForWeight(table, 5)).toBe(5);
    expect(minutesForWeight(table, 9.9)).toBe(5);
    expect(minutesForWeight(table, 500)).toBe(7);
    expect(minutesForWeight([], 3)).toBe(0);
  });
  it('never takes less time for more weight when the table grows with weight', () => {
    fc.assert(
      fc.property(
        fc.float({ min: 0, max: 200, noNaN: true }),
        fc.float({ min: 0, max: 200, noNaN: true }),
        (a, b) => {
          const [light, heavy] = a <= b ? [a, b] : [b, a];
          expect(minutesForWeight(table, light)).toBeLessThanOrEqual(minutesForWeight(table, heavy));
        },
      ),
    );
  });
});

describe("a division's local times", () => {
  it('finds the instant of a local time and back, in summer and in winter', () => {
    expect(instantAt('Europe/Warsaw', '2026-07-01', 9 * 60).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(instantAt('Europe/Warsaw', '2026-01-15', 9 * 60).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(instantAt('Europe/Kyiv', '2026-01-15', 9 * 60).toISOString()).toBe('2026-01-15T07:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 28 }), (minutes, date) => {
        const day = `2026-03-${String(date).padStart(2, '0')}`;
        const instant = instantAt('Europe/Warsaw', day, minutes);
        expect(dayIn('Europe/Warsaw', instant)).toBe(day);
        expect(minutesIntoDay('Europe/Warsaw', instant, day)).toBeCloseTo(minutes, 6);
      }),
    );
  });
});
