import type { DaysInfo, TemplateEventType, TemplateInforming, TemplateTracking } from '@console/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';

/**
 * Notification templates (registers §3.2 "Template"). The template is kept whole as the spec
 * names it (`days_info`, `tracking`, `informing`); what the list shows and filters by is derived
 * from it on every write (`templateSummary`) and kept beside it as columns.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Registers §4: active, or deleted (then `deletedAt` is set too). */
    active: boolean('active').notNull().default(true),
    event_name: varchar('event_name', { length: 40 }).notNull(),
    event_description: text('event_description').notNull(),
    event_type: varchar('event_type', { length: 20 }).$type<TemplateEventType>().notNull(),
    days_info: jsonb('days_info').$type<DaysInfo>().notNull(),
    tracking: jsonb('tracking').$type<TemplateTracking | null>(),
    informing: jsonb('informing').$type<TemplateInforming | null>(),
    information_type: text('information_type').array().notNull().default(sql`'{}'::text[]`),
    information_channel: text('information_channel').array().notNull().default(sql`'{}'::text[]`),
    client_type: text('client_type').array().notNull().default(sql`'{}'::text[]`),
    /** Lowercased (registers §2.3). */
    country_code: text('country_code').array().notNull().default(sql`'{}'::text[]`),
    status_code: integer('status_code').array().notNull().default(sql`'{}'::integer[]`),
    label: varchar('label', { length: 20 }),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    // The outbox feeder looks up the active informing templates of an event.
    index('notification_templates_event_idx')
      .on(table.event_name, table.event_type)
      .where(sql`${table.active}`),
    index('notification_templates_status_code_idx').using('gin', table.status_code),
  ],
);
