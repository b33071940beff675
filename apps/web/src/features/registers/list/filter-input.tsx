import type { FilterDefinition, RegisterDefinition } from '@console/domain';
import { DatePicker, Form, Input, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { ReferenceAutocomplete } from '../reference/reference-autocomplete.tsx';
import { filterLabel, optionLabel } from '../register-labels.ts';
import { DELETION_ALL } from './list-state.ts';
import { referenceScope } from './reference-scope.ts';

/** Date inputs show DD.MM.YYYY from the year 2000 on (registers §5) and hold `YYYY-MM-DD`. */
export const DATE_INPUT_FORMAT = 'DD.MM.YYYY';
export const DATE_INPUT_MIN = dayjs('2000-01-01');
const ISO_DATE = 'YYYY-MM-DD';

/** Date pickers take dayjs values; forms and URLs keep the `YYYY-MM-DD` text. */
export const isoDateItemProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' && dayjs(value).isValid() ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(ISO_DATE) : undefined),
};

/** A filter over one field shares that field's option labels (`statuses` → `status`). */
export function optionNameOf(filter: FilterDefinition): string {
  return filter.fields?.length === 1 ? (filter.fields[0] ?? filter.name) : filter.name;
}

/** One filter of the panel, its input chosen by the definition's `input`. */
export function FilterField(props: { register: RegisterDefinition; filter: FilterDefinition }): ReactElement {
  const { t } = useTranslation();
  const { register, filter } = props;
  const label = filterLabel(t, register, filter);
  const optionName = optionNameOf(filter);
  const options = (filter.options ?? []).map((value) => ({
    value,
    label: optionLabel(t, register, optionName, value),
  }));
  const item = { name: filter.name, label } as const;
  const form = Form.useFormInstance();
  // A reference narrowed by another filter of the panel, or the user's country (countryFrom).
  const chosenCountries = Form.useWatch(filter.countryFrom?.filter ?? 'no-country-filter', form);
  const user = useCurrentUser().data;
  const userCountry = user?.division?.countryCode ?? user?.countryProfile.countryCode;
  const scope = referenceScope(filter, chosenCountries, userCountry);

  switch (filter.input) {
    case 'textList':
      return (
        <Form.Item {...item} extra={t('registers.filters_panel.list_hint')}>
          <Select
            mode="tags"
            tokenSeparators={[',', ' ', ';']}
            open={false}
            allowClear
            aria-label={label}
            suffixIcon={null}
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...item}>
          <Select options={options} allowClear aria-label={label} />
        </Form.Item>
      );
    case 'multiSelect':
      return (
        <Form.Item {...item}>
          <Select mode="multiple" options={options} allowClear aria-label={label} />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item {...item}>
          <Segmented
            aria-label={label}
            options={[
              { value: '', label: t('registers.values.any') },
              { value: 'true', label: t('registers.values.yes') },
              { value: 'false', label: t('registers.values.no') },
            ]}
          />
        </Form.Item>
      );
    case 'deletion':
      return (
        <Form.Item {...item}>
          <Segmented
            aria-label={label}
            options={[
              { value: DELETION_ALL, label: t('registers.deletion.all') },
              { value: 'true', label: t('registers.deletion.marked') },
              { value: 'false', label: t('registers.deletion.not_marked') },
            ]}
          />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...item} {...isoDateItemProps}>
          <DatePicker
            format={DATE_INPUT_FORMAT}
            minDate={DATE_INPUT_MIN}
            style={{ width: '100%' }}
            aria-label={label}
          />
        </Form.Item>
      );
    case 'reference':
    case 'referenceList':
      return (
        <Form.Item {...item}>
          {filter.input === 'reference' ? (
            <ReferenceAutocomplete register={filter.reference ?? ''} params={scope} aria-label={label} />
          ) : (
            <ReferenceAutocomplete
              register={filter.reference ?? ''}
              params={scope}
              multiple
              aria-label={label}
            />
          )}
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item}>
          <Input allowClear aria-label={label} />
        </Form.Item>
      );
  }
}
