import type { MassItemResult, MassOperationType, MassRefusalReason, ShipmentStatus } from '@console/domain';
import {
  bigserial,
  index,
  integer,
  pgSequence,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Numbers of mass operations: MI (issuance) or ML (lost) + twelve digits. */
export const massOperationNumbers = pgSequence('mass_operation_number_seq', { startWith: 1 });

/** One mass issuance or mass loss registration: who, when, why (the note) and its counts. */
export const massOperations = pgTable(
  'mass_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    type: varchar('type', { length: 20 }).$type<MassOperationType>().notNull(),
    note: varchar('note', { length: 100 }).notNull(),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    createdByUserId: uuid('created_by_user_id').notNull(),
    total: integer('total').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mass_operations_type_created_at_idx').on(table.type, table.createdAt)],
);

/** Each number of an operation and what became of it: the lines of the downloadable report. */
export const massOperationItems = pgTable(
  'mass_operation_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => massOperations.id),
    position: integer('position').notNull(),
    input: varchar('input', { length: 40 }).notNull(),
    parcelNumber: varchar('parcel_number', { length: 30 }),
    shipmentId: uuid('shipment_id'),
    shipmentNumber: varchar('shipment_number', { length: 20 }),
    shipmentStatus: varchar('shipment_status', { length: 20 }).$type<ShipmentStatus>(),
    result: varchar('result', { length: 20 }).$type<MassItemResult>().notNull(),
    reason: varchar('reason', { length: 30 }).$type<MassRefusalReason>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mass_operation_items_operation_idx').on(table.operationId, table.position)],
);
