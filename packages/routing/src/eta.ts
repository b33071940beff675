import { type GeoPoint, type GreatCircleSettings, greatCircleMetres } from './matrix.ts';

/** An open stop of a route, in the route's order: where it is, its window (epoch ms) and its service time. */
export interface EtaStop {
  readonly id: string;
  readonly point: GeoPoint;
  readonly windowStart: number | null;
  readonly windowEnd: number | null;
  readonly serviceMinutes: number;
}

export interface StopEta {
  readonly id: string;
  /** When the courier should arrive (epoch ms). */
  readonly eta: number;
  /** The arrival falls after the window closes: the stop is at risk of being late. */
  readonly lateRisk: boolean;
}

/**
 * Live ETAs (issue 27) for a route's open stops, from where the courier is now: travel at the
 * division's speed along the great circle × detour (as the route was planned), wait for a window to
 * open, serve, go on. Recomputed from the current stop onward on every position or stop result.
 */
export function stopEtas(
  from: GeoPoint,
  now: number,
  stops: readonly EtaStop[],
  travel: GreatCircleSettings,
): StopEta[] {
  const metresPerMs = (travel.averageSpeedKmh * 1000) / 3_600_000;
  let place = from;
  let clock = now;
  return stops.map((stop) => {
    const arrival = clock + (greatCircleMetres(place, stop.point) * travel.detourFactor) / metresPerMs;
    const serviceStart = stop.windowStart === null ? arrival : Math.max(arrival, stop.windowStart);
    clock = serviceStart + stop.serviceMinutes * 60_000;
    place = stop.point;
    return { id: stop.id, eta: arrival, lateRisk: stop.windowEnd !== null && arrival > stop.windowEnd };
  });
}
