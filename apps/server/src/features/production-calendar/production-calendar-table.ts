import { boolean, date, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** One row per country and day: a weekday (working day) or not, a public holiday or not. */
export const productionCalendar = pgTable(
  'production_calendar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    weekday: boolean('weekday').notNull(),
    holiday: boolean('holiday').notNull().default(false),
    ...registerTimestamps,
  },
  (table) => [uniqueIndex('production_calendar_country_date_idx').on(table.countryCode, table.date)],
);
