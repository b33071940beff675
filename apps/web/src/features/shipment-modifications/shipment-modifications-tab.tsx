import { SHIPMENT_MODIFICATION_STATUS_TONES, type ShipmentModificationView } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Table } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { modificationKeys } from './modification-api.ts';
import { ModificationDrawer } from './modification-drawer.tsx';

const T = 'admin.pages.shipments.modifications';
const option = (name: string, value: string) => `registers.shipment_modification.options.${name}.${value}`;

/** Up to this many of a shipment's modifications, newest first: a shipment rarely has more than a few. */
const LIMIT = 50;

export function useShipmentModifications(shipmentId: string) {
  return useQuery({
    queryKey: [...modificationKeys.all, 'of-shipment', shipmentId] as const,
    queryFn: async () => {
      const { data } = await apiClient.get<{ items: ShipmentModificationView[] }>('shipment-modification', {
        params: { shipmentId, limit: LIMIT },
      });
      return data.items;
    },
  });
}

/**
 * The shipment screen's Modifications tab: every modification of the shipment, whoever made it (a
 * clerk, or the recipient on the tracking page: user `system`, source `TrackingPage`); a row opens
 * the modification's drawer.
 */
export function ShipmentModificationsTab({ shipmentId }: { shipmentId: string }): ReactElement {
  const { t } = useTranslation();
  const modifications = useShipmentModifications(shipmentId);
  const [openId, setOpenId] = useState<string | null>(null);
  if (modifications.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (modifications.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t(`${T}.load_failed`)}
        description={modifications.error.message}
        action={<Button onClick={() => void modifications.refetch()}>{t('app.retry')}</Button>}
      />
    );
  if (modifications.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.empty`)} />;
  return (
    <>
      <Table<ShipmentModificationView>
        data-testid="shipment-modifications"
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={modifications.data}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'number', title: t('registers.shipment_modification.fields.number'), dataIndex: 'number' },
          {
            key: 'createdAt',
            title: t('registers.shipment_modification.fields.createdAt'),
            render: (_, row) => dayjs(row.createdAt).format(DATE_TIME_FORMAT),
          },
          {
            key: 'type',
            title: t('registers.shipment_modification.fields.type'),
            render: (_, row) => t(option('type', row.type), { defaultValue: row.type }),
          },
          {
            key: 'status',
            title: t('registers.shipment_modification.fields.status'),
            render: (_, row) => (
              <ToneTag tone={SHIPMENT_MODIFICATION_STATUS_TONES[row.status]}>
                {t(option('status', row.status), { defaultValue: row.status })}
              </ToneTag>
            ),
          },
          { key: 'source', title: t(`${T}.source`), dataIndex: 'source' },
          { key: 'user', title: t('registers.shipment_modification.fields.user'), dataIndex: 'user' },
        ]}
      />
      <ModificationDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
