import type { FilterDefinition, RegisterDefinition } from '@console/domain';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceLabels } from '../reference/use-reference-search.ts';
import { filterLabel, optionLabel } from '../register-labels.ts';
import { registerByKey } from '../register-lookup.ts';
import { DATE_INPUT_FORMAT, optionNameOf } from './filter-input.tsx';
import type { FilterValue, FilterValues } from './list-state.ts';

/** Values a tag names before it says "+ n more". */
const SHOWN_VALUES = 3;

function valueText(
  t: TFunction,
  register: RegisterDefinition,
  filter: FilterDefinition,
  value: string,
  references: Readonly<Record<string, string>>,
): string {
  switch (filter.input) {
    case 'date':
      return dayjs(value).isValid() ? dayjs(value).format(DATE_INPUT_FORMAT) : value;
    case 'select':
    case 'multiSelect':
      return optionLabel(t, register, optionNameOf(filter), value);
    case 'boolean':
      return value === 'true' ? t('registers.values.yes') : t('registers.values.no');
    case 'deletion':
      return value === 'true' ? t('registers.deletion.marked') : t('registers.deletion.not_marked');
    case 'reference':
    case 'referenceList':
      return references[value] ?? value;
    default:
      return value;
  }
}

/** What a tag says: `Status: Draft, Accepted`, at most three values and the count of the rest. */
export function filterTagText(
  t: TFunction,
  register: RegisterDefinition,
  filter: FilterDefinition,
  value: FilterValue,
  references: Readonly<Record<string, string>> = {},
): string {
  const values = Array.isArray(value) ? value : [value];
  const shown = values.slice(0, SHOWN_VALUES).map((item) => valueText(t, register, filter, item, references));
  const rest = values.length - shown.length;
  return `${filterLabel(t, register, filter)}: ${shown.join(', ')}${rest > 0 ? ` +${rest}` : ''}`;
}

function FilterTag(props: {
  register: RegisterDefinition;
  filter: FilterDefinition;
  value: FilterValue;
  /** The filter was refused by its rule: it is shown, in red, but the list is not filtered by it. */
  refused: boolean;
  onRemove(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { register, filter, value } = props;
  const isReference = filter.input === 'reference' || filter.input === 'referenceList';
  const target = isReference && filter.reference ? registerByKey(filter.reference) : undefined;
  const references = useReferenceLabels(target, Array.isArray(value) ? value : [value]);
  const applied = filterTagText(t, register, filter, value, references);
  const text = props.refused ? t('registers.filters_panel.not_applied', { label: applied }) : applied;
  return (
    <Tag
      color={props.refused ? 'error' : undefined}
      closable={{ 'aria-label': t('registers.filters_panel.remove', { label: text }) }}
      className="register-filter-tag"
      title={text}
      onClose={(event) => {
        event.preventDefault();
        props.onRemove();
      }}
    >
      <span className="register-filter-tag-text">{text}</span>
    </Tag>
  );
}

/**
 * The filters of the URL as closable tags; closing one clears that filter. A filter its rule refused
 * (registers §5: reported and left out) says it is not applied, so the rows are not taken for filtered.
 */
export function ActiveFilterTags(props: {
  register: RegisterDefinition;
  filters: FilterValues;
  refused: ReadonlySet<string>;
  onRemove(name: string): void;
}): ReactElement | null {
  const { t } = useTranslation();
  const { register, filters } = props;
  const active = register.filters.filter((filter) => filters[filter.name] !== undefined);
  if (active.length === 0) return null;
  return (
    <ul className="register-filter-tags" aria-label={t('registers.filters_panel.active')}>
      {active.map((filter) => (
        <li key={filter.name}>
          <FilterTag
            register={register}
            filter={filter}
            value={filters[filter.name] ?? ''}
            refused={props.refused.has(filter.name)}
            onRemove={() => props.onRemove(filter.name)}
          />
        </li>
      ))}
    </ul>
  );
}
