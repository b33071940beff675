import type { CourierActionResult, CourierActionType, IdentificationStatus } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { uploads } from '../attachments/attachments-tables.ts';
import { users } from '../auth/auth-tables.ts';
import { shipments } from '../shipments/shipments-tables.ts';

/**
 * Every courier action id the server has answered, with its first answer (issue 26): a phone that
 * sends its queue again gets that answer back and nothing is applied twice. The row is written in
 * the same transaction as the action's effect, so an id is kept exactly when its effect is.
 */
export const courierActions = pgTable(
  'courier_actions',
  {
    /** The phone's own id of the action. */
    id: uuid('id').primaryKey(),
    courier: varchar('courier', { length: 100 }).notNull(),
    /** The stop a stop's action closes; null for a `hub_scan`, which names its registry instead. */
    stopId: uuid('stop_id'),
    /**
     * The scan registry of a `hub_scan`: a column, not a key of `details`, so the check below keeps
     * every row naming exactly one target. No foreign key: a refusal of an unknown registry is kept too.
     */
    scanRegistryId: uuid('scan_registry_id'),
    type: varchar('type', { length: 20 }).$type<CourierActionType>().notNull(),
    result: varchar('result', { length: 10 }).$type<Exclude<CourierActionResult, 'duplicate'>>().notNull(),
    code: varchar('code', { length: 60 }),
    message: text('message').notNull(),
    /** What the action carried (recipient's name, proof upload ids, failure reason), for the shipment's screen. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** When the courier did it (the phone's clock) and when the server answered. */
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('courier_actions_courier_idx').on(table.courier, table.answeredAt),
    check(
      'courier_actions_target_check',
      sql`(${table.stopId} is null) <> (${table.scanRegistryId} is null)`,
    ),
  ],
);

/** The track of couriers' positions, kept COURIER_POSITION_RETENTION_DAYS; the last one also goes to `courier_positions`. */
export const courierPositionTrack = pgTable(
  'courier_position_track',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('courier_position_track_user_idx').on(table.userId, table.takenAt),
    index('courier_position_track_taken_idx').on(table.takenAt),
  ],
);

/**
 * A courier's proof of delivery of one shipment (issue 26): who took it, and the signature and
 * photo the phone uploaded. Written with the deliver action that issued the shipment; never
 * edited, so a proof stays what the courier brought back. Its files are readable by whoever may
 * read the shipment's files (courier-proofs.ts).
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    actionId: uuid('action_id')
      .notNull()
      .references(() => courierActions.id),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    courier: varchar('courier', { length: 100 }).notNull(),
    signatureUploadId: uuid('signature_upload_id').references(() => uploads.id),
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_proofs_shipment_idx').on(table.shipmentId),
    index('delivery_proofs_signature_idx').on(table.signatureUploadId),
    index('delivery_proofs_photo_idx').on(table.photoUploadId),
  ],
);

/**
 * The SMS code of a delivery stop (issue 26, identification at the door): one row per stop, given a
 * new code by each send. Only the code's hash salted with the row's id is kept (never the code, nor
 * the phone it went to); wrong attempts count on across resends until Rejected, as at the counter.
 */
export const courierDoorCodes = pgTable('courier_door_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  stopId: uuid('stop_id').notNull().unique(),
  courier: varchar('courier', { length: 100 }).notNull(),
  status: varchar('status', { length: 20 }).$type<IdentificationStatus>().notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
