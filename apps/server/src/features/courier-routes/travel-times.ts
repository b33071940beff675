import { GreatCircleMatrixProvider, type MatrixProvider } from '@console/routing';

/**
 * Where travel distances and times come from (DESIGN.md "Outside services … a road-routing
 * engine"). Offline there are no road distances: the stand-in is the great-circle distance ×
 * the division's detour factor at its average speed (metres and seconds, as OSRM answers). An
 * OSRM or Valhalla adapter implements the same `MatrixProvider` port of the routing package.
 */
export type TravelTimes = MatrixProvider;

export function travelTimesFor(settings: { detourFactor: number; averageSpeedKmh: number }): TravelTimes {
  return new GreatCircleMatrixProvider({
    detourFactor: settings.detourFactor,
    averageSpeedKmh: settings.averageSpeedKmh,
  });
}
