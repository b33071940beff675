import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Text messages to send. The default notification port writes them here and to the server log;
 * a real SMS provider plugged in by configuration sends them and records when.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 20 }).notNull(),
    text: text('text').notNull(),
    /** What it is about (identification id, shipment number…). */
    reference: varchar('reference', { length: 100 }),
    provider: varchar('provider', { length: 40 }).notNull().default('outbox'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_phone_created_idx').on(table.phone, table.createdAt)],
);
