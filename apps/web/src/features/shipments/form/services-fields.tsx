import {
  PAYER_TYPES,
  type PayerType,
  payerContractNumberSchema,
  SERVICE_CODE_LIST,
  type ServiceCode,
  type ShipmentService,
  serviceCostSummary,
  splitPayerName,
} from '@console/domain';
import { Card, Checkbox, Col, Descriptions, Form, Input, Radio, Row, Select, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceHotkeys } from '../../conditions/service-hotkeys.tsx';
import { schemaRule } from './shipment-form-validation.ts';
import { SERVICES_WITH_VALUE } from './shipment-form-values.ts';

/** Additional-service costs per currency, in its minor units, joined with ' + ' (platform §9). */
export function servicesSummary(services: readonly ShipmentService[]): string {
  return serviceCostSummary(
    services.map((service) => ({
      cost: service.cost,
      currencyCode: service.currencyCode,
      currencySymbol: service.symbol,
    })),
  );
}

function ServiceRow(props: { code: ServiceCode; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const { code, disabled } = props;
  const selected = Form.useWatch(['services', code, 'selected']) as boolean | undefined;
  const name = t(`admin.pages.shipments.form.services.${code}`, { defaultValue: code });
  const payerOptions = PAYER_TYPES.map((payer) => ({
    value: payer,
    label: t(`admin.pages.shipments.form.payer_types.${payer}`),
  }));
  return (
    <Row gutter={[8, 0]} align="middle" className="shipment-service">
      <Col xs={24} sm={10}>
        <Form.Item name={['services', code, 'selected']} valuePropName="checked" noStyle>
          <Checkbox disabled={disabled}>{name}</Checkbox>
        </Form.Item>
      </Col>
      {selected && (
        <>
          <Col xs={12} sm={7}>
            {SERVICES_WITH_VALUE.has(code) && (
              <Form.Item
                name={['services', code, 'value']}
                noStyle
                rules={[{ required: true, message: t('admin.pages.shipments.form.service_value_required') }]}
              >
                <Input
                  disabled={disabled}
                  type={code === 'PreferredDeliveryDate' ? 'date' : 'text'}
                  inputMode={code === 'PreferredDeliveryDate' ? undefined : 'decimal'}
                  aria-label={t('admin.pages.shipments.form.service_value', { service: name })}
                  placeholder={t(`admin.pages.shipments.form.service_values.${code}`, { defaultValue: '' })}
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name={['services', code, 'payerType']} noStyle initialValue="Sender">
              <Select
                disabled={disabled}
                options={payerOptions}
                style={{ width: '100%' }}
                aria-label={t('admin.pages.shipments.form.service_payer', { service: name })}
              />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}

/** The payer's full name split as the payment will carry it, when the payer is a person. */
function PayerNamePreview(): ReactElement | null {
  const { t } = useTranslation();
  const payerType = Form.useWatch('payerType') as PayerType | undefined;
  const role = payerType === 'Recipient' ? 'recipient' : 'sender';
  const name = Form.useWatch([role, 'name']) as string | undefined;
  const companyTin = Form.useWatch([role, 'companyTin']) as string | undefined;
  if (companyTin?.trim() || !name?.trim()) return null;
  const split = splitPayerName(name);
  return (
    <Descriptions
      size="small"
      column={3}
      title={t('admin.pages.shipments.form.payer_name_split')}
      items={[
        {
          key: 'firstName',
          label: t('admin.pages.shipments.form.first_name'),
          children: split.firstName || '—',
        },
        {
          key: 'lastName',
          label: t('admin.pages.shipments.form.last_name'),
          children: split.lastName || '—',
        },
        {
          key: 'patronymic',
          label: t('admin.pages.shipments.form.patronymic'),
          children: split.patronymic || '—',
        },
      ]}
    />
  );
}

/** Services, who pays, and what they cost once the server has priced them. */
export function ServicesFields(props: {
  disabled: boolean;
  /** Priced services of the saved shipment; a new one is priced when saved. */
  priced: readonly ShipmentService[] | null;
}): ReactElement {
  const { t } = useTranslation();
  const payerOptions = PAYER_TYPES.map((payer) => ({
    value: payer,
    label: t(`admin.pages.shipments.form.payer_types.${payer}`),
  }));
  const summary = props.priced ? servicesSummary(props.priced) : '';
  return (
    <Card size="small" title={t('admin.pages.shipments.form.services_title')} className="shipment-services">
      {SERVICE_CODE_LIST.map((code) => (
        <ServiceRow key={code} code={code} disabled={props.disabled} />
      ))}
      <ServiceHotkeys disabled={props.disabled} />
      <Typography.Paragraph strong className="shipment-services-summary" data-testid="services-summary">
        {t('admin.pages.shipments.form.services_total')}:{' '}
        {props.priced ? summary || '0.00' : t('admin.pages.shipments.form.priced_on_save')}
      </Typography.Paragraph>
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={12}>
          <Form.Item name="payerType" label={t('admin.pages.shipments.form.fields.payerType')}>
            <Radio.Group disabled={props.disabled} options={payerOptions} optionType="button" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="hasNip" valuePropName="checked" label=" ">
            <Checkbox disabled={props.disabled}>{t('admin.pages.shipments.form.fields.hasNip')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={14} sm={12}>
          <Form.Item
            name={['payerContractNumber', 'number']}
            label={t('admin.pages.shipments.form.fields.payerContractNumber')}
            rules={[
              schemaRule(t, payerContractNumberSchema.shape.number, ['payerContractNumber', 'number'], {
                optional: true,
              }),
            ]}
          >
            <Input disabled={props.disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={10} sm={12}>
          <Form.Item
            name={['payerContractNumber', 'from']}
            label={t('admin.pages.shipments.form.fields.contractFrom')}
          >
            <Select disabled={props.disabled} options={payerOptions} allowClear />
          </Form.Item>
        </Col>
      </Row>
      <PayerNamePreview />
    </Card>
  );
}
