import type {
  Branch,
  ConditionErrorCode,
  ConditionType,
  PayerType,
  ServiceConditionType,
  ServiceValueType,
  ShipmentConditionType,
} from '@console/domain';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/** Conditions (registers §3.1–§3.2): a name, a type and the tree of branches and buds. */
export const conditions = pgTable(
  'conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).$type<ConditionType>().notNull(),
    tree: jsonb('tree').$type<Branch>().notNull(),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [index('conditions_name_idx').on(table.name)],
);

/** Folders and items of the conditions of shipment: Blocking or informing, with an error code. */
export const shipmentConditions = pgTable(
  'conditions_of_shipment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    isFolder: boolean('is_folder').notNull().default(false),
    parentId: uuid('parent_id'),
    countryCode: varchar('country_code', { length: 2 }),
    conditionId: uuid('condition_id').references(() => conditions.id),
    errorCode: varchar('error_code', { length: 40 }).$type<ConditionErrorCode>(),
    type: varchar('type', { length: 30 }).$type<ShipmentConditionType>(),
    active: boolean('active').notNull().default(true),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('conditions_of_shipment_parent_idx').on(table.parentId),
    index('conditions_of_shipment_folder_name_idx').on(table.isFolder, table.name),
    index('conditions_of_shipment_condition_idx').on(table.conditionId),
  ],
);

/** Folders and items of the conditions of shipment service: the service they add, its amount, payer, hotkey. */
export const serviceConditions = pgTable(
  'conditions_of_shipment_service',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    isFolder: boolean('is_folder').notNull().default(false),
    parentId: uuid('parent_id'),
    countryCode: varchar('country_code', { length: 2 }),
    conditionId: uuid('condition_id').references(() => conditions.id),
    serviceId: uuid('service_id').defaultRandom(),
    serviceCode: varchar('service_code', { length: 40 }),
    eachSeatCalculation: boolean('each_seat_calculation').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    amountProperty: jsonb('amount_property').$type<{ property: string; propValue?: string | null } | null>(),
    valueType: varchar('value_type', { length: 20 }).$type<ServiceValueType>(),
    type: varchar('type', { length: 20 }).$type<ServiceConditionType>(),
    payerType: varchar('payer_type', { length: 20 }).$type<PayerType>(),
    hotkey: varchar('hotkey', { length: 1 }),
    active: boolean('active').notNull().default(true),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('conditions_of_shipment_service_parent_idx').on(table.parentId),
    index('conditions_of_shipment_service_folder_name_idx').on(table.isFolder, table.name),
    index('conditions_of_shipment_service_condition_idx').on(table.conditionId),
  ],
);

/**
 * One row whose number every condition write raises in its transaction: each API instance
 * compares it with the number its compiled conditions were read at (at most once a second).
 */
export const conditionsVersion = pgTable('conditions_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
