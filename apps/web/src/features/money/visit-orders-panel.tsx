import { ShoppingCartOutlined } from '@ant-design/icons';
import { can, ORDER_PAYMENT_STATUS_TONES, type Order, type Visit } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { SellGoodsDialog } from './sell-goods-dialog.tsx';
import { useVisitOrders } from './visit-orders.ts';

const T = 'admin.pages.money.sell_goods';

/**
 * The goods sale of a visit: "Sell goods" opens the dialog, each order of the visit is listed with
 * its payment status and opens the dialog again (read-only once paid). Selling needs the
 * sell-goods capability and a visit without a client address (registers §6).
 */
export function VisitOrdersPanel(props: {
  visit: Visit;
  editable: boolean;
  autoOpen?: boolean;
  onChanged(): Promise<void>;
}): ReactElement | null {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const orders = useVisitOrders(props.visit);
  const [editing, setEditing] = useState<Order | null | undefined>(undefined);
  const maySell =
    Boolean(user && can(user, 'sellGoods') && can(user, 'ordersCreateAndDelete')) &&
    !props.visit.clientAddress;
  const opened = useRef(false);
  useEffect(() => {
    if (props.autoOpen && props.editable && maySell && !opened.current) {
      opened.current = true;
      setEditing(null);
    }
  }, [props.autoOpen, props.editable, maySell]);
  if (!maySell && orders.length === 0) return null;

  return (
    <Card size="small" title={t(`${T}.panel_title`)}>
      <Flex vertical gap={8}>
        {orders.map((order) => (
          <Flex key={order.id} justify="space-between" align="center" gap={8} wrap>
            <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(order)}>
              {order.number}
            </Button>
            <Typography.Text>
              {order.amountCost} {order.currencyCode}
            </Typography.Text>
            <ToneTag
              tone={ORDER_PAYMENT_STATUS_TONES[order.paymentStatus]}
              data-testid="order-status"
              heaviness="light"
            >
              {t(`registers.orders.options.paymentStatuses.${order.paymentStatus}`, {
                defaultValue: order.paymentStatus,
              })}
            </ToneTag>
          </Flex>
        ))}
        {maySell && (
          <Button
            icon={<ShoppingCartOutlined />}
            disabled={!props.editable}
            onClick={() => setEditing(null)}
            data-testid="visit-sell-goods"
          >
            {t(`${T}.open`)}
          </Button>
        )}
      </Flex>
      <SellGoodsDialog
        open={editing !== undefined}
        visitId={props.visit.id}
        order={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={async () => {
          setEditing(undefined);
          await queryClient.invalidateQueries({ queryKey: ['orders'] });
          await props.onChanged();
        }}
      />
    </Card>
  );
}
