import type { PickupShipmentStatus, PickupStatus, PickupType } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { users } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { shipments } from '../shipments/shipments-tables.ts';

export const pickupNumbers = pgSequence('pickup_number_seq', { startWith: 1 });

/** One entry of a pickup's status history: who moved it where, when, and why. */
export interface PickupStatusEntry {
  status: PickupStatus;
  dateTime: string;
  user: string;
  note: string | null;
}

/** The address parts of registers §3.2 "Pickup" (addressParts). */
export interface PickupAddressParts {
  building: string | null;
  street: string | null;
  city: string | null;
  region: string | null;
  postCode: string | null;
  flat: string | null;
  block: string | null;
  note: string | null;
}

/** A courier collection order (registers §3.2 "Pickup", §4 "Pickup"). */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PU + country + ten digits (platform §5 pickup barcode). */
    number: varchar('number', { length: 20 }).notNull().unique(),
    status: varchar('status', { length: 20 }).$type<PickupStatus>().notNull().default('Draft'),
    statusDateTime: timestamp('status_date_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    statuses: jsonb('statuses').$type<PickupStatusEntry[]>().notNull().default([]),
    source: varchar('source', { length: 40 }).notNull().default('Console'),
    type: varchar('type', { length: 20 }).$type<PickupType>().notNull().default('ClientAddress'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** The partner carrier that collects it; null while own couriers do. */
    deliveryPartner: varchar('delivery_partner', { length: 50 }),
    deliveryPartnerNumber: varchar('delivery_partner_number', { length: 50 }),
    /** The pick-up point division of a PUDO or postomat pickup. */
    pickupDivisionId: uuid('pickup_division_id').references(() => divisions.id),
    /** The division whose couriers serve it (its scope). */
    divisionId: uuid('division_id').references(() => divisions.id),
    settlementId: uuid('settlement_id'),
    streetId: uuid('street_id'),
    buildingId: uuid('building_id'),
    cityDistrictId: uuid('city_district_id'),
    /** The appointed courier: user id and login (the spec's executor). */
    executorId: uuid('executor_id').references(() => users.id),
    executor: varchar('executor', { length: 100 }),
    companyTin: varchar('company_tin', { length: 20 }),
    companyName: varchar('company_name', { length: 255 }),
    fullName: varchar('full_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 200 }),
    externalId: varchar('external_id', { length: 100 }),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    addressParts: jsonb('address_parts').$type<PickupAddressParts | null>(),
    note: text('note'),
    currencyCode: varchar('currency_code', { length: 3 }),
    services: jsonb('services').$type<{ serviceCode: string; amount: number }[]>().notNull().default([]),
    pickedTimeFrom: timestamp('picked_time_from', { withTimezone: true, mode: 'date' }),
    pickedTimeTo: timestamp('picked_time_to', { withTimezone: true, mode: 'date' }),
    timeIntervalId: uuid('time_interval_id'),
    /** Totals of the active shipments, kept with every change (routing reads the weight). */
    weightGrams: integer('weight_grams').notNull().default(0),
    parcelsCount: integer('parcels_count').notNull().default(0),
    shipmentsCount: integer('shipments_count').notNull().default(0),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('pickups_created_at_idx').on(table.createdAt),
    index('pickups_division_picked_idx').on(table.divisionId, table.pickedTimeFrom),
    index('pickups_picked_time_from_idx').on(table.pickedTimeFrom),
    index('pickups_status_idx').on(table.status),
    index('pickups_country_idx').on(table.countryCode, table.createdAt),
    index('pickups_delivery_partner_idx').on(table.deliveryPartner),
    index('pickups_created_by_idx').on(table.createdByUser),
    index('pickups_executor_idx').on(table.executorId),
  ],
);

/**
 * Shipments of a pickup. A shipment is actively added (Accepted or Added) to one pickup at a time:
 * a partial unique index, so two operators adding it at once cannot both win.
 */
export const pickupShipments = pgTable(
  'pickup_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pickupId: uuid('pickup_id')
      .notNull()
      .references(() => pickups.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: varchar('status', { length: 20 }).$type<PickupShipmentStatus>().notNull().default('Added'),
    note: text('note'),
    ...registerTimestamps,
  },
  (table) => [
    index('pickup_shipments_pickup_idx').on(table.pickupId),
    index('pickup_shipments_shipment_idx').on(table.shipmentId),
    uniqueIndex('pickup_shipments_active_idx')
      .on(table.shipmentId)
      .where(sql`${table.status} in ('Accepted', 'Added') and ${table.deletedAt} is null`),
  ],
);

/** Where a courier was last seen (the couriers' app reports it); executors are sorted by it. */
export const courierPositions = pgTable('courier_positions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The spec's delivery partner record (registers §3.2): which partner carries a shipment's first
 * mile, under which of its numbers. The partner's own branches stay in `delivery_partners`.
 */
export const shipmentDeliveryPartners = pgTable(
  'shipment_delivery_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    type: varchar('type', { length: 20 }).$type<'FirstMile'>().notNull().default('FirstMile'),
    /** The partner carrier (CARRIERS). */
    name: varchar('name', { length: 50 }).notNull(),
    /** The partner branch's number. */
    number: varchar('number', { length: 50 }).notNull(),
    main: boolean('main').notNull().default(false),
    /** The parcel number the partner gave it. */
    parcelNumber: varchar('parcel_number', { length: 50 }),
    ...registerTimestamps,
  },
  (table) => [
    index('shipment_delivery_partners_shipment_idx').on(table.shipmentId),
    index('shipment_delivery_partners_number_idx').on(table.number),
  ],
);
