import { Descriptions, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

function shown(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'registers.values.yes' : 'registers.values.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** `{ name, value }` rows as they come from the contract system, or an object's own entries. */
export function keyValueEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.map((row, index) =>
      typeof row === 'object' && row !== null && 'name' in row
        ? [String((row as { name: unknown }).name), (row as { value?: unknown }).value]
        : [String(index + 1), row],
    );
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value);
  return [];
}

/** Read-only names and values (a contract's settings): a list, not raw data. */
export function KeyValuesField(props: { value?: unknown; id?: string }): ReactElement {
  const { t } = useTranslation();
  const entries = keyValueEntries(props.value);
  if (entries.length === 0) {
    return (
      <Typography.Text id={props.id} type="secondary">
        {t('registers.key_values.empty')}
      </Typography.Text>
    );
  }
  return (
    <Descriptions
      id={props.id}
      bordered
      size="small"
      column={1}
      styles={{ label: { width: '30%' } }}
      items={entries.map(([name, value], index) => ({
        key: `${index}`,
        label: name,
        children: shown(t, value),
      }))}
    />
  );
}
