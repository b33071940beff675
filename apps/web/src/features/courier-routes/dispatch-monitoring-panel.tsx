import { WarningOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, List, Space, Table, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamState } from '../live-dispatch/dispatch-event-source.ts';
import { clockRange, clockTime } from './route-times.ts';
import { fetchMonitoringPage, fetchRoutePolylines, type MonitoredCourier, routeKeys } from './routes-api.ts';
import { type LiveStop, RoutesMap, STOP_STATE_COLOURS, STOP_STATES, type StopState } from './routes-map.tsx';

/**
 * Dispatch monitoring (registers §7 `dispatch-monitoring`, cursor paging): the couriers on shift,
 * their route and their open tasks and pickups; a stop whose window has passed is late, in red.
 * The map draws each listed vehicle's latest route (`GET task-groups/route-polylines`) and where each
 * courier's phone last was; both move as the live-dispatch stream reports (issue 27).
 */
export function DispatchMonitoringPanel(props: {
  divisionId: string;
  day: string;
  /** The hub's live-dispatch stream (one per hub), shown as a tag. */
  live: StreamState;
}): ReactElement {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: routeKeys.monitoring(props.divisionId, props.day),
    queryFn: ({ pageParam }) => fetchMonitoringPage(props.divisionId, props.day, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const { live } = props;
  const couriers = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const positions = couriers.flatMap((row) =>
    row.lastPosition ? [{ courier: row.courier, at: row.lastPosition.at, point: row.lastPosition }] : [],
  );
  const timeZone = pages.data?.pages[0]?.timeZone;
  const vehicleNumbers = [
    ...new Set(couriers.flatMap((courier) => (courier.vehicleNumber ? [courier.vehicleNumber] : []))),
  ];
  const polylines = useQuery({
    queryKey: routeKeys.polylines(vehicleNumbers),
    queryFn: () => fetchRoutePolylines(vehicleNumbers),
    enabled: vehicleNumbers.length > 0,
  });
  const stops = couriers.flatMap(liveStopsOf);
  const lateText = (item: { late: boolean; lateRisk: boolean; eta: string | null }) => (
    <>
      {item.eta && (
        <Typography.Text type="secondary">
          {' · '}
          {t('admin.pages.courier_routes.eta', { time: clockTime(item.eta, timeZone) })}
        </Typography.Text>
      )}{' '}
      {item.late ? (
        <Tag color="error" icon={<WarningOutlined />}>
          {t('admin.pages.courier_routes.late')}
        </Tag>
      ) : item.lateRisk ? (
        <Tag color="warning" icon={<WarningOutlined />}>
          {t('admin.pages.courier_routes.late_risk')}
        </Tag>
      ) : null}
    </>
  );
  return (
    <Flex vertical gap="middle">
      <Space>
        <Tag color={live === 'live' ? 'success' : 'default'} data-testid="live-state">
          {t(`admin.pages.courier_routes.live.${live}`)}
        </Tag>
      </Space>
      {((polylines.data?.length ?? 0) > 0 || positions.length > 0 || stops.length > 0) && (
        <RoutesMap
          routes={[]}
          stops={stops}
          latestRoutes={polylines.data ?? []}
          couriers={positions.map((position) => ({
            courier: position.courier,
            latitude: position.point.latitude,
            longitude: position.point.longitude,
            time: clockTime(position.at, timeZone),
          }))}
        />
      )}
      {stops.length > 0 && (
        <Flex gap="middle" wrap aria-label={t('admin.pages.courier_routes.stop_states.legend')} role="list">
          {STOP_STATES.map((state) => (
            <Space key={state} size={4} role="listitem" data-testid={`stop-state-${state}`}>
              <span className="live-stop-swatch" style={{ background: STOP_STATE_COLOURS[state] }} />
              {`${t(`admin.pages.courier_routes.stop_states.${state}`)} (${stops.filter((stop) => stop.state === state).length})`}
            </Space>
          ))}
        </Flex>
      )}
      <Table<MonitoredCourier>
        rowKey="courier"
        size="small"
        loading={pages.isPending}
        pagination={false}
        dataSource={couriers}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('admin.pages.courier_routes.no_couriers')} /> }}
        rowClassName={(row) =>
          row.late > 0 ? 'dispatch-row-late' : row.lateRisk > 0 ? 'dispatch-row-at-risk' : ''
        }
        columns={[
          {
            key: 'courier',
            title: t('admin.pages.courier_routes.courier'),
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  {[row.firstName, row.lastName].filter(Boolean).join(' ') || row.courier}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {row.courier} · {row.vehicleNumber ?? '—'} · {row.shift.start}–{row.shift.end}
                </Typography.Text>
                {row.lastPosition && (
                  <Typography.Text type="secondary" data-testid="last-position">
                    {t('admin.pages.courier_routes.last_position', {
                      time: clockTime(row.lastPosition.at, timeZone),
                      point: `${row.lastPosition.latitude.toFixed(4)}, ${row.lastPosition.longitude.toFixed(4)}`,
                    })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'route',
            title: t('admin.pages.courier_routes.route'),
            render: (_, row) =>
              row.route ? (
                <Space size={4}>
                  {row.route.number}
                  <Tag>
                    {t(`admin.pages.courier_routes.statuses.${row.route.status}`, {
                      defaultValue: row.route.status,
                    })}
                  </Tag>
                </Space>
              ) : (
                '—'
              ),
          },
          {
            key: 'tasks',
            title: t('admin.pages.courier_routes.open_tasks'),
            render: (_, row) => (
              <List
                size="small"
                split={false}
                dataSource={row.openTasks}
                locale={{ emptyText: '—' }}
                renderItem={(task) => (
                  <List.Item className={task.late ? 'dispatch-item late' : 'dispatch-item'}>
                    {task.label} · {task.timeFrom ?? '—'}–{task.timeTo ?? '—'}
                    {lateText(task)}
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'pickups',
            title: t('admin.pages.courier_routes.open_pickups'),
            render: (_, row) => (
              <List
                size="small"
                split={false}
                dataSource={row.openPickups}
                locale={{ emptyText: '—' }}
                renderItem={(pickup) => (
                  <List.Item className={pickup.late ? 'dispatch-item late' : 'dispatch-item'}>
                    {pickup.number} · {clockRange(pickup.timeFrom, pickup.timeTo, timeZone)}
                    {lateText(pickup)}
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'late',
            title: t('admin.pages.courier_routes.late_count'),
            render: (_, row) => <Badge count={row.late} showZero color={row.late > 0 ? 'red' : 'green'} />,
          },
        ]}
      />
      {pages.hasNextPage && (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          {t('admin.pages.courier_routes.more')}
        </Button>
      )}
    </Flex>
  );
}

const openState = (item: { late: boolean; lateRisk: boolean }): StopState =>
  item.late ? 'late' : item.lateRisk ? 'risk' : 'due';

/** A courier's stops on the live map: those closed (done or not) and the open ones on their route. */
export function liveStopsOf(row: MonitoredCourier): LiveStop[] {
  const open = [
    ...row.openTasks.map((task) => ({ ...task, name: task.label })),
    ...row.openPickups.map((pickup) => ({ ...pickup, name: pickup.number })),
  ].flatMap((item) =>
    item.stop
      ? [
          {
            key: `${row.courier}-${item.id}`,
            latitude: item.stop.latitude,
            longitude: item.stop.longitude,
            state: openState(item),
            label: `${item.stop.position + 1}. ${item.name} · ${row.courier}`,
          },
        ]
      : [],
  );
  const closed = row.closedStops.map((stop) => ({
    key: `${row.courier}-closed-${stop.position}`,
    latitude: stop.latitude,
    longitude: stop.longitude,
    state: stop.outcome,
    label: `${stop.position + 1}. ${row.courier}`,
  }));
  return [...closed, ...open];
}
