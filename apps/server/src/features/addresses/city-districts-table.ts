import type { Polygon } from '@console/domain';
import { doublePrecision, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

/**
 * City districts: delivery or pickup zones drawn on the map. The polygon is GeoJSON; its
 * bounding box is kept beside it so a point lookup narrows by index before the exact test.
 */
export const cityDistricts = pgTable(
  'city_districts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    infoForDistribution: text('info_for_distribution'),
    serviceDivisionId: uuid('service_division_id').references(() => divisions.id),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    polygon: jsonb('polygon').$type<Polygon>().notNull(),
    minLatitude: doublePrecision('min_latitude').notNull(),
    maxLatitude: doublePrecision('max_latitude').notNull(),
    minLongitude: doublePrecision('min_longitude').notNull(),
    maxLongitude: doublePrecision('max_longitude').notNull(),
    weightFrom: doublePrecision('weight_from'),
    weightTo: doublePrecision('weight_to'),
    type: varchar('type', { length: 20 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('city_districts_country_idx').on(table.countryCode, table.name),
    index('city_districts_bbox_idx').on(table.minLatitude, table.maxLatitude),
    index('city_districts_division_idx').on(table.serviceDivisionId),
  ],
);
