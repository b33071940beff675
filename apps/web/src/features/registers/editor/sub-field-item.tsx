import { cmToMm, gramsToKg, kgToGrams, mmToCm, type SubFieldDefinition } from '@console/domain';
import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DATE_INPUT_FORMAT, DATE_INPUT_MIN } from '../list/filter-input.tsx';
import { type InputPath, subFieldRule, UNIT_SCALE } from './structured-fields.ts';

/** Dates inside rows: `YYYY-MM-DD` text, an emptied picker as null so the saved row loses the date. */
const dateItemProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' && dayjs(value).isValid() ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null),
};

const TO_STORED: Readonly<Record<string, (shown: number) => number>> = { length: cmToMm, weight: kgToGrams };
const TO_SHOWN: Readonly<Record<string, (stored: number) => number>> = { length: mmToCm, weight: gramsToKg };

/**
 * A size or weight: the form keeps the stored mm or g, the input shows and takes cm or kg
 * (registers §9 "Units"). Emptied, it holds null: no limit.
 */
function MeasureInput(props: {
  measure: 'length' | 'weight';
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}): ReactElement {
  const { measure, value } = props;
  const toShown = TO_SHOWN[measure] ?? ((stored: number) => stored);
  const toStored = TO_STORED[measure] ?? ((shown: number) => shown);
  return (
    <InputNumber<number>
      id={props.id}
      aria-label={props['aria-label']}
      value={typeof value === 'number' ? toShown(value) : null}
      onChange={(shown) => props.onChange?.(typeof shown === 'number' ? toStored(shown) : null)}
      disabled={props.disabled}
      min={0}
      suffix={UNIT_SCALE[measure]?.unit}
      style={{ width: '100%' }}
    />
  );
}

/**
 * One input inside a structured field, chosen by its definition. `name` is the form name where
 * it sits (relative inside a list), `path` the absolute one its rule checks.
 */
export function SubFieldItem(props: {
  sub: SubFieldDefinition;
  name: InputPath;
  path: InputPath;
  label: string;
  /** Inputs in table cells show no label: this names them to assistive technology (`Name, row 2`). */
  cellLabel?: string;
  schema: z.ZodType | undefined;
  disabled: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { sub, label, disabled } = props;
  const scale = UNIT_SCALE[sub.input]?.scale ?? 1;
  const ariaLabel = props.cellLabel;
  const item = {
    name: props.name,
    label: ariaLabel === undefined ? label : undefined,
    required: !disabled && sub.required,
    rules: disabled ? [] : [subFieldRule(t, props.schema, props.path, label, { scale })],
    className: ariaLabel === undefined ? undefined : 'register-cell-item',
  };

  switch (sub.input) {
    case 'boolean':
      return (
        <Form.Item {...item} valuePropName="checked">
          <Switch disabled={disabled} aria-label={ariaLabel} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...item}>
          <InputNumber min={0} style={{ width: '100%' }} disabled={disabled} aria-label={ariaLabel} />
        </Form.Item>
      );
    case 'length':
    case 'weight':
      return (
        <Form.Item {...item}>
          <MeasureInput measure={sub.input} disabled={disabled} aria-label={ariaLabel} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...item} {...dateItemProps}>
          <DatePicker
            format={DATE_INPUT_FORMAT}
            minDate={DATE_INPUT_MIN}
            style={{ width: '100%' }}
            disabled={disabled}
            aria-label={ariaLabel}
          />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item}>
          <Input disabled={disabled} aria-label={ariaLabel} autoComplete="off" />
        </Form.Item>
      );
  }
}
