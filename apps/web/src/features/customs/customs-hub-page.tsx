import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { CUSTOMS_STATUSES, type CustomsQueueItem, type CustomsStatus, formatMoney } from '@console/domain';
import { Alert, Button, Drawer, Flex, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../api/error-list.ts';
import { PageHeader } from '../layout/page-header.tsx';
import {
  type CustomsQueueFilters,
  fetchCn23,
  fetchCustomsCsv,
  openBlob,
  useCustomsQueue,
} from './customs-api.ts';
import { CustomsEditor, CustomsStatusTag } from './customs-editor.tsx';
import './customs.css';

const T = 'admin.pages.customs';
const PAGE_SIZE = 15;

/**
 * `customs_data_hub` (issue 13): the queue of international shipments crossing customs zones,
 * missing and incomplete customs data first; a row opens its goods lines in a drawer; the
 * selected rows print as one CN 23 PDF or export as one CSV for the broker's system.
 */
export function CustomsHubPage(): ReactElement {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<CustomsQueueFilters>({
    page: 1,
    limit: PAGE_SIZE,
    statuses: [],
    number: '',
  });
  const [numberText, setNumberText] = useState('');
  const [selected, setSelected] = useState<CustomsQueueItem[]>([]);
  const [open, setOpen] = useState<CustomsQueueItem | null>(null);
  const [busy, setBusy] = useState<'csv' | 'cn23' | null>(null);
  const queue = useCustomsQueue(filters);

  const run = async (kind: 'csv' | 'cn23') => {
    setBusy(kind);
    try {
      const ids = selected.map((item) => item.shipmentId);
      if (kind === 'csv') openBlob(await fetchCustomsCsv(ids), `customs-${dayjs().format('YYYY-MM-DD')}.csv`);
      else openBlob(await fetchCn23(ids));
    } catch (error) {
      addError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="customs-hub">
      <PageHeader
        title={t(`${T}.title`)}
        subtitle={t(`${T}.subtitle`)}
        extra={
          <Flex gap={8} wrap="wrap" justify="flex-end">
            {selected.length > 0 && (
              <Typography.Text type="secondary">
                {t(`${T}.selected`, { count: selected.length })}
              </Typography.Text>
            )}
            <Button
              icon={<PrinterOutlined />}
              disabled={selected.length === 0}
              loading={busy === 'cn23'}
              onClick={() => void run('cn23')}
            >
              {t(`${T}.print_cn23`)}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={selected.length === 0}
              loading={busy === 'csv'}
              onClick={() => void run('csv')}
            >
              {t(`${T}.export_csv`)}
            </Button>
          </Flex>
        }
      />
      <Flex gap={8} wrap="wrap" className="customs-filters">
        <Input.Search
          allowClear
          className="customs-number-filter"
          placeholder={t(`${T}.search_number`)}
          aria-label={t(`${T}.search_number`)}
          value={numberText}
          maxLength={20}
          onChange={(event) => setNumberText(event.target.value)}
          onSearch={(value) => setFilters((current) => ({ ...current, page: 1, number: value }))}
        />
        <Select<CustomsStatus[]>
          mode="multiple"
          allowClear
          className="customs-status-filter"
          placeholder={t(`${T}.all_statuses`)}
          aria-label={t(`${T}.customs_status`)}
          value={filters.statuses}
          onChange={(statuses) => setFilters((current) => ({ ...current, page: 1, statuses }))}
          options={CUSTOMS_STATUSES.map((status) => ({ value: status, label: t(`${T}.statuses.${status}`) }))}
        />
      </Flex>
      {queue.isError && <Alert type="error" showIcon title={queue.error.message} />}
      <Table<CustomsQueueItem>
        size="small"
        rowKey="shipmentId"
        loading={queue.isFetching}
        dataSource={queue.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected.map((item) => item.shipmentId),
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }}
        onRow={(item) => ({ onDoubleClick: () => setOpen(item) })}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
        columns={[
          {
            title: t(`${T}.number`),
            dataIndex: 'number',
            fixed: 'left',
            render: (number: string, item) => (
              <Button type="link" className="customs-open" onClick={() => setOpen(item)}>
                {number}
              </Button>
            ),
          },
          {
            title: t(`${T}.customs_status`),
            dataIndex: 'customsStatus',
            render: (status: CustomsStatus) => <CustomsStatusTag status={status} />,
          },
          {
            title: t(`${T}.route`),
            key: 'route',
            render: (_, item) =>
              `${item.senderCountryCode} → ${item.recipientCountryCode}${
                item.recipientZone ? ` (${t(`${T}.zones.${item.recipientZone}`)})` : ''
              }`,
          },
          {
            title: t(`${T}.invoice`),
            dataIndex: 'invoice',
            align: 'right',
            render: (invoice: CustomsQueueItem['invoice']) =>
              invoice
                ? `${formatMoney(invoice.totalCost, invoice.currencyCode)} ${invoice.currencyCode}`
                : '—',
          },
          {
            title: t(`${T}.shipment_status`),
            dataIndex: 'status',
            render: (status: string) =>
              t(`registers.shipments.options.status.${status}`, { defaultValue: status }),
          },
          {
            title: t(`${T}.date`),
            dataIndex: 'dateTime',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        destroyOnHidden
        size={Math.min(1100, typeof window === 'undefined' ? 1100 : window.innerWidth)}
        title={open ? t(`${T}.editor.title`, { number: open.number }) : ''}
      >
        {open && <CustomsEditor shipmentId={open.shipmentId} onClose={() => setOpen(null)} />}
      </Drawer>
    </div>
  );
}
