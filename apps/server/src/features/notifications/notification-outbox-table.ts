import type { DeliveryChannel, InformationChannel, NotificationStatus } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { shipments } from '../shipments/shipments-tables.ts';
import { notificationTemplates } from '../templates/templates-table.ts';

/**
 * Messages to shipment clients rendered from informing templates (the durable outbox). The
 * feeder writes one row per template, client and information channel of a shipment event; the
 * delivery queue claims due rows with `FOR UPDATE SKIP LOCKED`, so no two API instances send one
 * message, and retries with exponential back-off.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => notificationTemplates.id),
    /** sender or recipient */
    clientType: varchar('client_type', { length: 20 }).notNull(),
    informationChannel: varchar('information_channel', { length: 30 }).$type<InformationChannel>().notNull(),
    /** The delivery channels tried in order, and the one in use. */
    channels: text('channels').array().$type<DeliveryChannel[]>().notNull(),
    channelIndex: integer('channel_index').notNull().default(0),
    language: varchar('language', { length: 2 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 200 }),
    /** The rendered text per delivery channel (email: `{ subject, text }` as `email` and `email_subject`). */
    texts: jsonb('texts').$type<Partial<Record<string, string>>>().notNull(),
    /** Same shipment, event and place announce once per template, client and channel. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).$type<NotificationStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** Outside the template's days_info the message waits for the window (client's time zone). */
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A claimed row not finished by then (a crashed instance) is claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sentChannel: varchar('sent_channel', { length: 20 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_outbox_dedupe_idx').on(
      table.templateId,
      table.clientType,
      table.informationChannel,
      table.dedupeKey,
    ),
    index('notification_outbox_shipment_idx').on(table.shipmentId, table.createdAt),
    // The delivery queue: due rows in order.
    index('notification_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('waiting', 'sending')`),
    index('notification_outbox_status_idx').on(table.status, table.createdAt),
  ],
);

/** How far the outbox feeder has read `shipment_events` (one row per feeder). */
export const notificationCursors = pgTable('notification_cursors', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  /**
   * Ids below the cursor not seen yet: a transaction that took its event id earlier may commit
   * later. They are looked for on every pass until found or older than the grace period.
   */
  gaps: jsonb('gaps').$type<{ id: number; seenAt: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
