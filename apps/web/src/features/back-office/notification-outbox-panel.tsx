import { ReloadOutlined } from '@ant-design/icons';
import type { NotificationStatus } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import {
  fetchOutbox,
  type OutboxMessage,
  outboxKeys,
  retryNotification,
} from '../templates/templates-api.ts';

const P = 'admin.pages.notification_outbox';
const STATUS_COLORS: Record<NotificationStatus, string> = {
  waiting: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  held: 'orange',
};
const SHIPMENT_NUMBER = /^[A-Z]{4}\d{10}$/;

/** Times as every list of the console shows them. */
function formatTime(value: string | null): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}

/**
 * The notification outbox for the service desk: the messages of one shipment (by its number), or
 * those that failed, with "send again".
 */
export function NotificationOutboxPanel(props: { initialFailed: boolean }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState<string | undefined>();
  const [mode, setMode] = useState<'shipment' | 'failed'>(props.initialFailed ? 'failed' : 'shipment');
  const [page, setPage] = useState(1);
  const query =
    mode === 'failed'
      ? { statuses: ['failed' as const, 'held' as const], page, limit: 10 }
      : { shipmentNumber: number, page, limit: 10 };
  const enabled = mode === 'failed' || number !== undefined;
  const list = useQuery({ queryKey: outboxKeys.list(query), queryFn: () => fetchOutbox(query), enabled });
  const { data: user } = useCurrentUser();
  // Reading is administrator-god's too; sending again is the service desk's (the API says the same).
  const mayRetry = Boolean(user?.groups.includes('service_desk'));
  const retry = useMutation({
    mutationFn: retryNotification,
    onSuccess: () => {
      void message.success(t(`${P}.retried`));
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });

  const columns: ColumnsType<OutboxMessage> = [
    { key: 'createdAt', title: t(`${P}.created`), render: (_, row) => formatTime(row.createdAt), width: 150 },
    { key: 'shipment', title: t(`${P}.shipment_number`), dataIndex: 'shipmentNumber', width: 150 },
    {
      key: 'event',
      title: t(`${P}.event`),
      render: (_, row) => t(`admin.pages.templates.events.${row.event}`, { defaultValue: row.event }),
    },
    {
      key: 'client',
      title: t(`${P}.client`),
      render: (_, row) =>
        `${t(`admin.pages.templates.clients.${row.clientType}`)} ${row.phone ?? row.email ?? ''}`,
    },
    {
      key: 'channel',
      title: t(`${P}.channel`),
      render: (_, row) => row.sentChannel ?? row.channel ?? row.informationChannel,
    },
    { key: 'language', title: t(`${P}.language`), dataIndex: 'language', width: 70 },
    {
      key: 'text',
      title: t(`${P}.text`),
      render: (_, row) => <span className="outbox-text">{row.text}</span>,
    },
    {
      key: 'status',
      title: t(`${P}.status`),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]} title={row.lastError ?? undefined}>
          {t(`${P}.statuses.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'when',
      title: t(`${P}.sent_at`),
      render: (_, row) =>
        row.sentAt
          ? formatTime(row.sentAt)
          : row.status === 'waiting'
            ? `${t(`${P}.not_before`)} ${formatTime(row.notBefore)}`
            : (row.lastError ?? ''),
    },
    {
      key: 'retry',
      title: '',
      render: (_, row) =>
        row.status === 'failed' && mayRetry ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={() => retry.mutate(row.id)}>
            {t(`${P}.retry`)}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card size="small" title={t(`${P}.title`)}>
      <Segmented
        className="outbox-mode"
        value={mode}
        onChange={(value) => {
          setMode(value as 'shipment' | 'failed');
          setPage(1);
        }}
        options={[
          { value: 'shipment', label: t(`${P}.shipment_number`) },
          { value: 'failed', label: t(`${P}.failed_title`) },
        ]}
      />
      {mode === 'shipment' && (
        <Input.Search
          className="outbox-search"
          aria-label={t(`${P}.shipment_number`)}
          placeholder="SHPL0000000001"
          enterButton={t(`${P}.search`)}
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          status={typed && !SHIPMENT_NUMBER.test(typed.trim()) ? 'error' : undefined}
          onSearch={(value) => {
            const trimmed = value.trim().toUpperCase();
            if (SHIPMENT_NUMBER.test(trimmed)) {
              setNumber(trimmed);
              setPage(1);
            }
          }}
        />
      )}
      {enabled ? (
        <Table<OutboxMessage>
          size="small"
          rowKey="id"
          className="outbox-table"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: t(`${P}.empty`) }}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t(`${P}.empty`)}</Typography.Paragraph>
      )}
    </Card>
  );
}
