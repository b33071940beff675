import { roundCoordinate } from './map-tiles.ts';

/** A GeoJSON Polygon as the city-district register stores it (`[longitude, latitude]` positions). */
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: number[][][];
}

export function isPolygon(value: unknown): value is PolygonGeometry {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { type?: unknown; coordinates?: unknown };
  return candidate.type === 'Polygon' && Array.isArray(candidate.coordinates);
}

/** Rounds every position and closes every ring (the last position repeats the first). */
export function normalisePolygon(geometry: PolygonGeometry): PolygonGeometry {
  return {
    type: 'Polygon',
    coordinates: geometry.coordinates.map((ring) => {
      const points = ring.map((position) => position.slice(0, 2).map(roundCoordinate));
      const first = points[0];
      const last = points.at(-1);
      if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([...first]);
      return points;
    }),
  };
}

/** Corners of the outer ring (the closing repeat not counted). */
export function cornerCount(geometry: PolygonGeometry): number {
  const ring = geometry.coordinates[0] ?? [];
  return Math.max(0, ring.length - 1);
}
