import { WalletOutlined } from '@ant-design/icons';
import {
  type Order,
  PAYMENT_SYSTEMS,
  type PaymentCreate,
  type PaymentSystem,
  type Shipment,
  type ShipmentService,
  splitPayerName,
  unpaidServices,
  type Visit,
} from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takePayment } from '../money/money-api.ts';
import { ReceiptButtons } from '../money/receipt-buttons.tsx';
import { orderPaymentLines, unpaidOrders, useVisitOrders } from '../money/visit-orders.ts';
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
  orders: readonly Order[] = [],
): PaymentCreate {
  const name = splitPayerName(visit.fullName ?? '');
  return {
    payerPhone: visit.phone,
    payerFirstName: name.firstName || null,
    payerLastName: name.lastName || null,
    payerPatronymic: name.patronymic || null,
    paymentSystem: system,
    visitId: visit.id,
    services: [
      ...services.map((service) => ({
        sourceType: 'ShipmentServices' as const,
        sourceId: service.shipmentId,
        serviceId: service.id,
      })),
      // The goods sale's orders are paid in the same payment (registers §4 "Order in a visit").
      ...orderPaymentLines(orders),
    ],
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
  const queryClient = useQueryClient();
  const [lastPayment, setLastPayment] = useState<string | null>(null);
  const services = visitUnpaidServices(visit, shipments);
  const orders = unpaidOrders(useVisitOrders(visit));
  const total = [
    unpaidSummary(services),
    ...orders.map((order) => `${order.amountCost} ${order.currencyCode}`),
  ]
    .filter(Boolean)
    .join(' + ');

  const pay = async () => {
    setSaving(true);
    try {
      const created = await takePayment(paymentPayload(visit, services, system, orders));
      setLastPayment(created.id);
      setOpen(false);
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setSaving(false);
      // Paid or not, the visit shows what the server holds now (registers §4).
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
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
          disabled={!props.enabled || (services.length === 0 && orders.length === 0)}
          onClick={() => setOpen(true)}
        >
          {t(`${T}.take`)}
        </Button>
        {lastPayment && <ReceiptButtons paymentId={lastPayment} size="small" />}
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
          {orders.map((order) => (
            <li key={order.id}>
              <span>{order.number}</span>
              <span className="visit-service-cost">
                {order.amountCost} {order.currencyCode}
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
