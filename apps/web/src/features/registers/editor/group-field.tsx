import type { RegisterDefinition, SubFieldDefinition } from '@console/domain';
import { Col, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type InputPath, subFieldLabel } from './structured-fields.ts';
import { SubFieldItem } from './sub-field-item.tsx';

/**
 * An object edited through its inputs (a division's limitations, its attributes); a nested group
 * is a titled block of its own (the sender's and the recipient's limits of a place).
 */
export function GroupField(props: {
  register: RegisterDefinition;
  /** The top-level field the group belongs to; its labels live under its name. */
  fieldName: string;
  fields: readonly SubFieldDefinition[];
  path: InputPath;
  /** The top-level field's schema: every input checks the whole value with it. */
  schema: z.ZodType | undefined;
  disabled: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { register, fieldName } = props;
  // Inside a half-width block two inputs share a line; at the top, three.
  const leafColumn = props.path.length > 1 ? { xs: 24, sm: 12 } : { xs: 24, md: 12, xl: 8 };
  return (
    <Row gutter={[16, 0]}>
      {props.fields.map((sub) => {
        const path = [...props.path, sub.name];
        const label = subFieldLabel(t, register, fieldName, sub.name);
        if (sub.input === 'group') {
          return (
            <Col key={sub.name} xs={24} lg={12}>
              <fieldset className="register-group">
                <legend>{label}</legend>
                <GroupField {...props} fields={sub.fields ?? []} path={path} />
              </fieldset>
            </Col>
          );
        }
        return (
          <Col key={sub.name} {...leafColumn}>
            <SubFieldItem
              sub={sub}
              name={path}
              path={path}
              label={label}
              schema={props.schema}
              disabled={props.disabled}
            />
          </Col>
        );
      })}
    </Row>
  );
}
