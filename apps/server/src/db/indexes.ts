import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * A GIN trigram index: what makes `ilike '%text%'` (the `contains` and `search` filters) use an
 * index. Needs the pg_trgm extension, created by the migration that first uses it.
 */
export function trigramIndex(name: string, column: ExtraConfigColumn) {
  return index(name).using('gin', column.op('gin_trgm_ops'));
}
