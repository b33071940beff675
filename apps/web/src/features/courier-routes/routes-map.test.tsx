import type { RouteStopView, RouteView } from '@console/domain';
import { render } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../app/test-kit.tsx';
import { RoutesMap } from './routes-map.tsx';

// Before Leaflet loads (see the module).
await vi.hoisted(() => import('../../test/leaflet-environment.ts'));

const DEPOT = { latitude: 52.23, longitude: 21.01 };

function stop(position: number, latitude: number, longitude: number): RouteStopView {
  return {
    id: `stop-${position}`,
    position,
    kind: 'task',
    refId: `task-${position}`,
    label: `Stop ${position + 1}`,
    latitude,
    longitude,
    weightKg: 2,
    timeFrom: null,
    timeTo: null,
    serviceMinutes: 5,
    arrival: '2026-03-02T08:30:00.000Z',
    serviceStart: '2026-03-02T08:30:00.000Z',
    departure: '2026-03-02T08:35:00.000Z',
  };
}

/** A courier's day around the depot: three stops a few kilometres out. */
function route(): RouteView {
  const stops = [stop(0, 52.25, 21.03), stop(1, 52.27, 21.05), stop(2, 52.24, 21.07)];
  return {
    id: 'route-1',
    number: 'R-1',
    status: 'Created',
    divisionId: 'division-1',
    division: 'Warszawa Oddział nr 1',
    day: '2026-03-02',
    timeZone: 'Europe/Warsaw',
    courier: 'courier',
    initialCourier: 'courier',
    vehicleNumber: 'WA 1001K',
    createdByUser: 'dispatch.manager',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    lockVersion: 1,
    departure: '2026-03-02T08:00:00.000Z',
    returnTime: '2026-03-02T10:00:00.000Z',
    lunchStart: null,
    lunchEnd: null,
    distanceMetres: 12_000,
    loadKg: 6,
    depot: DEPOT,
    polyline: [
      [DEPOT.latitude, DEPOT.longitude],
      ...stops.map((s): [number, number] => [s.latitude, s.longitude]),
    ],
    stops,
  };
}

function renderRoutesMap() {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <RoutesMap routes={[route()]} />
    </I18nextProvider>,
  );
}

describe('RoutesMap', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('shows every stop at once: no zoom animation is left to outlive the screen', () => {
    const fits = vi.spyOn(LeafletMap.prototype, 'fitBounds');
    const { unmount } = renderRoutesMap();
    const map = fits.mock.contexts[0] as LeafletMap | undefined;
    expect(map).toBeDefined();
    // No timer or animation frame has run: the map opened at the depot (zoom 11) and is already fitted.
    expect(map!.getZoom()).toBeGreaterThan(11);
    const view = map!.getBounds();
    for (const { latitude, longitude } of route().stops)
      expect(view.contains([latitude, longitude])).toBe(true);
    expect(map!.getPane('mapPane')?.classList.contains('leaflet-zoom-anim')).toBe(false);
    unmount();
    fits.mockRestore();
  });

  it('is left right after it opens without an error', () => {
    const errors = vi.spyOn(console, 'error');
    const { unmount } = renderRoutesMap();
    vi.advanceTimersByTime(20);
    unmount();
    expect(() => vi.advanceTimersByTime(2_000)).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
