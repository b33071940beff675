import { GreatCircleMatrixProvider, type MatrixProvider } from '@console/routing';
import type { RoadTimesConfig } from '../../config.ts';
import { OsrmMatrixProvider } from './osrm-matrix.ts';

/**
 * Where travel distances and times come from (DESIGN.md "Outside services … a road-routing
 * engine"): an OSRM server's `table` service when `OSRM_URL` names one (osrm-matrix.ts), else the
 * stand-in, the great-circle distance × the division's detour factor at its average speed (metres
 * and seconds, as OSRM answers). Both implement the routing package's `MatrixProvider` port.
 */
export type TravelTimes = MatrixProvider;

/** The instance's road engine, from its configuration (set once by `buildApp`). */
let roadTimes: RoadTimesConfig | undefined;

export function configureRoadTimes(config: RoadTimesConfig | undefined): void {
  roadTimes = config;
}

export function travelTimesFor(settings: { detourFactor: number; averageSpeedKmh: number }): TravelTimes {
  const greatCircle = { detourFactor: settings.detourFactor, averageSpeedKmh: settings.averageSpeedKmh };
  if (roadTimes?.osrmUrl)
    return new OsrmMatrixProvider({ ...roadTimes, osrmUrl: roadTimes.osrmUrl }, greatCircle);
  return new GreatCircleMatrixProvider(greatCircle);
}
