import { ContainerOutlined, EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { ClientDeliveryPoint, ContactInformation } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { ListItemText } from '../layout/list-item-text.tsx';
import { DATE_FORMAT } from '../registers/list/cell-format.ts';

const T = 'admin.pages.visit.visitor.delivery_points';
/** The few most recent points a clerk reads out; the call answers up to 20. */
const SHOWN = 5;

/**
 * Where the visitor had parcels delivered before (registers §7 `GET contact-information` by the
 * visit's phone): the divisions and addresses of their earlier shipments and visits, most recent
 * first, so the clerk can offer the usual one. They come in the delivery points' display order
 * (registers §9): the usual branch, other branches, the usual postomat, other postomats, then
 * addresses.
 */
export function ClientDeliveryPoints({ phone }: { phone: string }): ReactElement | null {
  const { t } = useTranslation();
  const points = useQuery({
    queryKey: ['contact-information', phone],
    queryFn: async () =>
      (await apiClient.get<ContactInformation>('contact-information', { params: { phone } })).data.cid
        .deliveryPoints.deliveryPoints,
    staleTime: 60_000,
  });
  if (!points.data || points.data.length === 0) return null;
  return (
    <div className="client-delivery-points">
      <Typography.Text strong>{t(`${T}.title`)}</Typography.Text>
      <List
        size="small"
        dataSource={points.data.slice(0, SHOWN)}
        renderItem={(point) => (
          <List.Item>
            <ListItemText
              avatar={<PointIcon point={point} />}
              title={
                <>
                  {point.kind === 'division'
                    ? `${point.pointNumber ?? ''} · ${point.name}`
                    : point.name || '—'}
                  {point.type === 'POSTOMAT' && (
                    <Tag className="delivery-point-tag">{t(`${T}.postomat`)}</Tag>
                  )}
                  {point.confirmed && (
                    <Tag color="green" className="delivery-point-tag">
                      {t(`${T}.confirmed`)}
                    </Tag>
                  )}
                  {!point.isActive && (
                    <Tag color="red" className="delivery-point-tag">
                      {t(`${T}.closed`)}
                    </Tag>
                  )}
                </>
              }
              description={t(`${T}.last_used`, { date: dayjs(point.lastUsedAt).format(DATE_FORMAT) })}
            />
          </List.Item>
        )}
      />
    </div>
  );
}

function PointIcon({ point }: { point: ClientDeliveryPoint }): ReactElement {
  if (point.type === 'POSTOMAT') return <ContainerOutlined />;
  return point.kind === 'division' ? <ShopOutlined /> : <EnvironmentOutlined />;
}
