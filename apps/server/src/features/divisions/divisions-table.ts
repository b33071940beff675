import type { DivisionCategory, DivisionType, DivisionWorkingState, WorkSchedule } from '@console/domain';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { settlements } from '../addresses/settlements-table.ts';

type PlaceLimits = {
  maxWeight?: number | null;
  maxLength?: number | null;
  maxWidth?: number | null;
  maxHeight?: number | null;
};
export interface DivisionLimitations {
  sender?: PlaceLimits;
  recipient?: PlaceLimits;
  girthFormula?: string | null;
  maxCostPlace?: number | null;
  maxDeclaredCostPlace?: number | null;
}
export interface DivisionSetting {
  name: string;
  value: string;
  from?: string | null;
  to?: string | null;
}

/** Divisions (branches, terminals, pickup points) with the editor of registers §3.1. */
export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 255 }).notNull().unique(),
    name: varchar('name', { length: 255 }).notNull(),
    shortName: varchar('short_name', { length: 255 }),
    divisionCategory: varchar('division_category', { length: 50 }).$type<DivisionCategory>().notNull(),
    status: varchar('status', { length: 50 }).$type<DivisionWorkingState>().notNull().default('Working'),
    type: varchar('type', { length: 30 }).$type<DivisionType>(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    settlementId: uuid('settlement_id').references(() => settlements.id),
    address: varchar('address', { length: 255 }),
    customerServiceAvailable: boolean('customer_service_available').notNull().default(false),
    publicPhones: text('public_phones').array().notNull().default([]),
    internalPhones: text('internal_phones').array().notNull().default([]),
    responsiblePerson: varchar('responsible_person', { length: 100 }),
    partner: varchar('partner', { length: 255 }),
    ownerDivisionId: uuid('owner_division_id').references((): AnyPgColumn => divisions.id),
    source: varchar('source', { length: 100 }),
    externalId: varchar('external_id', { length: 50 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    prohibitedSending: boolean('prohibited_sending').notNull().default(false),
    prohibitedIssuance: boolean('prohibited_issuance').notNull().default(false),
    paymentEnabledDelivery: boolean('payment_enabled_delivery').notNull().default(false),
    /** Read-only in the editor: follows from the division's payment terminal contract. */
    paymentEnabledPickup: boolean('payment_enabled_pickup').notNull().default(false),
    limitations: jsonb('limitations').$type<DivisionLimitations>().notNull().default({}),
    workSchedule: jsonb('work_schedule').$type<WorkSchedule>().notNull().default({}),
    settings: jsonb('settings').$type<DivisionSetting[]>().notNull().default([]),
    attributes: jsonb('attributes')
      .$type<{ needCheckin: boolean }>()
      .notNull()
      .default({ needCheckin: false }),
    ...registerTimestamps,
  },
  (table) => [
    index('divisions_settlement_idx').on(table.settlementId),
    index('divisions_country_status_idx').on(table.countryCode, table.status),
    index('divisions_source_idx').on(table.source),
    trigramIndex('divisions_name_trgm_idx', table.name),
    trigramIndex('divisions_number_trgm_idx', table.number),
    trigramIndex('divisions_address_trgm_idx', table.address),
  ],
);

/** Parts and address-storage cells of a division (registers §3.1 "Parts and address storage"). */
export const divisionParts = pgTable(
  'division_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    code: varchar('code', { length: 250 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [index('division_parts_division_idx').on(table.divisionId, table.code, table.type)],
);
