import { boolean, date, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { companies } from './companies-table.ts';

/** Contracts of companies, keyed by number; settings rows come from the contract system. */
export const contracts = pgTable(
  'contracts',
  {
    number: varchar('number', { length: 20 }).primaryKey(),
    id: uuid('id').notNull().defaultRandom().unique(),
    companyTin: varchar('company_tin', { length: 20 })
      .notNull()
      .references(() => companies.tin),
    organizationTin: varchar('organization_tin', { length: 20 }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    paymentForm: varchar('payment_form', { length: 20 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    thirdPartyPayerCodes: text('third_party_payer_codes').array().notNull().default([]),
    isThirdPartyPayerContract: boolean('is_third_party_payer_contract').notNull().default(false),
    externalId: varchar('external_id', { length: 50 }),
    settings: jsonb('settings').$type<{ name: string; value: string }[]>().notNull().default([]),
    ...registerTimestamps,
  },
  (table) => [
    index('contracts_company_idx').on(table.companyTin),
    index('contracts_country_idx').on(table.countryCode),
  ],
);
