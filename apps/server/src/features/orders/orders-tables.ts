import type { OrderPaymentStatus, OrderService } from '@console/domain';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { nomenclatures } from '../catalogue/catalogue-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';

export const orderNumbers = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Orders: goods sold at the counter (registers §3.2 "Order"). The lines are a JSON list of the
 * order's own (code, amount, price, cost); money is `numeric` read as decimal strings.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** OR + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    lockVersion: integer('lock_version').notNull().default(1),
    divisionId: uuid('division_id').references(() => divisions.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    companyTin: varchar('company_tin', { length: 20 }),
    contractNumber: varchar('contract_number', { length: 20 }),
    paymentStatus: varchar('payment_status', { length: 30 }).$type<OrderPaymentStatus>().notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amountCost: numeric('amount_cost', { precision: 14, scale: 4, mode: 'string' }).notNull(),
    services: jsonb('services').$type<OrderService[]>().notNull().default([]),
    /** Codes of the lines, for the register's column and filter. */
    serviceCodes: text('service_codes').array().notNull().default([]),
    visitId: uuid('visit_id'),
    paymentId: uuid('payment_id'),
    width: integer('width'),
    length: integer('length'),
    height: integer('height'),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt),
    index('orders_division_created_idx').on(table.divisionId, table.createdAt),
    index('orders_visit_idx').on(table.visitId),
    index('orders_payment_idx').on(table.paymentId),
  ],
);

/** Goods prices per currency (registers §3.2 "Nomenclature item": price). */
export const goodsPrices = pgTable(
  'goods_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nomenclatureId: uuid('nomenclature_id')
      .notNull()
      .references(() => nomenclatures.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    price: numeric('price', { precision: 14, scale: 4, mode: 'string' }).notNull(),
    ...registerTimestamps,
  },
  (table) => [uniqueIndex('goods_prices_item_currency_idx').on(table.nomenclatureId, table.currencyCode)],
);
