import type { ColumnDefinition } from '@console/domain';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Default display formats (registers §9): dates, and date-times in the user's time zone. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An item of a list cell: rows such as barcodes `{ id, barcode }` show their text. */
function listItemText(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  const record = item as Record<string, unknown>;
  for (const field of ['barcode', 'name', 'code', 'number', 'value']) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return JSON.stringify(item);
}

/** A cell as text, for the table and the CSV export alike. */
export function cellText(t: TFunction, column: Pick<ColumnDefinition, 'kind'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'boolean':
      return value ? t('registers.values.yes') : t('registers.values.no');
    case 'date':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(DATE_FORMAT) : String(value);
    case 'datetime':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(DATE_TIME_FORMAT) : String(value);
    case 'list':
      return Array.isArray(value) ? value.map(listItemText).filter(Boolean).join(', ') : listItemText(value);
    default:
      if (Array.isArray(value)) return value.map(listItemText).filter(Boolean).join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
