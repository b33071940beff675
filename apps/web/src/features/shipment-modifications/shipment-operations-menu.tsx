import { DownOutlined, ToolOutlined } from '@ant-design/icons';
import {
  can,
  MODIFICATION_CAPABILITIES,
  OPERATION_CAPABILITIES,
  SHIPMENT_OPERATIONS,
  type Shipment,
  type ShipmentOperationKind,
  shipmentPartySchema,
} from '@console/domain';
import { Button, DatePicker, Drawer, Dropdown, Empty, Form, Input, type MenuProps, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { PhoneInput } from '../../forms/phone-input.tsx';
import { zodRule } from '../../forms/zod-rule.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { useDataChanges, useOperationCheck, useRunOperation } from './shipment-operations-api.ts';

const T = 'admin.pages.shipment_modification.operations';
const party = shipmentPartySchema.shape;

/** Operations whose dialog asks for the new recipient. */
const WITH_RECIPIENT: readonly ShipmentOperationKind[] = ['change-data', 'redirecting'];
/** The refusal is made in a visit, at the counter, with the customer there. */
const OFFERED = SHIPMENT_OPERATIONS.filter((operation) => operation !== 'refusal');

interface OperationValues {
  note?: string;
  preferredDeliveryDate?: Dayjs;
  name?: string;
  phone?: string;
  address?: string;
}

/**
 * "Operations" on the shipment screen (issue 25 item 2): delete and cancel the deletion, cancel a
 * close, return, redirect, change of data, invoice inspection and a preferred delivery date, for
 * every role that holds the operation's capability, not only inside a visit. The menu asks the
 * server's check when opened: an operation the shipment's state refuses is shown disabled with the
 * server's reason.
 */
export function ShipmentOperationsMenu({ shipment }: { shipment: Shipment }): ReactElement | null {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [operation, setOperation] = useState<ShipmentOperationKind | null>(null);
  const [history, setHistory] = useState(false);
  const check = useOperationCheck(shipment.id, opened);
  if (!user) return null;
  const offered = OFFERED.filter((kind) => can(user, OPERATION_CAPABILITIES[kind]));
  const mayReadChanges = can(user, MODIFICATION_CAPABILITIES.ChangeData);
  if (offered.length === 0 && !mayReadChanges) return null;

  const items: MenuProps['items'] = [
    ...offered.map((kind) => {
      const answer = check.data?.get(kind);
      return {
        key: kind,
        disabled: !answer?.allowed,
        label: (
          <span title={answer && !answer.allowed ? (answer.message ?? undefined) : undefined}>
            {t(`${T}.${kind}`)}
            {answer && !answer.allowed && <span className="operation-reason"> — {answer.message}</span>}
          </span>
        ),
      };
    }),
    ...(mayReadChanges ? [{ type: 'divider' as const }, { key: 'history', label: t(`${T}.history`) }] : []),
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        onOpenChange={setOpened}
        menu={{
          items,
          onClick: ({ key }) =>
            key === 'history' ? setHistory(true) : setOperation(key as ShipmentOperationKind),
        }}
      >
        <Button icon={<ToolOutlined />} loading={opened && check.isFetching}>
          {t(`${T}.button`)} <DownOutlined />
        </Button>
      </Dropdown>
      {operation && (
        <OperationDialog shipment={shipment} operation={operation} onClose={() => setOperation(null)} />
      )}
      {history && <DataChangesDrawer shipment={shipment} onClose={() => setHistory(false)} />}
    </>
  );
}

function OperationDialog(props: {
  shipment: Shipment;
  operation: ShipmentOperationKind;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { shipment, operation } = props;
  const [form] = Form.useForm<OperationValues>();
  const run = useRunOperation(shipment);
  const withRecipient = WITH_RECIPIENT.includes(operation);
  const current = shipment.recipient;

  const submit = (values: OperationValues) => {
    const body: Record<string, unknown> = { note: values.note?.trim() || null };
    if (operation === 'change-delivery-date')
      body.preferredDeliveryDate = values.preferredDeliveryDate?.format('YYYY-MM-DD');
    if (operation === 'cancel-close') body.note = values.note?.trim();
    if (withRecipient)
      body.recipient = {
        ...current,
        name: values.name,
        phone: values.phone,
        address: { ...(current.address ?? {}), string: values.address || null },
      };
    run.mutate(
      { operation, body },
      {
        onSuccess: () => {
          addNotice({ type: 'success', title: t(`${T}.done`, { number: shipment.number }) });
          props.onClose();
        },
        onError: (error) => addError(error),
      },
    );
  };

  return (
    <Modal
      open
      title={t(`${T}.title`, { operation: t(`${T}.${operation}`), number: shipment.number })}
      okText={t(`${T}.submit`)}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={run.isPending}
      destroyOnHidden
    >
      {/* Named, so its fields' ids (`shipment-operation_note`) are not the shipment form's behind it. */}
      <Form<OperationValues>
        form={form}
        name="shipment-operation"
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: current.name, phone: current.phone, address: current.address?.string ?? '' }}
      >
        {operation === 'change-delivery-date' && (
          <Form.Item
            name="preferredDeliveryDate"
            label={t(`${T}.preferred_date`)}
            rules={[{ required: true, message: t(`${T}.preferred_date_required`) }]}
          >
            <DatePicker autoFocus disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
          </Form.Item>
        )}
        {withRecipient && (
          <>
            <Form.Item name="name" label={t(`${T}.name`)} rules={[zodRule(party.name, t, t(`${T}.name`))]}>
              <Input autoFocus />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t(`${T}.phone`)}
              rules={[zodRule(party.phone, t, t(`${T}.phone`))]}
            >
              <PhoneInput />
            </Form.Item>
            <Form.Item name="address" label={t(`${T}.address`)}>
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="note"
          label={t(operation === 'cancel-close' ? `${T}.reason` : `${T}.note`)}
          rules={
            operation === 'cancel-close'
              ? [{ required: true, whitespace: true, message: t(`${T}.reason_required`) }]
              : [{ max: 500 }]
          }
        >
          <Input.TextArea
            rows={2}
            maxLength={500}
            autoFocus={operation !== 'change-delivery-date' && !withRecipient}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DataChangesDrawer(props: { shipment: Shipment; onClose(): void }): ReactElement {
  const { t } = useTranslation();
  const changes = useDataChanges(props.shipment.id, true);
  return (
    <Drawer
      open
      width={640}
      title={t(`${T}.history_title`, { number: props.shipment.number })}
      onClose={props.onClose}
    >
      <Table
        rowKey="id"
        size="small"
        loading={changes.isLoading}
        dataSource={changes.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t(`${T}.history_empty`)} /> }}
        columns={[
          { key: 'number', title: t(`${T}.history_number`), dataIndex: 'number' },
          {
            key: 'createdAt',
            title: t(`${T}.history_when`),
            render: (_value, row) => `${dayjs(row.createdAt).format(DATE_TIME_FORMAT)} · ${row.user}`,
          },
          {
            key: 'change',
            title: t(`${T}.history_change`),
            render: (_value, row) =>
              `${row.before?.recipient?.name ?? '—'} → ${row.after?.recipient?.name ?? '—'}`,
          },
        ]}
      />
    </Drawer>
  );
}
