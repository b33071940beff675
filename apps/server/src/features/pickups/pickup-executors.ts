import { greatCircleKm, type PickupExecutor, roundDistance } from '@console/domain';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { pickupById } from './pickup-store.ts';
import { courierPositions } from './pickups-tables.ts';

/**
 * `GET pickups/{id}/executors`: the couriers of the pickup's country, nearest first by
 * great-circle distance from their last known position, else from their division; couriers
 * with neither come last (distance null).
 */
export async function pickupExecutors(
  executor: Database | Transaction,
  pickupId: string,
): Promise<PickupExecutor[]> {
  const pickup = await pickupById(executor, pickupId);
  const rows = await executor
    .select({
      id: users.id,
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
      positionLat: courierPositions.latitude,
      positionLng: courierPositions.longitude,
      divisionLat: divisions.latitude,
      divisionLng: divisions.longitude,
    })
    .from(users)
    .leftJoin(courierPositions, eq(courierPositions.userId, users.id))
    .leftJoin(divisions, eq(divisions.id, workingDivisionOf()))
    .where(
      and(
        arrayContains(users.groups, ['courier']),
        isNull(users.deletedAt),
        eq(users.countryCode, pickup.countryCode),
      ),
    );
  const target =
    pickup.latitude !== null && pickup.longitude !== null
      ? { lat: pickup.latitude, lng: pickup.longitude }
      : null;
  const executors = rows.map((row) => {
    const lat = row.positionLat ?? row.divisionLat;
    const lng = row.positionLng ?? row.divisionLng;
    const distance =
      target && lat !== null && lng !== null ? roundDistance(greatCircleKm(target, { lat, lng })) : null;
    return { id: row.id, executor: row.login, firstName: row.firstName, lastName: row.lastName, distance };
  });
  return executors.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
      a.executor.localeCompare(b.executor),
  );
}
