import { ROUTE_STATUS_TONES, ROUTE_STATUSES, type RouteStatus } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { fetchRouteRegister, type RouteRow, routeKeys } from './routes-api.ts';

/** Routes (registers §2.3): id, createdAt, status, updatedAt, division, createdByUser; read-only. */
export function RouteRegisterPanel(props: { divisionId: string }): ReactElement {
  const { t } = useTranslation();
  const [createdAtFrom, setCreatedAtFrom] = useState(dayjs().format('YYYY-MM-DD'));
  const [statuses, setStatuses] = useState<RouteStatus[]>([]);
  const [page, setPage] = useState(1);
  const params = {
    'divisionIds[]': props.divisionId,
    createdAtFrom,
    ...(statuses.length > 0 ? { 'statuses[]': statuses } : {}),
    page,
    limit: 15,
  };
  const rows = useQuery({
    queryKey: routeKeys.register(JSON.stringify(params)),
    queryFn: () => fetchRouteRegister(params),
  });
  const format = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <DatePicker
          aria-label={t('admin.pages.courier_routes.created_from')}
          value={createdAtFrom ? dayjs(createdAtFrom) : null}
          onChange={(value) => {
            setCreatedAtFrom(value ? value.format('YYYY-MM-DD') : '');
            setPage(1);
          }}
        />
        <Select<RouteStatus[]>
          mode="multiple"
          allowClear
          style={{ minWidth: 220 }}
          aria-label={t('admin.pages.courier_routes.statuses_filter')}
          placeholder={t('admin.pages.courier_routes.statuses_filter')}
          value={statuses}
          onChange={(value) => {
            setStatuses(value);
            setPage(1);
          }}
          options={ROUTE_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.pages.courier_routes.statuses.${status}`, { defaultValue: status }),
          }))}
        />
      </Flex>
      <Table<RouteRow>
        rowKey="id"
        size="small"
        loading={rows.isPending}
        dataSource={rows.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 15, total: rows.data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'id', title: 'id', render: (_, row) => row.number },
          {
            key: 'createdAt',
            title: t('admin.pages.courier_routes.created_at'),
            render: (_, row) => format(row.createdAt),
          },
          {
            key: 'status',
            title: t('admin.pages.courier_routes.status'),
            render: (_, row) => (
              <ToneTag tone={ROUTE_STATUS_TONES[row.status as RouteStatus] ?? 'neutral'} heaviness="light">
                {t(`admin.pages.courier_routes.statuses.${row.status}`, { defaultValue: row.status })}
              </ToneTag>
            ),
          },
          {
            key: 'updatedAt',
            title: t('admin.pages.courier_routes.updated_at'),
            render: (_, row) => format(row.updatedAt),
          },
          { key: 'division', title: t('admin.pages.courier_routes.division'), dataIndex: 'division' },
          {
            key: 'createdByUser',
            title: t('admin.pages.courier_routes.created_by'),
            dataIndex: 'createdByUser',
          },
          { key: 'courier', title: t('admin.pages.courier_routes.courier'), dataIndex: 'courier' },
        ]}
      />
    </Flex>
  );
}
