import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileProblem } from './instance.ts';
import { Random } from './rng.ts';
import { RouteSet } from './route-set.ts';
import { defaultRuinParameters, recreate, ruin } from './ruin-recreate.ts';
import { smallProblem } from './test-problems.ts';

describe('ruin', () => {
  it("cut around an unserved customer (the fleet phase's), opens the route of its nearest served neighbour", () => {
    fc.assert(
      fc.property(smallProblem, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        fc.pre(inst.n >= 4);
        const rng = new Random(seed);
        const rs = new RouteSet(inst);
        // Everybody but customer 1 placed where they fit: 1 is the one left out.
        const others = Array.from({ length: inst.n - 2 }, (_, i) => i + 2);
        recreate(rs, rng, { ...defaultRuinParameters, blinkRate: 0 }, others, inst.vehicles);
        rs.addAbsent(1);
        const row = Array.from(inst.neighbours.subarray(0, inst.n - 2));
        const nearestServed = row.find((c) => rs.routeOf[c]! >= 0);
        fc.pre(nearestServed !== undefined);
        const routeBefore = Int32Array.from(rs.routeOf);
        const removed: number[] = [];
        ruin(rs, rng, defaultRuinParameters, removed, new Uint8Array(inst.vehicles), 1);
        // The first string is cut at that neighbour (a split string may keep the neighbour itself).
        expect(removed.some((c) => routeBefore[c] === routeBefore[nearestServed!])).toBe(true);
        expect(removed).not.toContain(1);
      }),
      { numRuns: 200 },
    );
  });
});
