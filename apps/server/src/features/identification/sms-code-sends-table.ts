import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per SMS identification code sent, to limit codes per visit and per phone in a window
 * (rows older than the window are deleted as new codes are sent).
 */
export const smsCodeSends = pgTable(
  'sms_code_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_code_sends_visit_idx').on(table.visitId, table.sentAt),
    index('sms_code_sends_phone_idx').on(table.phone, table.sentAt),
    index('sms_code_sends_sent_at_idx').on(table.sentAt),
  ],
);
