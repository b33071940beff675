import { describe, expect, it } from 'vitest';
import { GreatCircleMatrixProvider, greatCircleMetres } from './matrix.ts';

describe('great-circle matrix', () => {
  it('measures Kyiv–Warsaw at about 690 km', () => {
    const metres = greatCircleMetres({ lat: 50.4501, lon: 30.5234 }, { lat: 52.2297, lon: 21.0122 });
    expect(metres / 1000).toBeGreaterThan(680);
    expect(metres / 1000).toBeLessThan(700);
  });

  it('applies the detour factor and the average speed (metres, seconds)', async () => {
    const provider = new GreatCircleMatrixProvider({ detourFactor: 1.5, averageSpeedKmh: 36 });
    const points = [
      { lat: 50, lon: 30 },
      { lat: 50.01, lon: 30 },
    ];
    const matrix = await provider.matrix(points);
    const straight = greatCircleMetres(points[0]!, points[1]!);
    expect(matrix.distance[1]).toBeCloseTo(straight * 1.5, 6);
    expect(matrix.time[1]).toBeCloseTo((straight * 1.5) / 10, 6);
    expect(matrix.distance[0]).toBe(0);
  });

  it('rejects a detour factor below 1', () => {
    expect(() =>
      new GreatCircleMatrixProvider({ detourFactor: 0.5, averageSpeedKmh: 30 }).matrix([]),
    ).toThrow(RangeError);
  });
});
