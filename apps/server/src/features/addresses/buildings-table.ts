import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { settlements } from './settlements-table.ts';
import { streets } from './streets-table.ts';

export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id),
    streetId: uuid('street_id').references(() => streets.id),
    postCode: varchar('post_code', { length: 100 }),
    /** The leading number of the name ('12A' → 12), for sorting houses along a street. */
    numericNumber: integer('numeric_number').generatedAlwaysAs(
      sql`(substring(name from '^[0-9]{1,9}'))::integer`,
    ),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...registerTimestamps,
  },
  (table) => [
    index('buildings_street_number_idx').on(table.streetId, table.numericNumber, table.id),
    index('buildings_settlement_number_idx').on(table.settlementId, table.numericNumber, table.id),
    index('buildings_number_idx').on(table.numericNumber, table.id),
    trigramIndex('buildings_name_trgm_idx', table.name),
    trigramIndex('buildings_post_code_trgm_idx', table.postCode),
  ],
);
