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
    // A parcel number finds its shipment; a shipment number is also its first parcel's.
    parcelsNumbers: (numbers: string[]) =>
      sql`(${qualified(shipments.number)} in ${numbers} or exists (select 1 from ${shipmentParcels} where ${qualified(shipmentParcels.shipmentId)} = ${qualified(shipments.id)} and ${qualified(shipmentParcels.number)} in ${numbers}))`,
  },
};

export const shipmentModificationBinding: RegisterBinding = {
  definition: shipmentModificationRegister,
  table: shipmentModifications,
  computed: {
    division: lookup(divisions.name, divisions.id, shipmentModifications.divisionId),
  },
};
