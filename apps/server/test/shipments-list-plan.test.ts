import { shipmentsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisterService } from '../src/features/registers/register-service.ts';
import { shipmentsBinding } from '../src/features/shipments/shipment-registers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A register with history: 30 000 shipments over the last 100 days, then fresh statistics.
  await t.database.db.execute(sql`
    insert into shipments (number, status, date_time, sender, recipient, sender_name, sender_phone,
      sender_country_code, recipient_name, recipient_phone, recipient_country_code, created_by_user)
    select 'SHXX' || lpad(n::text, 10, '0'), 'Accepted', now() - n * interval '288 seconds', '{}', '{}',
      'Sender', '48600000000', 'PL', 'Recipient', '48500000000', 'PL', 'bench'
    from generate_series(1, 30000) n`);
  await t.database.db.execute(sql`analyze shipments`);
});
afterAll(() => t.close());

/** The statement with its parameters written in, for EXPLAIN. */
function inlined(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}

async function plan(query: Record<string, unknown>): Promise<string> {
  const service = createRegisterService(t.database.db, shipmentsBinding);
  const { page } = service.listQueries(shipmentsRegister.filterSchema.parse(query) as never);
  const result = await t.database.db.execute(sql.raw(`explain ${inlined(page)}`));
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe('the default shipments list', () => {
  it("reads today's shipments newest first through the date index", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const text = await plan({ dateTimeFrom: today });
    expect(text).toMatch(/shipments_(status_)?date_time_idx/);
    expect(text).not.toMatch(/Seq Scan on shipments/);
  });

  it('reads a whole day through the date index with the end-of-day bound', async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const text = await plan({ dateTimeFrom: day, dateTimeTo: day });
    expect(text).toMatch(/shipments_(status_)?date_time_idx/);
    expect(text).not.toMatch(/Seq Scan on shipments/);
  });
});

describe('a sorted shipments list', () => {
  it('reads either direction of the sortable date through its index, ties broken by id', async () => {
    for (const sort of ['dateTime', '-dateTime']) {
      const text = await plan({ sort });
      expect(text, sort).toMatch(/Index Scan( Backward)? using shipments_date_time_idx on shipments /);
      // The rows of the page: no scan of the table and no full sort (the count of a small table may scan).
      expect(text, sort).not.toMatch(/Seq Scan on shipments +\(/);
      expect(text, sort).not.toMatch(/-> +Sort /);
    }
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await plan({ sort: 'dateTime', dateTimeFrom: week })).toMatch(/shipments_(status_)?date_time_idx/);
  });
});
