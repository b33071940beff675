import {
  type GeoPoint,
  type GreatCircleSettings,
  greatCircleMatrix,
  type MatrixProvider,
  type TravelMatrix,
} from '@console/routing';
import type { RoadTimesConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';

/** The part of an OSRM `table` answer read here (seconds and metres; null where no road joins two points). */
interface OsrmTable {
  code: string;
  message?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
}

/** The road engine could not be asked: the call answers 503 and the dispatcher tries again. */
export class RoadTimesUnavailable extends HttpError {
  constructor(detail: string) {
    super(
      503,
      'ROAD_TIMES_UNAVAILABLE',
      `Road times are not available right now (${detail}): try again in a moment`,
    );
  }
}

/**
 * Road times and distances from an OSRM server's `table` service (issue 27), behind the routing
 * package's matrix port. Large sets are asked in blocks of at most `maxLocations` points (sources and
 * destinations of each block named by index); a pair with no road between gets the great-circle
 * estimate of the division's settings, so a solve never meets an impossible leg. Coordinates go in
 * OSRM's order, longitude first, with six decimals (about 10 cm).
 */
export class OsrmMatrixProvider implements MatrixProvider {
  constructor(
    private readonly config: Required<Pick<RoadTimesConfig, 'osrmUrl'>> & Omit<RoadTimesConfig, 'osrmUrl'>,
    private readonly fallback: GreatCircleSettings,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async matrix(points: readonly GeoPoint[]): Promise<TravelMatrix> {
    const size = points.length;
    const estimate = greatCircleMatrix(points, this.fallback);
    const distance = new Float64Array(estimate.distance);
    const time = new Float64Array(estimate.time);
    const block = Math.max(1, Math.floor(this.config.maxLocations / 2));
    for (let from = 0; from < size; from += block) {
      for (let to = 0; to < size; to += block) {
        const sources = range(from, Math.min(size, from + block));
        const targets = range(to, Math.min(size, to + block));
        // One block's own points: the sources, then the destinations not already among them.
        const named = from === to ? sources : [...sources, ...targets];
        const table = await this.table(
          named.map((index) => points[index]!),
          sources.map((_, index) => index),
          targets.map((_, index) => (from === to ? index : sources.length + index)),
        );
        sources.forEach((i, row) => {
          targets.forEach((j, column) => {
            const seconds = table.durations?.[row]?.[column];
            const metres = table.distances?.[row]?.[column];
            if (seconds === null || seconds === undefined || metres === null || metres === undefined) return;
            time[i * size + j] = seconds;
            distance[i * size + j] = metres;
          });
        });
      }
    }
    return { size, distance, time };
  }

  private async table(points: GeoPoint[], sources: number[], destinations: number[]): Promise<OsrmTable> {
    const coordinates = points.map((point) => `${point.lon.toFixed(6)},${point.lat.toFixed(6)}`).join(';');
    const url = new URL(
      `table/v1/${this.config.profile}/${coordinates}`,
      this.config.osrmUrl.endsWith('/') ? this.config.osrmUrl : `${this.config.osrmUrl}/`,
    );
    url.searchParams.set('annotations', 'duration,distance');
    url.searchParams.set('sources', sources.join(';'));
    url.searchParams.set('destinations', destinations.join(';'));
    let response: Response;
    try {
      response = await this.fetcher(url, { signal: AbortSignal.timeout(this.config.timeoutMs) });
    } catch (error) {
      throw new RoadTimesUnavailable(`no answer: ${(error as Error).name}`);
    }
    const body = (await response.json().catch(() => ({ code: 'NotJson' }))) as OsrmTable;
    if (!response.ok || body.code !== 'Ok')
      throw new RoadTimesUnavailable(`answered ${response.status} ${body.code}`);
    return body;
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
