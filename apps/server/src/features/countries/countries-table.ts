import { boolean, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** ISO 3166-1 countries, keyed by code, with the country profile of platform §3. */
export const countries = pgTable(
  'countries',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    callingCode: varchar('calling_code', { length: 5 }),
    languageCode: varchar('language_code', { length: 2 }),
    currencyCode: varchar('currency_code', { length: 3 }),
    timezone: varchar('timezone', { length: 64 }),
    prohibitedSending: boolean('prohibited_sending').notNull().default(false),
    prohibitedIssuance: boolean('prohibited_issuance').notNull().default(false),
    productAvailable: boolean('product_available').notNull().default(false),
    customsZone: varchar('customs_zone', { length: 20 }),
    translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [index('countries_name_idx').on(table.name)],
);
