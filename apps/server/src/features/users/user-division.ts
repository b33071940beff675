import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { users } from '../auth/auth-tables.ts';

/** The division a user works in and the country of their profile (shipments, visits). */
export async function userDivision(
  executor: Database | Transaction,
  userId: string,
): Promise<{ divisionId: string | null; countryCode: string }> {
  const [row] = await executor
    .select({ divisionId: users.divisionId, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}
