import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { arrayLiteral } from '../src/db/sql-helpers.ts';
import { PER_ADDRESS_LIMITS } from '../src/http/rate-limits.ts';

/**
 * A checksum of every row of every table, as one string: equal before and after a call means the
 * call wrote nothing — no row added, removed or changed in any column, in any table (fuzz, refused
 * calls of the limits tests). Each table gives its row count and the sum of a 64-bit hash (the
 * first 16 hex digits of md5) of each row's text: a sum, so no sort, and any changed value moves it.
 * Left out: the per-address counters of public calls (the tracking page), which count every call,
 * a refused one too, by design (http/rate-limits.ts `PER_ADDRESS_LIMITS`).
 */
export function tableDigest(db: Database): () => Promise<string> {
  let query: SQL | undefined;
  return async () => {
    query ??= await digestOfEveryTable(db);
    const result = await db.execute(query);
    return (result as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
  };
}

async function digestOfEveryTable(db: Database): Promise<SQL> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const parts = names.map((name) => {
    const table = sql.identifier(name);
    const rows =
      name === 'rate_limit_counters'
        ? sql`where r.bucket <> all(${arrayLiteral([...PER_ADDRESS_LIMITS])}::text[])`
        : sql``;
    return sql`select ${name} || ':' || count(*) || ':' ||
        coalesce(sum(hashtext(r::text)::bigint), 0)::text as part
      from ${table} as r ${rows}`;
  });
  return sql`select string_agg(part, '|') as digest from (${sql.join(parts, sql` union all `)}) parts`;
}
