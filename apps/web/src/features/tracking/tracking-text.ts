/** The translation prefix of the tracking page. */
export const T = 'admin.pages.tracking';

/** A calendar day (YYYY-MM-DD) as the recipient reads it: "Monday, 30 November". */
export function dayText(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}
