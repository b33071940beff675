import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at / deleted_at carried by every register row (DESIGN.md "Data"). */
export const registerTimestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};
