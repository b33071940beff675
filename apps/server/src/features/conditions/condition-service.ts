import {
  type Branch,
  CONDITION_DECIMALS,
  type Condition,
  type ConditionCreate,
  type ConditionNode,
  type ListResult,
  roundMoney,
} from '@console/domain';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { escapeLike } from '../registers/register-filters.ts';
import { conditions, conditionsVersion, serviceConditions, shipmentConditions } from './conditions-tables.ts';

type Executor = Database | Transaction;
type Row = Record<string, unknown>;

/** Every condition write raises the shared version, so every instance recompiles within a second. */
export async function bumpConditionsVersion(executor: Executor): Promise<void> {
  await executor
    .insert(conditionsVersion)
    .values({ id: 1, version: 2 })
    .onConflictDoUpdate({
      target: conditionsVersion.id,
      set: { version: sql`${conditionsVersion.version} + 1` },
    });
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));

function conditionOut(row: typeof conditions.$inferSelect): Condition {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tree: row.tree,
    lockVersion: row.lockVersion,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    deletedAt: iso(row.deletedAt),
  };
}

function paged<T>(items: T[], total: number, limit: number): ListResult<T> {
  return { items, total, last_page: Math.max(1, Math.ceil(total / limit)) };
}

const deletion = (column: PgColumn, mark: boolean | undefined) =>
  mark === undefined ? undefined : mark ? isNotNull(column) : isNull(column);

export interface ConditionListQuery {
  page: number;
  limit: number;
  name?: string | undefined;
  ids?: string[] | undefined;
  types?: string[] | undefined;
  deletionMark?: boolean | undefined;
}

/** Conditions: list, read, create, tree update with lockVersion, deletion mark (registers §7). */
export const conditionService = {
  async list(db: Database, query: ConditionListQuery): Promise<ListResult<Condition>> {
    const where = and(
      query.name ? ilike(conditions.name, `%${escapeLike(query.name)}%`) : undefined,
      query.ids ? inArray(conditions.id, query.ids) : undefined,
      query.types ? inArray(conditions.type, query.types as never[]) : undefined,
      deletion(conditions.deletedAt, query.deletionMark),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(conditions)
        .where(where)
        .orderBy(asc(conditions.name), asc(conditions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(conditions).where(where),
    ]);
    return paged(rows.map(conditionOut), counted?.total ?? 0, query.limit);
  },

  async get(executor: Executor, id: string): Promise<Condition> {
    const [row] = await executor.select().from(conditions).where(eq(conditions.id, id));
    if (!row) throw notFound();
    return conditionOut(row);
  },

  async create(db: Database, user: AuthUser, body: ConditionCreate): Promise<Condition> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(conditions).values(body).returning();
      const after = conditionOut(row!);
      await bumpConditionsVersion(tx);
      await recordAudit(tx, user, { action: 'create', entity: 'conditions', entityId: after.id, after });
      return after;
    });
  },

  /** Name and type are kept (registers §5: editable only at creation); the tree is replaced. */
  async update(db: Database, user: AuthUser, id: string, body: { tree: Branch; lockVersion: number }) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(conditions).where(eq(conditions.id, id)).for('update');
      if (!before) throw notFound();
      if (before.lockVersion !== body.lockVersion)
        throw conflict('The condition was changed by someone else');
      const [row] = await tx
        .update(conditions)
        .set({ tree: body.tree, lockVersion: before.lockVersion + 1, updatedAt: new Date() })
        .where(eq(conditions.id, id))
        .returning();
      const after = conditionOut(row!);
      await bumpConditionsVersion(tx);
      await recordAudit(tx, user, {
        action: 'update',
        entity: 'conditions',
        entityId: id,
        before: conditionOut(before),
        after,
      });
      return after;
    });
  },

  /** The deletion mark; a condition an active condition of shipment or service uses stays. */
  async remove(db: Database, user: AuthUser, id: string): Promise<Condition> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(conditions).where(eq(conditions.id, id)).for('update');
      if (!before) throw notFound();
      if (before.deletedAt) return conditionOut(before);
      for (const table of [shipmentConditions, serviceConditions]) {
        const [used] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.conditionId, id), isNull(table.deletedAt)))
          .limit(1);
        if (used)
          throw businessRule(
            'CONDITION_IN_USE',
            'The condition is used by a condition of shipment or service',
          );
      }
      const now = new Date();
      const [row] = await tx
        .update(conditions)
        .set({ deletedAt: now, updatedAt: now, lockVersion: before.lockVersion + 1 })
        .where(eq(conditions.id, id))
        .returning();
      await bumpConditionsVersion(tx);
      await recordAudit(tx, user, {
        action: 'delete',
        entity: 'conditions',
        entityId: id,
        before: conditionOut(before),
      });
      return conditionOut(row!);
    });
  },
};

