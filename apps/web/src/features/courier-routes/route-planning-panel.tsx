import { CheckOutlined, DragOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { isDispatcher, ROUTE_STATUS_TONES, type RouteStopView, type RouteView } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Select, Space, Typography } from 'antd';
import { type DragEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { LiveInsertionCard } from '../live-dispatch/live-insertion-card.tsx';
import { RouteCourierButton } from './route-courier-dialog.tsx';
import { clockRange, clockTime, kilometres, windowText } from './route-times.ts';
import {
  type BuildAnswer,
  buildRoutes,
  confirmRoute,
  fetchDayRoutes,
  moveStop,
  routeKeys,
} from './routes-api.ts';
import { RoutesMap, routeColour } from './routes-map.tsx';

const DRAG_TYPE = 'application/x-route-stop';

/**
 * Planning a division's day (issue 10 "Build routes"): Build runs the solver on the server, the
 * map shows every route, each stop can be dragged onto another courier's card — or moved with
 * its select, the keyboard's way — and each draft is confirmed on its own. The server re-checks
 * every move and answers with the re-timed routes, or refuses it.
 */
export function RoutePlanningPanel(props: { divisionId: string; day: string }): ReactElement {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const mayDispatch = user ? isDispatcher(user) : false;
  const key = routeKeys.day(props.divisionId, props.day);
  const routes = useQuery({ queryKey: key, queryFn: () => fetchDayRoutes(props.divisionId, props.day) });
  const [lastBuild, setLastBuild] = useState<BuildAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: routeKeys.all });

  const build = useMutation({
    mutationFn: () => buildRoutes(props.divisionId, props.day),
    onSuccess: async (answer) => {
      setLastBuild(answer);
      setRefusal(null);
      await refresh();
    },
    onError: (error) => setRefusal(errorText(error)),
  });
  const move = useMutation({
    mutationFn: (input: { source: RouteView; stop: RouteStopView; target: RouteView }) =>
      moveStop(input.source, input.stop.id, input.target),
    onSuccess: async () => {
      setRefusal(null);
      message.success(t('admin.pages.courier_routes.moved'));
      await refresh();
    },
    onError: async (error) => {
      setRefusal(errorText(error));
      await refresh();
    },
  });
  const confirm = useMutation({
    mutationFn: (route: RouteView) => confirmRoute(route),
    onSuccess: async () => {
      message.success(t('admin.pages.courier_routes.confirmed'));
      await refresh();
    },
    onError: (error) => setRefusal(errorText(error)),
  });

  const list = routes.data ?? [];
  const byId = new Map(list.map((route) => [route.id, route]));
  const moveTo = (sourceId: string, stopId: string, targetId: string) => {
    const source = byId.get(sourceId);
    const target = byId.get(targetId);
    const stop = source?.stops.find((row) => row.id === stopId);
    if (source && target && stop && source.id !== target.id) move.mutate({ source, stop, target });
  };
  const onDrop = (target: RouteView) => (event: DragEvent) => {
    event.preventDefault();
    const [sourceId, stopId] = event.dataTransfer.getData(DRAG_TYPE).split(':');
    if (sourceId && stopId) moveTo(sourceId, stopId, target.id);
  };
  const drafts = list.filter((route) => route.status === 'Draft');

  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <Button
          type="primary"
          icon={<NodeIndexOutlined />}
          loading={build.isPending}
          onClick={() => build.mutate()}
          data-testid="build-routes"
        >
          {t('admin.pages.courier_routes.build')}
        </Button>
        <Button
          icon={<CheckOutlined />}
          disabled={drafts.length === 0}
          loading={confirm.isPending}
          onClick={async () => {
            for (const route of drafts) await confirm.mutateAsync(route).catch(() => undefined);
          }}
        >
          {t('admin.pages.courier_routes.confirm_all')}
        </Button>
        {lastBuild && (
          <Typography.Text type="secondary">
            {t('admin.pages.courier_routes.built', {
              count: lastBuild.routes.length,
              km: kilometres(lastBuild.distanceMetres),
              seconds: (lastBuild.elapsedMs / 1000).toFixed(1),
            })}
          </Typography.Text>
        )}
      </Space>
      {refusal && (
        <Alert type="error" showIcon closable onClose={() => setRefusal(null)} title={refusal} role="alert" />
      )}
      {lastBuild && lastBuild.unassigned.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.pages.courier_routes.unassigned', {
            labels: lastBuild.unassigned.map((stop) => stop.label).join(', '),
          })}
        />
      )}
      {mayDispatch && list.some((route) => route.status === 'Created') && (
        <LiveInsertionCard divisionId={props.divisionId} day={props.day} timeZone={list[0]?.timeZone} />
      )}
      <RoutesMap routes={list} highlight={highlight} />
      {list.length === 0 && !routes.isPending && (
        <Empty description={t('admin.pages.courier_routes.no_routes')} />
      )}
      <div className="courier-routes-cards">
        {list.map((route, index) => (
          <Card
            key={route.id}
            size="small"
            className="courier-route-card"
            data-testid={`route-card-${route.courier}`}
            style={{ borderTop: `4px solid ${routeColour(index)}` }}
            onMouseEnter={() => setHighlight(route.id)}
            onMouseLeave={() => setHighlight(null)}
            onDragOver={(event) => route.status === 'Draft' && event.preventDefault()}
            onDrop={onDrop(route)}
            title={
              <Space wrap size={4}>
                <Typography.Text strong>{route.courier}</Typography.Text>
                <ToneTag tone={ROUTE_STATUS_TONES[route.status]} heaviness="light">
                  {t(`admin.pages.courier_routes.statuses.${route.status}`, { defaultValue: route.status })}
                </ToneTag>
              </Space>
            }
            extra={
              <Space wrap size={4}>
                {mayDispatch && <RouteCourierButton route={route} kind="courier" />}
                {mayDispatch && <RouteCourierButton route={route} kind="initial-courier" />}
                {route.status === 'Draft' && (
                  <Button
                    size="small"
                    onClick={() => confirm.mutate(route)}
                    data-testid={`confirm-${route.courier}`}
                  >
                    {t('admin.pages.courier_routes.confirm')}
                  </Button>
                )}
              </Space>
            }
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {route.number} · {route.vehicleNumber ?? '—'} ·{' '}
              {clockRange(route.departure, route.returnTime, route.timeZone)} ·{' '}
              {kilometres(route.distanceMetres)} km · {route.loadKg.toFixed(1)} kg
              {route.lunchStart &&
                ` · ${t('admin.pages.courier_routes.lunch')} ${clockTime(route.lunchStart, route.timeZone)}`}
            </Typography.Paragraph>
            <ol className="courier-route-stops">
              {route.stops.map((stop) => (
                <li
                  key={stop.id}
                  draggable={route.status === 'Draft'}
                  onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, `${route.id}:${stop.id}`)}
                  className={stop.late ? 'courier-route-stop late' : 'courier-route-stop'}
                  data-testid={`stop-${stop.label}`}
                >
                  {route.status === 'Draft' && <DragOutlined aria-hidden className="courier-route-drag" />}
                  <span className="courier-route-stop-text">
                    <Typography.Text strong>{clockTime(stop.serviceStart, route.timeZone)}</Typography.Text>{' '}
                    {stop.label}{' '}
                    <Typography.Text type="secondary">
                      ({t(`admin.pages.courier_routes.kinds.${stop.kind}`)},{' '}
                      {windowText(
                        stop.timeFrom,
                        stop.timeTo,
                        t('admin.pages.courier_routes.not_ordered'),
                        route.timeZone,
                      )}
                      )
                    </Typography.Text>
                  </span>
                  {route.status === 'Draft' && list.length > 1 && (
                    <Select
                      size="small"
                      className="courier-route-move"
                      aria-label={t('admin.pages.courier_routes.move_to', { stop: stop.label })}
                      placeholder={t('admin.pages.courier_routes.move')}
                      value={null}
                      disabled={move.isPending}
                      options={drafts
                        .filter((other) => other.id !== route.id)
                        .map((other) => ({ value: other.id, label: other.courier }))}
                      onChange={(targetId: string) => moveTo(route.id, stop.id, targetId)}
                    />
                  )}
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </Flex>
  );
}
