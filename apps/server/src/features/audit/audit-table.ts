import { bigserial, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Who changed what and when, with the row before and after (DESIGN.md "Data"). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userLogin: varchar('user_login', { length: 100 }),
    action: varchar('action', { length: 50 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.at)],
);
