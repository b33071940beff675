import { shipmentModificationRegister, shipmentsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { shipmentModifications, shipmentParcels, shipments } from './shipments-tables.ts';

/**
 * A date-to filter takes the whole day (registers: date-to is 23:59:59.999999 of that day), in the
 * same time zone the from-date is read in; still a plain range on the column, so its index serves.
 */
const untilEndOfDay = (column: PgColumn) => (day: string) =>
  sql`${qualified(column)} <= ${day}::date + time '23:59:59.999999'`;
/** A date-from filter starts at midnight of that day (the day is a string, the column a timestamp). */
const fromStartOfDay = (column: PgColumn) => (day: string) => sql`${qualified(column)} >= ${day}::date`;

export const shipmentsBinding: RegisterBinding = {
  definition: shipmentsRegister,
  table: shipments,
  customFilters: {
    dateTimeFrom: fromStartOfDay(shipments.dateTime),
    dateTimeTo: untilEndOfDay(shipments.dateTime),
    closingDateFrom: fromStartOfDay(shipments.closingDate),
    closingDateTo: untilEndOfDay(shipments.closingDate),
    // A parcel number finds its shipment; a shipment number is also its first parcel's.
    parcelsNumbers: (numbers: string[]) =>
      sql`(${qualified(shipments.number)} in ${numbers} or exists (select 1 from ${shipmentParcels} where ${qualified(shipmentParcels.shipmentId)} = ${qualified(shipments.id)} and ${qualified(shipmentParcels.number)} in ${numbers}))`,
  },
};

export const shipmentModificationBinding: RegisterBinding = {
  definition: shipmentModificationRegister,
  table: shipmentModifications,
  customFilters: {
    createdAtFrom: fromStartOfDay(shipmentModifications.createdAt),
    createdAtTo: untilEndOfDay(shipmentModifications.createdAt),
  },
  computed: {
    division: lookup(divisions.name, divisions.id, shipmentModifications.divisionId),
  },
};
