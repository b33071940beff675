import type { FieldDefinition, RegisterDefinition } from '@console/domain';
import { Form } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldLabel } from '../register-labels.ts';
import { GroupField } from './group-field.tsx';
import { KeyValuesField } from './key-values-field.tsx';
import { RowsField } from './rows-field.tsx';
import { subFieldRule } from './structured-fields.ts';
import { WeekScheduleField } from './week-schedule-field.tsx';
import './structured-fields.css';

/** Inputs that edit an object or a list through inputs of their own. */
export const STRUCTURED_INPUTS: ReadonlySet<FieldDefinition['input']> = new Set([
  'group',
  'rows',
  'weekSchedule',
  'keyValues',
]);

/** Takes the value the surrounding form item hands over; its own inputs hold the parts. */
function Parts(props: {
  value?: unknown;
  onChange?: unknown;
  id?: string;
  children: ReactNode;
}): ReactElement {
  return <div id={props.id}>{props.children}</div>;
}

/**
 * A structured field of the generic editor. The item named after the field shows what is wrong
 * with the value as a whole; each input inside shows what is wrong with its own part.
 */
export function StructuredField(props: {
  register: RegisterDefinition;
  field: FieldDefinition;
  editable: boolean;
  schema: z.ZodType | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { register, field, editable, schema } = props;
  const label = fieldLabel(t, register, field.name);
  const disabled = !editable;
  // Alone on its tab, the field goes without a label: the tab already names it.
  const alone = register.fields.filter((candidate) => candidate.tab === field.tab).length === 1;
  const item = {
    name: field.name,
    label: alone ? undefined : label,
    rules: editable ? [subFieldRule(t, schema, [field.name], label, { exact: true })] : [],
  };
  const common = { register, fieldName: field.name, schema, disabled };

  switch (field.input) {
    case 'keyValues':
      return (
        <Form.Item {...item}>
          <KeyValuesField />
        </Form.Item>
      );
    case 'weekSchedule':
      return (
        <Form.Item {...item}>
          <Parts>
            <WeekScheduleField {...common} />
          </Parts>
        </Form.Item>
      );
    case 'rows':
      return (
        <Form.Item {...item}>
          <Parts>
            <RowsField {...common} columns={field.fields ?? []} />
          </Parts>
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item}>
          <Parts>
            <GroupField {...common} fields={field.fields ?? []} path={[field.name]} />
          </Parts>
        </Form.Item>
      );
  }
}
