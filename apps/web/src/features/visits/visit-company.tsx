import { type CompanyCrm, companyCrmSchema, type Visit } from '@console/domain';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { addError } from '../../api/error-list.ts';
import { zodRule } from '../../forms/zod-rule.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';

const T = 'admin.pages.visit.visitor.company';
const fields = companyCrmSchema.shape;

interface CompanyValues {
  tin: string;
  name: string;
  countryCode: string | null;
}

/** `POST companies-crm`: 201 when the company is new, 200 when the one by that tin was updated. */
export async function registerCompany(body: CompanyCrm): Promise<{ tin: string; name: string }> {
  const { data } = await apiClient.post<{ tin: string; name: string }>('companies-crm', body);
  return data;
}

/**
 * The company the visitor comes for (registers §7 "Catalogue: POST companies-crm"): the companies
 * register is read-only (platform §6), so the counter registers a company it does not know, or
 * corrects the one it has, by its tin, and the visit takes that tin.
 */
export function VisitCompany(props: {
  visit: Visit;
  editable: boolean;
  countryCode: string;
  onChosen(companyTin: string): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<CompanyValues>();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.countryCode) return;
    setSaving(true);
    try {
      const company = await registerCompany({
        tin: values.tin.trim(),
        name: values.name.trim(),
        countryCode: values.countryCode,
      });
      setOpen(false);
      await props.onChosen(company.tin);
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex align="baseline" gap={8} wrap className="visit-company">
      <Typography.Text type="secondary">{t(`${T}.label`)}:</Typography.Text>
      <Typography.Text data-testid="visit-company-tin">{props.visit.companyTin ?? '—'}</Typography.Text>
      {props.editable && (
        <Button
          type="link"
          size="small"
          onClick={() => {
            form.setFieldsValue({
              tin: props.visit.companyTin ?? '',
              name: '',
              countryCode: props.countryCode,
            });
            setOpen(true);
          }}
        >
          {t(`${T}.register`)}
        </Button>
      )}
      <Modal
        open={open}
        title={t(`${T}.dialog_title`)}
        okText={t(`${T}.save`)}
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<CompanyValues> form={form} name="visit-company" layout="vertical">
          <Form.Item name="tin" label={t(`${T}.tin`)} rules={[zodRule(fields.tin, t, t(`${T}.tin`))]}>
            <Input autoComplete="off" autoFocus />
          </Form.Item>
          <Form.Item name="name" label={t(`${T}.name`)} rules={[zodRule(fields.name, t, t(`${T}.name`))]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="countryCode"
            label={t(`${T}.country`)}
            rules={[{ required: true, message: t(`${T}.required`) }]}
          >
            <ReferenceAutocomplete register="countries" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
