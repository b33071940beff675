import { REGISTERS } from '@console/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { createRegisterService } from '../src/features/registers/register-service.ts';

/** Prints EXPLAIN ANALYZE of the list queries the benchmark drives, against DATABASE_URL. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  await db.execute(sql`analyze`);
  const pick = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, string>[] }).rows[0]!;
  const street = await pick(
    'select street_id as id from buildings group by street_id order by count(*) desc limit 1',
  );
  const settlement = await pick(
    'select settlement_id as id from buildings group by settlement_id order by count(*) desc limit 1',
  );
  const region = await pick('select region_id as id from settlements group by region_id limit 1');
  const cases = [
    ['buildings', 'by street', { streetId: street.id }],
    ['buildings', 'by settlement and name contains', { settlementId: settlement.id, name: '1' }],
    ['buildings', 'text search', { textSearch: '12A' }],
    ['buildings', 'post code prefix', { postCode: '00-1' }],
    ['buildings', 'no filter', {}],
    ['settlements', 'name contains', { name: 'wola' }],
    ['settlements', 'region and country (navigation)', { regionId: region.id, countryCodes: ['PL'] }],
    ['settlements', 'text search, live only', { textSearch: 'Nowa', deletionMark: false }],
    ['settlements', 'post codes', { postCodes: ['00-001', '31-000'] }],
    ['streets', 'settlement and country', { settlementId: settlement.id, countryCodes: ['PL'] }],
  ] as const;
  for (const [name, label, filters] of cases) {
    const service = createRegisterService(db, REGISTER_BINDINGS[name as keyof typeof REGISTERS]);
    const parsed = REGISTERS[name as keyof typeof REGISTERS].filterSchema.parse(filters) as never;
    // The page statement carries the total; the total alone runs only for a page past the end.
    const { page } = service.listQueries(parsed);
    for (const [kind, query] of Object.entries({ page })) {
      const { sql: text, params } = query;
      const plan = (await db.execute(
        sql.raw(`explain (analyze, costs off, timing on) ${inline(text, params)}`),
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(
        `\n## ${name}: ${label} (${kind})\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  }
  await database.close();
}

/** Parameters written into the text, for EXPLAIN (which takes no bind parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
