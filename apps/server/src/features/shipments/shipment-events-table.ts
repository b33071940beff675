import type { ShipmentStatus } from '@console/domain';
import { bigserial, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { divisions } from '../divisions/divisions-table.ts';
import { shipmentParcels, shipments } from './shipments-tables.ts';

/**
 * What happened to a shipment or one of its parcels, in order (the tracking history). Every
 * movement and status change records a row; the notification outbox reads them after a cursor,
 * so the serial id is the order of record.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The parcel it concerns; empty when it concerns the whole shipment. */
    parcelId: uuid('parcel_id').references(() => shipmentParcels.id),
    /** What happened: Accepted, Arrived, Loaded, Unloaded, HandedToCourier, Issued, Lost… */
    event: varchar('event', { length: 40 }).notNull(),
    /** The shipment's status after the event, when the event changed it. */
    shipmentStatus: varchar('shipment_status', { length: 20 }).$type<ShipmentStatus>(),
    /** Where it happened; the parcel's current division from then on. */
    divisionId: uuid('division_id').references(() => divisions.id),
    scanRegistryId: uuid('scan_registry_id'),
    note: text('note'),
    userId: uuid('user_id'),
    userLogin: varchar('user_login', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_events_shipment_idx').on(table.shipmentId, table.id),
    // The workplace's processed-shipment counts read one division's events of one day.
    index('shipment_events_division_created_idx').on(table.divisionId, table.createdAt),
  ],
);
