import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SharedBest } from './exchange.ts';
import { compileProblem } from './instance.ts';
import type { RoutingProblem } from './model.ts';
import { RouteSet } from './route-set.ts';
import { solve } from './solve.ts';
import { smallProblem } from './test-problems.ts';

/** The solver's solution of `problem` as a RouteSet, and the same problem's empty RouteSet. */
function planned(problem: RoutingProblem, seed: number): RouteSet {
  const inst = compileProblem(problem);
  const vehicleIndex = new Map(problem.vehicles.map((vehicle, r) => [vehicle.id, r]));
  const customerIndex = new Map(problem.customers.map((customer, i) => [customer.id, i + 1]));
  const rs = new RouteSet(inst);
  const solution = solve(problem, { maxIterations: 30, seed });
  for (const route of solution.routes) {
    const r = vehicleIndex.get(route.vehicleId)!;
    for (const [k, stop] of route.stops.entries()) rs.insert(r, k + 1, customerIndex.get(stop.customerId)!);
  }
  for (const id of solution.unassigned) rs.addAbsent(customerIndex.get(id)!);
  return rs;
}

function snapshot(rs: RouteSet) {
  const routes = Array.from({ length: rs.slots }, (_, r) =>
    Array.from(rs.stops.subarray(r * rs.stride + 1, r * rs.stride + 1 + rs.len[r]!)),
  );
  const absent = Array.from(rs.absent.subarray(0, rs.absentCount)).sort((a, b) => a - b);
  // Rounded: a route built by insertions sums its distance in another order than one decoded.
  return { routes, absent, distance: Math.round(rs.totalDistance() * 1e6) / 1e6, load: Array.from(rs.load) };
}

/** Three customers in a row and two vehicles: a solution of it by its routes and unserved customers. */
function inRow(routes: number[][], absent: number[] = []): RouteSet {
  const rs = new RouteSet(ROW);
  routes.forEach((stops, r) => {
    for (const [k, c] of stops.entries()) rs.insert(r, k + 1, c);
  });
  for (const c of absent) rs.addAbsent(c);
  return rs;
}

const ROW = compileProblem({
  depot: { ready: 0, due: 1000 },
  customers: ['a', 'b', 'c'].map((id) => ({ id, demand: 1, ready: 0, due: 1000, service: 0 })),
  vehicles: [
    { id: 'v1', capacity: 10 },
    { id: 'v2', capacity: 10 },
  ],
  matrix: {
    size: 4,
    distance: Float64Array.from([0, 1, 2, 3, 1, 0, 1, 2, 2, 1, 0, 1, 3, 2, 1, 0]),
    time: Float64Array.from([0, 1, 2, 3, 1, 0, 1, 2, 2, 1, 0, 1, 3, 2, 1, 0]),
  },
});

describe('SharedBest', () => {
  it('round-trips a solution through its encoding: routes, unserved customers, distance and loads', () => {
    fc.assert(
      fc.property(smallProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const original = planned(problem, seed);
        const out = new Int32Array(RouteSet.encodedSize(original.slots, original.inst.n));
        original.encode(out);
        const copy = new RouteSet(original.inst);
        copy.decode(out);
        expect(snapshot(copy)).toEqual(snapshot(original));
        for (let r = 0; r < copy.slots; r++) expect(copy.feasible(r)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the better solution: fewer unserved customers, then fewer vehicles, then less distance', () => {
    const shared = new SharedBest(SharedBest.allocate(2, 4));

    const twoRoutes = inRow([[1, 2], [3]]); // 4 + 6 = 10
    expect(shared.trade(twoRoutes)).toBe(false); // the first is published
    const missingOne = inRow([[1, 2]], [3]);
    expect(shared.trade(missingOne)).toBe(true); // an unserved customer is worse than any distance
    expect(snapshot(missingOne)).toEqual(snapshot(twoRoutes));

    const oneRouteLong = inRow([[3, 1, 2]]); // 3 + 2 + 1 + 2 = 8, one vehicle
    expect(shared.trade(oneRouteLong)).toBe(false); // fewer vehicles: published
    const oneRouteShort = inRow([[1, 2, 3]]); // 6
    expect(shared.trade(oneRouteShort)).toBe(false); // shorter: published
    const another = inRow([[3, 1, 2]]);
    expect(shared.trade(another)).toBe(true);
    expect(snapshot(another).distance).toBe(6);
    expect(snapshot(another).routes[0]).toEqual([1, 2, 3]);
  });

  it('offers without taking, and tells a thread when the shared solution has fewer vehicles or unserved', () => {
    const shared = new SharedBest(SharedBest.allocate(2, 4));
    const twoRoutes = inRow([[1, 2], [3]]);
    expect(shared.leadsFleet(twoRoutes)).toBe(false); // nothing shared yet
    expect(shared.offer(twoRoutes)).toBe(true);

    const missingOne = inRow([[1, 2]], [3]);
    expect(shared.leadsFleet(missingOne)).toBe(true); // serves one more
    expect(shared.offer(missingOne)).toBe(false); // worse: not published, and not replaced either
    expect(snapshot(missingOne).absent).toEqual([3]);

    const twoRoutesShorter = inRow([[1], [2, 3]]); // 2 + 6 = 8 against 10
    expect(shared.leadsFleet(twoRoutesShorter)).toBe(false); // only shorter: it waits for a trade
    const oneRoute = inRow([[1, 2, 3]]);
    expect(shared.offer(oneRoute)).toBe(true); // one vehicle fewer: published
    expect(shared.leadsFleet(twoRoutesShorter)).toBe(true);
    expect(shared.trade(twoRoutesShorter)).toBe(true);
    expect(snapshot(twoRoutesShorter).routes[0]).toEqual([1, 2, 3]);
    expect(shared.leadsFleet(twoRoutesShorter)).toBe(false);
  });
});
