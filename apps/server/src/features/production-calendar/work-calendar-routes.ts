import {
  addDays,
  todayIn,
  WORK_CALENDAR_DEFAULT_DAYS,
  WORK_CALENDAR_MAX_DAYS,
  workCalendarQuerySchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { validationFailed } from '../../http/errors.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { zoneOfCountry } from '../countries/country-zone.ts';
import { workCalendarDays } from './work-calendar.ts';

const DAY_MS = 86_400_000;
/**
 * `GET work-calendar`: the days from dateFrom (today in the country) to dateTo (15 days from
 * dateFrom, not included) of a country (`workCalendarDays`).
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
      const items = await workCalendarDays(db, countryCode, dateFrom, dateTo);
      return { countryCode, dateFrom, dateTo, items };
    },
  );
}
