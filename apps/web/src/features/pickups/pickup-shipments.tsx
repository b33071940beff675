import { PICKUP_SHIPMENT_STATUS_TONES, type Pickup, type PickupShipment } from '@console/domain';
import { App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { addPickupShipments, findShipmentByNumber, removePickupShipment } from './pickup-api.ts';

/**
 * The pickup's shipments (registers §4-5): added by number only while the pickup is Draft
 * (ReadyToShip or Accepted, not actively added elsewhere: the server says which), with their
 * first-mile delivery partners.
 */
export function PickupShipments(props: {
  pickup: Pickup;
  onChanged(pickup: Pickup | null): void;
}): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { pickup } = props;
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const draft = pickup.status === 'Draft' && !pickup.deletedAt;

  const add = async () => {
    if (!number.trim()) return;
    setBusy(true);
    try {
      const shipment = await findShipmentByNumber(number);
      if (!shipment) {
        void message.error(t('admin.pages.pickups.shipment_not_found', { number }));
        return;
      }
      props.onChanged(await addPickupShipments(pickup.id, [shipment.id]));
      setNumber('');
      void message.success(t('admin.pages.pickups.shipment_added', { number: shipment.number }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (shipment: PickupShipment) => {
    try {
      props.onChanged(await removePickupShipment(pickup.id, shipment.shipmentId));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const rows = pickup.shipments.filter((row) => row.deletedAt === null);
  const title = t('admin.pages.pickups.shipments', { count: rows.length });
  const scroller = useKeyboardScrollable(title);
  return (
    <Card size="small" title={title}>
      {draft && (
        <Space.Compact style={{ width: '100%', maxWidth: 480, marginBottom: 12 }}>
          <Input
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            onPressEnter={() => void add()}
            placeholder={t('admin.pages.pickups.shipment_number')}
            aria-label={t('admin.pages.pickups.shipment_number')}
          />
          <Button type="primary" loading={busy} onClick={() => void add()}>
            {t('admin.pages.pickups.add_shipment')}
          </Button>
        </Space.Compact>
      )}
      <Table<PickupShipment>
        ref={scroller}
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        locale={{ emptyText: t('admin.pages.pickups.no_shipments') }}
        columns={[
          { title: t('admin.pages.pickups.shipment'), dataIndex: 'number' },
          {
            title: t('admin.pages.pickups.status'),
            dataIndex: 'status',
            render: (status: PickupShipment['status']) => (
              <ToneTag tone={PICKUP_SHIPMENT_STATUS_TONES[status]} heaviness="light">
                {t(`admin.pages.pickups.shipment_statuses.${status}`, { defaultValue: status })}
              </ToneTag>
            ),
          },
          {
            title: t('admin.pages.pickups.weight'),
            dataIndex: 'weightKg',
            render: (kg: number) => `${kg} kg`,
          },
          { title: t('admin.pages.pickups.parcels'), dataIndex: 'parcelsCount' },
          {
            title: t('admin.pages.pickups.delivery_partners'),
            dataIndex: 'deliveryPartners',
            render: (partners: PickupShipment['deliveryPartners']) =>
              partners.map((partner) => (
                <Tag key={partner.id} color={partner.main ? 'blue' : undefined}>
                  {partner.name} {partner.number}
                  {partner.parcelNumber ? ` · ${partner.parcelNumber}` : ''}
                </Tag>
              )),
          },
          { title: t('admin.pages.pickups.note'), dataIndex: 'note' },
          ...(draft
            ? [
                {
                  title: '',
                  key: 'remove',
                  render: (_: unknown, row: PickupShipment) => (
                    <Button size="small" onClick={() => void remove(row)}>
                      {t('admin.pages.pickups.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
