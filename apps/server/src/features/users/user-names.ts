import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/sql-helpers.ts';
import { users } from '../auth/auth-tables.ts';

/**
 * The person behind a login column, as a list shows them (issue 24: lists showed "courier.ewa"):
 * "First Last" of the user with that login, else the login itself (a user since removed, or one
 * with no name). A correlated subquery on the unique login, like the division names beside it.
 */
export function nameOfLogin(login: PgColumn): SQL<string | null> {
  const person = sql`nullif(trim(${qualified(users.firstName, 'person')} || ' ' || ${qualified(users.lastName, 'person')}), '')`;
  return sql<
    string | null
  >`coalesce((select ${person} from ${users} ${sql.identifier('person')} where ${qualified(users.login, 'person')} = ${qualified(login)}), ${qualified(login)})`;
}
