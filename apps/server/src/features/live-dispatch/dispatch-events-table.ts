import type { DispatchEventKind } from '@console/domain';
import { bigserial, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Live-dispatch events (issue 27), kept DISPATCH_EVENT_RETENTION_HOURS so that a console that lost
 * its stream resumes from its `Last-Event-ID`; each is also sent as a `NOTIFY` to every instance.
 */
export const dispatchEvents = pgTable(
  'dispatch_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    divisionId: uuid('division_id').notNull(),
    kind: varchar('kind', { length: 20 }).$type<DispatchEventKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('dispatch_events_division_idx').on(table.divisionId, table.id),
    index('dispatch_events_created_idx').on(table.createdAt),
  ],
);
