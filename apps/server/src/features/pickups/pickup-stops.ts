import { OPEN_PICKUP_STATUSES, type PickupStatus } from '@console/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { appointCourier } from './pickup-courier.ts';
import { pickups } from './pickups-tables.ts';

type Executor = Database | Transaction;

/** A pickup as route building sees it: a stop with a point, a window and a load. */
export interface PickupStop {
  id: string;
  number: string;
  lat: number;
  lng: number;
  timeFrom: Date;
  timeTo: Date;
  weightKg: number;
  status: PickupStatus;
}

/**
 * The open pickups (Created, AppointedCourier, InProgress) of a division whose courier arrival
 * starts on the day (UTC), with a known point. A pickup without an arrival time is left out: it
 * has no day yet. Ordered by window start, then number.
 */
export async function openPickupsForRouting(
  executor: Executor,
  divisionId: string,
  day: string,
): Promise<PickupStop[]> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const rows = await executor
    .select({
      id: pickups.id,
      number: pickups.number,
      lat: pickups.latitude,
      lng: pickups.longitude,
      timeFrom: pickups.pickedTimeFrom,
      timeTo: pickups.pickedTimeTo,
      weightGrams: pickups.weightGrams,
      status: pickups.status,
    })
    .from(pickups)
    .where(
      and(
        eq(pickups.divisionId, divisionId),
        gte(pickups.pickedTimeFrom, start),
        lt(pickups.pickedTimeFrom, end),
        inArray(pickups.status, [...OPEN_PICKUP_STATUSES]),
        isNull(pickups.deletedAt),
        isNull(pickups.deliveryPartner),
        isNotNull(pickups.latitude),
        isNotNull(pickups.longitude),
      ),
    )
    .orderBy(asc(pickups.pickedTimeFrom), asc(pickups.number));
  return rows.map((row) => {
    const timeFrom = row.timeFrom ?? start;
    return {
      id: row.id,
      number: row.number,
      lat: row.lat ?? 0,
      lng: row.lng ?? 0,
      timeFrom,
      timeTo: row.timeTo ?? new Date(end.getTime() - 60_000),
      weightKg: row.weightGrams / 1000,
      status: row.status,
    };
  });
}

/**
 * Appoints a courier (by user id) to a pickup as the route confirmation does: status
 * AppointedCourier with a history entry, lockVersion raised. Refuses (422) a pickup not in
 * Created, AppointedCourier or InProgress and a user who is not a courier (404 when unknown).
 */
export async function appointPickupCourier(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  courierUserId: string,
): Promise<void> {
  await appointCourier(tx, user, pickupId, { courierUserId, note: null, lockVersion: null });
}
