import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { can, ORDER_PAYMENT_STATUS_TONES, type Order, type OrderService } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { addError, addNotice } from '../../api/error-list.ts';
import { isRecordNotFound } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { deleteOrder, fetchOrder, moneyKeys, updateOrder } from './money-api.ts';
import { SellGoodsDialog } from './sell-goods-dialog.tsx';
import './money.css';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';

const T = 'admin.pages.money';

/** The order view and editor (route `order_edit`, registers §3.2 "Order"). */
export function OrderPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const query = useQuery({ queryKey: moneyKeys.order(id), queryFn: () => fetchOrder(id) });
  const label = useMemo(
    () => (query.data ? { kind: 'text' as const, value: query.data.number } : undefined),
    [query.data],
  );
  useSyncTabWithRoute('order_edit', params, label);
  if (query.error) {
    const notFound = isRecordNotFound(query.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t(`${T}.order_not_found`) : query.error.message}
      />
    );
  }
  if (!query.data)
    return (
      <Flex justify="center">
        <Spin size="large" />
      </Flex>
    );
  return <OrderView order={query.data} />;
}

function OrderView({ order }: { order: Order }): ReactElement {
  const { t } = useTranslation();
  const servicesScroller = useKeyboardScrollable(t(`${T}.services`));
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<{ companyTin: string; contractNumber: string }>();
  const [saving, setSaving] = useState(false);
  const [editingGoods, setEditingGoods] = useState(false);
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Holded';
  const editable =
    !paid &&
    !order.deletedAt &&
    Boolean(user && can(user, 'sellGoods') && can(user, 'ordersCreateAndDelete'));
  const reload = () => queryClient.invalidateQueries({ queryKey: moneyKeys.order(order.id) });

  const save = async (values: { companyTin: string; contractNumber: string }) => {
    setSaving(true);
    try {
      await updateOrder(order.id, {
        companyTin: values.companyTin.trim() || null,
        contractNumber: values.contractNumber.trim() || null,
        services: order.services.map((line) => ({ serviceCode: line.serviceCode, amount: line.amount })),
        width: order.width,
        length: order.length,
        height: order.height,
        lockVersion: order.lockVersion,
      });
      addNotice({ type: 'success', title: t(`${T}.order_saved`) });
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
      await reload();
    }
  };
  const confirmDelete = () =>
    modal.confirm({
      title: t(`${T}.order_delete_confirm`, { number: order.number }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteOrder(order.id);
        } catch (error) {
          addError(error);
        }
        await reload();
      },
    });

  return (
    <Flex vertical gap={12} className="money-page">
      <PageHeader
        title={
          <Flex wrap gap={8} align="center">
            <span>{order.number}</span>
            <ToneTag tone={ORDER_PAYMENT_STATUS_TONES[order.paymentStatus]} data-testid="order-status">
              {t(`registers.orders.options.paymentStatuses.${order.paymentStatus}`, {
                defaultValue: order.paymentStatus,
              })}
            </ToneTag>
            {order.deletedAt && <Tag color="red">{t(`${T}.deleted_mark`)}</Tag>}
          </Flex>
        }
        subtitle={
          <Typography.Text type="secondary">
            {[order.division, order.createdByUser, dayjs(order.createdAt).format('YYYY-MM-DD HH:mm')]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        }
        extra={
          <Flex wrap gap={8}>
            <Button icon={<EditOutlined />} disabled={!editable} onClick={() => setEditingGoods(true)}>
              {t(`${T}.edit_goods`)}
            </Button>
            {user && can(user, 'ordersCreateAndDelete') && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={paid || Boolean(order.deletedAt)}
                onClick={confirmDelete}
              >
                {t(`${T}.delete_order`)}
              </Button>
            )}
          </Flex>
        }
      />
      <Card size="small" title={t(`${T}.general`)}>
        <Form
          form={form}
          layout="vertical"
          disabled={!editable}
          initialValues={{ companyTin: order.companyTin ?? '', contractNumber: order.contractNumber ?? '' }}
          onFinish={(values) => void save(values)}
        >
          <Flex wrap gap={12} align="end">
            <Form.Item
              name="companyTin"
              label={t(`${T}.company_tin`)}
              rules={[{ min: 2, max: 20 }]}
              style={{ minWidth: 200 }}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="contractNumber"
              label={t(`${T}.contract_number`)}
              rules={[{ min: 2, max: 20 }]}
              style={{ minWidth: 200 }}
            >
              <Input />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
                {t(`${T}.save`)}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('registers.orders.fields.amountCost')}>
            {order.amountCost} {order.currencyCode}
          </Descriptions.Item>
          <Descriptions.Item label={t('registers.orders.fields.countryCode')}>
            {order.countryCode}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.lock_version`)}>{order.lockVersion}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t(`${T}.services`)}>
        <Table<OrderService>
          ref={servicesScroller}
          size="small"
          rowKey="id"
          dataSource={order.services}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t(`${T}.code`), dataIndex: 'serviceCode' },
            { title: t(`${T}.service_name`), dataIndex: 'name' },
            { title: t(`${T}.amount`), dataIndex: 'amount', align: 'right' },
            {
              title: t(`${T}.price`),
              align: 'right',
              render: (_, line) => `${line.price} ${line.currencyCode}`,
            },
            {
              title: t(`${T}.cost`),
              align: 'right',
              render: (_, line) => `${line.cost} ${line.currencyCode}`,
            },
          ]}
        />
      </Card>
      <SellGoodsDialog
        open={editingGoods}
        order={order}
        onClose={() => setEditingGoods(false)}
        onSaved={async () => {
          setEditingGoods(false);
          await reload();
        }}
      />
    </Flex>
  );
}
