import type { FilterDefinition, RegisterDefinition } from '@console/domain';
import { Button, Empty } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { filterLabel, optionLabel } from '../register-labels.ts';
import type { FilterValue, FilterValues } from './list-state.ts';

const DELETION_LABELS: Readonly<Record<string, string>> = {
  true: 'registers.deletion.marked',
  false: 'registers.deletion.not_marked',
};

/** A filter's value as the panel shows it: option labels for selects, the text otherwise. */
function valueText(t: TFunction, register: RegisterDefinition, filter: FilterDefinition, value: FilterValue) {
  const values = Array.isArray(value) ? value : [value];
  const optionName = filter.fields?.length === 1 ? (filter.fields[0] ?? filter.name) : filter.name;
  return values
    .map((item) => {
      if (filter.input === 'deletion') {
        const key = DELETION_LABELS[item];
        return key ? t(key) : item;
      }
      return filter.options?.includes(item) ? optionLabel(t, register, optionName, item) : item;
    })
    .join(', ');
}

/** The filters in use, as `Created from 2026-11-24; Statuses Draft, Accepted`. */
export function filtersInUse(t: TFunction, register: RegisterDefinition, filters: FilterValues): string {
  return register.filters
    .filter((filter) => filters[filter.name] !== undefined)
    .map((filter) => {
      const value = filters[filter.name] as FilterValue;
      return `${filterLabel(t, register, filter)} ${valueText(t, register, filter, value)}`;
    })
    .join('; ');
}

/**
 * What an empty list says: no rows, and which filters hide them with a button that clears
 * them — a list opened with "Created from = today" otherwise looks as if the record did not exist.
 */
export function EmptyListNotice(props: {
  register: RegisterDefinition;
  filters: FilterValues;
  onClear(): void;
}): ReactElement {
  const { t } = useTranslation();
  const inUse = filtersInUse(t, props.register, props.filters);
  return (
    <Empty
      className="register-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        inUse === '' ? (
          t('registers.list.empty')
        ) : (
          <>
            <div>{t('registers.list.empty')}</div>
            <div className="register-empty-filters">
              {t('registers.list.empty_filters', { filters: inUse })}
            </div>
          </>
        )
      }
    >
      {inUse === '' ? null : (
        <Button onClick={props.onClear} className="register-empty-clear">
          {t('registers.list.clear_filters')}
        </Button>
      )}
    </Empty>
  );
}
