import type { WorkCalendarDay } from '@console/domain';
import Holidays from 'date-holidays';

/** Public holidays by country and year: date-holidays builds each year's list from its rules, once. */
const holidaysByYear = new Map<string, ReadonlySet<string>>();

/** The public holidays (YYYY-MM-DD, local days) of a country in a year; none for a country date-holidays does not know. */
export function publicHolidays(countryCode: string, year: number): ReadonlySet<string> {
  const key = `${countryCode}:${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    const found = new Holidays(countryCode).getHolidays(year) || [];
    days = new Set(
      found.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(key, days);
  }
  return days;
}

/**
 * A day the production calendar holds no row for: a weekday Monday to Friday, a holiday when it
 * is a public holiday of the country (registers §5 fallback; a row of the calendar always wins).
 */
export function generatedDay(countryCode: string, date: string): WorkCalendarDay {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const isWeekday = weekday >= 1 && weekday <= 5;
  const holiday = publicHolidays(countryCode, Number(date.slice(0, 4))).has(date);
  return { date, weekday: isWeekday, holiday, working: isWeekday && !holiday };
}
