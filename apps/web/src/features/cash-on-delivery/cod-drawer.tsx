import { DollarOutlined } from '@ant-design/icons';
import {
  COD_PAYABLE_STATUSES,
  COD_STATUS_TONES,
  type CodPayable,
  type CodPayableStatus,
  type CodPayout,
  type CodReportRow,
  can,
} from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Input, Select, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import {
  type CodPayablesQuery,
  codKeys,
  createCodPayout,
  fetchCodPayables,
  fetchCodPayouts,
  fetchCodReport,
  markCodPayoutPaidOff,
} from './cod-api.ts';

const T = 'admin.pages.cod';
const when = (iso: string | null) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '—');

function CodStatusTag({ status }: { status: CodPayableStatus }): ReactElement {
  const { t } = useTranslation();
  return (
    <ToneTag tone={COD_STATUS_TONES[status]}>
      {t(`admin.pages.visit.cod_statuses.${status}`, { defaultValue: status })}
    </ToneTag>
  );
}

/** Collected amounts: filter by status and sender; administrator-god pays a sender's out. */
function PayablesTab({ mayPayOut }: { mayPayOut: boolean }): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<CodPayablesQuery>({ status: 'Collected', page: 1 });
  const [selected, setSelected] = useState<CodPayable[]>([]);
  const [saving, setSaving] = useState(false);
  const list = useQuery({ queryKey: codKeys.payables(query), queryFn: () => fetchCodPayables(query) });
  const first = selected[0];
  const oneSender =
    first !== undefined &&
    selected.every((row) => row.senderKey === first.senderKey && row.currencyCode === first.currencyCode);

  const payOut = async () => {
    setSaving(true);
    try {
      const payout = await createCodPayout(selected.map((row) => row.id));
      addNotice({
        type: 'success',
        title: t(`${T}.payout_created`, {
          number: payout.number,
          total: `${payout.total} ${payout.currencyCode}`,
        }),
      });
      setSelected([]);
    } catch (error) {
      addError(error);
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: codKeys.all });
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Input.Search
          allowClear
          aria-label={t(`${T}.search`)}
          placeholder={t(`${T}.search`)}
          style={{ maxWidth: 320 }}
          onSearch={(value) => setQuery({ ...query, search: value || undefined, page: 1 })}
        />
        <Select
          aria-label={t(`${T}.status`)}
          style={{ minWidth: 180 }}
          allowClear
          value={query.status}
          placeholder={t(`${T}.all_statuses`)}
          onChange={(status?: CodPayableStatus) => setQuery({ ...query, status, page: 1 })}
          options={COD_PAYABLE_STATUSES.map((value) => ({
            value,
            label: t(`admin.pages.visit.cod_statuses.${value}`),
          }))}
        />
        {mayPayOut && (
          <Button type="primary" disabled={!oneSender} loading={saving} onClick={() => void payOut()}>
            {t(`${T}.pay_out`)}
          </Button>
        )}
      </Flex>
      {mayPayOut && selected.length > 0 && !oneSender && (
        <Typography.Text type="warning">{t(`${T}.one_sender`)}</Typography.Text>
      )}
      <Table<CodPayable>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={
          mayPayOut
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                getCheckboxProps: (row) => ({ disabled: row.status !== 'Collected' }),
                onChange: (_keys, rows) => setSelected(rows),
              }
            : undefined
        }
        pagination={{
          current: query.page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setQuery({ ...query, page }),
        }}
        columns={[
          { title: t(`${T}.shipment`), dataIndex: 'shipmentNumber' },
          { title: t(`${T}.sender`), render: (_, row) => `${row.senderName} · ${row.senderKey}` },
          {
            title: t(`${T}.amount`),
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currencyCode}`,
          },
          { title: t(`${T}.status`), render: (_, row) => <CodStatusTag status={row.status} /> },
          { title: t(`${T}.payment`), dataIndex: 'paymentNumber' },
          { title: t(`${T}.collected_at`), render: (_, row) => when(row.collectedAt) },
          { title: t(`${T}.payout`), render: (_, row) => row.payoutNumber ?? '—' },
        ]}
      />
    </Flex>
  );
}

/** Payouts made to senders; the ones awaiting payout are marked paid off when the money went. */
function PayoutsTab(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: codKeys.payouts, queryFn: fetchCodPayouts });
  const paidOff = async (payout: CodPayout) => {
    try {
      await markCodPayoutPaidOff(payout.id);
      addNotice({ type: 'success', title: t(`${T}.paid_off`, { number: payout.number }) });
    } catch (error) {
      addError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: codKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    }
  };
  return (
    <Table<CodPayout>
      size="small"
      rowKey="id"
      loading={list.isLoading}
      dataSource={list.data ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: t(`${T}.payout`), dataIndex: 'number' },
        { title: t(`${T}.sender`), render: (_, row) => `${row.senderName} · ${row.senderKey}` },
        { title: t(`${T}.amount`), align: 'right', render: (_, row) => `${row.total} ${row.currencyCode}` },
        { title: t(`${T}.count`), dataIndex: 'count', align: 'right' },
        { title: t(`${T}.status`), render: (_, row) => <CodStatusTag status={row.status} /> },
        { title: t(`${T}.created_at`), render: (_, row) => when(row.createdAt) },
        {
          title: '',
          render: (_, row) =>
            row.status === 'AwaitingPayout' ? (
              <Button size="small" onClick={() => void paidOff(row)}>
                {t(`${T}.mark_paid_off`)}
              </Button>
            ) : (
              when(row.paidOffAt)
            ),
        },
      ]}
    />
  );
}

/** Per sender and currency: collected, awaiting payout, paid off and the total, to the minor unit. */
function ReportTab(): ReactElement {
  const { t } = useTranslation();
  const report = useQuery({ queryKey: codKeys.report, queryFn: fetchCodReport });
  const money = (value: string, row: CodReportRow) => `${value} ${row.currencyCode}`;
  return (
    <Table<CodReportRow>
      size="small"
      rowKey={(row) => `${row.senderKey}-${row.currencyCode}`}
      loading={report.isLoading}
      dataSource={report.data ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: t(`${T}.sender`), render: (_, row) => `${row.senderName} · ${row.senderKey}` },
        { title: t(`${T}.count`), dataIndex: 'count', align: 'right' },
        ...(['collected', 'awaitingPayout', 'paidOff', 'total'] as const).map((key) => ({
          title: t(`${T}.report.${key}`),
          align: 'right' as const,
          render: (_: unknown, row: CodReportRow) => money(row[key], row),
        })),
      ]}
    />
  );
}

/**
 * Cash on delivery owed to senders, from the payments register: what the counters collected, the
 * payouts, and the reconciliation report (docs/decisions.md "Cash on delivery").
 */
export function CodButton(): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: user } = useCurrentUser();
  const mayPayOut = !!user && can(user, 'editCodCash');
  return (
    <>
      <Button icon={<DollarOutlined />} onClick={() => setOpen(true)} data-testid="cod-open">
        {t(`${T}.title`)}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t(`${T}.title`)}
        width="min(1100px, 100vw)"
        destroyOnHidden
      >
        <Tabs
          items={[
            {
              key: 'payables',
              label: t(`${T}.tabs.payables`),
              children: <PayablesTab mayPayOut={mayPayOut} />,
            },
            ...(mayPayOut
              ? [{ key: 'payouts', label: t(`${T}.tabs.payouts`), children: <PayoutsTab /> }]
              : []),
            { key: 'report', label: t(`${T}.tabs.report`), children: <ReportTab /> },
          ]}
        />
      </Drawer>
    </>
  );
}
