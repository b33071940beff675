import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GreatCircleMatrixProvider, greatCircleMatrix } from '@console/routing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { OsrmMatrixProvider, RoadTimesUnavailable } from '../src/features/courier-routes/osrm-matrix.ts';
import { configureRoadTimes, travelTimesFor } from '../src/features/courier-routes/travel-times.ts';

/**
 * A stand-in OSRM server speaking the `table` service: `/table/v1/{profile}/{lon,lat;…}` with
 * `sources`, `destinations` and `annotations`. Its seconds and metres are made up from the
 * coordinates (so a block's answer can be checked against the whole), and a point north of 80°
 * has no road to anywhere (null).
 */
let server: Server;
let url: string;
let mode: 'ok' | 'error' | 'slow' | 'no-table' = 'ok';
const asked: { profile: string; coordinates: number; sources: number[]; destinations: number[] }[] = [];

const metres = (a: number[], b: number[]) =>
  Math.round((Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!)) * 100_000);

beforeAll(async () => {
  server = createServer((request, response) => {
    const parsed = new URL(request.url!, 'http://osrm');
    const match = /^\/table\/v1\/([^/]+)\/(.+)$/.exec(parsed.pathname);
    if (mode === 'slow') return void setTimeout(() => response.end('{}'), 2_000);
    if (mode === 'error' || !match) {
      response.writeHead(500).end('{"code":"InternalError"}');
      return;
    }
    const points = decodeURIComponent(match[2]!)
      .split(';')
      .map((pair) => pair.split(',').map(Number));
    const sources = parsed.searchParams.get('sources')!.split(';').map(Number);
    const destinations = parsed.searchParams.get('destinations')!.split(';').map(Number);
    asked.push({ profile: match[1]!, coordinates: points.length, sources, destinations });
    if (mode === 'no-table') {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"code":"TooBig","message":"Too many table coordinates"}');
      return;
    }
    const unreachable = (index: number) => points[index]![1]! > 80;
    const cell = (i: number, j: number, perMetre: number) =>
      unreachable(i) || unreachable(j) ? null : metres(points[i]!, points[j]!) * perMetre;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code: 'Ok',
        durations: sources.map((i) => destinations.map((j) => cell(i, j, 0.1))),
        distances: sources.map((i) => destinations.map((j) => cell(i, j, 1))),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  mode = 'ok';
  asked.length = 0;
});

const SETTINGS = { detourFactor: 1.3, averageSpeedKmh: 25 };
const points = Array.from({ length: 9 }, (_, index) => ({
  lat: 52.2 + index / 100,
  lon: 21 + (index % 3) / 100,
}));
const provider = (maxLocations = 100, timeoutMs = 1_000) =>
  new OsrmMatrixProvider({ osrmUrl: url, profile: 'driving', timeoutMs, maxLocations }, SETTINGS);
const expected = (from: number, to: number) =>
  metres([points[from]!.lon, points[from]!.lat], [points[to]!.lon, points[to]!.lat]);

describe('road times from an OSRM server (issue 27)', () => {
  it('reads the table service’s seconds and metres into the matrix, longitude first', async () => {
    const matrix = await provider().matrix(points);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ profile: 'driving', coordinates: 9 });
    for (const [i, j] of [
      [0, 8],
      [3, 1],
      [5, 5],
    ] as const) {
      expect(matrix.distance[i * 9 + j]).toBe(expected(i, j));
      expect(matrix.time[i * 9 + j]).toBeCloseTo(expected(i, j) * 0.1, 6);
    }
  });

  it('asks a large set in blocks no bigger than the server takes, and puts them together', async () => {
    const whole = await provider().matrix(points);
    asked.length = 0;
    const blocks = await provider(4).matrix(points);
    expect(asked.length).toBe(25);
    expect(Math.max(...asked.map((request) => request.coordinates))).toBeLessThanOrEqual(4);
    expect([...blocks.distance]).toEqual([...whole.distance]);
    expect([...blocks.time]).toEqual([...whole.time]);
  });

  it('gives a pair with no road between the great-circle estimate of the division’s settings', async () => {
    const island = [...points.slice(0, 2), { lat: 81, lon: 21 }];
    const matrix = await provider().matrix(island);
    const estimate = greatCircleMatrix(island, SETTINGS);
    expect(matrix.distance[0 * 3 + 2]).toBe(estimate.distance[0 * 3 + 2]);
    expect(matrix.time[2 * 3 + 1]).toBe(estimate.time[2 * 3 + 1]);
    expect(matrix.distance[0 * 3 + 1]).toBe(expected(0, 1));
  });

  it('answers 503 ROAD_TIMES_UNAVAILABLE when the server fails, refuses the table or is too slow', async () => {
    for (const failing of ['error', 'no-table', 'slow'] as const) {
      mode = failing;
      const refused = await provider(100, 300)
        .matrix(points)
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RoadTimesUnavailable);
      expect(refused).toMatchObject({ statusCode: 503, code: 'ROAD_TIMES_UNAVAILABLE' });
    }
  });

  it('is chosen by OSRM_URL; without it route building keeps the great circle', () => {
    const config = loadConfig({ OSRM_URL: url, OSRM_MAX_LOCATIONS: '50' });
    expect(config.roadTimes).toEqual({
      osrmUrl: url,
      profile: 'driving',
      timeoutMs: 10_000,
      maxLocations: 50,
    });
    try {
      configureRoadTimes(config.roadTimes);
      expect(travelTimesFor(SETTINGS)).toBeInstanceOf(OsrmMatrixProvider);
      configureRoadTimes(loadConfig({}).roadTimes);
      expect(travelTimesFor(SETTINGS)).toBeInstanceOf(GreatCircleMatrixProvider);
    } finally {
      configureRoadTimes(undefined);
    }
    expect(() => loadConfig({ OSRM_PROFILE: '../car' })).toThrow();
  });
});
