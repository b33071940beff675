import { WalletOutlined } from '@ant-design/icons';
import {
  PAYMENT_SYSTEMS,
  type PaymentCreate,
  type PaymentSystem,
  type Shipment,
  type ShipmentService,
  splitPayerName,
  unpaidServices,
  type Visit,
} from '@console/domain';
import { Button, Card, Flex, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPayment } from './visit-api.ts';
import { unpaidSummary } from './visit-documents.tsx';
import { reportVisitError } from './visit-errors.ts';

const T = 'admin.pages.visit.payment';

/** The unpaid services of the visit's shipments, in document order. */
export function visitUnpaidServices(
  visit: Visit,
  shipments: ReadonlyMap<string, Shipment>,
): ShipmentService[] {
  return visit.documents.flatMap((document) => {
    const shipment = shipments.get(document.documentId);
    return shipment ? unpaidServices(shipment.services) : [];
  });
}

/** `POST payments` for the given services, the visitor as payer (registers §3.2 "Payment", §5 name split). */
export function paymentPayload(
  visit: Visit,
  services: readonly ShipmentService[],
  system: PaymentSystem,
): PaymentCreate {
  const name = splitPayerName(visit.fullName ?? '');
  return {
    payerPhone: visit.phone,
    payerFirstName: name.firstName || null,
    payerLastName: name.lastName || null,
    payerPatronymic: name.patronymic || null,
    paymentSystem: system,
    visitId: visit.id,
    services: services.map((service) => ({
      sourceType: 'ShipmentServices',
      sourceId: service.shipmentId,
      serviceId: service.id,
    })),
  };
}

export function PaymentPanel(props: {
  visit: Visit;
  shipments: ReadonlyMap<string, Shipment>;
  enabled: boolean;
  onChanged(): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const { visit, shipments } = props;
  const [open, setOpen] = useState(false);
  const [system, setSystem] = useState<PaymentSystem>('cash');
  const [saving, setSaving] = useState(false);
  const services = visitUnpaidServices(visit, shipments);
  const total = unpaidSummary(services);

  const pay = async () => {
    setSaving(true);
    try {
      await createPayment(paymentPayload(visit, services, system));
      setOpen(false);
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setSaving(false);
      // Paid or not, the visit shows what the server holds now (registers §4).
      await props.onChanged();
    }
  };

  return (
    <Card size="small" title={t(`${T}.title`)}>
      <Flex vertical gap={8}>
        <Typography.Text data-testid="visit-unpaid-total">
          {total ? t(`${T}.to_pay`, { total }) : t(`${T}.nothing_to_pay`)}
        </Typography.Text>
        <Button
          type="primary"
          icon={<WalletOutlined />}
          disabled={!props.enabled || services.length === 0}
          onClick={() => setOpen(true)}
        >
          {t(`${T}.take`)}
        </Button>
      </Flex>
      <Modal
        open={open}
        title={t(`${T}.dialog_title`)}
        okText={t(`${T}.confirm`, { total })}
        cancelText={t('admin.pages.visit.cancel')}
        confirmLoading={saving}
        onOk={() => void pay()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <ul className="visit-services">
          {services.map((service) => (
            <li key={service.id}>
              <span>{service.name}</span>
              <span className="visit-service-cost">
                {service.cost.toFixed(2)} {service.symbol}
              </span>
            </li>
          ))}
        </ul>
        <Typography.Paragraph strong style={{ marginTop: 8 }}>
          {t(`${T}.to_pay`, { total })}
        </Typography.Paragraph>
        <Radio.Group
          value={system}
          onChange={(event) => setSystem(event.target.value as PaymentSystem)}
          optionType="button"
          options={PAYMENT_SYSTEMS.map((value) => ({ value, label: t(`${T}.systems.${value}`) }))}
        />
      </Modal>
    </Card>
  );
}
