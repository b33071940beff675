import type { TravelMatrix } from './model.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Where distances and travel times come from. The offline stand-in is the great-circle
 * distance; a road-routing engine (OSRM, Valhalla) implements the same port.
 */
export interface MatrixProvider {
  matrix(points: readonly GeoPoint[]): Promise<TravelMatrix>;
}

/** Unrounded Euclidean distances; travel time equals distance (the Solomon convention). */
export function euclideanMatrix(points: readonly Point[]): TravelMatrix {
  const size = points.length;
  const distance = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    const a = points[i]!;
    for (let j = 0; j < size; j++) {
      const b = points[j]!;
      distance[i * size + j] = Math.hypot(a.x - b.x, a.y - b.y);
    }
  }
  return { size, distance, time: distance };
}

const EARTH_RADIUS_M = 6_371_008.8;

export function greatCircleMetres(a: GeoPoint, b: GeoPoint): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLon = (b.lon - a.lon) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface GreatCircleSettings {
  /** Road distance ÷ straight-line distance, e.g. 1.3 in a city. */
  readonly detourFactor: number;
  readonly averageSpeedKmh: number;
}

/** Metres and seconds: great-circle distance × detour factor, time at the average speed. */
export function greatCircleMatrix(points: readonly GeoPoint[], settings: GreatCircleSettings): TravelMatrix {
  if (!(settings.detourFactor >= 1) || !(settings.averageSpeedKmh > 0)) {
    throw new RangeError('detourFactor must be ≥ 1 and averageSpeedKmh > 0');
  }
  const size = points.length;
  const distance = new Float64Array(size * size);
  const time = new Float64Array(size * size);
  const metresPerSecond = (settings.averageSpeedKmh * 1000) / 3600;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = greatCircleMetres(points[i]!, points[j]!) * settings.detourFactor;
      distance[i * size + j] = d;
      distance[j * size + i] = d;
      time[i * size + j] = d / metresPerSecond;
      time[j * size + i] = d / metresPerSecond;
    }
  }
  return { size, distance, time };
}

export class GreatCircleMatrixProvider implements MatrixProvider {
  constructor(private readonly settings: GreatCircleSettings) {}

  matrix(points: readonly GeoPoint[]): Promise<TravelMatrix> {
    return Promise.resolve(greatCircleMatrix(points, this.settings));
  }
}
