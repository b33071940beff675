import type { RoutePolylineView, RouteView } from '@console/domain';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { BaseMap } from '../registers/map/base-map.tsx';
import { DEFAULT_CENTER } from '../registers/map/map-tiles.ts';

/** One colour per courier, in the order the routes are listed. */
export const ROUTE_COLOURS = ['#1677ff', '#d4380d', '#389e0d', '#722ed1', '#c41d7f', '#08979c', '#d48806'];

export function routeColour(index: number): string {
  return ROUTE_COLOURS[index % ROUTE_COLOURS.length]!;
}

/** A live stop's state on the hub's map (issue 27): closed done or not, or still open and on time, at risk or late. */
export const STOP_STATES = ['done', 'failed', 'due', 'risk', 'late'] as const;
export type StopState = (typeof STOP_STATES)[number];

/** Each state's fill, readable apart also for the colour-blind (green, grey, white, amber, red). */
export const STOP_STATE_COLOURS: Readonly<Record<StopState, string>> = {
  done: '#389e0d',
  failed: '#8c8c8c',
  due: '#ffffff',
  risk: '#faad14',
  late: '#cf1322',
};

export interface LiveStop {
  key: string;
  latitude: number;
  longitude: number;
  state: StopState;
  label: string;
}

/**
 * Keeps every stop in view: the map opens before the routes arrive and follows them. Each fit
 * jumps rather than animates: Leaflet ignores a new fit while a zoom animation runs (the refit
 * of the size observer's first report, routes that arrive mid-zoom), and a screen left at once
 * leaves no animation behind.
 */
function FitToRoutes(props: { points: [number, number][] }): null {
  const map = useMap();
  const key = JSON.stringify(props.points);
  useEffect(() => {
    const points: [number, number][] = JSON.parse(key);
    const fit = () => {
      map.invalidateSize();
      const { clientWidth, clientHeight } = map.getContainer();
      if (clientWidth === 0 || clientHeight === 0) return;
      if (points.length === 1) map.setView(points[0]!, 13, { animate: false });
      else if (points.length > 1) map.fitBounds(points, { padding: [24, 24], animate: false });
    };
    fit();
    // A phone turned sideways, a resized window, a hidden tab shown again: the same stops, refitted.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const { clientWidth, clientHeight } = map.getContainer();
      if (clientWidth > 0 && clientHeight > 0) fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key]);
  return null;
}

/**
 * A route's start and end where they are not the division's place (a courier starting from home):
 * the polyline's first and last points.
 */
function ownEnds(
  route: RouteView,
  depot: RouteView['depot'] | undefined,
): { kind: 'start' | 'end'; point: [number, number] }[] {
  const first = route.polyline[0];
  const last = route.polyline.at(-1);
  const elsewhere = (point: [number, number] | undefined): point is [number, number] =>
    point !== undefined && (!depot || point[0] !== depot.latitude || point[1] !== depot.longitude);
  const ends: { kind: 'start' | 'end'; point: [number, number] }[] = [];
  if (elsewhere(first)) ends.push({ kind: 'start', point: first });
  if (elsewhere(last) && (last[0] !== first?.[0] || last[1] !== first?.[1]))
    ends.push({ kind: 'end', point: last });
  return ends;
}

/**
 * The routes of a day on a map: each route's polyline (straight lines between stops: there is
 * no road engine offline) from its courier's own start to their end, its numbered stops, the
 * depot as a black ring and a courier's own start and end as dashed rings; `latestRoutes`, the
 * latest route of each vehicle (`GET task-groups/route-polylines`), as dashed lines named by the
 * vehicle. Without tiles the lines and markers are still drawn on the blank map.
 */
