import { EnvironmentOutlined } from '@ant-design/icons';
import type { FieldDefinition, RegisterDefinition } from '@console/domain';
import {
  Button,
  DatePicker,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactElement, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../../../forms/zod-rule.ts';
import { DATE_INPUT_FORMAT, DATE_INPUT_MIN, isoDateItemProps } from '../list/filter-input.tsx';
import { ReferenceAutocomplete } from '../reference/reference-autocomplete.tsx';
import { fieldLabel, optionLabel } from '../register-labels.ts';
import { referenceNameField } from './editor-values.ts';
import { STRUCTURED_INPUTS, StructuredField } from './structured-field.tsx';

const CoordinateMapModal = lazy(() =>
  import('../map/coordinate-map-modal.tsx').then((module) => ({ default: module.CoordinateMapModal })),
);
const PolygonField = lazy(() =>
  import('../map/polygon-field.tsx').then((module) => ({ default: module.PolygonField })),
);

/** Fields that take the whole width of the form. */
export const WIDE_INPUTS: ReadonlySet<FieldDefinition['input']> = new Set([
  'textarea',
  'polygon',
  ...STRUCTURED_INPUTS,
]);

const dateTimeItemProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && dayjs(value).isValid() ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.toISOString() : null),
};
const timeItemProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && /^\d{2}:\d{2}/.test(value) ? dayjs(`2000-01-01T${value}`) : null,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('HH:mm') : null),
};

let timeZoneOptions: { value: string; label: string }[] | undefined;
/** The time zones the browser knows (DESIGN.md "time zones from Intl.supportedValuesOf"). */
function timeZones(): { value: string; label: string }[] {
  timeZoneOptions ??= Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));
  return timeZoneOptions;
}

/** One field of the generic editor, its input chosen by the definition (registers §2.2). */
export function EditorField(props: {
  register: RegisterDefinition;
  field: FieldDefinition;
  editable: boolean;
  /** The field's rule in the body schema, when the schema has one. */
  schema: z.ZodType | undefined;
  record: Record<string, unknown> | null;
}): ReactElement {
  const { t } = useTranslation();
  const { register, field, editable, record } = props;
  const label = fieldLabel(t, register, field.name);
  if (STRUCTURED_INPUTS.has(field.input)) return <StructuredField {...props} />;
  const rules: FormRule[] = [];
  if (editable && props.schema) rules.push(zodRule(props.schema, t, label));
  const item = { name: field.name, label, rules, required: editable && field.required } as const;
  const disabled = !editable;
  const options = (field.options ?? []).map((value) => ({
    value,
    label: optionLabel(t, register, field.name, value),
  }));

  switch (field.input) {
    case 'textarea':
      return (
        <Form.Item {...item}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 12 }} disabled={disabled} />
        </Form.Item>
      );
    case 'number':
    case 'integer':
      return (
        <Form.Item {...item}>
          <InputNumber
            style={{ width: '100%' }}
            disabled={disabled}
            {...(field.input === 'integer' ? { precision: 0 } : {})}
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item {...item} valuePropName="checked">
          <Switch disabled={disabled} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item {...item}>
          <Select options={options} allowClear disabled={disabled} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...item} {...isoDateItemProps}>
          <DatePicker
            format={DATE_INPUT_FORMAT}
            minDate={DATE_INPUT_MIN}
            style={{ width: '100%' }}
            disabled={disabled}
          />
        </Form.Item>
      );
    case 'datetime':
      return (
        <Form.Item {...item} {...dateTimeItemProps}>
          <DatePicker
            showTime
            format={`${DATE_INPUT_FORMAT} HH:mm`}
            minDate={DATE_INPUT_MIN}
            style={{ width: '100%' }}
            disabled={disabled}
          />
        </Form.Item>
      );
    case 'time':
      return (
        <Form.Item {...item} {...timeItemProps}>
          <TimePicker format="HH:mm" style={{ width: '100%' }} disabled={disabled} />
        </Form.Item>
      );
    case 'reference': {
      const value = record?.[field.name];
      const known = record?.[referenceNameField(field.name)];
      const knownLabels =
        typeof value === 'string' && typeof known === 'string' ? { [value]: known } : undefined;
      return (
        <Form.Item {...item}>
          <ReferenceAutocomplete
            register={field.reference ?? ''}
            disabled={disabled}
            aria-label={label}
            {...(knownLabels ? { knownLabels } : {})}
            {...(field.referenceCase ? { storedCase: field.referenceCase } : {})}
          />
        </Form.Item>
      );
    }
    case 'textList':
      return (
        <Form.Item {...item}>
          <Select
            mode="tags"
            tokenSeparators={[',', ';']}
            open={false}
            suffixIcon={null}
            disabled={disabled}
            aria-label={label}
          />
        </Form.Item>
      );
    case 'timezone':
      return (
        <Form.Item {...item}>
          <TimeZoneSelect disabled={disabled} aria-label={label} />
        </Form.Item>
      );
    case 'latitude':
    case 'longitude':
      return <CoordinateField {...props} item={item} label={label} />;
    case 'polygon':
      return (
        <Form.Item {...item}>
          <PolygonFieldLoader disabled={disabled} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item}>
          <Input disabled={disabled} />
        </Form.Item>
      );
  }
}

