import type {
  Invoice,
  ParcelRecipient,
  PayerType,
  ServiceCode,
  ShipmentModificationStatus,
  ShipmentModificationType,
  ShipmentParty,
  ShipmentPaymentStatus,
  ShipmentStatus,
} from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { trigramIndex } from '../../db/indexes.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** Numbers of shipments, parcels and modifications come from sequences: unique under any load. */
export const shipmentNumbers = pgSequence('shipment_number_seq', { startWith: 1 });
export const parcelNumbers = pgSequence('parcel_number_seq', { startWith: 1 });
export const modificationNumbers = pgSequence('shipment_modification_number_seq', { startWith: 1 });

/**
 * Shipments (registers §3.1, §3.2). The parties are kept whole as JSON (what the form edits) and
 * the fields the register filters, sorts and searches by are kept beside them as columns.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SH + sender country + ten digits, e.g. SHPL0000000042 (platform §5 shipment barcode). */
    number: varchar('number', { length: 20 }).notNull().unique(),
    status: varchar('status', { length: 20 }).$type<ShipmentStatus>().notNull().default('Draft'),
    /** The status before a deletion mark, restored by cancel delete. */
    statusBeforeDelete: varchar('status_before_delete', { length: 20 }).$type<ShipmentStatus>(),
    paymentStatus: varchar('payment_status', { length: 30 })
      .$type<ShipmentPaymentStatus>()
      .notNull()
      .default('FreeOfCharge'),
    dateTime: timestamp('date_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it reached a final status (Issued, Returned, Utilized): the register's closing date. */
    closingDate: timestamp('closing_date', { withTimezone: true, mode: 'date' }),
    scheduledDeliveryDate: date('scheduled_delivery_date', { mode: 'string' }),
    internationalShipping: boolean('international_shipping').notNull().default(false),
    /**
     * The route crosses customs zones (domain `crossesCustomsZones` of the two countries' zones):
     * kept by the triggers of migration 0015 on shipments (its countries change) and countries
     * (a zone changes), so the customs data hub's queue reads `shipments_customs_queue_idx`.
     */
    crossesCustoms: boolean('crosses_customs').notNull().default(false),
    payerType: varchar('payer_type', { length: 20 }).$type<PayerType>().notNull().default('Sender'),
    payerContractNumber: jsonb('payer_contract_number').$type<{ number: string; from: PayerType } | null>(),
    hasNip: boolean('has_nip').notNull().default(false),
    clientOrder: varchar('client_order', { length: 50 }),
    note: text('note'),
    sender: jsonb('sender').$type<ShipmentParty>().notNull(),
    recipient: jsonb('recipient').$type<ShipmentParty>().notNull(),
    senderName: varchar('sender_name', { length: 200 }).notNull(),
    senderPhone: varchar('sender_phone', { length: 20 }).notNull(),
    senderAddress: text('sender_address').notNull().default(''),
    senderCountryCode: varchar('sender_country_code', { length: 2 }).notNull(),
    senderDivisionId: uuid('sender_division_id').references(() => divisions.id),
    senderCompanyTin: varchar('sender_company_tin', { length: 20 }),
    recipientName: varchar('recipient_name', { length: 200 }).notNull(),
    recipientPhone: varchar('recipient_phone', { length: 20 }).notNull(),
    recipientAddress: text('recipient_address').notNull().default(''),
    recipientCountryCode: varchar('recipient_country_code', { length: 2 }).notNull(),
    recipientDivisionId: uuid('recipient_division_id').references(() => divisions.id),
    invoice: jsonb('invoice').$type<Invoice | null>(),
    firstLogisticDivisionId: uuid('first_logistic_division_id').references(() => divisions.id),
    lastLogisticDivisionId: uuid('last_logistic_division_id').references(() => divisions.id),
    markingPrinted: boolean('marking_printed').notNull().default(false),
    promoCode: varchar('promo_code', { length: 40 }),
    parcelsAmount: integer('parcels_amount').notNull().default(0),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    acceptedByUser: varchar('accepted_by_user', { length: 100 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    lockVersion: integer('lock_version').notNull().default(1),
    /**
     * The recipient's tracking token (issue 27, `GET tracking/{token}`): 64 hex digits of two random
     * UUIDs, 244 random bits from PostgreSQL's strong generator. The database makes it for every
     * row, so the migration gave each existing shipment its own and no insert path can forget it.
     */
    trackingToken: varchar('tracking_token', { length: 64 })
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    ...registerTimestamps,
  },
  (table) => [
    index('shipments_date_time_idx').on(table.dateTime),
    index('shipments_status_date_time_idx').on(table.status, table.dateTime),
    index('shipments_closing_date_idx').on(table.closingDate),
    index('shipments_sender_division_idx').on(table.senderDivisionId, table.status),
    index('shipments_recipient_division_idx').on(table.recipientDivisionId, table.status),
    index('shipments_sender_phone_idx').on(table.senderPhone),
    index('shipments_recipient_phone_idx').on(table.recipientPhone),
    index('shipments_client_order_idx').on(table.clientOrder),
    index('shipments_sender_company_tin_idx').on(table.senderCompanyTin),
    trigramIndex('shipments_number_trgm_idx', table.number),
    // Byte order: a number's beginning (the visit search) is a range of it, newest last.
    index('shipments_number_prefix_idx').using('btree', sql`${table.number} collate "C"`),
    // The customs data hub's queue: live shipments whose route crosses customs zones, newest first.
    index('shipments_customs_queue_idx')
      .on(table.dateTime.desc(), table.id)
      .where(sql`${table.crossesCustoms} and ${table.status} <> 'Deleted' and ${table.deletedAt} is null`),
  ],
);

/** Parcels (places) of a shipment: stored in mm and g. */
export const shipmentParcels = pgTable(
  'shipment_parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    position: integer('position').notNull(),
    number: varchar('number', { length: 30 }).notNull().unique(),
    actualWeight: integer('actual_weight').notNull(),
    volumetricWeight: integer('volumetric_weight').notNull().default(0),
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    description: varchar('description', { length: 255 }),
    untied: boolean('untied').notNull().default(false),
    /** Who took it at issuance. */
    recipient: jsonb('recipient').$type<ParcelRecipient | null>(),
    /** Where the parcel is now: the division of its latest movement (see shipment_events). */
    currentDivisionId: uuid('current_division_id').references(() => divisions.id),
    currentDivisionAt: timestamp('current_division_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_parcels_shipment_idx').on(table.shipmentId, table.position),
    index('shipment_parcels_current_division_idx').on(table.currentDivisionId),
  ],
);

