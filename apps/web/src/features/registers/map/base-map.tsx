import 'leaflet/dist/leaflet.css';
import { Alert } from 'antd';
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
        <MapContainer center={props.center} zoom={props.zoom} style={{ height: '100%', width: '100%' }}>
          <TileLayer
            url={tileUrl()}
            attribution={TILE_ATTRIBUTION}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <SizeWatcher />
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
