import { COURIER_POSITION_RETENTION_DAYS, type CourierPosition } from '@console/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { publishDispatchEvent } from '../live-dispatch/dispatch-events.ts';
import { courierPositions } from '../pickups/pickups-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { courierPositionTrack } from './courier-day-tables.ts';

const DAY_MS = 86_400_000;
/** A phone clock a little ahead is tolerated; further ahead, the position is not trusted. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * `POST courier/positions`: the phone's positions (batched while offline) join the courier's track,
 * the newest becomes their last position (what dispatch monitoring and the pickup executors read),
 * and the track older than the retention period is dropped.
 */
export async function recordPositions(
  tx: Transaction,
  user: Pick<AuthUser, 'id' | 'login'>,
  positions: readonly CourierPosition[],
  now = new Date(),
): Promise<{ stored: number }> {
  const oldest = now.getTime() - COURIER_POSITION_RETENTION_DAYS * DAY_MS;
  const kept = positions
    .map((position) => ({ ...position, takenAt: new Date(position.at) }))
    .filter((position) => {
      const time = position.takenAt.getTime();
      return time >= oldest && time <= now.getTime() + FUTURE_TOLERANCE_MS;
    });
  if (kept.length > 0) {
    await tx.insert(courierPositionTrack).values(
      kept.map((position) => ({
        userId: user.id,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy: position.accuracy,
        takenAt: position.takenAt,
      })),
    );
    const newest = kept.reduce((a, b) => (b.takenAt > a.takenAt ? b : a));
    const last = { latitude: newest.latitude, longitude: newest.longitude, reportedAt: newest.takenAt };
    await tx
      .insert(courierPositions)
      .values({ userId: user.id, ...last })
      .onConflictDoUpdate({
        target: courierPositions.userId,
        set: last,
        setWhere: sql`${courierPositions.reportedAt} < ${newest.takenAt}`,
      });
    // Live dispatch (issue 27): the hub's map moves the courier.
    const { divisionId } = await userDivision(tx, user.id);
    if (divisionId)
      await publishDispatchEvent(tx, {
        kind: 'position',
        divisionId,
        data: {
          courier: user.login,
          latitude: newest.latitude,
          longitude: newest.longitude,
          at: newest.takenAt.toISOString(),
        },
      });
  }
  await tx
    .delete(courierPositionTrack)
    .where(and(eq(courierPositionTrack.userId, user.id), lt(courierPositionTrack.takenAt, new Date(oldest))));
  return { stored: kept.length };
}
