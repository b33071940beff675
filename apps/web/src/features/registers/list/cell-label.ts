import type { ColumnDefinition, RegisterDefinition } from '@console/domain';
import type { TFunction } from 'i18next';
import { optionLabel } from '../register-labels.ts';
import { cellText } from './cell-format.ts';

/**
 * The fixed values of a column: its editor field's options, else those of the filter over that
 * one field (the modification list's `types` filter gives the `type` column its values).
 */
export function columnOptions(register: RegisterDefinition, field: string): readonly string[] | undefined {
  const editor = register.fields.find((candidate) => candidate.name === field)?.options;
  if (editor) return editor;
  return register.filters.find(
    (filter) => filter.options && filter.fields?.length === 1 && filter.fields[0] === field,
  )?.options;
}

/**
 * A cell as the screen says it, for the table and the CSV export alike: a status or a value from
 * a fixed list by its label (`InvoiceInspection` → "Invoice inspection"), anything else as text.
 */
export function cellLabel(
  t: TFunction,
  register: RegisterDefinition,
  column: Pick<ColumnDefinition, 'field' | 'kind'>,
  value: unknown,
): string {
  if (
    typeof value === 'string' &&
    (column.kind === 'tone' || columnOptions(register, column.field)?.includes(value))
  ) {
    return optionLabel(t, register, column.field, value);
  }
  return cellText(t, column, value);
}
