import type {
  IdentificationStatus,
  IdentificationType,
  Kind,
  OperationType,
  VisitCid,
  VisitDocumentStatus,
  VisitStatus,
} from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

export const visitNumbers = pgSequence('visit_number_seq', { startWith: 1 });

/** Visits: a customer served at a counter (registers §3.2 "Visit"). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** VS + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    status: varchar('status', { length: 20 }).$type<VisitStatus>().notNull().default('Open'),
    statusDateTime: timestamp('status_date_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    divisionId: uuid('division_id').references(() => divisions.id),
    /** Login of the clerk who opened it. */
    user: varchar('user_login', { length: 100 }).notNull(),
    fullName: varchar('full_name', { length: 200 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 200 }),
    companyTin: varchar('company_tin', { length: 20 }),
    clientAddress: text('client_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    cid: jsonb('cid').$type<VisitCid | null>(),
    cod: numeric('cod', { precision: 12, scale: 2, mode: 'number' }),
    note: text('note'),
    warningShown: boolean('warning_shown').notNull().default(false),
    /** Where it was opened from (visit_list, task_form, pudo_workplace, employee_workplace). */
    openedFrom: varchar('opened_from', { length: 40 }),
    /** Number of documents, kept with every change for the list's documents column. */
    documentsCount: integer('documents_count').notNull().default(0),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('visits_created_at_idx').on(table.createdAt),
    index('visits_division_created_at_idx').on(table.divisionId, table.createdAt),
    index('visits_user_updated_at_idx').on(table.user, table.updatedAt),
  ],
);

/**
 * Documents of a visit. `open` stays true while the visit is open: a shipment may be an open
 * document of one visit only (a partial unique index), so two clerks adding the same shipment at
 * once cannot both win.
 */
export const visitDocuments = pgTable(
  'visit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id),
    documentId: uuid('document_id').notNull(),
    documentType: varchar('document_type', { length: 20 }).$type<Kind>().notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    status: varchar('status', { length: 30 }).$type<VisitDocumentStatus>().notNull(),
    placeNumber: text('place_number').array().notNull().default(sql`'{}'::text[]`),
    open: boolean('open').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('visit_documents_visit_document_idx').on(table.visitId, table.documentId),
    uniqueIndex('visit_documents_open_document_idx').on(table.documentId).where(sql`${table.open}`),
    index('visit_documents_document_idx').on(table.documentId),
  ],
);

/** Identifications of a visit's customer: SMS code, identity document, or the mobile app. */
export const identifications = pgTable(
  'identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id),
    ownerType: varchar('owner_type', { length: 20 }).notNull().default('Visit'),
    operationType: varchar('operation_type', { length: 30 }).$type<OperationType>().notNull(),
    identificationType: varchar('identification_type', { length: 20 }).$type<IdentificationType>().notNull(),
    status: varchar('status', { length: 20 }).$type<IdentificationStatus>().notNull(),
    phone: varchar('phone', { length: 20 }),
    name: varchar('name', { length: 200 }),
    documentTypeId: uuid('document_type_id'),
    documentNumber: varchar('document_number', { length: 50 }),
    /** sha-256 of the SMS code; the code itself is only in the outbox. */
    codeHash: varchar('code_hash', { length: 64 }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the SMS code stops being accepted. */
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    ...registerTimestamps,
  },
  (table) => [index('identifications_visit_idx').on(table.visitId)],
);
