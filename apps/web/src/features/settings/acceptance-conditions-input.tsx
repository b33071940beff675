import { ACCEPTANCE_FORMS } from '@console/domain';
import { Flex, Switch, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type AcceptanceForm = (typeof ACCEPTANCE_FORMS)[number];
export type AcceptanceConditions = { form: AcceptanceForm; enabled: boolean }[];

/** Automatic acceptance per form (shipment, visit, PUDO): one switch each; the form control of `conditions`. */
export function AcceptanceConditionsInput(props: {
  value?: AcceptanceConditions;
  onChange?: (value: AcceptanceConditions) => void;
  id?: string;
}): ReactElement {
  const { t } = useTranslation();
  const value = props.value ?? [];
  const enabled = (form: AcceptanceForm) => value.some((entry) => entry.form === form && entry.enabled);

  const toggle = (form: AcceptanceForm, on: boolean) => {
    const next = ACCEPTANCE_FORMS.map((candidate) => ({
      form: candidate,
      enabled: candidate === form ? on : enabled(candidate),
    }));
    props.onChange?.(next);
  };

  return (
    <Flex vertical gap={10} id={props.id}>
      {ACCEPTANCE_FORMS.map((form) => (
        <Flex key={form} align="center" gap={12}>
          <Switch
            size="small"
            checked={enabled(form)}
            onChange={(on) => toggle(form, on)}
            aria-label={t(`admin.pages.settings.acceptance.forms.${form}`)}
          />
          <span>
            {t(`admin.pages.settings.acceptance.forms.${form}`)}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t(`admin.pages.settings.acceptance.forms_hint.${form}`)}
            </Typography.Text>
          </span>
        </Flex>
      ))}
    </Flex>
  );
}
