import { OWN_COURIERS, timeIntervalsRegister, WEEKDAYS } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { timeIntervals } from './time-intervals-table.ts';

/** Time intervals (registers §2.3): the own couriers' rows have no partner. */
export const timeIntervalsBinding: RegisterBinding = {
  definition: timeIntervalsRegister,
  table: timeIntervals,
  computed: {
    division: lookup(divisions.name, divisions.id, timeIntervals.divisionId),
  },
  customFilters: {
    deliveryPartners: (values: string[]) => {
      const partners = values.filter((value) => value !== OWN_COURIERS);
      const column = qualified(timeIntervals.deliveryPartner);
      if (partners.length === 0) return sql`${column} is null`;
      return values.includes(OWN_COURIERS)
        ? sql`(${column} is null or ${column} in ${partners})`
        : sql`${column} in ${partners}`;
    },
    // Registers §2.3: the filter offers city districts; a division's id still finds its rows.
    divisionIds: (ids: string[]) =>
      sql`(${qualified(timeIntervals.divisionId)} in ${ids} or ${qualified(timeIntervals.cityDistrictId)} in ${ids})`,
    // Every chosen weekday has a window.
    activeDays: (days: string[]) =>
      sql.join(
        days
          .filter((day): day is (typeof WEEKDAYS)[number] => (WEEKDAYS as readonly string[]).includes(day))
          .map((day) => sql`${qualified(timeIntervals[day])} is not null`),
        sql` and `,
      ),
  },
};
