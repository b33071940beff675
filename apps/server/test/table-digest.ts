import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

/**
 * Row counts of every table and the newest change of those that keep one, as one string: equal
 * before and after a call means the call wrote no row (fuzz, refused calls of the limits tests).
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
    sql`select table_name as name, bool_or(column_name = 'updated_at') as stamped
      from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
  );
  const rows = (tables as unknown as { rows: { name: string; stamped: boolean }[] }).rows;
  const parts = rows.map(({ name, stamped }) => {
    const table = sql.identifier(name);
    const latest = stamped ? sql`coalesce(max(updated_at)::text, '')` : sql`''`;
    return sql`select ${name} || ':' || count(*) || ':' || ${latest} as part from ${table}`;
  });
  return sql`select string_agg(part, '|') as digest from (${sql.join(parts, sql` union all `)}) parts`;
}
