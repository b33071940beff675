import type { ListResult } from '@console/domain';
import { and, asc, desc, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { auditLog } from '../audit/audit-table.ts';
import { fieldExpressions, type RegisterBinding } from './register-binding.ts';
import { filterCondition } from './register-filters.ts';

export type RegisterRow = Record<string, unknown>;
export interface ListQuery {
  page: number;
  limit: number;
  offset?: number;
  [filter: string]: unknown;
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

/** The planner's row estimate of a large table; undefined when the table is small or never analysed. */
async function estimatedRows(db: Database, tableName: string): Promise<number | undefined> {
  const result = await db.execute(
    sql`select reltuples::bigint as estimate from pg_class where oid = to_regclass(${tableName})`,
  );
  const estimate = Number((result as unknown as { rows: { estimate: unknown }[] }).rows[0]?.estimate ?? -1);
  return estimate > EXACT_COUNT_LIMIT ? estimate : undefined;
}

/** List, read, write and history of one register, every write in a transaction with its audit row. */
export function createRegisterService(db: Database, binding: RegisterBinding) {
  const { definition, table } = binding;
  const columns = getTableColumns(table);
  const keyColumn = columns[definition.keyField] as PgColumn;
  const hidden = new Set(binding.hidden ?? []);
  const selection = {
    ...Object.fromEntries(Object.entries(columns).filter(([name]) => !hidden.has(name))),
    ...binding.computed,
  };
  const fields = fieldExpressions(binding);
  const sortField = definition.sort ? fields[definition.sort.field] : undefined;
  const orderBy: SQL[] = [];
  if (sortField && sortField !== keyColumn) {
    orderBy.push(definition.sort?.direction === 'desc' ? desc(sortField) : asc(sortField));
  }
  orderBy.push(asc(keyColumn));
  const entity = definition.key;
  const tableName = getTableName(table);

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

  return {
    binding,

    /** The page and count queries of a list (the bench replays their SQL through plain pg). */
    listQueries(query: ListQuery) {
      const where = filterCondition(binding, query);
      const start = query.offset ?? (query.page - 1) * query.limit;
      return {
        items: db
          .select(selection as never)
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.limit)
          .offset(start),
        count: db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
      };
    },

    async list(query: ListQuery): Promise<ListResult<RegisterRow>> {
      const queries = this.listQueries(query);
      const unfiltered = filterCondition(binding, query) === undefined;
      const [items, total] = await Promise.all([
        queries.items as Promise<RegisterRow[]>,
        (unfiltered ? estimatedRows(db, tableName) : Promise.resolve(undefined)).then(
          async (estimate) => estimate ?? (await queries.count)[0]?.total ?? 0,
        ),
      ]);
      return { items, total, last_page: Math.max(1, Math.ceil(total / query.limit)) };
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
        return rethrowAsClientError(error);
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
        return rethrowAsClientError(error);
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
