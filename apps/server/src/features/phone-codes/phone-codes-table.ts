import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** Phone number prefixes of a country: which start a mobile or fixed number, and its length. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    phoneLength: integer('phone_length').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [index('phone_codes_country_code_idx').on(table.countryCode, table.code)],
);
