import { addDays, instantAt, timeZonesOf, todayIn } from '@console/domain';

/**
 * The demo data is seeded once, at the start of a test run, for the day it is then: today's routes,
 * tasks, pickups and tracking windows. A run that crosses a midnight of the demo's divisions reads
 * the next day, in which none of them are today's (CI on 2026-12-07 started the PostgreSQL API
 * tests at 23:57:52 in Warsaw, and four of them found yesterday's routes). The run waits for that
 * midnight to pass instead of starting shortly before it.
 */
const DEMO_COUNTRIES = ['PL', 'UA', 'DE'] as const;

/** The zones whose midnight changes the demo's today: its divisions' (the seed reads a day in them). */
export const DEMO_TIME_ZONES: readonly string[] = [
  ...new Set(DEMO_COUNTRIES.map((code) => timeZonesOf(code)[0]!)),
];

/** Milliseconds from `now` to the nearest coming midnight of any demo zone. */
export function untilDemoMidnight(now: Date = new Date()): number {
  return Math.min(
    ...DEMO_TIME_ZONES.map(
      (zone) => instantAt(zone, addDays(todayIn(zone, now), 1)).getTime() - now.getTime(),
    ),
  );
}

/**
 * How long a run of `runMinutes` must wait to start after the coming demo midnight, with a few
 * seconds to spare; 0 when no such midnight falls inside the run.
 */
export function waitBeforeRun(runMinutes: number, now: Date = new Date()): number {
  const until = untilDemoMidnight(now);
  return until <= runMinutes * 60_000 ? until + 5_000 : 0;
}

/** Waits out a demo midnight that would fall inside a run of `runMinutes`, saying so. */
export async function startClearOfDemoMidnight(runMinutes: number): Promise<void> {
  const wait = waitBeforeRun(runMinutes);
  if (wait === 0) return;
  console.log(
    `A demo midnight falls within the next ${runMinutes} min: waiting ${Math.ceil(wait / 1000)} s for it.`,
  );
  await new Promise((resolve) => setTimeout(resolve, wait));
}
