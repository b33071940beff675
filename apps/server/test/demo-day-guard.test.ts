import { describe, expect, it } from 'vitest';
import { DEMO_TIME_ZONES, untilDemoMidnight, waitBeforeRun } from './demo-day-guard.ts';

describe('a test run clear of the demo’s midnight', () => {
  it('knows the zones of the demo’s divisions', () => {
    expect(DEMO_TIME_ZONES).toContain('Europe/Warsaw');
    expect(DEMO_TIME_ZONES.length).toBeGreaterThanOrEqual(2);
  });

  it('waits past the coming midnight that falls inside the run, and not otherwise', () => {
    // Kyiv's midnight comes first in winter (22:00 UTC), then Warsaw's and Berlin's (23:00 UTC).
    expect(untilDemoMidnight(new Date('2026-12-07T21:30:00Z'))).toBe(30 * 60_000);
    expect(waitBeforeRun(20, new Date('2026-12-07T22:50:00Z'))).toBe(10 * 60_000 + 5_000);
    expect(waitBeforeRun(20, new Date('2026-12-07T22:30:00Z'))).toBe(0);
    expect(waitBeforeRun(20, new Date('2026-12-07T12:00:00Z'))).toBe(0);
    // Summer time: Warsaw's midnight is 22:00 UTC.
    expect(waitBeforeRun(20, new Date('2026-07-07T21:55:00Z'))).toBe(5 * 60_000 + 5_000);
  });
});