function TimeZoneSelect(props: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}): ReactElement {
  const options = useMemo(() => {
    const known = timeZones();
    // A stored zone the browser spells otherwise (Europe/Kyiv, Europe/Kiev) stays choosable.
    return props.value && !known.some((option) => option.value === props.value)
      ? [{ value: props.value, label: props.value }, ...known]
      : known;
  }, [props.value]);
  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      value={props.value ?? null}
      onChange={(value) => props.onChange?.(value ?? null)}
      options={options}
      disabled={props.disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function PolygonFieldLoader(props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="register-map">{t('registers.map.loading')}</div>}>
      <PolygonField {...props} />
    </Suspense>
  );
}

/** Latitude or longitude with the map button (registers §2.1); a click on the map sets both. */
function CoordinateField(props: {
  register: RegisterDefinition;
  field: FieldDefinition;
  editable: boolean;
  item: { name: string; label: string; rules: FormRule[]; required: boolean | undefined };
  label: string;
}): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const { register, field } = props;
  const partnerInput = field.input === 'latitude' ? 'longitude' : 'latitude';
  const partner = register.fields.find((candidate) => candidate.input === partnerInput);
  const latitudeName = field.input === 'latitude' ? field.name : partner?.name;
  const longitudeName = field.input === 'longitude' ? field.name : partner?.name;

  const point = () => {
    const latitude = latitudeName ? form.getFieldValue(latitudeName) : undefined;
    const longitude = longitudeName ? form.getFieldValue(longitudeName) : undefined;
    return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  };

  return (
    <Form.Item label={props.label} required={props.item.required}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={props.item.name} rules={props.item.rules} noStyle>
          <InputNumber
            style={{ width: '100%' }}
            disabled={!props.editable}
            aria-label={props.label}
            step={0.000001}
          />
        </Form.Item>
        <Button
          icon={<EnvironmentOutlined />}
          aria-label={t('registers.map.open', { field: props.label })}
          onClick={() => setOpen(true)}
        />
      </Space.Compact>
      {open && (
        <Suspense fallback={null}>
          <CoordinateMapModal
            open={open}
            point={point()}
            readOnly={!props.editable}
            onClose={() => setOpen(false)}
            onPick={(picked) => {
              const values: Record<string, number> = {};
              if (latitudeName) values[latitudeName] = picked.latitude;
              if (longitudeName) values[longitudeName] = picked.longitude;
              form.setFieldsValue(values);
              void form.validateFields(Object.keys(values)).catch(() => undefined);
            }}
          />
        </Suspense>
      )}
    </Form.Item>
  );
}
