import { WalletOutlined } from '@ant-design/icons';
import {
  formatTotals,
  type Order,
  PAYMENT_SYSTEMS,
  type PaymentCreate,
  type PaymentSystem,
  type Shipment,
  splitPayerName,
  totalsByCurrency,
  type Visit,
  type VisitDue,
  visitAmountsDue,
} from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Radio, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takePayment } from '../money/money-api.ts';
import { ReceiptButtons } from '../money/receipt-buttons.tsx';
import { orderPaymentLines, unpaidOrders, useVisitOrders } from '../money/visit-orders.ts';
import { shipmentIdsOf } from './use-visit.ts';
import { reportVisitError, reportVisitNotices } from './visit-errors.ts';

const T = 'admin.pages.visit.payment';

/**
 * What the visit asks for, in document order: the sender's services at acceptance, the
 * recipient's and the cash on delivery at issuance (the domain's rule, the same as `can-end`).
 */
export function visitDues(visit: Visit, shipments: ReadonlyMap<string, Shipment>): VisitDue[] {
  return visitAmountsDue(visit, [...shipments.values()]);
}

/** The currency's symbol as the visit's shipments show it (zł for PLN), else its code. */
export function currencySymbols(shipments: ReadonlyMap<string, Shipment>): (code: string) => string {
  const symbols = new Map<string, string>();
  for (const shipment of shipments.values())
    for (const service of shipment.services) symbols.set(service.currencyCode, service.symbol);
  return (code) => symbols.get(code) ?? code;
}

/** "58.40 zł + 3.00 €": the dues summed per currency, exactly. */
export function duesSummary(dues: readonly VisitDue[], symbolOf: (code: string) => string): string {
  return formatTotals(totalsByCurrency(dues), symbolOf);
}

/** `POST payments` for the given dues, the visitor as payer (registers §3.2 "Payment", §5 name split). */
export function paymentPayload(
  visit: Visit,
  dues: readonly VisitDue[],
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
      ...dues.map((due) => ({
        sourceType:
          due.kind === 'cashOnDelivery' ? ('CashOnDelivery' as const) : ('ShipmentServices' as const),
        sourceId: due.shipmentId,
        serviceId: due.serviceId,
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
  /** PUDO mode: the point pays through its own segment. */
  pudo?: boolean;
  onChanged(): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const { visit, shipments } = props;
  const [open, setOpen] = useState(false);
  const [system, setSystem] = useState<PaymentSystem>('cash');
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const [lastPayment, setLastPayment] = useState<string | null>(null);
  const dues = visitDues(visit, shipments);
  // Until every shipment of the visit is read, what is due is not known: "Nothing to pay" then would
  // be wrong (a clerk could end the visit only to be told to take payment).
  const counting = shipmentIdsOf(visit).some((id) => !shipments.has(id));
  const symbolOf = currencySymbols(shipments);
  const orders = unpaidOrders(useVisitOrders(visit));
  const total = [
    duesSummary(dues, symbolOf),
    ...orders.map((order) => `${order.amountCost} ${order.currencyCode}`),
  ]
    .filter(Boolean)
    .join(' + ');

  const pay = async () => {
    setSaving(true);
    try {
      const created = await takePayment(paymentPayload(visit, dues, system, orders), {
        pudo: props.pudo ?? false,
      });
      setLastPayment(created.id);
      setOpen(false);
      reportVisitNotices(t, created.messages);
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
        <Typography.Text data-testid="visit-unpaid-total" aria-busy={counting}>
          {counting ? t(`${T}.counting`) : total ? t(`${T}.to_pay`, { total }) : t(`${T}.nothing_to_pay`)}
        </Typography.Text>
        <Button
          type="primary"
          icon={<WalletOutlined />}
          disabled={!props.enabled || counting || (dues.length === 0 && orders.length === 0)}
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
          {dues.map((due) => (
            <li key={`${due.kind}-${due.serviceId}`}>
              <span>
                {due.kind === 'cashOnDelivery'
                  ? t(`${T}.cash_on_delivery`, { number: due.shipmentNumber })
                  : due.name}
              </span>
              <span className="visit-service-cost">
                {due.amount} {symbolOf(due.currencyCode)}
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
