import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { listStatements } from './list-statements.ts';

const probes = pgTable('list_statements_probe', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
const selection = {
  ...getTableColumns(probes),
  shout: sql<string>`upper(${probes.name})`,
};
const order = [asc(probes.id)];

let database: DatabaseHandle;
const run = async (statement: ReturnType<ReturnType<typeof listStatements>['page']>) =>
  database.db.execute(statement);

beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://' });
  await database.db.execute(
    sql`create table list_statements_probe (id integer primary key, name varchar(20) not null, created_at timestamptz not null)`,
  );
  await database.db.execute(
    sql`insert into list_statements_probe select n, 'probe ' || n, '2026-11-22T10:00:00Z' from generate_series(1, 50) n`,
  );
  await database.db.execute(sql`analyze list_statements_probe`);
  // Rows the planner's estimate does not know about yet.
  await database.db.execute(
    sql`insert into list_statements_probe select n, 'probe ' || n, '2026-11-22T10:00:00Z' from generate_series(51, 100) n`,
  );
});

afterAll(async () => {
  await database.close();
});

describe('list statements', () => {
  it('answers the page decoded as Drizzle would, with the exact total of a filter', async () => {
    const statements = listStatements(probes, selection, order, { estimateAbove: 10 });
    const page = statements.readPage(await run(statements.page(sql`${probes.id} > 90`, 3, 0)));
    expect(page.total).toBe(10);
    expect(page.items).toEqual([
      { id: 91, name: 'probe 91', createdAt: new Date('2026-11-22T10:00:00Z'), shout: 'PROBE 91' },
      { id: 92, name: 'probe 92', createdAt: new Date('2026-11-22T10:00:00Z'), shout: 'PROBE 92' },
      { id: 93, name: 'probe 93', createdAt: new Date('2026-11-22T10:00:00Z'), shout: 'PROBE 93' },
    ]);
    const drizzle = await database.db.select(selection).from(probes).where(eq(probes.id, 91));
    expect(page.items[0]).toEqual(drizzle[0]);
  });

  it("takes the planner's estimate for an unfiltered list of a large table, and counts a small one", async () => {
    const large = listStatements(probes, selection, order, { estimateAbove: 10 });
    expect(large.readPage(await run(large.page(undefined, 5, 0))).total).toBe(50);
    const small = listStatements(probes, selection, order, { estimateAbove: 1000 });
    expect(small.readPage(await run(small.page(undefined, 5, 0))).total).toBe(100);
  });

  it('has no total on an empty page and answers it alone', async () => {
    const statements = listStatements(probes, selection, order, { estimateAbove: 1000 });
    const where = sql`${probes.id} > 90`;
    expect(statements.readPage(await run(statements.page(where, 15, 15)))).toEqual({
      items: [],
      total: undefined,
    });
    expect(statements.readTotal(await run(statements.total(where, 15)))).toBe(10);
  });

  it('counts a filtered list no further than its count-ahead past the offset', async () => {
    const statements = listStatements(probes, selection, order, { estimateAbove: 1000, countAhead: 20 });
    const where = sql`${probes.id} > 0`;
    // 100 match: counting stops at offset + 20 + 1, which tells "more than offset + 20".
    expect(statements.readPage(await run(statements.page(where, 5, 0))).total).toBe(21);
    expect(statements.readPage(await run(statements.page(where, 5, 40))).total).toBe(61);
    expect(statements.readPage(await run(statements.page(where, 5, 90))).total).toBe(100);
    expect(statements.readTotal(await run(statements.total(where, 200)))).toBe(100);
  });

  it('answers the same page and total when the matches are read once for both', async () => {
    const statements = listStatements(probes, selection, order, { estimateAbove: 10 });
    const where = sql`${probes.name} ilike ${'%robe 9%'}`;
    for (const offset of [0, 3, 9]) {
      const plain = statements.readPage(await run(statements.page(where, 3, offset)));
      const shared = statements.readPage(await run(statements.page(where, 3, offset, true)));
      expect(shared).toEqual(plain);
    }
    const shared = statements.readPage(await run(statements.page(where, 3, 0, true)));
    // 9 and 90 to 99.
    expect(shared.total).toBe(11);
    expect(shared.items.map((item) => item.shout)).toEqual(['PROBE 9', 'PROBE 90', 'PROBE 91']);
  });
});
