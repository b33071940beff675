import { hasAnyRole } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { userDivision } from '../users/user-division.ts';
import { pickups } from './pickups-tables.ts';

type Executor = Database | Transaction;

/**
 * Which pickups a user sees (docs/decisions.md "Pickups"): administrator-god, service desk and
 * multi-country users every pickup; contact-centre operators the pickups of their country (they
 * take clients' calls for the whole country); everybody else their own division's, and a courier
 * also the pickups appointed to them.
 */
export type PickupScope =
  | { kind: 'all' }
  | { kind: 'country'; countryCode: string }
  | { kind: 'division'; divisionId: string | null; courierId: string | null };

export async function pickupScopeOf(executor: Executor, user: AuthUser): Promise<PickupScope> {
  if (hasAnyRole(user.groups, ['administrator_god', 'service_desk', 'multi_country'])) return { kind: 'all' };
  const { divisionId, countryCode } = await userDivision(executor, user.id);
  if (user.groups.includes('contact_centre_operator')) return { kind: 'country', countryCode };
  return { kind: 'division', divisionId, courierId: user.groups.includes('courier') ? user.id : null };
}

export function isInPickupScope(
  scope: PickupScope,
  pickup: { divisionId: string | null; countryCode: string; executorId: string | null },
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'country':
      return pickup.countryCode === scope.countryCode;
    case 'division':
      return (
        (scope.divisionId !== null && pickup.divisionId === scope.divisionId) ||
        (scope.courierId !== null && pickup.executorId === scope.courierId)
      );
  }
}

/** A pickup outside the caller's scope answers 404, as one that does not exist. */
export const PICKUP_SCOPE = recordScope({
  record: 'pickup',
  notFound: 'Pickup not found',
  table: pickups,
  id: pickups.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({
        divisionId: pickups.divisionId,
        countryCode: pickups.countryCode,
        executorId: pickups.executorId,
      })
      .from(pickups)
      .where(eq(pickups.id, id));
    return row !== undefined && isInPickupScope(await pickupScopeOf(executor, user), row);
  },
});