export function RoutesMap(props: {
  routes: readonly RouteView[];
  latestRoutes?: readonly RoutePolylineView[];
  /** Where couriers' phones last were (live dispatch), drawn as filled dots named by the courier. */
  couriers?: readonly { courier: string; latitude: number; longitude: number; time: string }[];
  highlight?: string | null;
  /** The live day's stops (dispatch monitoring), each in its state's colour. */
  stops?: readonly LiveStop[];
}): ReactElement {
  const { t } = useTranslation();
  const latestRoutes = props.latestRoutes ?? [];
  const depot = props.routes.find((route) => route.depot)?.depot;
  const center: [number, number] = depot ? [depot.latitude, depot.longitude] : DEFAULT_CENTER;
  return (
    <div className="courier-routes-map">
      <BaseMap center={center} zoom={depot ? 11 : 5} label={t('admin.pages.courier_routes.map')}>
        {props.routes.map((route, index) => (
          <Polyline
            key={`line-${route.id}`}
            positions={route.polyline}
            pathOptions={{
              color: routeColour(index),
              weight: props.highlight === route.id ? 6 : 3,
              opacity: props.highlight && props.highlight !== route.id ? 0.35 : 0.9,
            }}
          />
        ))}
        {latestRoutes.map((latest, index) => (
          <Polyline
            key={`latest-${latest.vehicleNumber}`}
            positions={latest.polyline}
            pathOptions={{ color: routeColour(index), weight: 3, opacity: 0.9, dashArray: '6 6' }}
          >
            <Tooltip sticky>{latest.vehicleNumber}</Tooltip>
          </Polyline>
        ))}
        {props.routes.flatMap((route, index) =>
          route.stops.map((stop) => (
            <CircleMarker
              key={stop.id}
              center={[stop.latitude, stop.longitude]}
              radius={7}
              pathOptions={{
                color: routeColour(index),
                fillColor: stop.late ? '#ff4d4f' : '#fff',
                fillOpacity: 1,
              }}
            >
              <Tooltip>
                {stop.position + 1}. {stop.label} · {route.courier}
              </Tooltip>
            </CircleMarker>
          )),
        )}
        {(props.stops ?? []).map((stop) => (
          <CircleMarker
            key={`live-${stop.key}`}
            center={[stop.latitude, stop.longitude]}
            radius={6}
            className={`live-stop live-stop-${stop.state}`}
            pathOptions={{
              color: '#1d3b6f',
              weight: 1.5,
              fillColor: STOP_STATE_COLOURS[stop.state],
              fillOpacity: 1,
            }}
          >
            <Tooltip>
              {stop.label} · {t(`admin.pages.courier_routes.stop_states.${stop.state}`)}
            </Tooltip>
          </CircleMarker>
        ))}
        <FitToRoutes
          points={[
            ...(depot ? [[depot.latitude, depot.longitude] as [number, number]] : []),
            ...props.routes.flatMap((route) => route.polyline),
            ...latestRoutes.flatMap((latest) => latest.polyline),
            ...(props.stops ?? []).map((stop) => [stop.latitude, stop.longitude] as [number, number]),
            ...(props.couriers ?? []).map(
              (courier) => [courier.latitude, courier.longitude] as [number, number],
            ),
          ]}
        />
        {(props.couriers ?? []).map((courier) => (
          <CircleMarker
            key={`courier-${courier.courier}`}
            center={[courier.latitude, courier.longitude]}
            radius={8}
            // Leaflet reads a path's class when it makes it: an option of its own, not a style.
            className="courier-position"
            pathOptions={{ color: '#1d3b6f', fillColor: '#1f5fd1', fillOpacity: 0.9 }}
          >
            <Tooltip>
              {courier.courier} · {courier.time}
            </Tooltip>
          </CircleMarker>
        ))}
        {props.routes.flatMap((route, index) =>
          ownEnds(route, depot).map((end) => (
            <CircleMarker
              key={`${end.kind}-${route.id}`}
              center={end.point}
              radius={8}
              className={`route-${end.kind}`}
              pathOptions={{
                color: routeColour(index),
                weight: 3,
                fillColor: '#fff',
                fillOpacity: 1,
                dashArray: '3 3',
              }}
            >
              <Tooltip>
                {t(`admin.pages.courier_routes.route_${end.kind}`)} · {route.courier}
              </Tooltip>
            </CircleMarker>
          )),
        )}
        {depot && (
          <CircleMarker
            center={[depot.latitude, depot.longitude]}
            radius={9}
            pathOptions={{ color: '#000', fillColor: '#000', fillOpacity: 0.6 }}
          >
            <Tooltip>{t('admin.pages.courier_routes.depot')}</Tooltip>
          </CircleMarker>
        )}
      </BaseMap>
    </div>
  );
}
