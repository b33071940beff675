import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';

/**
 * The division id a scoped user without a division is narrowed to: it matches no row, so such a
 * user sees nothing (list scopes of tasks, routes, pickups, scans, visits, payments and orders).
 */
export const NO_DIVISION = '00000000-0000-0000-0000-000000000000';

/** The division a user works in (today's working division, registers §5) and the country of their profile (shipments, visits). */
export async function userDivision(
  executor: Database | Transaction,
  userId: string,
): Promise<{ divisionId: string | null; countryCode: string }> {
  const [row] = await executor
    .select({ divisionId: workingDivisionOf(), countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}
