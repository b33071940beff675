import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';

/** Customer companies, keyed by tin (tax identification number). */
export const companies = pgTable(
  'companies',
  {
    tin: varchar('tin', { length: 20 }).primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    manager: varchar('manager', { length: 255 }),
    emails: text('emails').array().notNull().default([]),
    phones: text('phones').array().notNull().default([]),
    inBlackList: boolean('in_black_list').notNull().default(false),
    mainCompany: boolean('main_company').notNull().default(false),
    blackListReason: text('black_list_reason'),
    ownershipForm: varchar('ownership_form', { length: 100 }),
    legalAddress: varchar('legal_address', { length: 500 }),
    actualAddress: varchar('actual_address', { length: 500 }),
    ...registerTimestamps,
  },
  (table) => [
    index('companies_country_idx').on(table.countryCode),
    trigramIndex('companies_name_trgm_idx', table.name),
  ],
);
