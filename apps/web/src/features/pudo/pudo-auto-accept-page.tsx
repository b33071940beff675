import { CheckOutlined } from '@ant-design/icons';
import type { ScannedItem } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, List, Table, Tag, Typography } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { closeScanRegistry, fetchScanRegistry, scanKeys } from '../scanning/scanning-api.ts';
import { acceptAllAtPudo, pudoKeys } from './pudo-api.ts';
import './pudo.css';

const T = 'admin.pages.pudo_workplace';

/** How a parcel of the closed receiving scan reads: received (expected here), bound elsewhere, unknown. */
export function receivedOutcome(item: ScannedItem): { key: string; color: string } {
  if (!item.parcelId) return { key: `${T}.outcomes.unknown`, color: 'red' };
  return item.expected
    ? { key: `${T}.outcomes.received`, color: 'green' }
    : { key: `${T}.outcomes.unexpected`, color: 'orange' };
}

/**
 * `pudo_auto_accept` (registers §4 "in the PUDO workplace with auto receiving, to
 * pudo_auto_accept"): the PUDO's receiving scan (`/pudo_workplace/auto_accept/{id}`) with the
 * parcels it expects; Complete records them all as scanned and closes the scan, which moves them. The page clicks Complete itself
 * once the expected parcels show (platform §2 "The pudo auto-accept tab clicks a complete-scan
 * control if present").
 */
export function PudoAutoAcceptPage(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scanId = useParams().id ?? '';
  const registry = useQuery({
    queryKey: scanKeys.detail(scanId),
    queryFn: () => fetchScanRegistry(scanId),
    enabled: scanId !== '',
    staleTime: 0,
  });
  const [busy, setBusy] = useState(false);
  const completeRef = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);
  const scan = registry.data;
  const open = scan?.status === 'Open';

  const complete = async () => {
    if (!scan) return;
    setBusy(true);
    try {
      await acceptAllAtPudo(scan.id);
      await closeScanRegistry(scan.id);
    } catch (error) {
      addError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: scanKeys.detail(scan.id) });
      await queryClient.invalidateQueries({ queryKey: pudoKeys.all });
      setBusy(false);
    }
  };

  useEffect(() => {
    if (clicked.current || !open || !scan || scan.missing.length === 0) return;
    clicked.current = true;
    completeRef.current?.click();
  }, [open, scan]);

  const header = (
    <PageHeader
      title={t('routes.pudo_auto_accept')}
      subtitle={scan ? `${scan.number} · ${scan.vehicleNumber ?? ''}` : t(`${T}.auto_subtitle`)}
      extra={<Link to={pathTo('pudo_workplace', {})}>{t(`${T}.back`)}</Link>}
    />
  );
  if (scanId === '' || registry.isError)
    return (
      <Flex vertical gap={12} className="pudo-page">
        {header}
        <Alert type="info" showIcon title={t(`${T}.no_scan`)} />
      </Flex>
    );
  const received = scan?.items ?? [];
  return (
    <Flex vertical gap={12} className="pudo-page">
      {header}
      {!scan || open ? (
        <Card
          size="small"
          title={t(`${T}.auto_expected`, { n: scan?.missing.length ?? 0 })}
          extra={
            <Button
              ref={completeRef}
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              disabled={!scan}
              onClick={() => void complete()}
              data-testid="pudo-complete"
            >
              {t(`${T}.complete`)}
            </Button>
          }
        >
          <Table
            size="small"
            rowKey="parcelNumber"
            loading={registry.isLoading}
            pagination={false}
            dataSource={scan?.missing ?? []}
            data-testid="pudo-auto-expected"
            locale={{ emptyText: t(`${T}.auto_nothing`) }}
            columns={[
              { key: 'parcel', dataIndex: 'parcelNumber', title: t(`${T}.columns.parcel`) },
              { key: 'shipment', dataIndex: 'shipmentNumber', title: t(`${T}.columns.shipment`) },
            ]}
          />
        </Card>
      ) : (
        <Card
          size="small"
          title={t(`${T}.auto_done`, { n: received.filter((item) => item.expected).length })}
        >
          {received.length === 0 && <Alert type="info" showIcon title={t(`${T}.auto_nothing`)} />}
          <List
            size="small"
            dataSource={received}
            data-testid="pudo-auto-received"
            renderItem={(item) => {
              const outcome = receivedOutcome(item);
              return (
                <List.Item key={item.id}>
                  <Typography.Text code>{item.barcode}</Typography.Text>
                  <Tag color={outcome.color}>{t(outcome.key)}</Tag>
                </List.Item>
              );
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
