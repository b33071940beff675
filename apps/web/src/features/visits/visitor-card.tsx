import { MobileOutlined } from '@ant-design/icons';
import {
  can,
  canEditVisitPhone,
  type Shipment,
  type Visit,
  type VisitUpdate,
  visitUpdateSchema,
} from '@console/domain';
import { Button, Card, Flex, Form, Input, InputNumber, Tag, Tooltip, Typography } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../forms/phone-input.tsx';
import { zodRule } from '../../forms/zod-rule.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ClientDeliveryPoints } from './client-delivery-points.tsx';
import { ClientSmallTalk } from './client-small-talk.tsx';
import { updateVisit } from './visit-api.ts';
import { VisitCompany } from './visit-company.tsx';
import { reportVisitError } from './visit-errors.ts';

interface VisitorValues {
  fullName: string;
  phone: string;
  email: string;
  note: string;
  cod: number | null;
}

const T = 'admin.pages.visit.visitor';
const fields = visitUpdateSchema.shape;

function valuesOf(visit: Visit): VisitorValues {
  return {
    fullName: visit.fullName ?? '',
    phone: visit.phone ?? '',
    email: visit.email ?? '',
    note: visit.note ?? '',
    cod: visit.cod,
  };
}

/** The visitor and the note; saving sends the whole visit with its lockVersion (registers §7). */
export function VisitorCard(props: {
  visit: Visit;
  shipments: ReadonlyMap<string, Shipment>;
  editable: boolean;
  onSaved(visit: Visit): Promise<void>;
  onFailed(): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const { visit, shipments, editable } = props;
  const [form] = Form.useForm<VisitorValues>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const phoneEditable = editable && canEditVisitPhone(visit, [...shipments.values()]);
  // COD cash: changed by administrator-god only (platform §6), shown to others once it is set.
  const { data: user } = useCurrentUser();
  const codEditable = editable && can({ groups: user?.groups ?? [] }, 'editCodCash');

  useEffect(() => {
    form.setFieldsValue(valuesOf(visit));
    setDirty(false);
  }, [form, visit]);

  const send = async (changes: Partial<VisitUpdate>) => {
    setSaving(true);
    try {
      await props.onSaved(await updateVisit(visit, changes));
    } catch (error) {
      reportVisitError(t, error);
      await props.onFailed();
    } finally {
      setSaving(false);
    }
  };

  const save = (values: VisitorValues) =>
    send({
      fullName: values.fullName.trim() || null,
      ...(phoneEditable ? { phone: values.phone.trim() || null } : {}),
      email: values.email.trim() || null,
      note: values.note.trim() || null,
      ...(codEditable ? { cod: values.cod ?? null } : {}),
    });

  return (
    <Card size="small" title={t(`${T}.title`)}>
      {visit.cid && (
        <Flex align="center" gap={6} wrap className="visit-cid" aria-label={t(`${T}.cid`)}>
          <Tag icon={<MobileOutlined />} color="blue">
            {visit.cid.id}
          </Tag>
          <Typography.Text>{visit.cid.profile.name}</Typography.Text>
          {editable && (
            <Button type="link" size="small" disabled={saving} onClick={() => void send({ cid: null })}>
              {t(`${T}.cid_forget`)}
            </Button>
          )}
        </Flex>
      )}
      {user && (
        <VisitCompany
          visit={visit}
          editable={editable && !saving}
          countryCode={user.countryProfile.countryCode}
          onChosen={(companyTin) => send({ companyTin })}
        />
      )}
      <Form<VisitorValues>
        form={form}
        layout="vertical"
        size="small"
        disabled={!editable}
        initialValues={valuesOf(visit)}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="fullName"
          label={t(`${T}.full_name`)}
          rules={[zodRule(fields.fullName, t, t(`${T}.full_name`), { emptyAs: null })]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Tooltip title={phoneEditable || !editable ? null : t(`${T}.phone_locked`)}>
          <Form.Item
            name="phone"
            label={t(`${T}.phone`)}
            rules={[zodRule(fields.phone, t, t(`${T}.phone`), { emptyAs: null })]}
          >
            <PhoneInput disabled={!phoneEditable} />
          </Form.Item>
        </Tooltip>
        <Form.Item
          name="email"
          label={t(`${T}.email`)}
          rules={[zodRule(fields.email, t, t(`${T}.email`), { emptyAs: null })]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        {(codEditable || visit.cod !== null) && (
          <Form.Item name="cod" label={t(`${T}.cod`)}>
            <InputNumber min={0} precision={2} disabled={!codEditable} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t(`${T}.note`)}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
        </Form.Item>
        {visit.phone && <ClientDeliveryPoints phone={visit.phone} />}
        {visit.phone && user && (
          <ClientSmallTalk phone={visit.phone} countryCode={user.countryProfile.countryCode} />
        )}
        {editable && (
          <Button htmlType="submit" type={dirty ? 'primary' : 'default'} loading={saving} disabled={!dirty}>
            {t(`${T}.save`)}
          </Button>
        )}
      </Form>
    </Card>
  );
}
