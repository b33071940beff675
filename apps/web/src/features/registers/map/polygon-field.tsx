import './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { Typography } from 'antd';
import { type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { BaseMap } from './base-map.tsx';
import { L } from './leaflet-global.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './map-tiles.ts';
import { cornerCount, isPolygon, normalisePolygon, type PolygonGeometry } from './polygon-geometry.ts';

const POLYGON_STYLE = { color: '#1f5eff', weight: 2, fillOpacity: 0.15 };

type Ref<T> = { current: T };

/** Tells the form about the drawn polygon and remembers what it told, so it is not drawn again. */
function emit(
  polygon: L.Polygon | null,
  emitted: Ref<string | null>,
  onChange: Ref<(value: PolygonGeometry | null) => void>,
): void {
  const geometry = polygon ? normalisePolygon(polygon.toGeoJSON().geometry as PolygonGeometry) : null;
  emitted.current = JSON.stringify(geometry);
  onChange.current(geometry);
}

function watch(
  polygon: L.Polygon,
  emitted: Ref<string | null>,
  onChange: Ref<(value: PolygonGeometry | null) => void>,
): void {
  polygon.on('pm:edit pm:dragend', () => emit(polygon, emitted, onChange));
}

/**
 * Geoman's toolbar buttons are links with an icon only, titled on their container: each gets its
 * container's title as its name, or a screen reader announces an unnamed link (axe link-name).
 */
function nameToolbarButtons(map: L.Map): void {
  const buttons = map
    .getContainer()
    .querySelectorAll<HTMLElement>('.button-container[title] > .leaflet-buttons-control-button');
  for (const button of buttons) {
    const title = button.parentElement?.getAttribute('title');
    if (title) button.setAttribute('aria-label', title);
  }
}

/** Draws the stored polygon and lets Leaflet-Geoman draw, edit, drag or remove it. */
function PolygonEditor(props: {
  value: PolygonGeometry | null;
  disabled: boolean;
  onChange(value: PolygonGeometry | null): void;
}): null {
  const map = useMap();
  const layer = useRef<L.Polygon | null>(null);
  const emitted = useRef<string | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // The stored polygon, drawn again only when it changes from outside (reset, reload).
  useEffect(() => {
    if (JSON.stringify(props.value) === emitted.current) return;
    layer.current?.remove();
    layer.current = null;
    if (props.value) {
      const rings = props.value.coordinates.map((ring) =>
        ring.map(([lng, lat]) => L.latLng(lat ?? 0, lng ?? 0)),
      );
      const polygon = L.polygon(rings, POLYGON_STYLE).addTo(map);
      layer.current = polygon;
      watch(polygon, emitted, onChange);
      // A jump, not an animation: a reset or reload may replace the polygon before a zoom ends.
      map.fitBounds(polygon.getBounds(), { padding: [24, 24], animate: false });
    }
    emitted.current = JSON.stringify(props.value);
  }, [props.value, map]);

  useEffect(() => {
    if (props.disabled) return;
    map.pm.addControls({
      position: 'topleft',
      drawPolygon: true,
      editMode: true,
      dragMode: true,
      removalMode: true,
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
    });
    map.pm.setPathOptions(POLYGON_STYLE);
    nameToolbarButtons(map);
    const created = (event: { layer: L.Layer }) => {
      // One district, one polygon: a new drawing replaces the old one.
      layer.current?.remove();
      const polygon = event.layer as L.Polygon;
      layer.current = polygon;
      watch(polygon, emitted, onChange);
      emit(polygon, emitted, onChange);
    };
    const removed = (event: { layer: L.Layer }) => {
      if (event.layer !== layer.current) return;
      layer.current = null;
      emit(null, emitted, onChange);
    };
    map.on('pm:create', created);
    map.on('pm:remove', removed);
    return () => {
      map.off('pm:create', created);
      map.off('pm:remove', removed);
      map.pm.removeControls();
    };
  }, [map, props.disabled]);

  return null;
}

/** The polygon of a city district, drawn and edited on the map (issue "city_districts"). */
export function PolygonField(props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}): ReactElement {
  const { t } = useTranslation();
  const value = isPolygon(props.value) ? props.value : null;
  return (
    <div id={props.id}>
      <BaseMap label={t('registers.map.polygon')} center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM}>
        <PolygonEditor
          value={value}
          disabled={Boolean(props.disabled)}
          onChange={(next) => props.onChange?.(next)}
        />
      </BaseMap>
      <Typography.Text type="secondary" role="status">
        {value
          ? t('registers.map.polygon_points', { corners: cornerCount(value) })
          : props.disabled
            ? t('registers.map.no_polygon')
            : t('registers.map.polygon_hint')}
      </Typography.Text>
    </div>
  );
}
