import { z } from 'zod';

/** Query parameter of a list's sort: `sort=createdAt` ascending, `sort=-createdAt` descending. */
export const SORT_PARAM = 'sort';

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  field: string;
  direction: SortDirection;
}

/** The fields a register's columns mark `sortable`: the only ones the server sorts by. */
export function sortableFields(columns: readonly { field: string; sortable?: boolean }[]): string[] {
  return columns.filter((column) => column.sortable).map((column) => column.field);
}

/** `-createdAt` → createdAt descending; `createdAt` → ascending. */
export function parseSort(value: string): ListSort {
  return value.startsWith('-')
    ? { field: value.slice(1), direction: 'desc' }
    : { field: value, direction: 'asc' };
}

export function formatSort(sort: ListSort): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/** The `sort` parameter of a list: one of the sortable fields, optionally with a leading `-`. */
export function sortParamSchema(fields: readonly string[]) {
  const allowed = fields.flatMap((field) => [field, `-${field}`]);
  return z.enum(allowed as [string, ...string[]]);
}
