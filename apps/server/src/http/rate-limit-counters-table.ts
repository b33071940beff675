import { bigint, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What each user has used of a limited call (print forms, receipts, mass operations, uploads) or
 * quota (upload bytes) in one fixed window, shared by every API instance (http/rate-limits.ts). A
 * user's rows of older windows are deleted when their next window's row is written, so each user
 * keeps at most one row per limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limit's name, e.g. `printForms`, `uploadBytes`. */
    bucket: varchar('bucket', { length: 40 }).notNull(),
    /** The user's id; for a per-address limit (the tracking page) a UUID-shaped digest of the address. */
    userId: uuid('user_id').notNull(),
    /** Start of the window (the database's clock, a multiple of the window's length since the epoch). */
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    /** Calls, or bytes, used in the window. */
    used: bigint('used', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.userId, table.windowStart] })],
);
