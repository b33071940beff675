import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileProblem } from './instance.ts';
import { RouteSet } from './route-set.ts';
import { solve } from './solve.ts';
import { smallProblem } from './test-problems.ts';

describe('RouteSet', () => {
  it('keeps a route feasible when stops are removed from it, lunch break included', () => {
    fc.assert(
      fc.property(smallProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        const vehicleIndex = new Map(problem.vehicles.map((vehicle, r) => [vehicle.id, r]));
        const customerIndex = new Map(problem.customers.map((customer, i) => [customer.id, i + 1]));
        const planned = new RouteSet(inst);
        for (const route of solve(problem, { maxIterations: 30, seed }).routes) {
          const r = vehicleIndex.get(route.vehicleId)!;
          for (const [k, stop] of route.stops.entries())
            planned.insert(r, k + 1, customerIndex.get(stop.customerId)!);
          expect(planned.feasible(r)).toBe(true);
        }
        const trial = new RouteSet(inst);
        for (let r = 0; r < planned.slots; r++) {
          const len = planned.len[r]!;
          for (let from = 1; from <= len; from++) {
            for (let to = from; to <= len; to++) {
              trial.copyFrom(planned);
              trial.removeRange(r, from, to, 1, 0, []);
              expect(trial.feasible(r), `vehicle ${r}: without positions ${from}…${to}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
