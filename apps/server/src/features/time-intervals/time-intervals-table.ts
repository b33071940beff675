import type { TimeIntervalType } from '@console/domain';
import { index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** A weekday's window: HH:MM-HH:MM, ALL_DAY, or null when there is no service that day. */
const dayWindow = (name: string) => varchar(name, { length: 11 });

/** Time intervals (registers §3.2 "Time interval", §2.3): windows per weekday. */
export const timeIntervals = pgTable(
  'time_intervals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** The partner carrier; null for the operator's own couriers. */
    deliveryPartner: varchar('delivery_partner', { length: 50 }),
    divisionId: uuid('division_id').references(() => divisions.id),
    cityDistrictId: uuid('city_district_id'),
    type: varchar('type', { length: 20 }).$type<TimeIntervalType>().notNull(),
    monday: dayWindow('monday'),
    tuesday: dayWindow('tuesday'),
    wednesday: dayWindow('wednesday'),
    thursday: dayWindow('thursday'),
    friday: dayWindow('friday'),
    saturday: dayWindow('saturday'),
    sunday: dayWindow('sunday'),
    ...registerTimestamps,
  },
  (table) => [
    index('time_intervals_lookup_idx').on(table.countryCode, table.type, table.divisionId),
    index('time_intervals_created_at_idx').on(table.createdAt),
  ],
);
