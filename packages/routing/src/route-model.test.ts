import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import { compileProblem } from './instance.ts';
import { LocalSearch } from './local-search.ts';
import { euclideanMatrix } from './matrix.ts';
import type { RoutingCustomer, RoutingProblem, RoutingVehicle } from './model.ts';
import { RouteSet } from './route-set.ts';
import { solve, vehicleLowerBound } from './solve.ts';
import { mixedProblem } from './test-problems.ts';

/** Whether some vehicle's kind and capacities allow the customer at all (time aside). */
function anyVehicleMayServe(problem: RoutingProblem, customer: RoutingCustomer): boolean {
  return problem.vehicles.some((vehicle: RoutingVehicle) => {
    const skills = vehicle.skills ?? [];
    const volume = vehicle.volume ?? Number.POSITIVE_INFINITY;
    return (
      (customer.requires ?? []).every((skill) => skills.includes(skill)) &&
      (customer.heaviestParcel ?? 0) <= (vehicle.maxParcelWeight ?? Number.POSITIVE_INFINITY) &&
      Math.max(customer.demand, customer.pickup ?? 0) <= vehicle.capacity &&
      Math.max(customer.volume ?? 0, customer.pickupVolume ?? 0) <= volume
    );
  });
}

describe('the route model (issue 29)', () => {
  it('returns only feasible solutions with own places, pickups, two capacities and kinds', () => {
    fc.assert(
      fc.property(mixedProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const solution = solve(problem, { maxIterations: 150, timeLimitMs: 10_000, seed });
        expect(checkSolution(problem, solution).violations).toEqual([]);
        const routed = solution.routes.flatMap((route) => route.stops.map((stop) => stop.customerId));
        expect([...routed, ...solution.unassigned].sort()).toEqual(problem.customers.map((c) => c.id).sort());
        for (const customer of problem.customers) {
          if (!anyVehicleMayServe(problem, customer)) expect(solution.unassigned).toContain(customer.id);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('bounds the fleet by pickups and volume as well as deliveries, largest vehicles first', () => {
    const place = { x: 0, y: 0 };
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      // Deliveries 4 kg, pickups 40 kg; volumes 3 m³ out and 1 m³ back.
      customers: [0, 1, 2, 3].map((i) => ({
        id: `c${i}`,
        demand: 1,
        pickup: 10,
        volume: 0.75,
        pickupVolume: 0.25,
        ready: 0,
        due: 1000,
        service: 0,
      })),
      // By weight a 30 kg van and a 10 kg one carry the 40 kg back; a 1 m³ van fits the volume three times.
      vehicles: [
        { id: 'bike', capacity: 5, volume: 1 },
        { id: 'van', capacity: 30, volume: 1 },
        { id: 'small van', capacity: 10, volume: 1 },
      ],
      matrix: euclideanMatrix([place, place, place, place, place]),
    };
    expect(vehicleLowerBound(compileProblem(problem))).toBe(3);
    const lighter = { ...problem, customers: problem.customers.map((c) => ({ ...c, volume: 0.1 })) };
    expect(vehicleLowerBound(compileProblem(lighter))).toBe(2);
  });

  it('never bounds the fleet above what a complete feasible solution uses', () => {
    fc.assert(
      fc.property(mixedProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const solution = solve(problem, { maxIterations: 100, timeLimitMs: 10_000, seed });
        fc.pre(solution.unassigned.length === 0);
        expect(vehicleLowerBound(compileProblem(problem))).toBeLessThanOrEqual(solution.vehicles);
      }),
      { numRuns: 100 },
    );
  });

  // p picks up 8 near the depot, d delivers 8 further on; capacity 10. Both sums fit, but p before
  // d would carry 16 between them: d must come first, or the two go on different vehicles.
  const pickupFirst = (pickupDue: number, vehicles: number): RoutingProblem => ({
    depot: { ready: 0, due: 1000 },
    customers: [
      { id: 'p', demand: 0, pickup: 8, ready: 0, due: pickupDue, service: 0 },
      { id: 'd', demand: 8, ready: 0, due: 1000, service: 0 },
    ],
    vehicles: Array.from({ length: vehicles }, (_, i) => ({ id: `v${i + 1}`, capacity: 10 })),
    matrix: euclideanMatrix([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 20, y: 0 },
    ]),
  });

  it('orders a pickup after the delivery that makes room for it', () => {
    const problem = pickupFirst(1000, 2);
    const solution = solve(problem, { maxIterations: 200, seed: 1 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.routes.map((route) => route.stops.map((stop) => stop.customerId))).toEqual([['d', 'p']]);
    expect(solution.routes[0]).toMatchObject({ load: 8, pickedUp: 8 });
  });

  it('splits the two when a window forces the pickup first', () => {
    const problem = pickupFirst(12, 2);
    const solution = solve(problem, { maxIterations: 200, seed: 1 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.vehicles).toBe(2);
    const alone = pickupFirst(12, 1);
    const one = solve(alone, { maxIterations: 200, seed: 1 });
    expect(checkSolution(alone, one).violations).toEqual([]);
    expect(one.unassigned).toHaveLength(1);
  });

  it('starts and ends each route at its vehicle’s places', () => {
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [{ id: 'c', demand: 1, ready: 0, due: 1000, service: 0 }],
      vehicles: [{ id: 'v', capacity: 5, start: 'home', end: 'hub' }],
      places: [{ id: 'home' }, { id: 'hub', due: 500 }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 30 },
        { x: 50, y: 0 },
      ]),
    };
    const solution = solve(problem, { maxIterations: 20, seed: 1 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.distance).toBeCloseTo(70);
    expect(solution.routes[0]).toMatchObject({ departure: 0, returnTime: 70 });
  });

  it('rejects a 2-opt* whose taken tail picks up more than the new vehicle has room for', () => {
    // A = [a1 picks up 6], B = [b1, b2 picks up 5]: A taking B's tail from b2 carries 11 at its end.
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [
        { id: 'a1', demand: 0, pickup: 6, ready: 0, due: 1000, service: 0 },
        { id: 'b1', demand: 0, ready: 0, due: 1000, service: 0 },
        { id: 'b2', demand: 0, pickup: 5, ready: 0, due: 1000, service: 0 },
      ],
      vehicles: [
        { id: 'A', capacity: 10 },
        { id: 'B', capacity: 10 },
      ],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
      ]),
    };
    const rs = new RouteSet(compileProblem(problem));
    rs.insert(0, 1, 1);
    rs.insert(1, 1, 2);
    rs.insert(1, 2, 3);
    const ls = new LocalSearch(rs);
    expect(ls.tailsFeasible(0, 1, 1, 2)).toBe(false);
    expect(ls.tailsFeasible(0, 1, 1, 3)).toBe(true);
  });

  it('prices and times a 2-opt* tail to the new vehicle’s own end', () => {
    // A: depot → a1 → far (x = 100, by 130); B: depot → b1 (x = 90) → depot. A taking b1 ends at far.
    const problem: RoutingProblem = {
      depot: { ready: 0, due: 1000 },
      customers: [
        { id: 'a1', demand: 1, ready: 0, due: 1000, service: 0 },
        { id: 'b1', demand: 1, ready: 0, due: 1000, service: 0 },
      ],
      vehicles: [
        { id: 'A', capacity: 10, end: 'far', shiftEnd: 130 },
        { id: 'B', capacity: 10 },
      ],
      places: [{ id: 'far' }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 90, y: 0 },
        { x: 100, y: 0 },
      ]),
    };
    const rs = new RouteSet(compileProblem(problem));
    rs.insert(0, 1, 1);
    rs.insert(1, 1, 2);
    const ls = new LocalSearch(rs);
    expect(ls.tailsFeasibleAcrossEnds(0, 1, 1, 1)).toBe(true);
    expect(ls.tailsDistanceAcrossEnds(0, 1, 1, 1)).toBeCloseTo(100 - 280);
    // The other way round B serves b1 and a1 back to the depot, and A is left unused.
    expect(ls.tailsFeasibleAcrossEnds(1, 1, 0, 1)).toBe(true);
    expect(ls.tailsDistanceAcrossEnds(1, 1, 0, 1)).toBeCloseTo(180 - 280);
    expect(rs.totalDistance()).toBeCloseTo(280);
  });
});
