import { index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** Branches and lockers of partner carriers, numbered by the carrier. */
export const deliveryPartners = pgTable(
  'delivery_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 50 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    carrier: varchar('carrier', { length: 50 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    address: varchar('address', { length: 255 }),
    phone: varchar('phone', { length: 15 }),
    email: varchar('email', { length: 255 }),
    ...registerTimestamps,
  },
  (table) => [
    uniqueIndex('delivery_partners_carrier_number_idx').on(table.carrier, table.number),
    index('delivery_partners_number_idx').on(table.number),
  ],
);
