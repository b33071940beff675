import { canAppointPickupCourier, canRemovePickupCourier } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users } from '../auth/auth-tables.ts';
import { type PickupRow, pickupForUpdate, writePickup } from './pickup-store.ts';

/** Who the courier is: by user id (route confirmation) or by login (the console's executor). */
type CourierRef = { courierUserId: string } | { executor: string };

async function courierUser(tx: Transaction, ref: CourierRef) {
  const condition = 'courierUserId' in ref ? eq(users.id, ref.courierUserId) : eq(users.login, ref.executor);
  const [row] = await tx
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(and(condition, isNull(users.deletedAt)));
  if (!row) throw notFound('Courier not found');
  if (!row.groups.includes('courier')) throw businessRule('NOT_A_COURIER', 'The user is not a courier');
  return row;
}

/**
 * Appoints a courier: the pickup must wait for one or be with one (Created, AppointedCourier,
 * InProgress); it becomes AppointedCourier, collected by the own couriers (no partner).
 */
export async function appointCourier(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  input: CourierRef & { note: string | null | undefined; lockVersion: number | null },
): Promise<PickupRow> {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  if (pickup.deletedAt || !canAppointPickupCourier(pickup.status)) {
    throw businessRule(
      'PICKUP_STATUS',
      'A courier can be appointed only to a Created, AppointedCourier or InProgress pickup',
    );
  }
  const courier = await courierUser(tx, input);
  return writePickup(
    tx,
    user,
    pickup,
    {
      executorId: courier.id,
      executor: courier.login,
      // The same courier already on the way keeps going; a new one starts as appointed.
      status:
        pickup.status === 'InProgress' && pickup.executorId === courier.id
          ? 'InProgress'
          : 'AppointedCourier',
      deliveryPartner: null,
      deliveryPartnerNumber: null,
    },
    'courier',
    input.note,
  );
}

/** Registers §4: a courier is removed only in AppointedCourier or InProgress; back to Created. */
export async function removeCourier(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  input: { note: string | null | undefined; lockVersion: number },
): Promise<PickupRow> {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  if (pickup.deletedAt || !canRemovePickupCourier(pickup.status)) {
    throw businessRule('PICKUP_STATUS', 'A courier can be removed only in AppointedCourier or InProgress');
  }
  return writePickup(
    tx,
    user,
    pickup,
    { executorId: null, executor: null, status: 'Created' },
    'courier-remove',
    input.note,
  );
}
