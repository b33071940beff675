import { Card, Descriptions, Empty, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { CopyNumber } from '../layout/copy-number.tsx';
import type { Task } from './task-api.ts';

/** The task types with a form of their own (registers §2.4), by the card each adds. */
const TYPED_CARDS = {
  ClientAddress: 'client_address',
  Postomat: 'postomat',
  PUDO: 'pudo',
} as const;

type TypedCard = (typeof TYPED_CARDS)[keyof typeof TYPED_CARDS];

const typedCardOf = (type: string): TypedCard | undefined =>
  (TYPED_CARDS as Readonly<Record<string, TypedCard>>)[type];

/** The OpenStreetMap page of a point: where a clerk checks a client's or a locker's place. */
const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/**
 * What a client-address, postomat or PUDO task is about, in the words of its own form: where the
 * courier goes (the client's door, the locker, the pickup point), the parcels to hand over there
 * and to take away, each shipment a link to the shipments list. Other types add nothing.
 */
export function TaskTypeDetails({ task }: { task: Task }): ReactElement | null {
  const { t } = useTranslation();
  const card = typedCardOf(task.type);
  if (!card) return null;
  const key = (name: string) => t(`admin.pages.tasks.typed.${card}.${name}`);
  const context = task.taskContextData;
  const place = task.address;
  return (
    <Card size="small" title={key('title')} data-testid={`task-card-${card}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          ...(card === 'client_address'
            ? []
            : [{ key: 'point', label: key('point'), children: task.division ?? '—' }]),
          {
            key: 'place',
            label: key('place'),
            children: place ? (
              <Space wrap size="small">
                <span>{place.string}</span>
                <a href={mapLink(place.latitude, place.longitude)} target="_blank" rel="noreferrer">
                  {t('admin.pages.tasks.typed.open_map')}
                </a>
              </Space>
            ) : (
              '—'
            ),
          },
          {
            key: 'deliver',
            label: key('deliver'),
            children: context.shipmentDeliveryAmount ?? task.shipmentNumbers.length,
          },
          { key: 'collect', label: key('collect'), children: context.shipmentPickupAmount ?? 0 },
        ]}
      />
      <div className="task-typed-shipments" style={{ marginTop: 12 }}>
        <strong>{t('admin.pages.tasks.typed.shipments')}</strong>
        {task.shipmentNumbers.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('admin.pages.tasks.typed.no_shipments')}
          />
        ) : (
          <ul aria-label={t('admin.pages.tasks.typed.shipments')}>
            {task.shipmentNumbers.map((number) => (
              <li key={number}>
                <Link to={pathTo('shipments', {}, { number })}>{number}</Link> <CopyNumber value={number} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
