import { COURIER_BARCODE_PATTERN, type Courier, normalizeBarcode, type ScanType } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { CreateScanDialog } from './create-scan-dialog.tsx';
import { fetchCouriers, fetchOpenCourierScans, scanKeys } from './scanning-api.ts';

const H = 'admin.pages.hubs';

/**
 * The courier hub (route `courier_hub_workplace`): hand parcels to a courier and take them back —
 * LoadingCourier and UnloadingCourier scans opened with the courier's badge barcode.
 */
export function CourierHubPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSyncTabWithRoute('courier_hub_workplace');
  const couriers = useQuery({ queryKey: scanKeys.couriers(), queryFn: fetchCouriers });
  const openScans = useQuery({ queryKey: scanKeys.openCourierScans(), queryFn: fetchOpenCourierScans });
  const [badge, setBadge] = useState('');
  const [dialog, setDialog] = useState<{ type: ScanType; courierBarcode: string } | null>(null);
  const scanned = normalizeBarcode(badge);
  const found = couriers.data?.find((courier) => courier.barcode === scanned);

  const start = (type: ScanType, courierBarcode: string) => setDialog({ type, courierBarcode });

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('routes.courier_hub_workplace')} />
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <Input
            autoFocus
            style={{ maxWidth: 320 }}
            value={badge}
            placeholder={t(`${H}.courier_barcode`)}
            onChange={(event) => setBadge(event.target.value)}
            onPressEnter={() => {
              if (COURIER_BARCODE_PATTERN.test(scanned))
                start(found && found.parcelsAmount > 0 ? 'UnloadingCourier' : 'LoadingCourier', scanned);
            }}
            status={badge && !COURIER_BARCODE_PATTERN.test(scanned) ? 'warning' : undefined}
            data-testid="hub-badge"
          />
          {found && <Typography.Text strong>{found.fullName}</Typography.Text>}
        </Flex>
      </Card>
      <Card size="small" title={t(`${H}.couriers`)}>
        <Table<Courier>
          size="small"
          rowKey="barcode"
          loading={couriers.isLoading}
          dataSource={couriers.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', title: t('admin.pages.scanning.fields.courier'), dataIndex: 'fullName' },
            { key: 'barcode', title: t('admin.pages.scanning.fields.courierBarcode'), dataIndex: 'barcode' },
            { key: 'held', title: t(`${H}.parcels_held`), dataIndex: 'parcelsAmount' },
            {
              key: 'actions',
              title: <span className="visually-hidden">{t('admin.pages.scanning.columns.actions')}</span>,
              render: (_, courier) => (
                <Space wrap>
                  <Button size="small" onClick={() => start('LoadingCourier', courier.barcode)}>
                    {t(`${H}.hand_over`)}
                  </Button>
                  <Button size="small" onClick={() => start('UnloadingCourier', courier.barcode)}>
                    {t(`${H}.take_back`)}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t(`${H}.open_scans`)}>
        <Table
          size="small"
          rowKey="id"
          loading={openScans.isLoading}
          dataSource={openScans.data ?? []}
          locale={{ emptyText: t(`${H}.no_open_scans`) }}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'number', title: t('registers.scanning.fields.number'), dataIndex: 'number' },
            {
              key: 'type',
              title: t('registers.scanning.fields.type'),
              render: (_, row) => <Tag>{t(`admin.pages.scanning.types.${row.type}`)}</Tag>,
            },
            {
              key: 'courier',
              title: t('admin.pages.scanning.fields.courierBarcode'),
              dataIndex: 'courierBarcode',
            },
            {
              key: 'counts',
              title: t('admin.pages.scanning.scanned'),
              render: (_, row) => `${row.scannedBarcodesAmount} / ${row.forScanBarcodesAmount}`,
            },
            {
              key: 'open',
              title: <span className="visually-hidden">{t('admin.pages.scanning.columns.actions')}</span>,
              render: (_, row) => (
                <Button
                  size="small"
                  type="link"
                  onClick={() => navigate(pathTo('scan_edit', { id: row.id }))}
                >
                  {t(`${H}.open`)}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <CreateScanDialog
        type={dialog?.type ?? null}
        courierBarcode={dialog?.courierBarcode}
        onClose={() => setDialog(null)}
        onCreated={(id) => {
          setDialog(null);
          navigate(pathTo('scan_edit', { id }));
        }}
      />
    </Flex>
  );
}
