import type { CodPayableStatus, CodPayout } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { divisions } from '../divisions/divisions-table.ts';
import { payments } from '../payments/payments-table.ts';
import { shipments } from '../shipments/shipments-tables.ts';

export const codPayoutNumbers = pgSequence('cod_payout_number_seq', { startWith: 1 });

/**
 * Payouts of collected cash on delivery to a sender, one currency each (docs/decisions.md "Cash on
 * delivery"). Created AwaitingPayout; PaidOff when the money has gone to the sender.
 */
export const codPayouts = pgTable(
  'cod_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CP + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    senderKey: varchar('sender_key', { length: 40 }).notNull(),
    senderName: varchar('sender_name', { length: 200 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    total: numeric('total', { precision: 14, scale: 4, mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    status: varchar('status', { length: 20 })
      .$type<CodPayout['status']>()
      .notNull()
      .default('AwaitingPayout'),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidOffAt: timestamp('paid_off_at', { withTimezone: true, mode: 'date' }),
    paidOffBy: varchar('paid_off_by', { length: 100 }),
  },
  (table) => [index('cod_payouts_sender_idx').on(table.senderKey, table.createdAt)],
);

/**
 * Cash on delivery taken from a recipient and owed to the sender: one row per shipment, written
 * by the payment that took it, removed again if that payment is cancelled while still Collected.
 */
export const codPayables = pgTable(
  'cod_payables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    shipmentNumber: varchar('shipment_number', { length: 20 }).notNull(),
    senderName: varchar('sender_name', { length: 200 }).notNull(),
    senderCompanyTin: varchar('sender_company_tin', { length: 20 }),
    senderKey: varchar('sender_key', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 4, mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    status: varchar('status', { length: 20 }).$type<CodPayableStatus>().notNull().default('Collected'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    divisionId: uuid('division_id').references(() => divisions.id),
    collectedBy: varchar('collected_by', { length: 100 }).notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    payoutId: uuid('payout_id').references(() => codPayouts.id),
    paidOffAt: timestamp('paid_off_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // One collection per shipment: a second clerk taking the same amount fails on this index.
    uniqueIndex('cod_payables_shipment_idx').on(table.shipmentId),
    index('cod_payables_status_idx').on(table.status, table.collectedAt),
    index('cod_payables_sender_idx').on(table.senderKey, table.status),
    index('cod_payables_payment_idx').on(table.paymentId),
    index('cod_payables_payout_idx').on(table.payoutId).where(sql`${table.payoutId} is not null`),
  ],
);
