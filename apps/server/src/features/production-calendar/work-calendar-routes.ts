import {
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
import { productionCalendar } from './production-calendar-table.ts';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** A day the calendar does not hold: a weekday Monday to Friday, no holiday (registers §5 fallback). */
export function generatedDay(date: string): WorkCalendarDay {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const isWeekday = weekday >= 1 && weekday <= 5;
  return { date, weekday: isWeekday, holiday: false, working: isWeekday };
}

/**
 * `GET work-calendar`: the days from dateFrom (today) to dateTo (15 days from dateFrom, not
 * included) of a country, from its production calendar, generated where the calendar has no row.
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
      const dateFrom = request.query.dateFrom ?? dayOf(new Date());
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
            : generatedDay(day),
        );
      }
      return { countryCode, dateFrom, dateTo, items };
    },
  );
}
