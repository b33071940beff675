import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { regions } from './regions-table.ts';

export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    regionId: uuid('region_id').references(() => regions.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    alternativeNames: text('alternative_names').array().notNull().default([]),
    externalId: varchar('external_id', { length: 50 }),
    prohibitedIssuance: boolean('prohibited_issuance').notNull().default(false),
    prohibitedSending: boolean('prohibited_sending').notNull().default(false),
    translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [
    index('settlements_country_name_idx').on(table.countryCode, table.name),
    index('settlements_region_name_idx').on(table.regionId, table.name),
    // Navigation from a region filters by region and country: its total is an index-only scan of
    // this index, whose equal keys PostgreSQL stores once (a region of 7 700 settlements is about
    // ten pages, counted in under half the time the name index takes).
    index('settlements_region_country_idx').on(table.regionId, table.countryCode),
    trigramIndex('settlements_name_trgm_idx', table.name),
  ],
);

/** The postal codes tab of a settlement: numbered rows. */
export const settlementPostCodes = pgTable(
  'settlement_post_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id),
    number: integer('number').notNull(),
    postCode: varchar('post_code', { length: 100 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('settlement_post_codes_settlement_idx').on(table.settlementId, table.number),
    index('settlement_post_codes_post_code_idx').on(table.postCode),
  ],
);
