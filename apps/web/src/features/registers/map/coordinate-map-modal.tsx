import { Button, Modal, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map.tsx';
import { DEFAULT_CENTER, DEFAULT_ZOOM, POINT_ZOOM, roundCoordinate } from './map-tiles.ts';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

function ClickToPick({ onPick }: { onPick(point: MapPoint): void }): null {
  useMapEvents({
    click: (event) =>
      onPick({ latitude: roundCoordinate(event.latlng.lat), longitude: roundCoordinate(event.latlng.lng) }),
  });
  return null;
}

/** The map of a latitude/longitude pair: a click sets both (registers §2.1 "map button"). */
export function CoordinateMapModal(props: {
  open: boolean;
  point: MapPoint | null;
  readOnly: boolean;
  onPick(point: MapPoint): void;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const [point, setPoint] = useState(props.point);
  return (
    <Modal
      open={props.open}
      title={t('registers.map.title')}
      width={820}
      onCancel={props.onClose}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>{t('registers.map.done')}</Button>}
    >
      <BaseMap
        label={t('registers.map.title')}
        center={point ? [point.latitude, point.longitude] : DEFAULT_CENTER}
        zoom={point ? POINT_ZOOM : DEFAULT_ZOOM}
      >
        {!props.readOnly && (
          <ClickToPick
            onPick={(picked) => {
              setPoint(picked);
              props.onPick(picked);
            }}
          />
        )}
        {point && (
          <CircleMarker
            center={[point.latitude, point.longitude]}
            radius={9}
            pathOptions={{ color: '#1f5eff' }}
          />
        )}
      </BaseMap>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} role="status">
        {point
          ? t('registers.map.point', { latitude: point.latitude, longitude: point.longitude })
          : props.readOnly
            ? t('registers.map.no_point')
            : t('registers.map.click_hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
