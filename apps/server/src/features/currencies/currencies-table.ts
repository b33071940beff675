import { date, doublePrecision, index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

export type NameTranslations = Record<string, { name: string; shortName?: string }>;

/** ISO 4217 currencies, keyed by code, with names per language. */
export const currencies = pgTable(
  'currencies',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    numCode: varchar('num_code', { length: 3 }).notNull(),
    name: varchar('name', { length: 250 }).notNull(),
    shortName: varchar('short_name', { length: 250 }).notNull(),
    symbol: varchar('symbol', { length: 20 }).notNull(),
    translations: jsonb('translations').$type<NameTranslations>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [index('currencies_name_idx').on(table.name)],
);

/**
 * Exchange rates: how many units of `currencyCode` one unit of the base currency (EUR) buys
 * on a day. Conversion between two currencies goes through the base.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    date: date('date', { mode: 'string' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    rate: doublePrecision('rate').notNull(),
  },
  (table) => [primaryKey({ columns: [table.currencyCode, table.date] })],
);
