import { addDays, todayIn } from '@console/domain';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { periodicPass } from '../../periodic-pass.ts';
import { users } from '../auth/auth-tables.ts';
import { recordPositions } from '../courier-day/courier-positions.ts';
import { courierRoutes } from '../courier-routes/courier-routes-tables.ts';
import { readDivision } from '../courier-routes/route-store.ts';

/** How often the demo couriers report (issue 27 `DEMO_MOVE=1`), and how long one lap of a route takes. */
export const DEMO_MOVE_INTERVAL_MS = 10_000;
const LAP_MS = 30 * 60_000;
const MOVE_LOCK = 'demo:move-couriers';

/** Where along a route's line a courier is at `now`: laps of LAP_MS, the same on every instance. */
export function pointAlong(line: readonly [number, number][], now: number): [number, number] | null {
  if (line.length === 0) return null;
  if (line.length === 1) return line[0]!;
  const progress = ((now % LAP_MS) / LAP_MS) * (line.length - 1);
  const index = Math.floor(progress);
  const from = line[index]!;
  const to = line[Math.min(index + 1, line.length - 1)]!;
  const share = progress - index;
  return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
}

/**
 * One move of the demo: each courier with a confirmed route today reports a position along it, as a
 * phone would (`recordPositions`, which the live-dispatch stream hears). One instance at a time moves
 * them (a transaction-scoped advisory lock); the others' ticks find it taken.
 */
export async function moveDemoCouriers(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${MOVE_LOCK})) as locked`);
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 0;
    // Any place's today lies within a day of the day at Greenwich; each route's own zone decides below.
    const nearToday = todayIn('UTC', now);
    const routes = await tx
      .select({
        divisionId: courierRoutes.divisionId,
        day: courierRoutes.day,
        courier: courierRoutes.courier,
        polyline: courierRoutes.polyline,
      })
      .from(courierRoutes)
      .where(
        and(
          eq(courierRoutes.status, 'Created'),
          isNotNull(courierRoutes.courier),
          gte(courierRoutes.day, addDays(nearToday, -1)),
          lte(courierRoutes.day, addDays(nearToday, 1)),
        ),
      );
    const zones = new Map<string, string>();
    for (const divisionId of new Set(routes.map((route) => route.divisionId)))
      zones.set(divisionId, (await readDivision(tx, divisionId)).zone);
    const today = routes.filter((route) => route.day === todayIn(zones.get(route.divisionId)!, now));
    if (today.length === 0) return 0;
    const couriers = await tx
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(inArray(users.login, [...new Set(today.map((route) => route.courier!))]));
    let moved = 0;
    for (const courier of couriers) {
      const route = today.find((candidate) => candidate.courier === courier.login)!;
      const point = pointAlong(route.polyline, now.getTime());
      if (!point) continue;
      await recordPositions(
        tx,
        courier,
        [{ latitude: point[0], longitude: point[1], accuracy: 15, at: now.toISOString() }],
        now,
      );
      moved += 1;
    }
    return moved;
  });
}

export function createDemoMovement(options: { db: Database; log: FastifyBaseLogger }) {
  return periodicPass(() => moveDemoCouriers(options.db), {
    intervalMs: DEMO_MOVE_INTERVAL_MS,
    log: options.log,
    failure: 'demo couriers not moved',
  });
}
