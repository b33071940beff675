import type { TaskContextData, TaskStatus, TaskStatusEntry, TaskType } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** Tasks of couriers and branch staff (registers §3.1 "tasks", §3.2 "Task", §4 "Task"). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 30 }).$type<TaskType>().notNull(),
    status: varchar('status', { length: 20 }).$type<TaskStatus>().notNull().default('New'),
    statusDateTime: timestamp('status_date_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** The executor's login (registers §3.1 "executor (login)"). */
    executor: varchar('executor', { length: 100 }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    ownerDocumentNumber: varchar('owner_document_number', { length: 250 }),
    title: varchar('title', { length: 200 }),
    note: text('note'),
    /** The day it is to be done, and the client's window on it (local time of the division). */
    day: date('day', { mode: 'string' }),
    timeFrom: varchar('time_from', { length: 5 }),
    timeTo: varchar('time_to', { length: 5 }),
    addressString: varchar('address_string', { length: 500 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    weightGrams: integer('weight_grams').notNull().default(0),
    shipmentNumbers: text('shipment_numbers').array().notNull().default(sql`'{}'::text[]`),
    implementationStartDateTime: timestamp('implementation_start_date_time', {
      withTimezone: true,
      mode: 'date',
    }),
    implementationEndDateTime: timestamp('implementation_end_date_time', {
      withTimezone: true,
      mode: 'date',
    }),
    /** Registers §3.2 "statuses [status, dateTime]": every status and executor change, oldest first. */
    statuses: jsonb('statuses').$type<TaskStatusEntry[]>().notNull().default([]),
    taskContextData: jsonb('task_context_data').$type<TaskContextData>().notNull().default({}),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('tasks_created_at_idx').on(table.createdAt),
    index('tasks_division_created_at_idx').on(table.divisionId, table.createdAt),
    index('tasks_division_day_status_idx').on(table.divisionId, table.day, table.status),
    index('tasks_executor_status_idx').on(table.executor, table.status),
    // The tracking page finds a shipment's courier task by its number (issue 27).
    index('tasks_shipment_numbers_idx').using('gin', table.shipmentNumbers),
  ],
);
