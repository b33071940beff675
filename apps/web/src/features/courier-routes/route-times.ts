import dayjs from 'dayjs';

/** HH:mm of an instant as the clocks of the division's zone read it (the browser's zone without one). */
export function clockTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** A stop's window as `09:00–11:00`, or the "not ordered" text when it has none. */
export function windowText(
  from: string | null,
  to: string | null,
  notOrdered: string,
  timeZone?: string,
): string {
  return from && to ? `${clockTime(from, timeZone)}–${clockTime(to, timeZone)}` : notOrdered;
}

export function kilometres(metres: number): string {
  return (metres / 1000).toFixed(1);
}

export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
