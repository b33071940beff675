import type { CustomsGoodsLine, CustomsStatus } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { shipments } from '../shipments/shipments-tables.ts';

/**
 * HS 2022 commodity codes (chapters, headings, subheadings), seeded from the WCO nomenclature
 * copied into `seed/reference/hs-codes.csv` (PDDL 1.0). Searched by code prefix (byte-order index)
 * and by words of the description (trigram index).
 */
export const hsCodes = pgTable(
  'hs_codes',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    description: text('description').notNull(),
    parent: varchar('parent', { length: 10 }),
    level: smallint('level').notNull(),
    section: varchar('section', { length: 5 }).notNull(),
  },
  (table) => [
    index('hs_codes_code_prefix_idx').using('btree', sql`${table.code} collate "C"`),
    trigramIndex('hs_codes_description_trgm_idx', table.description),
  ],
);

/** The customs data of an international shipment: its goods lines and where they stand. */
export const shipmentCustoms = pgTable(
  'shipment_customs',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id),
    status: varchar('status', { length: 20 }).$type<CustomsStatus>().notNull(),
    lines: jsonb('lines').$type<CustomsGoodsLine[]>().notNull().default([]),
    /** Why the declaration was rejected (the reviewer's note); cleared on the next save. */
    note: text('note'),
    updatedByUser: varchar('updated_by_user', { length: 100 }).notNull(),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [index('shipment_customs_status_idx').on(table.status, table.updatedAt)],
);

/** Every save of a shipment's customs data: who, when, which status, the lines as saved. */
export const shipmentCustomsHistory = pgTable(
  'shipment_customs_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: varchar('status', { length: 20 }).$type<CustomsStatus>().notNull(),
    lines: jsonb('lines').$type<CustomsGoodsLine[]>().notNull(),
    note: text('note'),
    userLogin: varchar('user_login', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('shipment_customs_history_shipment_idx').on(table.shipmentId, table.createdAt)],
);
