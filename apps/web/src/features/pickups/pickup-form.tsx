import type { PickupCreate } from '@console/domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductError } from '../../api/product-error.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { type AddressValues, PickupAddressFields } from './pickup-address-fields.tsx';
import { type ArrivalValues, arrivalBody, PickupArrivalFields } from './pickup-arrival-fields.tsx';
import { type ContactValues, contactBody, PickupContactFields } from './pickup-contact-fields.tsx';

interface FormValues extends AddressValues, ContactValues, ArrivalValues {
  countryCode: string;
  note?: string;
}

/** The create form of a pickup (pickups_create): contact, address on the map, the courier's day. */
export function PickupForm(props: {
  defaultCountry: string;
  saving: boolean;
  error: unknown;
  onSubmit(body: PickupCreate): void;
}): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const countryCode = (Form.useWatch('countryCode', form) as string | undefined) ?? props.defaultCountry;

  const point = () => {
    const { latitude, longitude } = form.getFieldsValue();
    return {
      latitude: typeof latitude === 'number' ? latitude : null,
      longitude: typeof longitude === 'number' ? longitude : null,
    };
  };

  const submit = (values: FormValues) => {
    props.onSubmit({
      contact: contactBody(values),
      address: {
        string: values.addressString ?? '',
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
      },
      addressParts: {
        street: values.street || null,
        building: values.building || null,
        postCode: values.postCode || null,
        city: values.city || null,
        flat: values.flat || null,
      },
      settlementId: values.settlementId ?? null,
      streetId: values.streetId ?? null,
      buildingId: values.buildingId ?? null,
      countryCode: values.countryCode,
      note: values.note || null,
      ...arrivalBody(values),
    });
  };

  const failure = props.error instanceof ProductError ? props.error : null;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ countryCode: props.defaultCountry }}
      onFinish={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Ctrl-Enter creates (registers §9); a plain Enter picks in a field and never sends the form.
        if (event.ctrlKey || event.metaKey) form.submit();
        else if (event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      className="pickup-form"
    >
      <Card title={t('admin.pages.pickups.contact')} size="small">
        <PickupContactFields
          aside={
            <Form.Item
              name="countryCode"
              label={t('admin.pages.pickups.country')}
              rules={[{ required: true }]}
            >
              <ReferenceAutocomplete register="countries" aria-label={t('admin.pages.pickups.country')} />
            </Form.Item>
          }
        />
      </Card>
      <Card title={t('admin.pages.pickups.address')} size="small">
        <PickupAddressFields countryCode={countryCode} />
      </Card>
      <Card title={t('admin.pages.pickups.arrival')} size="small">
        <PickupArrivalFields countryCode={countryCode} point={point} />
        <Form.Item name="note" label={t('admin.pages.pickups.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Card>
      {failure && <Alert type="error" showIcon title={failure.message} />}
      <Button type="primary" htmlType="submit" loading={props.saving}>
        {t('admin.pages.pickups.create')}
      </Button>
    </Form>
  );
}
