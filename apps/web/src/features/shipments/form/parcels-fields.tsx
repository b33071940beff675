import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  cmToMm,
  gramsToKg,
  PARCEL_NUMBER_PATTERN,
  parcelInputSchema,
  SHIPMENT_DIMENSION_LIMITS,
  volumetricWeightGrams,
} from '@console/domain';
import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { parcelMeasureRule, schemaRule } from './shipment-form-validation.ts';
import { blankParcel, type ParcelValues } from './shipment-form-values.ts';

/** At most 50 parcels (`shipmentDraftSchema`). */
const MAX_PARCELS = 50;

const MEASURES = [
  { name: 'actualWeight', unit: 'kg', limit: SHIPMENT_DIMENSION_LIMITS.actualWeight, required: true },
  { name: 'length', unit: 'cm', limit: SHIPMENT_DIMENSION_LIMITS.length, required: true },
  { name: 'width', unit: 'cm', limit: SHIPMENT_DIMENSION_LIMITS.width, required: true },
  { name: 'height', unit: 'cm', limit: SHIPMENT_DIMENSION_LIMITS.height, required: true },
] as const;

/** The parcel's volumetric weight from its sizes as typed (cm), read-only; empty until all three are. */
export function parcelVolumetricKg(parcel: ParcelValues | undefined): string {
  const mm = (cm: number | null | undefined) => (typeof cm === 'number' ? cmToMm(cm) : null);
  const grams = volumetricWeightGrams({
    length: mm(parcel?.length),
    width: mm(parcel?.width),
    height: mm(parcel?.height),
  });
  return grams === null ? '' : String(gramsToKg(grams));
}

function VolumetricWeight(props: { row: number; label: string }): ReactElement {
  const form = Form.useFormInstance();
  const parcel = Form.useWatch(['parcels', props.row], form) as ParcelValues | undefined;
  const id = `parcel-${props.row}-volumetric-weight`;
  return (
    <Form.Item label={props.label} htmlFor={id}>
      <Input id={id} readOnly value={parcelVolumetricKg(parcel)} suffix="kg" tabIndex={-1} />
    </Form.Item>
  );
}

/**
 * The parcels (places) of the shipment: sizes in cm and weights in kg with the limits of
 * registers §9 beside them (stored in mm and g, docs/decisions.md "Shipment dimension limits").
 */
export function ParcelsFields({ disabled }: { disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const fieldText = (field: string) => t(`admin.pages.shipments.form.fields.${field}`);
  return (
    <Card size="small" title={t('admin.pages.shipments.form.parcels')} className="shipment-parcels">
      <Typography.Paragraph type="secondary" className="shipment-limits">
        {t('admin.pages.shipments.form.limits', {
          length: SHIPMENT_DIMENSION_LIMITS.length,
          width: SHIPMENT_DIMENSION_LIMITS.width,
          height: SHIPMENT_DIMENSION_LIMITS.height,
          weight: SHIPMENT_DIMENSION_LIMITS.actualWeight,
        })}
      </Typography.Paragraph>
      <Form.List name="parcels">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <fieldset
                key={row.key}
                className="shipment-parcel"
                aria-label={t('admin.pages.shipments.form.parcel', { number: index + 1 })}
              >
                <Row gutter={[8, 0]} align="top">
                  <Col xs={24} md={6} xl={5}>
                    <Form.Item
                      name={[row.name, 'number']}
                      label={`${index + 1}. ${fieldText('number')}`}
                      normalize={(value: string) => value?.toUpperCase()}
                      rules={[
                        schemaRule(t, parcelInputSchema.shape.number, ['parcels', index, 'number'], {
                          emptyAs: null,
                        }),
                      ]}
                      tooltip={t('admin.pages.shipments.form.parcel_number_hint')}
                    >
                      <Input
                        disabled={disabled}
                        placeholder={t('admin.pages.shipments.form.parcel_number_auto')}
                        pattern={PARCEL_NUMBER_PATTERN.source}
                        autoComplete="off"
                      />
                    </Form.Item>
                  </Col>
                  {MEASURES.map((measure) => (
                    <Col key={measure.name} xs={12} sm={8} md={3} xl={3}>
                      <Form.Item
                        name={[row.name, measure.name]}
                        label={fieldText(measure.name)}
                        required={measure.required}
                        rules={[parcelMeasureRule(t, measure.name, index)]}
                        extra={`≤ ${measure.limit} ${measure.unit}`}
                      >
                        <InputNumber
                          disabled={disabled}
                          min={0}
                          step={measure.unit === 'kg' ? 0.1 : 1}
                          suffix={measure.unit}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={12} sm={8} md={3} xl={3}>
                    <VolumetricWeight row={row.name} label={fieldText('volumetricWeight')} />
                  </Col>
                  <Col xs={20} md={2} xl={3}>
                    <Form.Item name={[row.name, 'description']} label={fieldText('description')}>
                      <Input disabled={disabled} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={1} className="shipment-parcel-remove">
                    <Button
                      aria-label={t('admin.pages.shipments.form.remove_parcel', { number: index + 1 })}
                      icon={<DeleteOutlined />}
                      danger
                      type="text"
                      disabled={disabled || rows.length <= 1}
                      onClick={() => remove(row.name)}
                    />
                  </Col>
                </Row>
              </fieldset>
            ))}
            {!disabled && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add(blankParcel())}
                disabled={rows.length >= MAX_PARCELS}
              >
                {t('admin.pages.shipments.form.add_parcel')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
