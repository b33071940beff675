import 'leaflet/dist/leaflet.css';
import { Alert } from 'antd';
import type { Map as LeafletMap } from 'leaflet';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { TILE_ATTRIBUTION, tileUrl } from './map-tiles.ts';

/** A map opened inside a modal or a hidden tab measures itself once it is shown. */
function SizeWatcher(): null {
  const map = useMap();
  useEffect(() => {
    const timers = [0, 250, 600].map((delay) => setTimeout(() => map.invalidateSize(), delay));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [map]);
  return null;
}

/**
 * Leaflet 1.9's `remove()` stops pans and flights but not a zoom animation: its first frame and
 * its 250 ms end timer still run, and the timer reads the map pane `remove()` deletes ("Cannot
 * read properties of undefined (reading '_leaflet_pos')"). Leaflet has no public call that ends
 * a zoom animation, so its flag is cleared as the map unloads: the timer then finds nothing to
 * finish. The frame's events find no listener.
 */
function stopZoomAnimation(map: LeafletMap): void {
  (map as LeafletMap & { _animatingZoom?: boolean })._animatingZoom = false;
  map.off();
}

/**
 * Ends the map's animations as it is removed. On `unload` rather than in an effect's cleanup:
 * react-leaflet removes the map before its children's cleanups run, and React's development
 * double mount would run a cleanup on a map that stays.
 */
function StopAnimationsOnRemove(): null {
  const map = useMap();
  useEffect(() => {
    const unload = () => stopZoomAnimation(map);
    map.on('unload', unload);
    return () => {
      map.off('unload', unload);
    };
  }, [map]);
  return null;
}

/**
 * The map of the register editors. Tiles come from a configurable server; when they
 * cannot be loaded (offline) the map still takes clicks and drawings, and says so.
 */
export function BaseMap(props: {
  center: [number, number];
  zoom: number;
  children?: ReactNode;
  label: string;
}): ReactElement {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <>
      <div className="register-map" role="application" aria-label={props.label}>
        {/* The wheel scrolls the page past the map; the map zooms with its buttons, a double click or pinch. */}
        <MapContainer
          center={props.center}
          zoom={props.zoom}
          scrollWheelZoom={false}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer
            url={tileUrl()}
            attribution={TILE_ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <SizeWatcher />
          <StopAnimationsOnRemove />
          {props.children}
        </MapContainer>
      </div>
      {tilesFailed && (
        <Alert
          className="register-map-note"
          type="warning"
          showIcon
          title={t('registers.map.tiles_failed')}
        />
      )}
    </>
  );
}
