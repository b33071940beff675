import type { PaymentLastStatus, PaymentServiceLine, PaymentStatusEntry } from '@console/domain';
import {
  index,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

export const paymentNumbers = pgSequence('payment_number_seq', { startWith: 1 });

export type { PaymentServiceLine, PaymentStatusEntry };

/** Payments taken at a counter (registers §3.2 "Payment", the payments register §3.1). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PM + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    lastStatus: varchar('last_status', { length: 20 }).$type<PaymentLastStatus>().notNull().default('paid'),
    lastStatusDateTime: timestamp('last_status_date_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    operationType: varchar('operation_type', { length: 30 }).notNull().default('Payment'),
    source: varchar('source', { length: 40 }).notNull().default('Counter'),
    paymentSystem: varchar('payment_system', { length: 20 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Exact decimal, read as a string (numeric(14,4): a currency with four minor units fits). */
    sum: numeric('sum', { precision: 14, scale: 4, mode: 'string' }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    divisionId: uuid('division_id').references(() => divisions.id),
    visitId: uuid('visit_id'),
    payerFirstName: varchar('payer_first_name', { length: 100 }),
    payerLastName: varchar('payer_last_name', { length: 100 }),
    payerPatronymic: varchar('payer_patronymic', { length: 100 }),
    payerPhone: varchar('payer_phone', { length: 20 }),
    payerCid: varchar('payer_cid', { length: 40 }),
    externalId: varchar('external_id', { length: 100 }),
    note: text('note'),
    userCreate: varchar('user_create', { length: 100 }).notNull(),
    services: jsonb('services').$type<PaymentServiceLine[]>().notNull().default([]),
    statuses: jsonb('statuses').$type<PaymentStatusEntry[]>().notNull().default([]),
    ...registerTimestamps,
  },
  (table) => [
    index('payments_created_at_idx').on(table.createdAt),
    index('payments_visit_idx').on(table.visitId),
    index('payments_division_created_idx').on(table.divisionId, table.createdAt),
    index('payments_last_status_idx').on(table.lastStatus, table.createdAt),
  ],
);
