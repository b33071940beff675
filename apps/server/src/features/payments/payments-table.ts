import type { PaymentLastStatus } from '@console/domain';
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

export interface PaymentServiceLine {
  sourceType: 'Order' | 'ShipmentServices';
  sourceId: string;
  serviceId: string;
  serviceName: string;
  sourceNumber: string;
  amountPaid: number;
  amountToPay: number;
}

export interface PaymentStatusEntry {
  status: PaymentLastStatus;
  user: string;
  divisionId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Payments taken at a counter (registers §3.2 "Payment"); the full register comes later. */
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
    sum: numeric('sum', { precision: 12, scale: 2, mode: 'number' }).notNull(),
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
  ],
);
