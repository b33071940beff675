import { type Shipment, shipmentDraftSchema } from '@console/domain';
import { App, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../../api/error-list.ts';
import { ProductError } from '../../../api/product-error.ts';
import { useApplyPromoCode } from '../shipment-api.ts';
import { schemaRule } from './shipment-form-validation.ts';

/** A promo code re-prices the delivery service of a saved shipment (`POST shipments/{id}/promo-codes`). */
function PromoCode({ shipment, disabled }: { shipment: Shipment; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useApplyPromoCode(shipment.id);
  const submit = async () => {
    setRefusal(null);
    try {
      await apply.mutateAsync(code.trim());
      setCode('');
      void message.success(t('admin.pages.shipments.form.promo_applied'));
    } catch (error) {
      if (error instanceof ProductError && error.status === 422)
        setRefusal(t('admin.pages.shipments.form.promo_invalid'));
      else addError(error);
    }
  };
  return (
    <Form.Item
      label={t('admin.pages.shipments.form.fields.promoCode')}
      validateStatus={refusal ? 'error' : undefined}
      help={
        refusal ??
        (shipment.promoCode
          ? t('admin.pages.shipments.form.promo_current', { code: shipment.promoCode })
          : undefined)
      }
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={code}
          disabled={disabled}
          onChange={(event) => setCode(event.target.value)}
          aria-label={t('admin.pages.shipments.form.fields.promoCode')}
        />
        <Button
          disabled={disabled || code.trim() === ''}
          loading={apply.isPending}
          onClick={() => void submit()}
        >
          {t('admin.pages.shipments.form.promo_apply')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** Client order, note and, once saved, the promo code. */
export function OtherFields({
  disabled,
  shipment,
}: {
  disabled: boolean;
  shipment: Shipment | null;
}): ReactElement {
  const { t } = useTranslation();
  const shape = shipmentDraftSchema.shape;
  return (
    <Card size="small" title={t('admin.pages.shipments.form.other_title')}>
      <Row gutter={[12, 0]}>
        <Col xs={24} md={8}>
          <Form.Item
            name="clientOrder"
            label={t('admin.pages.shipments.form.fields.clientOrder')}
            rules={[schemaRule(t, shape.clientOrder, ['clientOrder'], { optional: true })]}
          >
            <Input disabled={disabled} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="note"
            label={t('admin.pages.shipments.form.fields.note')}
            rules={[schemaRule(t, shape.note, ['note'], { optional: true })]}
          >
            <Input.TextArea disabled={disabled} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {shipment ? (
            <PromoCode shipment={shipment} disabled={disabled} />
          ) : (
            <Typography.Text type="secondary">
              {t('admin.pages.shipments.form.promo_after_save')}
            </Typography.Text>
          )}
        </Col>
      </Row>
    </Card>
  );
}
