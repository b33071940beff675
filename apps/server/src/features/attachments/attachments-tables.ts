import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { attachedDocumentTypes } from '../catalogue/catalogue-tables.ts';
import { shipments } from '../shipments/shipments-tables.ts';

/**
 * Files uploaded by `POST uploads` (registers §7 "Attachments"). The bytes live in the file
 * store (a directory under DATA_DIR or S3-compatible object storage); this row is what the
 * console knows about them. `url` is the store's key and the `{url}` of `uploads/attached/{url}`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: varchar('url', { length: 100 }).notNull().unique(),
    /** Taken from the file's content (magic bytes), never from its name. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    originalName: varchar('original_name', { length: 255 }),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the upload was found linked (to a shipment or a problem parcel); the purge of unlinked
     * uploads (upload-purge.ts) looks only at rows without it, so it never walks the linked ones again.
     */
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('uploads_created_by_user_idx').on(table.createdByUser, table.createdAt),
    index('uploads_unlinked_idx').on(table.createdAt).where(sql`${table.linkedAt} is null`),
  ],
);

/** An upload linked to a shipment, optionally as a document of an attached-document type. */
export const shipmentAttachments = pgTable(
  'shipment_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    attachedDocumentTypeId: uuid('attached_document_type_id').references(() => attachedDocumentTypes.id),
    userCreate: varchar('user_create', { length: 100 }).notNull(),
    ...registerTimestamps,
  },
  (table) => [
    index('shipment_attachments_shipment_idx').on(table.shipmentId, table.createdAt),
    index('shipment_attachments_upload_idx').on(table.uploadId),
  ],
);
