import { operationCustomerOf, type Shipment, shipmentPartySchema, type Visit } from '@console/domain';
import { Form, Input, Modal } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../forms/phone-input.tsx';
import { zodRule } from '../../forms/zod-rule.ts';
import { createModification, type ModificationKind } from './visit-api.ts';
import { reportVisitError } from './visit-errors.ts';

interface RecipientValues {
  name: string;
  phone: string;
  countryCode: string;
  email?: string;
  address?: string;
  note?: string;
}

const T = 'admin.pages.visit.modification';
const party = shipmentPartySchema.shape;

/**
 * A visit that names no client (no phone, no CID) is the operator's own handling: an Internal
 * client (platform §9 client types), which takes the counterpart's phone (platform §3).
 */
export function clientTypeOf(visit: Pick<Visit, 'phone' | 'cid'>): 'Internal' | undefined {
  return visit.phone || visit.cid ? undefined : 'Internal';
}

/**
 * Return, redirect or change of data of a visit's shipment (platform §3 operation payload):
 * redirecting and change of data carry the new recipient; a return goes back to the sender.
 */
export function ModificationDialog(props: {
  kind: ModificationKind;
  visit: Visit;
  shipment: Shipment;
  onClose(saved: boolean): void;
}): ReactElement {
  const { t } = useTranslation();
  const { kind, visit, shipment } = props;
  const [form] = Form.useForm<RecipientValues>();
  const [saving, setSaving] = useState(false);
  const withRecipient = kind !== 'Return';
  const current = shipment.recipient;

  const submit = async (values: RecipientValues) => {
    setSaving(true);
    try {
      await createModification(visit.id, {
        documentId: shipment.id,
        type: kind,
        payload: {
          ...operationCustomerOf(kind, shipment, { type: clientTypeOf(visit), phone: visit.phone }),
          payerType: shipment.payerType,
          note: values.note || null,
          ...(withRecipient
            ? {
                recipient: {
                  ...current,
                  name: values.name,
                  phone: values.phone,
                  countryCode: values.countryCode.toUpperCase(),
                  email: values.email || null,
                  address: { ...(current.address ?? {}), string: values.address || null },
                },
              }
            : {}),
        },
      });
      props.onClose(true);
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(`${T}.title.${kind}`, { number: shipment.number })}
      okText={t(`${T}.submit`)}
      cancelText={t('admin.pages.visit.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => props.onClose(false)}
      destroyOnHidden
    >
      <Form<RecipientValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          name: current.name,
          phone: current.phone,
          countryCode: current.countryCode,
          email: current.email ?? '',
          address: current.address?.string ?? '',
        }}
      >
        {withRecipient && (
          <>
            <Form.Item name="name" label={t(`${T}.name`)} rules={[zodRule(party.name, t, t(`${T}.name`))]}>
              <Input autoFocus />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t(`${T}.phone`)}
              rules={[zodRule(party.phone, t, t(`${T}.phone`))]}
            >
              <PhoneInput />
            </Form.Item>
            <Form.Item
              name="countryCode"
              label={t(`${T}.country`)}
              rules={[zodRule(party.countryCode, t, t(`${T}.country`))]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={2} />
            </Form.Item>
            <Form.Item name="email" label={t(`${T}.email`)}>
              <Input type="email" />
            </Form.Item>
            <Form.Item name="address" label={t(`${T}.address`)}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} />
            </Form.Item>
          </>
        )}
        {!withRecipient && <p>{t(`${T}.return_hint`, { name: shipment.sender.name })}</p>}
        <Form.Item name="note" label={t(`${T}.note`)}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
