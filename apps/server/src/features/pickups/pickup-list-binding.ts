import { OWN_COURIERS, pickupsRegister } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { countries } from '../countries/countries-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { NO_DIVISION } from '../users/user-division.ts';
import { pickupScopeOf } from './pickup-scope.ts';
import { pickupShipments, pickups } from './pickups-tables.ts';

/** The pickup country's time zone (countries.timezone), UTC when the country spans several. */
const PICKUP_ZONE = sql`coalesce((select ${countries.timezone} from ${countries} where ${countries.code} = ${qualified(pickups.countryCode)}), 'UTC')`;

/**
 * The pickups register (registers §2.3). The caller's scope (pickup-scope.ts) narrows the
 * divisions or the country whatever the filters say.
 */
export const pickupListBinding: RegisterBinding = {
  definition: pickupsRegister,
  table: pickups,
  computed: {
    countryName: lookup(countries.name, countries.code, pickups.countryCode),
    // The courier's window as HH:MM-HH:MM in the pickup country's time zone (where the courier
    // comes, as the pickup and dispatch screens show it), empty when no arrival time is ordered.
    timeInterval: sql`case when ${qualified(pickups.pickedTimeFrom)} is null then null else to_char(${qualified(pickups.pickedTimeFrom)} at time zone ${PICKUP_ZONE}, 'HH24:MI') || '-' || to_char(${qualified(pickups.pickedTimeTo)} at time zone ${PICKUP_ZONE}, 'HH24:MI') end`,
  },
  scope: async (user, query, db) => {
    const scope = await pickupScopeOf(db, user);
    if (scope.kind === 'all') return { ...query };
    if (scope.kind === 'country') return { ...query, countryCodes: [scope.countryCode] };
    return { ...query, divisionIds: [scope.divisionId ?? NO_DIVISION] };
  },
  customFilters: {
    deliveryPartners: (values: string[]) => {
      const partners = values.filter((value) => value !== OWN_COURIERS);
      const own = values.includes(OWN_COURIERS);
      const column = qualified(pickups.deliveryPartner);
      if (partners.length === 0) return sql`${column} is null`;
      return own ? sql`(${column} is null or ${column} in ${partners})` : sql`${column} in ${partners}`;
    },
    pickupsShipmentNumbers: (numbers: string[]) =>
      sql`exists (select 1 from ${pickupShipments} join ${shipments} on ${qualified(shipments.id)} = ${qualified(pickupShipments.shipmentId)} where ${qualified(pickupShipments.pickupId)} = ${qualified(pickups.id)} and ${qualified(pickupShipments.deletedAt)} is null and ${qualified(shipments.number)} in ${numbers})`,
  },
};
