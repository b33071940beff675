import { act, render } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../app/test-kit.tsx';
import { BaseMap } from './base-map.tsx';

// Before Leaflet loads (see the module).
await vi.hoisted(() => import('../../../test/leaflet-environment.ts'));

const WARSAW: [number, number] = [52.23, 21.01];

function CaptureMap(props: { onMap(map: LeafletMap): void }): null {
  const map = useMap();
  const { onMap } = props;
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

function renderMap(onMap: (map: LeafletMap) => void) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <BaseMap center={WARSAW} zoom={11} label="Map">
        <CaptureMap onMap={onMap} />
      </BaseMap>
    </I18nextProvider>,
  );
}

type Motion = (map: LeafletMap) => void;

const MOTIONS: [string, Motion][] = [
  ['a zoom', (map) => map.setZoom(13, { animate: true })],
  ['a fit to bounds', (map) => map.fitBounds([WARSAW, [52.3, 21.1]], { animate: true })],
  ['a pan', (map) => map.panBy([120, 80], { animate: true, duration: 1 })],
  ['a flight', (map) => map.flyTo([52.4, 21.2], 12, { duration: 1 })],
];

describe('BaseMap removed while it moves', () => {
  let errors: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    errors.mockRestore();
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('runs a zoom animation in this test environment', () => {
    let map: LeafletMap | undefined;
    const view = renderMap((found) => {
      map = found;
    });
    act(() => MOTIONS[0]![1](map!));
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(map!.getPane('mapPane')?.classList.contains('leaflet-zoom-anim')).toBe(true);
    view.unmount();
  });

  it.each(MOTIONS)('leaves nothing behind that fails when %s is under way', (_, move) => {
    let map: LeafletMap | undefined;
    const view = renderMap((found) => {
      map = found;
    });
    act(() => move(map!));
    // The animation's first frame: a zoom is now waiting for its end timer, a pan or flight mid-way.
    act(() => {
      vi.advanceTimersByTime(20);
    });
    view.unmount();
    expect(() => vi.advanceTimersByTime(2_000)).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('BaseMap on a scrolling page (issue 24)', () => {
  it('leaves the mouse wheel to the page: no wheel zoom, the buttons and double click still zoom', () => {
    let map: LeafletMap | undefined;
    const view = renderMap((found) => {
      map = found;
    });
    expect(map!.scrollWheelZoom.enabled()).toBe(false);
    expect(map!.doubleClickZoom.enabled()).toBe(true);
    view.unmount();
  });
});
