import type { ScanStatus, ScanType } from '@console/domain';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisionParts, divisions } from '../divisions/divisions-table.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';

export const scanRegistryNumbers = pgSequence('scan_registry_number_seq', { startWith: 1 });

/** Scan registries (registers §3.2 "Scan registry"): one scanning document of a division. */
export const scanRegistries = pgTable(
  'scan_registries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SC + twelve digits: 14 characters (registers §5). */
    number: varchar('number', { length: 14 }).notNull().unique(),
    type: varchar('type', { length: 30 }).$type<ScanType>().notNull(),
    status: varchar('status', { length: 20 }).$type<ScanStatus>().notNull().default('Open'),
    statusDateTime: timestamp('status_date_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    /** The part of the division (a gate, a sorting zone) the scan is made at (registers §3.2). */
    divisionPartId: uuid('division_part_id').references(() => divisionParts.id),
    destinationDivisionIds: uuid('destination_division_ids').array().notNull().default([]),
    destinationCityDistrictIds: uuid('destination_city_district_ids').array().notNull().default([]),
    scanRegistryContainers: text('scan_registry_containers').array().notNull().default([]),
    vehicleNumber: varchar('vehicle_number', { length: 200 }),
    tripNumber: varchar('trip_number', { length: 200 }),
    deliveryPartner: varchar('delivery_partner', { length: 100 }),
    courierBarcode: varchar('courier_barcode', { length: 14 }),
    /** Kept with every scan: the counts the list and the scan screen show. */
    scannedBarcodesAmount: integer('scanned_barcodes_amount').notNull().default(0),
    forScanBarcodesAmount: integer('for_scan_barcodes_amount').notNull().default(0),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    ...registerTimestamps,
  },
  (table) => [
    index('scan_registries_created_at_idx').on(table.createdAt),
    index('scan_registries_division_idx').on(table.divisionId, table.createdAt),
    index('scan_registries_user_idx').on(table.createdByUser, table.status, table.createdAt),
    index('scan_registries_courier_idx').on(table.courierBarcode, table.status),
    index('scan_registries_vehicle_idx').on(table.vehicleNumber),
  ],
);

/** The movement plan of a registry: the parcels it expects, fixed when it is created. */
export const scanRegistryPlan = pgTable(
  'scan_registry_plan',
  {
    scanRegistryId: uuid('scan_registry_id')
      .notNull()
      .references(() => scanRegistries.id),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => shipmentParcels.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
  },
  (table) => [primaryKey({ columns: [table.scanRegistryId, table.parcelId] })],
);

/**
 * What was scanned: one row per registry and barcode, so two clerks scanning the same code at
 * once make one row and the second answer is "already scanned". Unknown codes are kept too
 * (unknown cargo), without a parcel.
 */
export const scanRegistryItems = pgTable(
  'scan_registry_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scanRegistryId: uuid('scan_registry_id')
      .notNull()
      .references(() => scanRegistries.id),
    barcode: varchar('barcode', { length: 40 }).notNull(),
    parcelId: uuid('parcel_id').references(() => shipmentParcels.id),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    expected: boolean('expected').notNull().default(false),
    nextDivisionId: uuid('next_division_id').references(() => divisions.id),
    scannedBy: varchar('scanned_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scan_registry_items_barcode_idx').on(table.scanRegistryId, table.barcode),
    index('scan_registry_items_parcel_idx').on(table.parcelId),
  ],
);

/** Couriers and the barcode on their badge (platform §5: 4 letters + 10 digits). */
export const couriers = pgTable(
  'couriers',
  {
    barcode: varchar('barcode', { length: 14 }).primaryKey(),
    login: varchar('login', { length: 100 }),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    divisionId: uuid('division_id').references(() => divisions.id),
    ...registerTimestamps,
  },
  (table) => [index('couriers_login_idx').on(table.login)],
);

/** Parcels a courier holds now: handed over by a LoadingCourier scan, taken back by an UnloadingCourier. */
export const courierParcels = pgTable(
  'courier_parcels',
  {
    parcelId: uuid('parcel_id')
      .primaryKey()
      .references(() => shipmentParcels.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    courierBarcode: varchar('courier_barcode', { length: 14 }).notNull(),
    scanRegistryId: uuid('scan_registry_id').references(() => scanRegistries.id),
    handedAt: timestamp('handed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('courier_parcels_courier_idx').on(table.courierBarcode)],
);
