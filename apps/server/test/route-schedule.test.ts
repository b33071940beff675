import {
  checkSolution,
  euclideanMatrix,
  type RoutingCustomer,
  type RoutingProblem,
  type RoutingVehicle,
} from '@console/routing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleRoute } from '../src/features/courier-routes/route-schedule.ts';

/**
 * A small problem: points on a 100 × 100 grid, windows, deliveries and pickups in weight and
 * volume, and one vehicle with a lunch that may start and end at places of its own (issue 29).
 */
const problemArbitrary = fc
  .record({
    customers: fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 100 }),
        y: fc.integer({ min: 0, max: 100 }),
        ready: fc.integer({ min: 0, max: 400 }),
        width: fc.integer({ min: 20, max: 600 }),
        demand: fc.integer({ min: 0, max: 20 }),
        pickup: fc.integer({ min: 0, max: 20 }),
        volume: fc.integer({ min: 0, max: 5 }),
        pickupVolume: fc.integer({ min: 0, max: 5 }),
      }),
      { minLength: 1, maxLength: 7 },
    ),
    start: fc.option(fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) })),
    end: fc.option(fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) })),
  })
  .map(({ customers, start, end }): RoutingProblem => {
    const places = [...(start ? [{ id: 'start', ...start }] : []), ...(end ? [{ id: 'end', ...end }] : [])];
    const matrix = euclideanMatrix([
      { x: 50, y: 50 },
      ...customers.map(({ x, y }) => ({ x, y })),
      ...places.map(({ x, y }) => ({ x, y })),
    ]);
    return {
      depot: { ready: 0, due: 1000 },
      customers: customers.map((customer, index) => ({
        id: `c${index}`,
        demand: customer.demand,
        pickup: customer.pickup,
        volume: customer.volume,
        pickupVolume: customer.pickupVolume,
        ready: customer.ready,
        due: customer.ready + customer.width,
        service: 10,
      })),
      places: places.map(({ id }) => ({ id })),
      vehicles: [
        {
          id: 'v',
          capacity: 60,
          volume: 15,
          shiftStart: 0,
          shiftEnd: 1000,
          lunch: { start: 300, end: 420, duration: 30 },
          ...(start ? { start: 'start' } : {}),
          ...(end ? { end: 'end' } : {}),
        },
      ],
      matrix,
    };
  });

/** Three stops on a line east of the depot, 10 apart, wide windows. */
function lineProblem(customers: readonly Partial<RoutingCustomer>[], vehicle: Partial<RoutingVehicle> = {}) {
  const problem: RoutingProblem = {
    depot: { ready: 0, due: 1000 },
    customers: customers.map((customer, index) => ({
      id: `c${index}`,
      demand: 0,
      ready: 0,
      due: 1000,
      service: 0,
      ...customer,
    })),
    vehicles: [{ id: 'v', capacity: 10, ...vehicle }],
    matrix: euclideanMatrix([
      { x: 0, y: 0 },
      ...customers.map((_, index) => ({ x: 10 * (index + 1), y: 0 })),
    ]),
  };
  return { problem, vehicle: problem.vehicles[0]! };
}

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

  it('checks the load at every point: a delivery before a pickup fits where the other order does not', () => {
    // The van leaves with the 8 kg delivery; it is empty after it, then collects 8 kg.
    const { problem, vehicle } = lineProblem([{ demand: 8 }, { pickup: 8 }]);
    expect(scheduleRoute(problem, vehicle, ['c0', 'c1'])).toBeDefined();
    // Collecting first would carry 16 kg between the stops.
    expect(scheduleRoute(problem, vehicle, ['c1', 'c0'])).toBeUndefined();
  });

  it('checks the volume as it checks the weight', () => {
    const { problem, vehicle } = lineProblem([{ volume: 2 }, { pickupVolume: 2 }], { volume: 2 });
    expect(scheduleRoute(problem, vehicle, ['c0', 'c1'])).toBeDefined();
    expect(scheduleRoute(problem, vehicle, ['c1', 'c0'])).toBeUndefined();
  });

  it('refuses a stop the vehicle may not serve: a parcel too heavy for it, a skill it lacks', () => {
    const heavy = lineProblem([{ demand: 5, heaviestParcel: 30 }], { capacity: 50, maxParcelWeight: 10 });
    expect(scheduleRoute(heavy.problem, heavy.vehicle, ['c0'])).toBeUndefined();
    const cash = lineProblem([{ demand: 1, requires: ['cashOnDelivery'] }], { skills: [] });
    expect(scheduleRoute(cash.problem, cash.vehicle, ['c0'])).toBeUndefined();
    const able = lineProblem([{ demand: 1, requires: ['cashOnDelivery'] }], { skills: ['cashOnDelivery'] });
    expect(scheduleRoute(able.problem, able.vehicle, ['c0'])).toBeDefined();
  });

  it("starts at the vehicle's own place and ends at its own end", () => {
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [{ id: 'c', demand: 1, ready: 0, due: 1000, service: 0 }],
      places: [{ id: 'home' }, { id: 'hub' }],
      vehicles: [{ id: 'v', capacity: 10, start: 'home', end: 'hub' }],
      // Depot at 0, the stop at 10, home at 20, the hub at 30: home → stop → hub is 10 + 20.
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
        { x: 30, y: 0 },
      ]),
    };
    const planned = scheduleRoute(problem, problem.vehicles[0]!, ['c']);
    expect(planned?.distance).toBe(30);
    expect(planned?.stops[0]?.arrival).toBe(10);
    expect(
      checkSolution(problem, {
        routes: [planned!],
        unassigned: [],
        vehicles: 1,
        distance: 30,
        iterations: 0,
        elapsedMs: 0,
      }).violations,
    ).toEqual([]);
  });
});
