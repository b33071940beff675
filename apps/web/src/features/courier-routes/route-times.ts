import dayjs from 'dayjs';

/** HH:mm of an instant in the browser's zone. */
export function clockTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('HH:mm') : '—';
}

/** A stop's window as `09:00–11:00`, or the "not ordered" text when it has none. */
export function windowText(from: string | null, to: string | null, notOrdered: string): string {
  return from && to ? `${clockTime(from)}–${clockTime(to)}` : notOrdered;
}

export function kilometres(metres: number): string {
  return (metres / 1000).toFixed(1);
}

export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
