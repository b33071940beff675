import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { containsPoint } from '../addresses/city-district-register.ts';
import { cityDistricts } from '../addresses/city-districts-table.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { productionCalendar } from '../production-calendar/production-calendar-table.ts';
import { generatedDay } from '../production-calendar/public-holidays.ts';

type Executor = Database | Transaction;

/**
 * The division that serves a point (geozoning): the pickup zone (city district of type pickup)
 * holding it, else the nearest division of the country with a location. Null when none has one.
 */
export async function servingDivision(
  executor: Executor,
  countryCode: string,
  latitude: number,
  longitude: number,
): Promise<{ divisionId: string | null; cityDistrictId: string | null }> {
  const [zone] = await executor
    .select({ id: cityDistricts.id, divisionId: cityDistricts.serviceDivisionId })
    .from(cityDistricts)
    .where(
      and(
        eq(cityDistricts.countryCode, countryCode),
        eq(cityDistricts.type, 'pickup'),
        isNull(cityDistricts.deletedAt),
        containsPoint(latitude, longitude),
      ),
    )
    // The smallest zone holding the point is the most specific one.
    .orderBy(
      asc(
        sql`(${cityDistricts.maxLatitude} - ${cityDistricts.minLatitude}) * (${cityDistricts.maxLongitude} - ${cityDistricts.minLongitude})`,
      ),
    )
    .limit(1);
  if (zone?.divisionId) return { divisionId: zone.divisionId, cityDistrictId: zone.id };
  const [nearest] = await executor
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.countryCode, countryCode),
        isNull(divisions.deletedAt),
        isNotNull(divisions.latitude),
        isNotNull(divisions.longitude),
      ),
    )
    .orderBy(
      asc(
        sql`power(${divisions.latitude} - ${latitude}, 2) + power((${divisions.longitude} - ${longitude}) * cos(radians(${latitude})), 2)`,
      ),
    )
    .limit(1);
  return { divisionId: nearest?.id ?? null, cityDistrictId: zone?.id ?? null };
}

/** A working day of the country: its production calendar, or Monday to Friday where it has no row. */
export async function isWorkingDay(executor: Executor, countryCode: string, day: string): Promise<boolean> {
  const [row] = await executor
    .select({ weekday: productionCalendar.weekday, holiday: productionCalendar.holiday })
    .from(productionCalendar)
    .where(
      and(
        eq(productionCalendar.countryCode, countryCode),
        eq(productionCalendar.date, day),
        isNull(productionCalendar.deletedAt),
      ),
    );
  if (!row) return generatedDay(countryCode, day).working;
  return row.weekday && !row.holiday;
}
