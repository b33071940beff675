import type { CourierShiftInput, ShiftCourier } from '@console/domain';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';
import { courierRoutes, courierShifts } from './courier-routes-tables.ts';

/** Puts a courier on shift for a day (one shift a day; a second answers the first changed). */
export async function saveCourierShift(tx: Transaction, user: AuthUser, body: CourierShiftInput) {
  const [courier] = await tx
    .select({ groups: users.groups })
    .from(users)
    .where(eq(users.login, body.courier));
  if (!courier?.groups.includes('courier')) {
    throw businessRule('COURIER_UNKNOWN', 'Only a courier can be put on shift');
  }
  const values = {
    ...body,
    vehicleNumber: body.vehicleNumber ?? null,
    // A second save of the day replaces the first whole: a place or volume left out is cleared.
    capacityM3: body.capacityM3 ?? null,
    startLatitude: body.startLatitude ?? null,
    startLongitude: body.startLongitude ?? null,
    endLatitude: body.endLatitude ?? null,
    endLongitude: body.endLongitude ?? null,
    deletedAt: null,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(courierShifts)
    .values(values)
    .onConflictDoUpdate({ target: [courierShifts.courier, courierShifts.day], set: values })
    .returning();
  await recordAudit(tx, user, { action: 'shift', entity: 'courier_shifts', entityId: row!.id, after: row });
  return row!;
}

export function shiftsOfDay(tx: Pick<Transaction, 'select'>, divisionId: string, day: string) {
  return tx
    .select()
    .from(courierShifts)
    .where(
      and(
        eq(courierShifts.divisionId, divisionId),
        eq(courierShifts.day, day),
        isNull(courierShifts.deletedAt),
      ),
    )
    .orderBy(courierShifts.courier);
}

/**
 * Takes a courier off shift for the day. A courier who holds a route of that day keeps the shift
 * (the route's times and load were planned on it): the route goes to another courier first.
 */
export async function deleteCourierShift(tx: Transaction, user: AuthUser, id: string) {
  // Locked and read again inside the transaction: of two deletes at once, the second finds it gone
  // (the scope check before the transaction saw it live for both).
  const [shift] = await tx
    .select()
    .from(courierShifts)
    .where(and(eq(courierShifts.id, id), isNull(courierShifts.deletedAt)))
    .for('update');
  if (!shift) throw notFound('Shift not found');
  const [route] = await tx
    .select({ id: courierRoutes.id })
    .from(courierRoutes)
    .where(
      and(
        eq(courierRoutes.courier, shift.courier),
        eq(courierRoutes.divisionId, shift.divisionId),
        eq(courierRoutes.day, shift.day),
      ),
    )
    .limit(1);
  if (route) {
    throw businessRule(
      'SHIFT_HAS_ROUTE',
      'The courier has a route that day: give the route to another courier first',
    );
  }
  const deletedAt = new Date();
  await tx.update(courierShifts).set({ deletedAt, updatedAt: deletedAt }).where(eq(courierShifts.id, id));
  await recordAudit(tx, user, { action: 'delete', entity: 'courier_shifts', entityId: id, before: shift });
}

/** The couriers who work in a division (their working division today, else their own): whom a shift can be for. */
export function divisionCouriers(
  tx: Pick<Transaction, 'select'>,
  divisionId: string,
): Promise<ShiftCourier[]> {
  return tx
    .select({ login: users.login, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        arrayContains(users.groups, ['courier']),
        eq(workingDivisionOf(), divisionId),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.lastName, users.firstName, users.login);
}
