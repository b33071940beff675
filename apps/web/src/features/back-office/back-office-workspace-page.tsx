import { queuesFor, type WorkspaceQueue } from '@console/domain';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { toQueryString } from '../registers/query-string.ts';
import { NotificationOutboxPanel } from './notification-outbox-panel.tsx';
import './back-office.css';
import { PageHeader } from '../layout/page-header.tsx';

const P = 'admin.pages.back_office_workspace';

async function countOf(queue: WorkspaceQueue): Promise<number | string> {
  const { data } = await apiClient.get<{ total: number; totalIsLowerBound?: true }>(
    `${queue.count.path}?${toQueryString(queue.count.query)}`,
  );
  // A queue longer than the server counts shows as "1000+".
  return data.totalIsLowerBound ? `${data.total}+` : data.total;
}

/**
 * The screen's URL with the queue's filters, as list URLs write them (`statuses[]=Open`); an empty
 * value stays (`createdAtFrom=`) since it clears a list's default of today.
 */
export function queuePath(queue: WorkspaceQueue): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(queue.filters)) {
    const key = encodeURIComponent(name);
    if (Array.isArray(value))
      for (const item of value) parts.push(`${key}[]=${encodeURIComponent(String(item))}`);
    else parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return `${pathTo(queue.route)}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/**
 * back_office_workspace (platform §2, role base): the queues the clerk can act on, each with its
 * count from its feature's own list call and a link to the filtered register.
 */
export function BackOfficeWorkspacePage(): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [search] = useSearchParams();
  const queues = useMemo(() => queuesFor(user?.groups ?? []), [user]);
  const counts = useQueries({
    queries: queues.map((queue) => ({
      queryKey: ['back-office-workspace', queue.key],
      queryFn: () => countOf(queue),
      retry: false,
    })),
  });
  const showsOutbox = queues.some((queue) => queue.key === 'notifications');
  return (
    <div className="back-office">
      <PageHeader title={t(`${P}.title`)} subtitle={t(`${P}.intro`)} />
      {queues.length === 0 && <Empty description={t(`${P}.none`)} />}
      <Row gutter={[12, 12]}>
        {queues.map((queue, index) => {
          const count = counts[index];
          return (
            <Col key={queue.key} xs={12} lg={8}>
              <Link to={queuePath(queue)} className="back-office-queue" data-queue={queue.key}>
                <Card size="small" hoverable>
                  <Statistic
                    title={t(`${P}.queues.${queue.key}`)}
                    value={count?.data ?? (count?.isError ? '—' : ' ')}
                    loading={count?.isPending}
                  />
                  {count?.isError && (
                    <Typography.Text type="secondary">{t(`${P}.unavailable`)}</Typography.Text>
                  )}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
      {showsOutbox && <NotificationOutboxPanel initialFailed={search.get('outbox') === 'failed'} />}
    </div>
  );
}