export type NodeTable = typeof shipmentConditions | typeof serviceConditions;

export interface NodeListQuery {
  page: number;
  limit: number;
  name?: string | undefined;
  ids?: string[] | undefined;
  isFolder?: boolean | undefined;
  parentId?: string | undefined;
  countryCodes?: string[] | undefined;
  types?: string[] | undefined;
  deletionMark?: boolean | undefined;
}

/**
 * Folders and items of the conditions of shipment and of shipment service (one tree per table,
 * registers §2.1): the same calls for both, the item's own fields from the body.
 */
export function createNodeService(table: NodeTable, entity: string) {
  const columns = getTableColumns(table);
  const conditionName = sql<
    string | null
  >`(select ${conditions.name} from ${conditions} where ${conditions.id} = ${table.conditionId})`;
  const selection = { ...columns, conditionName };

  const out = (row: Row): ConditionNode =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ) as unknown as ConditionNode;

  async function read(executor: Executor, id: string): Promise<ConditionNode | undefined> {
    const [row] = await executor.select(selection).from(table).where(eq(table.id, id));
    return row ? out(row) : undefined;
  }

  /** The parent must be a folder of the same tree, and no folder may become its own ancestor. */
  async function checkParent(executor: Executor, parentId: string | null | undefined, ownId?: string) {
    if (!parentId) return;
    let current: string | null = parentId;
    for (let depth = 0; current && depth < 50; depth += 1) {
      if (current === ownId)
        throw businessRule('CONDITION_FOLDER_CYCLE', 'A folder cannot be put inside itself');
      const [row] = await executor
        .select({ isFolder: table.isFolder, parentId: table.parentId, deletedAt: table.deletedAt })
        .from(table)
        .where(eq(table.id, current));
      if (!row?.isFolder || (depth === 0 && row.deletedAt))
        throw businessRule('CONDITION_PARENT_NOT_FOLDER', 'The parent must be a folder');
      current = row.parentId;
    }
  }

  async function checkCondition(executor: Executor, conditionId: unknown, expected: string) {
    if (typeof conditionId !== 'string') return;
    const [row] = await executor
      .select({ type: conditions.type, deletedAt: conditions.deletedAt })
      .from(conditions)
      .where(eq(conditions.id, conditionId));
    if (!row || row.deletedAt) throw businessRule('CONDITION_NOT_FOUND', 'The condition does not exist');
    if (row.type !== expected)
      throw businessRule('CONDITION_WRONG_TYPE', `The condition must be of type ${expected}`);
  }

  /** A folder keeps only the folder fields; an item's folder-only state is cleared. */
  function valuesOf(body: Row): Row {
    const { lockVersion: _lock, ...rest } = body;
    if (body.isFolder) {
      return {
        name: rest.name,
        parentId: rest.parentId ?? null,
        countryCode: rest.countryCode ?? null,
        isFolder: true,
      };
    }
    const values: Row = { ...rest, parentId: rest.parentId ?? null, countryCode: rest.countryCode ?? null };
    if (typeof values.amount === 'number') values.amount = roundMoney(values.amount, CONDITION_DECIMALS);
    return values;
  }

  const conditionType = table === shipmentConditions ? 'Shipment' : 'ShipmentService';

  return {
    async list(db: Database, query: NodeListQuery): Promise<ListResult<ConditionNode>> {
      const filters: (SQL | undefined)[] = [
        query.name ? ilike(table.name, `%${escapeLike(query.name)}%`) : undefined,
        query.ids ? inArray(table.id, query.ids) : undefined,
        query.isFolder === undefined ? undefined : eq(table.isFolder, query.isFolder),
        query.parentId ? eq(table.parentId, query.parentId) : undefined,
        query.countryCodes ? inArray(table.countryCode, query.countryCodes) : undefined,
        query.types ? inArray(table.type, query.types as never[]) : undefined,
        deletion(table.deletedAt, query.deletionMark),
      ];
      const where = and(...filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select(selection)
          .from(table)
          .where(where)
          .orderBy(asc(table.isFolder), asc(table.name), asc(table.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return paged(rows.map(out), counted?.total ?? 0, query.limit);
    },

    async get(executor: Executor, id: string): Promise<ConditionNode> {
      const row = await read(executor, id);
      if (!row) throw notFound();
      return row;
    },

    async create(db: Database, user: AuthUser, body: Row): Promise<ConditionNode> {
      return db.transaction(async (tx) => {
        const values = valuesOf(body);
        await checkParent(tx, values.parentId as string | null);
        if (!values.isFolder) await checkCondition(tx, values.conditionId, conditionType);
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning({ id: table.id });
        const after = await read(tx, row!.id);
        await bumpConditionsVersion(tx);
        await recordAudit(tx, user, { action: 'create', entity, entityId: row!.id, after });
        return after!;
      });
    },

    async update(db: Database, user: AuthUser, id: string, body: Row): Promise<ConditionNode> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
        const before = locked ? await read(tx, id) : undefined;
        if (!before) throw notFound();
        if (before.lockVersion !== body.lockVersion) throw conflict('The record was changed by someone else');
        if (Boolean(body.isFolder) !== before.isFolder)
          throw businessRule('CONDITION_FOLDER_KIND', 'A folder stays a folder and an item an item');
        const values = valuesOf(body);
        await checkParent(tx, values.parentId as string | null, id);
        if (!values.isFolder) await checkCondition(tx, values.conditionId, conditionType);
        await tx
          .update(table)
          .set({ ...values, lockVersion: before.lockVersion + 1, updatedAt: new Date() } as never)
          .where(eq(table.id, id));
        const after = await read(tx, id);
        await bumpConditionsVersion(tx);
        await recordAudit(tx, user, { action: 'update', entity, entityId: id, before, after });
        return after!;
      });
    },

    /** The deletion mark; a folder with items that are not marked stays. */
    async remove(db: Database, user: AuthUser, id: string): Promise<ConditionNode> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
        const before = locked ? await read(tx, id) : undefined;
        if (!before) throw notFound();
        if (before.deletedAt) return before;
        if (before.isFolder) {
          const [child] = await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.parentId, id), isNull(table.deletedAt)))
            .limit(1);
          if (child) throw businessRule('CONDITION_FOLDER_NOT_EMPTY', 'The folder still holds records');
        }
        const now = new Date();
        await tx
          .update(table)
          .set({ deletedAt: now, updatedAt: now, lockVersion: before.lockVersion + 1 } as never)
          .where(eq(table.id, id));
        const after = await read(tx, id);
        await bumpConditionsVersion(tx);
        await recordAudit(tx, user, { action: 'delete', entity, entityId: id, before, after });
        return after!;
      });
    },
  };
}

export const shipmentConditionService = createNodeService(shipmentConditions, 'conditions_of_shipment');
export const serviceConditionService = createNodeService(serviceConditions, 'conditions_of_shipment_service');
