/**
 * A day of a spec's own, `fromDays` to `fromDays + spanDays` ahead (each spec its own range), so
 * its shifts, tasks and routes meet no other spec's.
 */
export function ownDay(fromDays: number, spanDays = 600): string {
  const offset = fromDays + Math.floor(Math.random() * spanDays);
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