/** Services of a shipment with their cost and who pays; payments mark them Paid. */
export const shipmentServices = pgTable(
  'shipment_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The service's id in the operator's price list (serviceId of the spec). */
    serviceId: uuid('service_id').notNull().defaultRandom(),
    serviceCode: varchar('service_code', { length: 40 }).$type<ServiceCode>().notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    payerType: varchar('payer_type', { length: 20 }).$type<PayerType>().notNull().default('Sender'),
    paymentStatus: varchar('payment_status', { length: 30 })
      .$type<ShipmentPaymentStatus>()
      .notNull()
      .default('NeedPay'),
    value: varchar('value', { length: 100 }),
    /** Internal services are the operator's own (`shipments/{id}/internal-services`). */
    internal: boolean('internal').notNull().default(false),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('shipment_services_shipment_idx').on(table.shipmentId)],
);

/** Promo codes a shipment may carry (`POST shipments/{id}/promo-codes`). */
export const promoCodes = pgTable('promo_codes', {
  code: varchar('code', { length: 40 }).primaryKey(),
  /** Percent taken off the delivery service's cost. */
  discountPercent: integer('discount_percent').notNull(),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  ...registerTimestamps,
});

/** Shipment modifications: refusal, return, redirecting, change of data, invoice inspection, delete. */
export const shipmentModifications = pgTable(
  'shipment_modifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MD + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    type: varchar('type', { length: 30 }).$type<ShipmentModificationType>().notNull(),
    status: varchar('status', { length: 20 })
      .$type<ShipmentModificationStatus>()
      .notNull()
      .default('NeedProcessing'),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    shipmentNumber: varchar('shipment_number', { length: 20 }).notNull(),
    divisionId: uuid('division_id').references(() => divisions.id),
    /** The visit it was made in, if any. */
    visitId: uuid('visit_id'),
    user: varchar('user_login', { length: 100 }).notNull(),
    note: text('note'),
    source: varchar('source', { length: 40 }).notNull().default('API'),
    customerType: varchar('customer_type', { length: 20 }),
    customerPhone: varchar('customer_phone', { length: 20 }),
    /** The operation payload (platform §3) and, for change-data, the data before and after. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    additionalParameters: jsonb('additional_parameters')
      .$type<{ statusInspection?: string | null } & Record<string, unknown>>()
      .notNull()
      .default({}),
    ...registerTimestamps,
  },
  (table) => [
    index('shipment_modifications_created_at_idx').on(table.createdAt),
    index('shipment_modifications_shipment_idx').on(table.shipmentId, table.createdAt),
    index('shipment_modifications_division_idx').on(table.divisionId, table.createdAt),
  ],
);
