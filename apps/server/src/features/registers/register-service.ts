import { formatSort, type ListResult, type ListSort, sortableFields } from '@console/domain';
import { and, asc, desc, eq, getTableColumns, type Query, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import { executeRendered } from '../../db/sql-helpers.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { auditLog } from '../audit/audit-table.ts';
import { COUNT_AHEAD, listStatements, renderQuery } from './list-statements.ts';
import { fieldExpressions, type RegisterBinding } from './register-binding.ts';
import { filterCondition } from './register-filters.ts';

export type RegisterRow = Record<string, unknown>;
export interface ListQuery {
  page: number;
  limit: number;
  offset?: number;
  [filter: string]: unknown;
}

/** A list statement as sent to PostgreSQL, with the name it is prepared under (if any). */
export type NamedQuery = Query & { name?: string };

/**
 * At most this many list statement texts are sent as named (prepared) statements per process:
 * each stays prepared, with its plan, on every connection that ran it.
 */
export const NAMED_LIST_STATEMENTS = 300;

/**
 * Names for statement texts, at most `limit` of them: the same text gets the same name again, and
 * past the limit new texts go unnamed (undefined).
 */
export function statementNamer(limit: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= limit) return known;
    const name = `list_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/**
 * The name a list statement's text is prepared under. PostgreSQL then parses it once per
 * connection and, after five runs, may keep one generic plan: planning a register's page (its
 * select list with the names of referenced rows) cost more than running it (docs/decisions.md
 * "List statements are prepared"). Past the limit, new texts go unnamed.
 */
export const listStatementName = statementNamer(NAMED_LIST_STATEMENTS);

/**
 * The answer of a list page: a count that ran past `COUNT_AHEAD` rows beyond the offset stopped
 * there, so its total says "more than offset + COUNT_AHEAD" and one more page is offered.
 */
export function listResult<Row>(
  items: Row[],
  counted: number,
  offset: number,
  limit: number,
): ListResult<Row> {
  const bound = offset + COUNT_AHEAD;
  if (counted > bound) {
    return { items, total: bound, last_page: Math.ceil((bound + 1) / limit), totalIsLowerBound: true };
  }
  return { items, total: counted, last_page: Math.max(1, Math.ceil(counted / limit)) };
}

/** Fields a client sends back with a record but may not change through PUT or PATCH. */
export const IGNORED_ON_UPDATE = ['createdAt', 'updatedAt', 'deletedAt'] as const;

export interface HistoryEntry {
  id: number;
  at: Date;
  userLogin: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Past this many rows an unfiltered list reports the planner's row estimate as its total: an
 * exact count of a million buildings costs a scan of all of them on every page (docs/decisions.md).
 */
export const EXACT_COUNT_LIMIT = 100_000;

/** List, read, write and history of one register, every write in a transaction with its audit row. */
export function createRegisterService(db: Database, binding: RegisterBinding, readDb: Database = db) {
  const { definition, table } = binding;
  const columns = getTableColumns(table);
  const keyColumn = columns[definition.keyField] as PgColumn;
  const hidden = new Set(binding.hidden ?? []);
  const selection = {
    ...Object.fromEntries(Object.entries(columns).filter(([name]) => !hidden.has(name))),
    ...binding.computed,
  };
  const fields = fieldExpressions(binding);
  /**
   * The ORDER BY of a sort: the field, then the key in the same direction, so an index on
   * (field, key) — or on the field, with an incremental sort of ties — serves both directions.
   */
  const orderOf = (sort: ListSort | undefined): SQL[] => {
    const field = sort ? fields[sort.field] : undefined;
    const direction = sort?.direction === 'desc' ? desc : asc;
    return field && field !== keyColumn ? [direction(field), direction(keyColumn)] : [direction(keyColumn)];
  };
  const entity = definition.key;
  const options = { estimateAbove: EXACT_COUNT_LIMIT };
  // Each sort's statements are rendered once, at start, like the default one.
  const statements = listStatements(table, selection, orderOf(definition.sort), options);
  const sortedStatements = new Map(
    sortableFields(definition.columns).flatMap((field) =>
      (['asc', 'desc'] as const).map((direction) => {
        const sort = { field, direction };
        return [formatSort(sort), listStatements(table, selection, orderOf(sort), options)] as const;
      }),
    ),
  );
  const statementsOf = (query: ListQuery) =>
    (typeof query.sort === 'string' ? sortedStatements.get(query.sort) : undefined) ?? statements;

  async function read(
    executor: Database | Transaction,
    key: string,
    lock = false,
  ): Promise<RegisterRow | undefined> {
    const query = executor
      .select(selection as never)
      .from(table)
      .where(eq(keyColumn, key))
      .limit(1);
    const rows = (await (lock ? query.for('update', { of: table as never }) : query)) as RegisterRow[];
    return rows[0];
  }

  async function derived(values: Record<string, unknown>, tx: Transaction) {
    return binding.derive ? binding.derive(values, tx) : values;
  }

  // Filters answered by trigram index scans: their matches are read once for page and total.
  const textSearches = definition.filters
    .filter((filter) => filter.operator === 'contains' || filter.operator === 'search')
    .map((filter) => filter.name);

  function listPlan(query: ListQuery, user: AuthUser | undefined) {
    const statements = statementsOf(query);
    const scoped = user ? binding.scopeCondition?.(user) : undefined;
    const filtered = filterCondition(binding, query);
    const where = scoped && filtered ? and(scoped, filtered) : (scoped ?? filtered);
    const offset = query.offset ?? (query.page - 1) * query.limit;
    const shareScan = textSearches.some((name) => {
      const value = (query as Record<string, unknown>)[name];
      return value !== undefined && value !== null && value !== '';
    });
    return {
      offset,
      statements,
      // A text search's plan depends on its pattern: it stays an unnamed, freshly planned statement.
      named: !shareScan,
      page: statements.page(where, query.limit, offset, shareScan),
      total: statements.total(where, offset),
    };
  }

  /** A statement of the list, named (prepared) unless `named` is false or the names ran out. */
  function run(reader: Database, statement: SQL, named: boolean) {
    if (!named) return reader.execute(statement);
    const query = renderQuery(statement);
    return executeRendered(reader, query, listStatementName(query.sql));
  }

  return {
    binding,

    /**
     * The statements of a list as sent to PostgreSQL (the bench replays them): the page with the
     * total on each row, and the total alone, run only when a page past the end has no rows.
     */
    listQueries(query: ListQuery, user?: AuthUser): { page: NamedQuery; total: NamedQuery; offset: number } {
      const plan = listPlan(query, user);
      const named = (statement: SQL): NamedQuery => {
        const rendered = renderQuery(statement);
        const name = plan.named ? listStatementName(rendered.sql) : undefined;
        return name ? { ...rendered, name } : rendered;
      };
      return { page: named(plan.page), total: named(plan.total), offset: plan.offset };
    },

    /**
     * The list as `user` may see it: a binding's scope narrows the query first (visits by division).
     * Lists are read from the replica when there is one, unless `primary` (the caller's own write
     * was a moment ago).
     */
    async list(
      requested: ListQuery,
      user?: AuthUser,
      options: { primary?: boolean } = {},
    ): Promise<ListResult<RegisterRow>> {
      const reader = options.primary ? db : readDb;
      const query =
        binding.scope && user ? ((await binding.scope(user, requested, reader)) as ListQuery) : requested;
      const plan = listPlan(query, user);
      const { items, total: onPage } = plan.statements.readPage(await run(reader, plan.page, plan.named));
      // An empty first page means nothing matched; past the end, the total has to be asked alone.
      const counted =
        onPage ??
        (plan.offset === 0 ? 0 : plan.statements.readTotal(await run(reader, plan.total, plan.named)));
      return listResult(items, counted, plan.offset, query.limit);
    },

    async get(key: string): Promise<RegisterRow> {
      const row = await read(db, key);
      if (!row) throw notFound();
      return row;
    },

    async create(user: AuthUser, body: Record<string, unknown>): Promise<RegisterRow> {
      try {
        return await db.transaction(async (tx) => {
          const values = await derived({ ...body }, tx);
          const [inserted] = (await tx
            .insert(table)
            .values(values as never)
            .returning({ key: keyColumn })) as { key: unknown }[];
          const key = String(inserted?.key);
          const after = await read(tx, key);
          await recordAudit(tx, user, { action: 'create', entity, entityId: key, after });
          return after!;
        });
      } catch (error) {
        return rethrowAsClientError(error, definition.path);
      }
    },

    async update(user: AuthUser, key: string, body: Record<string, unknown>): Promise<RegisterRow> {
      try {
        return await db.transaction(async (tx) => {
          const before = await read(tx, key, true);
          if (!before) throw notFound();
          const values = await derived({ ...body }, tx);
          await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() } as never)
            .where(eq(keyColumn, key));
          const after = await read(tx, key);
          await recordAudit(tx, user, { action: 'update', entity, entityId: key, before, after });
          return after!;
        });
      } catch (error) {
        return rethrowAsClientError(error, definition.path);
      }
    },

    /** Sets the deletion mark; a record already marked is answered as it is, and nothing is written. */
    async remove(user: AuthUser, key: string): Promise<RegisterRow> {
      return db.transaction(async (tx) => {
        const before = await read(tx, key, true);
        if (!before) throw notFound();
        if (before.deletedAt) return before;
        const now = new Date();
        await tx
          .update(table)
          .set({ deletedAt: now, updatedAt: now } as never)
          .where(and(eq(keyColumn, key)));
        const after = await read(tx, key);
        await recordAudit(tx, user, { action: 'delete', entity, entityId: key, before, after });
        return after!;
      });
    },

    /** The audit rows of one record, newest first. */
    async history(key: string, page: number, limit: number): Promise<ListResult<HistoryEntry>> {
      await this.get(key);
      const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, key));
      const [items, counted] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            userLogin: auditLog.userLogin,
            action: auditLog.action,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      const total = counted[0]?.total ?? 0;
      return { items, total, last_page: Math.max(1, Math.ceil(total / limit)) };
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
