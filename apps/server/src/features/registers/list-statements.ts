import { Column, type DriverValueDecoder, is, noopDecoder, type Query, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/sql-helpers.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** The text and parameters an SQL expression sends to PostgreSQL (for EXPLAIN and the bench). */
export const renderQuery = (expression: SQL): Query => dialect.sqlToQuery(expression);

/** An expression without parameters as its SQL text, rendered now rather than on every request. */
function rendered(expression: SQL): SQL {
  const query = renderQuery(expression);
  return query.params.length === 0 ? sql.raw(query.sql) : expression;
}

type Decoder = DriverValueDecoder<unknown, unknown>;
type Row = Record<string, unknown>;

/** Column of the page statement that carries the list's total on every row. */
const TOTAL = '__total';
/** The CTE of the rows a text search matched (see `page`). */
const MATCHED = '__matched';

/**
 * A filtered list counts its matches no further than this many rows past the page's offset: its
 * total is then a lower bound ("more than 1,000"), and paging further counts further. Counting
 * every one of a week's 40,000 shipments on each page view cost more than the page itself
 * (docs/decisions.md "A filtered list counts 1,000 rows ahead").
 */
export const COUNT_AHEAD = 1_000;

export interface ListStatementOptions {
  /** An unfiltered list of a table with more rows than this reports the planner's row estimate. */
  estimateAbove: number;
  /** Rows a filtered count runs past the page's offset (`COUNT_AHEAD`; smaller in tests). */
  countAhead?: number;
}

/**
 * The SQL of a register's list: one statement answers the page and, on each of its rows, the
 * total — one round trip, and the total counted in the page's own snapshot.
 *
 * Drizzle's query builder would walk every column and subquery of the selection again on each
 * call and map every value of every row through its entity checks — together most of the server's
 * own work on a list request. Here the select list (each field aliased to its JSON name), the
 * table and the sort are rendered once; only the filters are built per request. `execute` answers
 * rows keyed by field with driver values, which `readPage` decodes with the same column decoders
 * Drizzle's select applies.
 */
export function listStatements(
  table: PgTable,
  selection: Readonly<Record<string, Column | SQL>>,
  orderBy: readonly SQL[],
  options: ListStatementOptions,
) {
  const fields = Object.entries(selection);
  const selectList = rendered(
    sql.join(
      fields.map(([name, field]) => {
        const expression = is(field, Column) ? qualified(field as PgColumn) : (field as SQL);
        return sql`${expression} as ${sql.identifier(name)}`;
      }),
      sql`, `,
    ),
  );
  const from = rendered(sql`from ${table}`);
  const tableName = rendered(sql`${table}`);
  const order = rendered(sql`order by ${sql.join([...orderBy], sql`, `)}`);
  // Counting a large table exactly costs a scan of all of it; its estimate is kept by autovacuum
  // (-1 when never analysed). The count subquery runs only when the estimate is not taken.
  const tableLiteral = sql.raw(`'${renderQuery(sql`${table}`).sql.replace(/'/g, "''")}'`);
  const unfilteredTotal = rendered(
    sql`coalesce((select case when reltuples > ${sql.raw(String(options.estimateAbove))} then reltuples::bigint end from pg_class where oid = ${tableLiteral}::regclass), (select count(*) ${from}))`,
  );
  const counted = sql.identifier('counted');
  const countAhead = options.countAhead ?? COUNT_AHEAD;
  const total = (where: SQL | undefined, offset: number) =>
    where
      ? sql`(select count(*) from (select 1 ${from} where ${where} limit ${offset + countAhead + 1}) as ${counted})`
      : unfilteredTotal;
  const filtered = (where: SQL | undefined) => (where ? sql` where ${where}` : sql.empty());

  // Only decoders that change a value: timestamps, integers, JSON and the like.
  const decoders: [string, Decoder][] = [];
  for (const [name, field] of fields) {
    // A computed field decodes as its `.mapWith()` says; Drizzle keeps that on the SQL object.
    const decoder = is(field, Column) ? field : (field as unknown as { decoder: Decoder }).decoder;
    if (decoder !== noopDecoder && decoder.mapFromDriverValue !== Column.prototype.mapFromDriverValue) {
      decoders.push([name, decoder]);
    }
  }

  return {
    /**
     * The page, each row with the list's total. With `shareScan` the matching rows are read once
     * into a CTE that both the total and the page read, instead of the filter running twice: for
     * text searches (trigram index scans whose matches are sorted anyway), the index scan is most
     * of the statement's cost. The CTE takes the table's name, so the select list and its
     * correlated subqueries read it as they would read the table.
     */
    page: (where: SQL | undefined, limit: number, offset: number, shareScan = false): SQL =>
      where && shareScan
        ? sql`with ${sql.identifier(MATCHED)} as materialized (select * ${from} where ${where}) select ${selectList}, (select count(*) from ${sql.identifier(MATCHED)}) as ${sql.identifier(TOTAL)} from ${sql.identifier(MATCHED)} as ${tableName} ${order} limit ${limit} offset ${offset}`
        : sql`select ${selectList}, ${total(where, offset)} as ${sql.identifier(TOTAL)} ${from}${filtered(where)} ${order} limit ${limit} offset ${offset}`,
    /** The total alone: for a page past the last one, which has no row to carry it. */
    total: (where: SQL | undefined, offset: number): SQL =>
      sql`select ${total(where, offset)} as ${sql.identifier(TOTAL)}`,

    /** The rows and total an `execute` of `page` answers, decoded in place; no rows, no total. */
    readPage(result: unknown): { items: Row[]; total: number | undefined } {
      const rows = rowsOf(result);
      const total = rows.length === 0 ? undefined : Number(rows[0]?.[TOTAL]);
      for (const row of rows) {
        delete row[TOTAL];
        for (const [name, decoder] of decoders) {
          const value = row[name];
          if (value !== null && value !== undefined) row[name] = decoder.mapFromDriverValue(value);
        }
      }
      return { items: rows, total };
    },
    readTotal: (result: unknown): number => Number(rowsOf(result)[0]?.[TOTAL] ?? 0),
  };
}

/** The rows of an `execute` result; both drivers answer `{ rows }`. */
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
