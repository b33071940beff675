import { addDays, type WorkCalendarDay } from '@console/domain';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { productionCalendar } from './production-calendar-table.ts';
import { generatedDay } from './public-holidays.ts';

type Executor = Database | Transaction;

/**
 * The days from dateFrom to dateTo (both included) of a country, from its production calendar,
 * generated where the calendar has no row (weekdays, less the country's public holidays).
 */
export async function workCalendarDays(
  executor: Executor,
  countryCode: string,
  dateFrom: string,
  dateTo: string,
): Promise<WorkCalendarDay[]> {
  const rows = await executor
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
  return items;
}

/** Days looked ahead for the next working day: longer than any run of holidays and weekends. */
const LOOK_AHEAD_DAYS = 31;

/** The first working day of the country's production calendar after `day`. */
export async function nextWorkingDay(executor: Executor, countryCode: string, day: string): Promise<string> {
  const from = addDays(day, 1);
  const days = await workCalendarDays(executor, countryCode, from, addDays(from, LOOK_AHEAD_DAYS - 1));
  return days.find((each) => each.working)?.date ?? from;
}
