import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { invoiceSchema } from '@console/domain';
import { Button, Card, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from './shipment-form-validation.ts';

/** International shipping reveals the customs invoice (platform §3 "invoice", registers §5 "Invoice"). */
export function InvoiceFields({ disabled }: { disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const international = Form.useWatch('internationalShipping') as boolean | undefined;
  const fieldText = (field: string) => t(`admin.pages.shipments.form.fields.${field}`);
  return (
    <Card size="small" title={t('admin.pages.shipments.form.invoice_title')} className="shipment-invoice">
      <Form.Item
        name="internationalShipping"
        valuePropName="checked"
        label={fieldText('internationalShipping')}
      >
        <Switch disabled={disabled} />
      </Form.Item>
      {international && (
        <>
          <Row gutter={[12, 0]}>
            <Col xs={12} md={8}>
              <Form.Item
                name={['invoice', 'currencyCode']}
                label={fieldText('currencyCode')}
                required
                normalize={(value: string) => value?.toUpperCase()}
                rules={[schemaRule(t, invoiceSchema.shape.currencyCode, ['invoice', 'currencyCode'])]}
              >
                <Input disabled={disabled} maxLength={3} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name={['invoice', 'totalCost']}
                label={fieldText('totalCost')}
                required
                rules={[schemaRule(t, invoiceSchema.shape.totalCost, ['invoice', 'totalCost'])]}
              >
                <InputNumber
                  disabled={disabled}
                  min={0}
                  step={0.01}
                  precision={2}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.List name={['invoice', 'items']}>
            {(rows, { add, remove }) => (
              <>
                {rows.map((row, index) => (
                  <Row key={row.key} gutter={[8, 0]} align="top">
                    <Col xs={24} md={9}>
                      <Form.Item
                        name={[row.name, 'description']}
                        label={`${index + 1}. ${fieldText('itemDescription')}`}
                        rules={[
                          {
                            required: true,
                            message: t('admin.joi.any.required', { attribute: fieldText('itemDescription') }),
                          },
                        ]}
                      >
                        <Input disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[row.name, 'quantity']} label={fieldText('quantity')} initialValue={1}>
                        <InputNumber disabled={disabled} min={1} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[row.name, 'value']} label={fieldText('itemValue')}>
                        <InputNumber
                          disabled={disabled}
                          min={0}
                          step={0.01}
                          precision={2}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={5}>
                      <Form.Item name={[row.name, 'hsCode']} label={fieldText('hsCode')}>
                        <Input disabled={disabled} />
                      </Form.Item>
                    </Col>
                    <Col xs={2} md={2} className="shipment-parcel-remove">
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={disabled}
                        aria-label={t('admin.pages.shipments.form.remove_item', { number: index + 1 })}
                        onClick={() => remove(row.name)}
                      />
                    </Col>
                  </Row>
                ))}
                {!disabled && (
                  <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    {t('admin.pages.shipments.form.add_item')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </>
      )}
    </Card>
  );
}
