import type { WeightMinutes } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** Route optimisation settings of a division (registers §3.2 "Route optimisation"). */
export const routeOptimization = pgTable(
  'route_optimization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    /** Minutes. */
    loadCarTime: integer('load_car_time').notNull(),
    clientCallTime: integer('client_call_time').notNull(),
    lunchTimeFrom: varchar('lunch_time_from', { length: 5 }).notNull(),
    lunchTimeTo: varchar('lunch_time_to', { length: 5 }).notNull(),
    workShiftEndTime: varchar('work_shift_end_time', { length: 5 }).notNull(),
    unorderedIntervalTime: integer('unordered_interval_time').notNull(),
    pickupsTime: jsonb('pickups_time').$type<WeightMinutes[]>().notNull().default([]),
    deliveriesTime: jsonb('deliveries_time').$type<WeightMinutes[]>().notNull().default([]),
    detourFactor: doublePrecision('detour_factor').notNull().default(1.3),
    averageSpeedKmh: doublePrecision('average_speed_kmh').notNull().default(25),
    ...registerTimestamps,
  },
  (table) => [
    // One live settings row per division: route building reads it.
    uniqueIndex('route_optimization_division_idx')
      .on(table.divisionId)
      .where(sql`${table.deletedAt} is null`),
    index('route_optimization_country_idx').on(table.countryCode),
  ],
);
