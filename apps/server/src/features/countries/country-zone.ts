import { countryTimeZone } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { userDivision } from '../users/user-division.ts';
import { countries } from './countries-table.ts';

type Executor = Database | Transaction;

/**
 * Issue 30: "today" is the day of the place concerned. A country's zone is the one its register
 * row holds, else its main zone from the country profile, else UTC (`countryTimeZone`); a division
 * has no zone of its own and reads its country's.
 */
export async function zoneOfCountry(executor: Executor, countryCode: string): Promise<string> {
  const [row] = await executor
    .select({ timezone: countries.timezone })
    .from(countries)
    .where(eq(countries.code, countryCode.toUpperCase()));
  return countryTimeZone(countryCode, row?.timezone);
}

/** The zone of a division: its country's. UTC for a division that does not exist. */
export async function zoneOfDivision(executor: Executor, divisionId: string): Promise<string> {
  const [row] = await executor
    .select({ countryCode: divisions.countryCode, timezone: countries.timezone })
    .from(divisions)
    .leftJoin(countries, eq(countries.code, divisions.countryCode))
    .where(eq(divisions.id, divisionId));
  return row ? countryTimeZone(row.countryCode, row.timezone) : 'UTC';
}

/** The zone a user works in: their working division's, else their profile country's. */
export async function zoneOfUser(executor: Executor, user: Pick<AuthUser, 'id'>): Promise<string> {
  const { divisionId, countryCode } = await userDivision(executor, user.id);
  return divisionId ? zoneOfDivision(executor, divisionId) : zoneOfCountry(executor, countryCode);
}
