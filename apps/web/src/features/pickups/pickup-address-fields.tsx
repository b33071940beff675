import { BUILDING_SEARCH_MIN_CHARS } from '@console/domain';
import { Col, Form, Input, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, useMapEvents } from 'react-leaflet';
import { BaseMap } from '../registers/map/base-map.tsx';
import { DEFAULT_CENTER, POINT_ZOOM, roundCoordinate } from '../registers/map/map-tiles.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { fetchRegisterRecord } from '../registers/register-api.ts';
import { registerByKey } from '../registers/register-lookup.ts';
import '../registers/registers.css';

/** The address part of the pickup form's values. */
export interface AddressValues {
  settlementId?: string | null;
  streetId?: string | null;
  buildingId?: string | null;
  city?: string;
  street?: string;
  building?: string;
  postCode?: string;
  flat?: string;
  addressString?: string;
  latitude?: number | null;
  longitude?: number | null;
}

function ClickToPick({ onPick }: { onPick(latitude: number, longitude: number): void }): null {
  useMapEvents({
    click: (event) => onPick(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng)),
  });
  return null;
}

/**
 * Settlement, street and building from the address registers' search (each narrowing the next);
 * a chosen building fills the post code and the point, and a click on the map moves the point.
 * Without map tiles (offline) the map still takes the click and says the tiles are missing.
 */
export function PickupAddressFields(props: { countryCode: string }): ReactElement {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const settlementId = Form.useWatch('settlementId', form) as string | null | undefined;
  const streetId = Form.useWatch('streetId', form) as string | null | undefined;
  const latitude = Form.useWatch('latitude', form) as number | null | undefined;
  const longitude = Form.useWatch('longitude', form) as number | null | undefined;
  const point =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? ([latitude, longitude] as [number, number])
      : null;

  const describe = () => {
    const values = form.getFieldsValue() as AddressValues;
    const line = [values.street, values.building].filter(Boolean).join(' ');
    const place = [values.postCode, values.city].filter(Boolean).join(' ');
    form.setFieldValue('addressString', [line, place].filter(Boolean).join(', '));
  };

  const pickSettlement = async (id: string | null) => {
    form.setFieldsValue({ settlementId: id, streetId: null, buildingId: null });
    const register = registerByKey('settlements');
    if (!id || !register) return;
    const record = await fetchRegisterRecord(register, id);
    form.setFieldsValue({
      city: String(record.name ?? ''),
      ...(typeof record.latitude === 'number' && typeof record.longitude === 'number'
        ? { latitude: record.latitude, longitude: record.longitude }
        : {}),
    });
    describe();
  };
  const pickStreet = async (id: string | null) => {
    form.setFieldsValue({ streetId: id, buildingId: null });
    const register = registerByKey('streets');
    if (!id || !register) return;
    const record = await fetchRegisterRecord(register, id);
    form.setFieldValue('street', String(record.name ?? ''));
    describe();
  };
  const pickBuilding = async (id: string | null) => {
    form.setFieldValue('buildingId', id);
    const register = registerByKey('buildings');
    if (!id || !register) return;
    const record = await fetchRegisterRecord(register, id);
    form.setFieldsValue({
      building: String(record.name ?? ''),
      postCode: typeof record.postCode === 'string' ? record.postCode : form.getFieldValue('postCode'),
      ...(typeof record.latitude === 'number' && typeof record.longitude === 'number'
        ? { latitude: record.latitude, longitude: record.longitude }
        : {}),
    });
    describe();
  };

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="settlementId" label={t('admin.pages.pickups.settlement')}>
            <ReferenceAutocomplete
              register="settlements"
              params={{ countryCodes: [props.countryCode] }}
              aria-label={t('admin.pages.pickups.settlement')}
              onChange={(value) => void pickSettlement(value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="streetId" label={t('admin.pages.pickups.street')}>
            <ReferenceAutocomplete
              register="streets"
              disabled={!settlementId}
              {...(settlementId ? { params: { settlementId } } : {})}
              aria-label={t('admin.pages.pickups.street')}
              onChange={(value) => void pickStreet(value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="buildingId" label={t('admin.pages.pickups.building')}>
            <ReferenceAutocomplete
              register="buildings"
              disabled={!streetId}
              minChars={BUILDING_SEARCH_MIN_CHARS}
              {...(streetId ? { params: { streetId } } : {})}
              aria-label={t('admin.pages.pickups.building')}
              onChange={(value) => void pickBuilding(value)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name="street" label={t('admin.pages.pickups.street_text')}>
            <Input onBlur={describe} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="building" label={t('admin.pages.pickups.building_text')}>
            <Input onBlur={describe} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="flat" label={t('admin.pages.pickups.flat')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="postCode" label={t('admin.pages.pickups.post_code')}>
            <Input onBlur={describe} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="city" label={t('admin.pages.pickups.city')}>
            <Input onBlur={describe} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="addressString"
        label={t('admin.pages.pickups.address')}
        rules={[{ required: true, min: 2, message: t('admin.pages.pickups.address_required') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="latitude" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="longitude" hidden>
        <Input />
      </Form.Item>
      <BaseMap
        label={t('admin.pages.pickups.map')}
        center={point ?? DEFAULT_CENTER}
        zoom={point ? POINT_ZOOM : 11}
      >
        <ClickToPick onPick={(lat, lng) => form.setFieldsValue({ latitude: lat, longitude: lng })} />
        {point && <CircleMarker center={point} radius={9} pathOptions={{ color: '#1f5eff' }} />}
      </BaseMap>
      <p className="pickup-point" role="status">
        {point
          ? t('registers.map.point', { latitude: point[0], longitude: point[1] })
          : t('admin.pages.pickups.point_required')}
      </p>
    </>
  );
}
