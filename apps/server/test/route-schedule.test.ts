import { checkSolution, euclideanMatrix, type RoutingProblem } from '@console/routing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleRoute } from '../src/features/courier-routes/route-schedule.ts';

/** A small problem: points on a 100 × 100 grid, windows, demands and one vehicle with a lunch. */
const problemArbitrary = fc
  .array(
    fc.record({
      x: fc.integer({ min: 0, max: 100 }),
      y: fc.integer({ min: 0, max: 100 }),
      ready: fc.integer({ min: 0, max: 400 }),
      width: fc.integer({ min: 20, max: 600 }),
      demand: fc.integer({ min: 1, max: 20 }),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((customers): RoutingProblem => {
    const matrix = euclideanMatrix([{ x: 50, y: 50 }, ...customers.map(({ x, y }) => ({ x, y }))]);
    return {
      depot: { ready: 0, due: 1000 },
      customers: customers.map((customer, index) => ({
        id: `c${index}`,
        demand: customer.demand,
        ready: customer.ready,
        due: customer.ready + customer.width,
        service: 10,
      })),
      vehicles: [
        {
          id: 'v',
          capacity: 60,
          shiftStart: 0,
          shiftEnd: 1000,
          lunch: { start: 300, end: 420, duration: 30 },
        },
      ],
      matrix,
    };
  });

describe('re-timing a route whose stop order the dispatcher fixed', () => {
  it('gives only schedules the independent checker accepts', () => {
    fc.assert(
      fc.property(problemArbitrary, fc.integer({ min: 0, max: 1000 }), (problem, seed) => {
        const order = problem.customers.map((customer) => customer.id);
        // Some order of the stops (a rotation by the seed).
        const shift = seed % order.length;
        const rotated = [...order.slice(shift), ...order.slice(0, shift)];
        const planned = scheduleRoute(problem, problem.vehicles[0]!, rotated);
        if (!planned) return;
        const result = checkSolution(problem, {
          routes: [planned],
          unassigned: [],
          vehicles: 1,
          distance: planned.distance,
          iterations: 0,
          elapsedMs: 0,
        });
        expect(result.violations).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an order that misses a window', () => {
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [
        { id: 'far', demand: 1, ready: 0, due: 10, service: 5 },
        { id: 'near', demand: 1, ready: 0, due: 10, service: 5 },
      ],
      vehicles: [{ id: 'v', capacity: 10 }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 9, y: 0 },
        { x: -9, y: 0 },
      ]),
    };
    expect(scheduleRoute(problem, problem.vehicles[0]!, ['far'])).toBeDefined();
    expect(scheduleRoute(problem, problem.vehicles[0]!, ['far', 'near'])).toBeUndefined();
  });
});
