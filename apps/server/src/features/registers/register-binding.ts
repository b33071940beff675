import type { RegisterDefinition } from '@console/domain';
import { type Column, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';

/** What a register's row needs on the server: the register timestamps. */
export type RegisterTable = PgTable & { deletedAt: PgColumn; updatedAt: PgColumn };

/**
 * The server side of one register definition: its table and what the generic handler cannot
 * derive from the definition alone. Every JSON field of the definition is a table column of the
 * same name unless `computed` says otherwise.
 */
export interface RegisterBinding {
  definition: RegisterDefinition;
  table: RegisterTable;
  /** Read-only fields of every read, as SQL (names of referenced rows as correlated subqueries). */
  computed?: Readonly<Record<string, SQL>>;
  /** Filters that are more than one comparison on one column (EXISTS, ranges, point in polygon). */
  customFilters?: Readonly<
    Record<string, (value: never, query: Readonly<Record<string, unknown>>) => SQL | undefined>
  >;
  /** Derived column values, set on every write from the validated body. */
  derive?: (
    values: Record<string, unknown>,
    tx: Transaction,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Narrows a list query to what the caller may see (a visit list without the division-filter
   * capability shows the caller's own division only). The server decides; the filter panel is a
   * convenience.
   */
  scope?: (
    user: AuthUser,
    query: Readonly<Record<string, unknown>>,
    db: Database,
  ) => Promise<Record<string, unknown>>;
  /**
   * A condition every row of the caller's lists meets, read inside the list's own statement, so
   * narrowing costs no round trip of its own (the caller's division as a subquery).
   */
  scopeCondition?: (user: AuthUser) => SQL | undefined;
  /** Table columns never sent to clients (bounding boxes and the like). */
  hidden?: readonly string[];
}

export type FieldExpression = Column | SQL;

/** Field name → column or SQL expression, for filters and sorting. */
export function fieldExpressions(binding: RegisterBinding): Record<string, FieldExpression> {
  return { ...getTableColumns(binding.table), ...binding.computed };
}

/** Fails at start-up when a definition names a field its binding cannot resolve. */
export function checkBinding(binding: RegisterBinding): void {
  const { definition } = binding;
  const fields = fieldExpressions(binding);
  const problems: string[] = [];
  if (!(definition.keyField in getTableColumns(binding.table))) problems.push(`key ${definition.keyField}`);
  for (const filter of definition.filters) {
    if (binding.customFilters?.[filter.name]) continue;
    for (const field of filter.fields ?? [filter.name]) {
      if (filter.operator !== 'deletion' && !(field in fields))
        problems.push(`filter ${filter.name} → ${field}`);
    }
  }
  for (const column of definition.columns) {
    if (!(column.field in fields)) problems.push(`column ${column.field}`);
  }
  if (definition.sort && !(definition.sort.field in fields)) problems.push(`sort ${definition.sort.field}`);
  if (problems.length > 0) {
    throw new Error(`Register ${definition.key} has fields its table does not: ${problems.join(', ')}`);
  }
}
