import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** Divisions (branches, terminals, pickup points). The full register comes with the register engine. */
export const divisions = pgTable('divisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: varchar('number', { length: 255 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  shortName: varchar('short_name', { length: 255 }),
  divisionCategory: varchar('division_category', { length: 50 }).notNull(),
  status: varchar('status', { length: 50 }).notNull().default('Working'),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  ...registerTimestamps,
});
