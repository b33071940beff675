import type { CourierShiftInput } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { users } from '../auth/auth-tables.ts';
import { courierShifts } from './courier-routes-tables.ts';

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
