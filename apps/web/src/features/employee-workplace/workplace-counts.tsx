import type { ShipmentsForProcessing, ShipmentsProcessed } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { workplaceKeys } from './recent-activity.ts';

const T = 'admin.pages.employee_workplace.counts';

/**
 * Today at the user's (working) division (registers §7 "Scanning": GET work-place/shipment-processed
 * and shipment-for-processed): the shipments handled today and those lying here waiting, to issue
 * or to send on.
 */
export function WorkplaceCounts(): ReactElement {
  const { t } = useTranslation();
  const processed = useQuery({
    queryKey: [...workplaceKeys.all, 'processed'],
    queryFn: async () => (await apiClient.get<ShipmentsProcessed>('work-place/shipment-processed')).data,
  });
  const waiting = useQuery({
    queryKey: [...workplaceKeys.all, 'for-processing'],
    queryFn: async () =>
      (await apiClient.get<ShipmentsForProcessing>('work-place/shipment-for-processed')).data,
  });
  const day = processed.data?.day ?? waiting.data?.day;
  return (
    <Card size="small" title={t(`${T}.title`, { day: day ?? '' })}>
      <Row gutter={[16, 8]}>
        <Col xs={12} md={6}>
          <Statistic
            title={t(`${T}.processed`)}
            value={processed.data?.count ?? '—'}
            loading={processed.isLoading}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t(`${T}.accepted_issued`)}
            value={processed.data ? `${processed.data.accepted} / ${processed.data.issued}` : '—'}
            loading={processed.isLoading}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t(`${T}.for_issue`)}
            value={waiting.data?.forIssue ?? '—'}
            loading={waiting.isLoading}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t(`${T}.outgoing`)}
            value={waiting.data?.outgoing ?? '—'}
            loading={waiting.isLoading}
          />
        </Col>
      </Row>
    </Card>
  );
}
