import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';

/** Regions of a country; administrativeCenterId points at a settlement (no constraint: they refer to each other). */
export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    code: varchar('code', { length: 2 }),
    parentId: uuid('parent_id').references((): AnyPgColumn => regions.id),
    administrativeCenterId: uuid('administrative_center_id'),
    administrativeLevel: integer('administrative_level'),
    alternativeNames: text('alternative_names').array().notNull().default([]),
    externalId: varchar('external_id', { length: 50 }),
    translations: jsonb('translations').$type<Record<string, { name: string }>>().notNull().default({}),
    ...registerTimestamps,
  },
  (table) => [
    index('regions_country_name_idx').on(table.countryCode, table.name),
    index('regions_parent_idx').on(table.parentId),
    trigramIndex('regions_name_trgm_idx', table.name),
  ],
);
