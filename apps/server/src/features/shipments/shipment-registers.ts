import { shipmentModificationRegister, shipmentsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { shipmentModifications, shipmentParcels, shipments } from './shipments-tables.ts';

export const shipmentsBinding: RegisterBinding = {
  definition: shipmentsRegister,
  table: shipments,
  customFilters: {
    // A parcel number finds its shipment; a shipment number is also its first parcel's. Two
    // index look-ups joined by id: an OR with a correlated subquery would scan every shipment.
    parcelsNumbers: (numbers: string[]) =>
      sql`${qualified(shipments.id)} in (select ${qualified(shipments.id, 'named')} from ${shipments} ${sql.identifier('named')} where ${qualified(shipments.number, 'named')} in ${numbers} union all select ${qualified(shipmentParcels.shipmentId)} from ${shipmentParcels} where ${qualified(shipmentParcels.number)} in ${numbers})`,
  },
};

export const shipmentModificationBinding: RegisterBinding = {
  definition: shipmentModificationRegister,
  table: shipmentModifications,
  computed: {
    division: lookup(divisions.name, divisions.id, shipmentModifications.divisionId),
  },
};
