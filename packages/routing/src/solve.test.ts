import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import { euclideanMatrix } from './matrix.ts';
import type { RoutingProblem } from './model.ts';
import { defaultTuning, fleetShares, solve } from './solve.ts';
import { smallProblem } from './test-problems.ts';

describe('solve', () => {
  it('returns only feasible solutions: every customer once, capacity, windows, shift end, lunch', () => {
    fc.assert(
      fc.property(smallProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const solution = solve(problem, { maxIterations: 150, timeLimitMs: 10_000, seed });
        expect(checkSolution(problem, solution).violations).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('never uses more vehicles than the limit', () => {
    fc.assert(
      fc.property(smallProblem, fc.integer({ min: 1, max: 3 }), (problem, limit) => {
        const solution = solve(problem, { maxIterations: 100, timeLimitMs: 10_000, maxVehicles: limit });
        expect(solution.vehicles).toBeLessThanOrEqual(limit);
        expect(checkSolution(problem, solution).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic for a seed and an iteration limit', () => {
    fc.assert(
      fc.property(smallProblem, (problem) => {
        const a = solve(problem, { maxIterations: 120, timeLimitMs: 10_000, seed: 7 });
        const b = solve(problem, { maxIterations: 120, timeLimitMs: 10_000, seed: 7 });
        expect(b.routes).toEqual(a.routes);
      }),
      { numRuns: 25 },
    );
  });

  it('takes the lunch inside its window, waiting for it when the stops are done early', () => {
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [
        { id: 'a', demand: 1, ready: 0, due: 100, service: 10 },
        { id: 'b', demand: 1, ready: 0, due: 900, service: 10 },
      ],
      vehicles: [{ id: 'v', capacity: 10, lunch: { start: 400, end: 500, duration: 60 } }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
      ]),
    };
    const solution = solve(problem, { maxIterations: 50 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    const lunch = solution.routes[0]?.lunch;
    expect(lunch?.start).toBeGreaterThanOrEqual(400);
    expect(lunch?.end).toBeLessThanOrEqual(500);
  });

  it('takes the lunch on the way when the window closes before the next stop is reached', () => {
    // Found by the property test (CI): c1 must be served by 54 and c2 is 76 away, so the lunch
    // (100–140, 10 long) can only be taken on the road to c2; a model that took it on arrival
    // there left c1 or c2 late.
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [
        { id: 'c1', demand: 0, ready: 24, due: 54, service: 0 },
        { id: 'c2', demand: 0, ready: 0, due: 179, service: 0 },
        { id: 'c3', demand: 0, ready: 116, due: 241, service: 8 },
      ],
      vehicles: [{ id: 'v1', capacity: 10, lunch: { start: 100, end: 140, duration: 10 } }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 54, y: 0 },
        { x: 0, y: 54 },
        { x: 7, y: 0 },
      ]),
    };
    const solution = solve(problem, { maxIterations: 150, seed: 1 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.unassigned).toEqual([]);
    const route = solution.routes[0]!;
    expect(route.stops.map((stop) => stop.customerId)).toEqual(['c1', 'c2', 'c3']);
    expect(route.lunch).toMatchObject({ beforeStop: 1, start: 130, end: 140 });
  });

  it('leaves a customer unassigned rather than break a time window', () => {
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 100 },
      customers: [
        { id: 'near', demand: 1, ready: 0, due: 50, service: 0 },
        { id: 'unreachable', demand: 1, ready: 0, due: 5, service: 0 },
      ],
      vehicles: [{ id: 'v', capacity: 10 }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
        { x: 30, y: 40 },
      ]),
    };
    const solution = solve(problem, { maxIterations: 50 });
    expect(solution.unassigned).toEqual(['unreachable']);
    expect(checkSolution(problem, solution).violations).toEqual([]);
  });
});

describe('fleetShares', () => {
  it('keeps the tuned shares on a budget long enough for the fleet phase (2 s on 100 customers)', () => {
    expect(fleetShares(defaultTuning, 100, 2000)).toEqual({ fleetShare: 0.5, fleetStall: 0.2 });
    expect(fleetShares(defaultTuning, 1000, 27_000)).toEqual({ fleetShare: 0.5, fleetStall: 0.2 });
  });

  it('gives the fleet phase its time per customer on a short budget (0.5 s on 100 customers)', () => {
    const { fleetShare, fleetStall } = fleetShares(defaultTuning, 100, 500);
    expect(fleetShare).toBeCloseTo(0.8);
    expect(fleetStall).toBeCloseTo(0.6);
  });

  it('never takes more than the caps, however short the budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (customers, budget) => {
          const { fleetShare, fleetStall } = fleetShares(defaultTuning, customers, budget);
          expect(fleetShare).toBeGreaterThanOrEqual(defaultTuning.fleetShare);
          expect(fleetShare).toBeLessThanOrEqual(
            Math.max(defaultTuning.fleetShare, defaultTuning.fleetShareCap),
          );
          expect(fleetStall).toBeGreaterThanOrEqual(defaultTuning.fleetStall);
          expect(fleetStall).toBeLessThanOrEqual(
            Math.max(defaultTuning.fleetStall, defaultTuning.fleetStallCap),
          );
        },
      ),
    );
  });
});
