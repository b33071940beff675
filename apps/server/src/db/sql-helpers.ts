import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"` (or `"alias"."column"`) written out: Drizzle leaves columns unqualified in
 * a select list, which inside a correlated subquery would silently bind to the inner table.
 */
export function qualified(column: PgColumn, alias?: string): SQL {
  return sql`${sql.identifier(alias ?? getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** `(select value from target where target.key = outer)`: a referenced row's field for a read. */
export function lookup(value: PgColumn, key: PgColumn, outer: PgColumn): SQL {
  const alias = `${getTableName(value.table)}_of_${outer.name}`;
  return sql`(select ${qualified(value, alias)} from ${sql.identifier(getTableName(value.table))} ${sql.identifier(alias)} where ${qualified(key, alias)} = ${qualified(outer)})`;
}
