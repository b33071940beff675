import {
  addDays,
  todayIn,
  WORK_CALENDAR_DEFAULT_DAYS,
  WORK_CALENDAR_MAX_DAYS,
  type WorkCalendarDay,
  workCalendarQuerySchema,
} from '@console/domain';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { validationFailed } from '../../http/errors.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { zoneOfCountry } from '../countries/country-zone.ts';
import { productionCalendar } from './production-calendar-table.ts';
import { generatedDay } from './public-holidays.ts';

const DAY_MS = 86_400_000;
/**
 * `GET work-calendar`: the days from dateFrom (today in the country) to dateTo (15 days from
 * dateFrom, not included) of a country, from its production calendar, generated where the
 * calendar has no row (weekdays, less the country's public holidays).
 */
export async function workCalendarRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/work-calendar',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['production_calendar'], querystring: workCalendarQuerySchema },
    },
    async (request) => {
      const { countryCode } = request.query;
      const dateFrom = request.query.dateFrom ?? todayIn(await zoneOfCountry(db, countryCode));
      const dateTo = request.query.dateTo ?? addDays(dateFrom, WORK_CALENDAR_DEFAULT_DAYS - 1);
      const span = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS + 1;
      if (span > WORK_CALENDAR_MAX_DAYS) throw validationFailed({ 'querystring.dateTo': 'date.max' });
      const rows = await db
        .select({
          date: productionCalendar.date,
          weekday: productionCalendar.weekday,
          holiday: productionCalendar.holiday,
        })
        .from(productionCalendar)
        .where(
          and(
            eq(productionCalendar.countryCode, countryCode),
            gte(productionCalendar.date, dateFrom),
            lte(productionCalendar.date, dateTo),
            isNull(productionCalendar.deletedAt),
          ),
        )
        .orderBy(asc(productionCalendar.date));
      const stored = new Map(rows.map((row) => [row.date, row]));
      const items: WorkCalendarDay[] = [];
      for (let day = dateFrom; day <= dateTo; day = addDays(day, 1)) {
        const row = stored.get(day);
        items.push(
          row
            ? { date: day, weekday: row.weekday, holiday: row.holiday, working: row.weekday && !row.holiday }
            : generatedDay(countryCode, day),
        );
      }
      return { countryCode, dateFrom, dateTo, items };
    },
  );
}
