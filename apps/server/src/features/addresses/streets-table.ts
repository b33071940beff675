import { doublePrecision, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { settlements } from './settlements-table.ts';

export const streets = pgTable(
  'streets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    alternativeNames: text('alternative_names').array().notNull().default([]),
    externalId: varchar('external_id', { length: 50 }),
    translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [
    index('streets_settlement_name_idx').on(table.settlementId, table.name),
    trigramIndex('streets_name_trgm_idx', table.name),
  ],
);
