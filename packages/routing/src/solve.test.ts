import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import { euclideanMatrix } from './matrix.ts';
import type { RoutingProblem } from './model.ts';
import { solve } from './solve.ts';
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
