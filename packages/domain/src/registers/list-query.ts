import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import { DEFAULT_PAGE, MAX_PAGE_SIZE } from './register-definition.ts';

/** page, limit and offset of every list call (DESIGN.md "API conventions"). */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
});

/** A register's filter schema plus paging: what `GET {collection}` accepts. */
export function listQuerySchema<Shape extends z.ZodRawShape>(filters: z.ZodObject<Shape>) {
  return filters.extend(pagingSchema.shape);
}

export interface ListResult<Row> {
  items: Row[];
  total: number;
  last_page: number;
  /** More rows match than `total`: the count stopped there (a large filtered list; docs/decisions.md). */
  totalIsLowerBound?: true;
}
