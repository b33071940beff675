import type {
  ProblemParcelNote,
  ProblemParcelStatus,
  ProblemParcelStatusEntry,
  ProblemParcelType,
} from '@console/domain';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { scanRegistries } from '../scanning/scanning-tables.ts';

export const problemParcelNumbers = pgSequence('problem_parcel_number_seq', { startWith: 1 });

/** Problem parcels (registers §3.2 "Problem parcel"). */
export const problemParcels = pgTable(
  'problem_parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PP + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    type: varchar('type', { length: 30 }).$type<ProblemParcelType>().notNull(),
    status: varchar('status', { length: 20 }).$type<ProblemParcelStatus>().notNull().default('Open'),
    statusNote: text('status_note'),
    lockVersion: integer('lock_version').notNull().default(1),
    /** Notes with their authors, oldest first. */
    notes: jsonb('notes').$type<ProblemParcelNote[]>().notNull().default([]),
    /** Status history, oldest first. */
    statuses: jsonb('statuses').$type<ProblemParcelStatusEntry[]>().notNull().default([]),
    parcelNumbers: text('parcel_numbers').array().notNull().default([]),
    scanRegistryId: uuid('scan_registry_id').references(() => scanRegistries.id),
    divisionId: uuid('division_id').references(() => divisions.id),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('problem_parcels_created_at_idx').on(table.createdAt),
    index('problem_parcels_division_idx').on(table.divisionId, table.createdAt),
    index('problem_parcels_scan_registry_idx').on(table.scanRegistryId),
    index('problem_parcels_parcel_numbers_idx').using('gin', table.parcelNumbers),
  ],
);

/** Files attached to a problem parcel (photos of the damage); stored by `POST uploads`. */
export const problemParcelAttachments = pgTable(
  'problem_parcel_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemParcelId: uuid('problem_parcel_id')
      .notNull()
      .references(() => problemParcels.id),
    url: varchar('url', { length: 500 }).notNull(),
    fileName: varchar('file_name', { length: 255 }),
    userCreate: varchar('user_create', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('problem_parcel_attachments_parcel_idx').on(table.problemParcelId)],
);
