import { SearchOutlined } from '@ant-design/icons';
import { normaliseParcelNumber } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Input, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRecordNotFound } from '../../api/product-error.ts';
import { pathTo } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { checkPudoParcel, pudoKeys } from './pudo-api.ts';
import './pudo.css';

const T = 'admin.pages.pudo_workplace';

/** `pudo_check_parcel`: where a parcel is and what happened to it (its tracking history). */
export function PudoCheckParcelPage(): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [number, setNumber] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const check = useQuery({
    queryKey: pudoKeys.check(number ?? ''),
    queryFn: ({ signal }) => checkPudoParcel(number ?? '', signal),
    enabled: number !== null,
    retry: false,
    staleTime: 0,
  });

  const search = () => {
    const value = normaliseParcelNumber(text);
    setInvalid(value === null);
    setNumber(value);
  };

  const notFound = isRecordNotFound(check.error);
  const parcel = check.data;
  return (
    <Flex vertical gap={12} className="pudo-page">
      <PageHeader
        title={t('routes.pudo_check_parcel')}
        subtitle={t(`${T}.check_subtitle`)}
        extra={<Link to={pathTo('pudo_workplace', {})}>{t(`${T}.back`)}</Link>}
      />
      <Card size="small">
        <Flex gap={8}>
          <Input
            autoFocus
            size="large"
            value={text}
            placeholder={t(`${T}.check_placeholder`)}
            aria-label={t(`${T}.check_placeholder`)}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={search}
            data-testid="pudo-check-input"
          />
          <Button size="large" icon={<SearchOutlined />} onClick={search} loading={check.isFetching}>
            {t(`${T}.check`)}
          </Button>
        </Flex>
      </Card>
      {invalid && <Alert type="error" showIcon title={t(`${T}.wrong_number`)} />}
      {notFound && <Alert type="warning" showIcon title={t(`${T}.parcel_not_found`)} />}
      {parcel && (
        <Card
          size="small"
          title={<Typography.Text code>{parcel.parcelNumber}</Typography.Text>}
          data-testid="pudo-check-result"
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t(`${T}.columns.shipment`)}>{parcel.shipmentNumber}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.columns.status`)}>
              <Tag>
                {t(`admin.pages.visit.shipment_statuses.${parcel.shipmentStatus}`, {
                  defaultValue: parcel.shipmentStatus,
                })}
              </Tag>
              {parcel.issued && <Tag color="blue">{t(`${T}.issued`)}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${T}.columns.recipient`)}>{parcel.recipientName}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.current_division`)}>
              {parcel.currentDivision ?? '—'}
              {parcel.currentDivisionAt && ` · ${dayjs(parcel.currentDivisionAt).format('YYYY-MM-DD HH:mm')}`}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${T}.route`)}>
              {[parcel.senderDivision, parcel.recipientDivision].map((name) => name ?? '—').join(' → ')}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t(`${T}.history`)}</Typography.Title>
          <Timeline
            items={parcel.events.map((event) => ({
              key: event.id,
              content: (
                <Flex vertical>
                  <Typography.Text strong>
                    {t(`${T}.events.${event.event}`, { defaultValue: event.event })}
                    {event.division && ` · ${event.division}`}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {[dayjs(event.createdAt).format('YYYY-MM-DD HH:mm'), event.userLogin, event.note]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        </Card>
      )}
    </Flex>
  );
}
