import { ROUTE_STATUS_TONES } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Result, Skeleton, Table, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isRecordNotFound } from '../../api/product-error.ts';
import { pathTo } from '../../app/route-paths.ts';
import { clockRange, clockTime, kilometres, windowText } from '../courier-routes/route-times.ts';
import { RoutesMap } from '../courier-routes/routes-map.tsx';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { fetchPersonalTask, taskKeys } from './task-api.ts';
import '../courier-routes/courier-routes.css';

/**
 * The personal task (route personal_task): the signed-in courier's task of the day with the
 * route it carries — stops in order with their times and windows, on a map. With an id, a
 * dispatcher looks at a courier's personal task.
 */
export function PersonalTaskPage(): ReactElement {
  const { t } = useTranslation();
  const { id } = useParams();
  const personal = useQuery({
    queryKey: taskKeys.personal(id),
    queryFn: () => fetchPersonalTask(id),
    retry: false,
  });
  const stopsScroller = useKeyboardScrollable(t('routes.personal_task'));
  const header = <PageHeader title={t('routes.personal_task')} />;
  if (personal.isError) {
    const notFound = isRecordNotFound(personal.error);
    return (
      <>
        {header}
        <Result
          status={notFound ? 'info' : 'error'}
          title={notFound ? t('admin.pages.tasks.no_personal') : personal.error.message}
        />
      </>
    );
  }
  if (!personal.data)
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );
  const { task, route } = personal.data;
  if (!task)
    return (
      <>
        {header}
        <Empty description={t('admin.pages.tasks.no_personal')} />
      </>
    );
  return (
    <>
      <PageHeader
        title={`${t('routes.personal_task')} · ${task.executor ?? ''}`}
        subtitle={task.day ?? ''}
        extra={route && <ToneTag tone={ROUTE_STATUS_TONES[route.status]}>{route.number}</ToneTag>}
      />
      <Flex vertical gap="middle">
        <Card size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              {
                key: 'vehicle',
                label: t('admin.pages.tasks.vehicle'),
                children: task.taskContextData.vehicleNumber ?? '—',
              },
              {
                key: 'pickups',
                label: t('admin.pages.tasks.pickups'),
                children: task.taskContextData.shipmentPickupAmount ?? 0,
              },
              {
                key: 'deliveries',
                label: t('admin.pages.tasks.deliveries'),
                children: task.taskContextData.shipmentDeliveryAmount ?? 0,
              },
              {
                key: 'times',
                label: t('admin.pages.tasks.route_times'),
                children: route
                  ? `${clockRange(route.departure, route.returnTime, route.timeZone)} · ${kilometres(route.distanceMetres)} km`
                  : '—',
              },
            ]}
          />
        </Card>
        {route ? (
          <>
            <RoutesMap routes={[route]} />
            <Table
              ref={stopsScroller}
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={route.stops}
              scroll={{ x: 'max-content' }}
              rowClassName={(stop) => (stop.late ? 'dispatch-row-late' : '')}
              columns={[
                { key: 'n', title: '#', render: (_, stop) => stop.position + 1 },
                {
                  key: 'time',
                  title: t('admin.pages.tasks.arrive'),
                  render: (_, stop) => clockTime(stop.serviceStart, route.timeZone),
                },
                {
                  key: 'label',
                  title: t('admin.pages.tasks.stop'),
                  render: (_, stop) =>
                    stop.kind === 'task' ? (
                      <Link to={pathTo('edit_task', { id: stop.refId })}>{stop.label}</Link>
                    ) : (
                      <Link to={pathTo('pickups_view', { id: stop.refId })}>{stop.label}</Link>
                    ),
                },
                {
                  key: 'kind',
                  title: t('admin.pages.tasks.kind'),
                  render: (_, stop) => t(`admin.pages.courier_routes.kinds.${stop.kind}`),
                },
                {
                  key: 'window',
                  title: t('admin.pages.tasks.window'),
                  render: (_, stop) =>
                    windowText(
                      stop.timeFrom,
                      stop.timeTo,
                      t('admin.pages.courier_routes.not_ordered'),
                      route.timeZone,
                    ),
                },
                {
                  key: 'weight',
                  title: t('admin.pages.tasks.weight'),
                  render: (_, stop) => `${stop.weightKg} kg`,
                },
              ]}
            />
          </>
        ) : (
          <Empty description={<Typography.Text>{t('admin.pages.tasks.no_route')}</Typography.Text>} />
        )}
      </Flex>
    </>
  );
}
