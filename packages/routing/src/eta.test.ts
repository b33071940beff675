import { describe, expect, it } from 'vitest';
import { stopEtas } from './eta.ts';
import { greatCircleMetres } from './matrix.ts';

const TRAVEL = { detourFactor: 1.3, averageSpeedKmh: 25 };
const NOW = Date.UTC(2026, 10, 28, 9, 0);
const MIN = 60_000;
const at = (lat: number, lon: number) => ({ lat, lon });

describe('live ETAs of a route’s open stops (issue 27)', () => {
  it('travels at the planned speed, waits for a window to open, serves, and goes on', () => {
    const a = at(52.23, 21.0);
    const b = at(52.25, 21.0);
    const legMs = (from: typeof a, to: typeof a) =>
      ((greatCircleMetres(from, to) * 1.3) / 25_000) * 3_600_000;
    const etas = stopEtas(
      at(52.2, 21.0),
      NOW,
      [
        { id: 'a', point: a, windowStart: NOW + 60 * MIN, windowEnd: NOW + 120 * MIN, serviceMinutes: 5 },
        { id: 'b', point: b, windowStart: null, windowEnd: null, serviceMinutes: 5 },
      ],
      TRAVEL,
    );
    expect(etas[0]!.eta).toBeCloseTo(NOW + legMs(at(52.2, 21.0), a), 0);
    expect(etas[0]!.lateRisk).toBe(false);
    // Waits at a until its window opens at 10:00, serves 5 minutes, then drives to b.
    expect(etas[1]!.eta).toBeCloseTo(NOW + 65 * MIN + legMs(a, b), 0);
  });

  it('flags a stop whose arrival falls after its window as late-risk, and only that one', () => {
    const etas = stopEtas(
      at(52.0, 21.0),
      NOW,
      [
        { id: 'far', point: at(52.5, 21.0), windowStart: null, windowEnd: NOW + 30 * MIN, serviceMinutes: 5 },
        { id: 'open', point: at(52.5, 21.0), windowStart: null, windowEnd: null, serviceMinutes: 5 },
      ],
      TRAVEL,
    );
    expect(etas.map((eta) => eta.lateRisk)).toEqual([true, false]);
    expect(etas[1]!.eta).toBe(etas[0]!.eta + 5 * MIN);
  });

  it('answers nothing for a route with no open stop', () => {
    expect(stopEtas(at(52, 21), NOW, [], TRAVEL)).toEqual([]);
  });
});
