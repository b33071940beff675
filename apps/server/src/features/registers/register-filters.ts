import { DATE_PATTERN, type FilterDefinition, isDateRangeFilter, namesRowsOutright } from '@console/domain';
import {
  and,
  type Column,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type FieldExpression, fieldExpressions, type RegisterBinding } from './register-binding.ts';

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

const isDay = (value: unknown) => typeof value === 'string' && DATE_PATTERN.test(value);

/**
 * Date filters send a day (`YYYY-MM-DD`): from its midnight, to the end of it (registers §5:
 * date-to is 23:59:59.999999 of that day); or an instant (the spec's `YYYY-MM-DDTHH:mm:ss.SSSSSS`,
 * read in the database's time zone as a day is, or ISO 8601 with its zone): from or to that
 * instant, inclusive. Written as SQL so a timestamp column does not try to map the value as a
 * Date, and still a plain range on the column, so its index serves.
 */
export const fromDay = (column: FieldExpression, value: unknown): SQL =>
  isDay(value) ? sql`${column} >= ${value}::date` : sql`${column} >= ${value}::timestamptz`;
export const untilDay = (column: FieldExpression, value: unknown): SQL =>
  isDay(value) ? sql`${column} < ${value}::date + 1` : sql`${column} <= ${value}::timestamptz`;

/**
 * One filter of a definition as SQL: the operator applied to the field(s) it names. Undefined
 * when the value does not narrow anything (absent, empty list, deletion mark "all").
 */
export function operatorCondition(
  filter: FilterDefinition,
  value: unknown,
  fields: Readonly<Record<string, FieldExpression>>,
  deletedAt: FieldExpression,
): SQL | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (filter.operator === 'deletion') {
    return value === true ? isNotNull(deletedAt as Column) : isNull(deletedAt as Column);
  }
  const names = filter.fields ?? [filter.name];
  // Columns and SQL expressions take the same operators; the overloads just cannot say so.
  const columns = names.map((name) => {
    const column = fields[name];
    if (column === undefined) throw new Error(`Filter ${filter.name} names unknown field ${name}`);
    return column as Column;
  });
  const [column] = columns;
  if (column === undefined) return undefined;
  switch (filter.operator) {
    case 'equals':
      return eq(column, value);
    case 'in':
      return inArray(column, asList(value));
    case 'notIn':
      return or(isNull(column), notInArray(column, asList(value)));
    case 'contains':
      return ilike(column, `%${escapeLike(String(value))}%`);
    case 'startsWith':
      return ilike(column, `${escapeLike(String(value))}%`);
    case 'from':
      return fromDay(column, value);
    case 'to':
      return untilDay(column, value);
    case 'search': {
      const pattern = `%${escapeLike(String(value))}%`;
      return or(...columns.map((each) => ilike(each, pattern)));
    }
  }
}

/**
 * Every filter of the query as one WHERE condition (custom filters of the binding first). A search
 * by an exact number or id leaves the date range out (registers §2.3).
 */
export function filterCondition(
  binding: RegisterBinding,
  query: Readonly<Record<string, unknown>>,
): SQL | undefined {
  const fields = fieldExpressions(binding);
  const conditions: SQL[] = [];
  const exact = namesRowsOutright(binding.definition, query);
  for (const filter of binding.definition.filters) {
    const value = query[filter.name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (exact && isDateRangeFilter(filter)) continue;
    const custom = binding.customFilters?.[filter.name];
    const condition = custom
      ? custom(value as never, query)
      : operatorCondition(filter, value, fields, binding.table.deletedAt);
    if (condition) conditions.push(condition);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** `true` as SQL, for queries that need a condition even when nothing filters. */
export const always = sql`true`;
