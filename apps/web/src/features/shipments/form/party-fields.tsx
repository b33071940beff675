import {
  COUNTRY_CODES,
  COUNTRY_PROFILES,
  findCountryProfile,
  shipmentPartySchema,
  shipmentPhoneSchema,
} from '@console/domain';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../forms/phone-input.tsx';
import { CountryFlagImage } from '../../layout/country-flag.tsx';
import { ReferenceAutocomplete } from '../../registers/reference/reference-autocomplete.tsx';
import { schemaRule } from './shipment-form-validation.ts';

export type PartyRole = 'sender' | 'recipient';

/** Address parts; the short ones share a row even on a phone. */
const ADDRESS_FIELDS = [
  { name: 'street', xs: 24, span: 12 },
  { name: 'building', xs: 12, span: 6 },
  { name: 'flat', xs: 12, span: 6 },
  { name: 'block', xs: 12, span: 6 },
  { name: 'postCode', xs: 12, span: 6 },
  { name: 'city', xs: 24, span: 12 },
  { name: 'region', xs: 12, span: 12 },
  { name: 'note', xs: 12, span: 12 },
] as const;

/** The sender or the recipient (platform §3 "Sender/recipient party"). */
export function PartyFields({
  party: role,
  disabled,
}: {
  party: PartyRole;
  disabled: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const countryCode = Form.useWatch([role, 'countryCode'], form) as string | undefined;
  const settlementId = Form.useWatch([role, 'settlementId'], form) as string | null | undefined;
  const fieldText = (field: string) => t(`admin.pages.shipments.form.fields.${field}`);
  const shape = shipmentPartySchema.shape;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => {
        const profile = COUNTRY_PROFILES[code];
        return { value: code, label: `${profile.countryName} (${code})` };
      }),
    [],
  );

  return (
    <Card size="small" title={t(`admin.pages.shipments.form.${role}`)} className="shipment-party">
      <Row gutter={[12, 0]}>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'name']}
            label={fieldText('name')}
            required
            rules={[schemaRule(t, shape.name, [role, 'name'])]}
          >
            <Input disabled={disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'phone']}
            label={fieldText('phone')}
            required
            rules={[schemaRule(t, shipmentPhoneSchema, [role, 'phone'])]}
            extra={t('admin.pages.shipments.form.phone_hint')}
          >
            <PhoneInput disabled={disabled} mask={findCountryProfile(countryCode ?? '')?.phoneMask ?? ''} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'email']}
            label={fieldText('email')}
            rules={[schemaRule(t, shape.email, [role, 'email'], { emptyAs: null })]}
          >
            <Input disabled={disabled} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'countryCode']}
            label={fieldText('countryCode')}
            required
            rules={[schemaRule(t, shape.countryCode, [role, 'countryCode'])]}
          >
            <Select
              disabled={disabled}
              options={countries}
              showSearch={{ optionFilterProp: 'label' }}
              optionRender={(option) => (
                <>
                  <CountryFlagImage code={String(option.value)} country={String(option.label)} />{' '}
                  {option.label}
                </>
              )}
              onChange={() => form.setFieldValue([role, 'settlementId'], null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'companyTin']}
            label={fieldText('companyTin')}
            rules={[schemaRule(t, shape.companyTin, [role, 'companyTin'], { emptyAs: null })]}
          >
            <Input disabled={disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'companyName']}
            label={fieldText('companyName')}
            rules={[schemaRule(t, shape.companyName, [role, 'companyName'], { emptyAs: null })]}
          >
            <Input disabled={disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[role, 'settlementId']} label={fieldText('settlementId')}>
            <ReferenceAutocomplete
              register="settlements"
              disabled={disabled}
              aria-label={`${t(`admin.pages.shipments.form.${role}`)}: ${fieldText('settlementId')}`}
              {...(countryCode ? { params: { countryCodes: [countryCode] } } : {})}
              onChange={() => form.setFieldValue([role, 'divisionId'], null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[role, 'divisionId']} label={fieldText('divisionId')}>
            <ReferenceAutocomplete
              register="divisions"
              disabled={disabled}
              aria-label={`${t(`admin.pages.shipments.form.${role}`)}: ${fieldText('divisionId')}`}
              {...(settlementId ? { params: { settlementIds: [settlementId] } } : {})}
            />
          </Form.Item>
        </Col>
        {ADDRESS_FIELDS.map((field) => (
          <Col key={field.name} xs={field.xs} md={field.span}>
            <Form.Item name={[role, 'addressParts', field.name]} label={fieldText(field.name)}>
              <Input disabled={disabled} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
