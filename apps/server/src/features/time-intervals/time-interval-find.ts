import {
  addDays,
  type FoundTimeInterval,
  type TimeIntervalType,
  type timeIntervalFindBodySchema,
  timeWindow,
  todayIn,
  weekdayOf,
} from '@console/domain';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { zoneOfCountry, zoneOfDivision } from '../countries/country-zone.ts';
import { servingDivision } from '../pickups/pickup-places.ts';
import { timeIntervals } from './time-intervals-table.ts';

/**
 * `POST time-intervals/find?type=PickupDayToDay|PickupNextDay` (registers §7): the interval of the
 * country and partner (null = own couriers) for the division — the one given, else the one serving
 * the point — preferring the city district's, then the division's, then the country-wide one.
 * PickupNextDay reads tomorrow's window. 404 when none is set or the day has no window.
 */
export async function findTimeInterval(
  db: Database,
  type: 'PickupDayToDay' | 'PickupNextDay',
  body: z.infer<typeof timeIntervalFindBodySchema>,
  now = new Date(),
): Promise<FoundTimeInterval> {
  let divisionId = body.divisionId ?? null;
  let cityDistrictId: string | null = null;
  if (body.latitude != null && body.longitude != null) {
    const place = await servingDivision(db, body.countryCode, body.latitude, body.longitude);
    divisionId ??= place.divisionId;
    cityDistrictId = place.cityDistrictId;
  }
  const intervalType: TimeIntervalType = body.type ?? type;
  const conditions: (SQL | undefined)[] = [
    eq(timeIntervals.countryCode, body.countryCode),
    eq(timeIntervals.type, intervalType),
    isNull(timeIntervals.deletedAt),
    body.deliveryPartner
      ? eq(timeIntervals.deliveryPartner, body.deliveryPartner)
      : isNull(timeIntervals.deliveryPartner),
    or(isNull(timeIntervals.divisionId), divisionId ? eq(timeIntervals.divisionId, divisionId) : undefined),
    or(
      isNull(timeIntervals.cityDistrictId),
      cityDistrictId ? eq(timeIntervals.cityDistrictId, cityDistrictId) : undefined,
    ),
  ];
  const [row] = await db
    .select()
    .from(timeIntervals)
    .where(and(...conditions))
    .orderBy(
      desc(sql`(${timeIntervals.cityDistrictId} is not null)`),
      desc(sql`(${timeIntervals.divisionId} is not null)`),
      desc(timeIntervals.createdAt),
    )
    .limit(1);
  if (!row) throw notFound('No time interval');
  // Today is the division's, else the country's: the courier's day where the pickup is.
  const zone = divisionId ? await zoneOfDivision(db, divisionId) : await zoneOfCountry(db, body.countryCode);
  const today = body.date ?? todayIn(zone, now);
  const day = type === 'PickupNextDay' ? addDays(today, 1) : today;
  const window = row[weekdayOf(day)];
  if (!window) throw notFound('No time interval on that day');
  return { id: row.id, type: row.type, day, window, ...timeWindow(window) };
}
