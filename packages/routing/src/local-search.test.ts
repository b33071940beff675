import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import { compileProblem, type Instance } from './instance.ts';
import { LocalSearch } from './local-search.ts';
import { Random } from './rng.ts';
import { RouteSet } from './route-set.ts';
import { defaultRuinParameters, recreate } from './ruin-recreate.ts';
import { toSolution } from './solution.ts';
import { mixedProblem, smallProblem } from './test-problems.ts';

/** A greedy solution of the problem, customers in a random order. */
function greedy(inst: Instance, seed: number): RouteSet {
  const rs = new RouteSet(inst);
  const rng = new Random(seed);
  const list: number[] = [];
  for (let c = 1; c < inst.n; c++) list.push(c);
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  recreate(rs, rng, defaultRuinParameters, list, inst.vehicles);
  return rs;
}

function stopsOf(rs: RouteSet, r: number): number[] {
  const b = r * rs.stride;
  return Array.from(rs.stops.subarray(b + 1, b + rs.len[r]! + 1));
}

/** Naive re-walk of a stop sequence on vehicle r (no lunch): load, windows, shift end. */
function naiveFeasible(inst: Instance, r: number, stops: readonly number[]): boolean {
  const { size } = inst;
  let t = inst.shiftStart[r]!;
  let prev = inst.startNode[r]!;
  for (const c of stops) {
    t += inst.service[prev]! + inst.time[prev * size + c]!;
    if (t > inst.due[c]! + 1e-9) return false;
    t = Math.max(t, inst.ready[c]!);
    prev = c;
  }
  t += inst.service[prev]! + inst.time[prev * size + inst.endNode[r]!]!;
  return naiveLoadFits(inst, r, stops) && t <= inst.shiftEnd[r]! + 1e-9;
}

/** Length of a stop sequence driven by vehicle r, from its start to its end. */
function routeDistance(inst: Instance, r: number, stops: readonly number[]): number {
  if (stops.length === 0) return 0;
  const nodes = [inst.startNode[r]!, ...stops, inst.endNode[r]!];
  let total = 0;
  for (let i = 1; i < nodes.length; i++) total += inst.dist[nodes[i - 1]! * inst.size + nodes[i]!]!;
  return total;
}

/** Naive check of the load on every leg in every dimension, and of the vehicle's kind. */
function naiveLoadFits(inst: Instance, r: number, stops: readonly number[]): boolean {
  const { profile } = inst;
  const dimensions = profile
    ? profile.delivery.map((delivery, d) => ({
        delivery,
        pickup: profile.pickup[d]!,
        limit: profile.limit[d]![r]!,
      }))
    : [{ delivery: inst.demand, pickup: new Float64Array(inst.size), limit: inst.capacity[r]! }];
  for (const { delivery, pickup, limit } of dimensions) {
    let onBoard = stops.reduce((sum, c) => sum + delivery[c]!, 0);
    if (onBoard > limit + 1e-9) return false;
    for (const c of stops) {
      onBoard += pickup[c]! - delivery[c]!;
      if (onBoard > limit + 1e-9) return false;
    }
  }
  return stops.every((c) => !inst.compatible || inst.compatible[c * inst.vehicles + r] === 1);
}

describe.each([
  ['deliveries from the depot', smallProblem],
  ['own places, pickups, two capacities and kinds', mixedProblem],
])('local search (%s)', (_, problems) => {
  it('keeps prefix loads equal to a naive recomputation', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const rs = greedy(compileProblem(problem), seed);
        for (let r = 0; r < rs.slots; r++) {
          let load = 0;
          stopsOf(rs, r).forEach((c, i) => {
            load += rs.inst.demand[c]!;
            expect(rs.cumLoad[r * rs.stride + i + 1]).toBeCloseTo(load, 9);
          });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('checks 2-opt* in O(1) exactly as a naive re-walk of both new routes', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        const rs = greedy(inst, seed);
        const ls = new LocalSearch(rs);
        for (let ra = 0; ra < rs.slots; ra++) {
          for (let rb = 0; rb < rs.slots; rb++) {
            if (ra === rb || rs.len[ra] === 0 || rs.len[rb] === 0) continue;
            if (inst.lunchDuration[ra]! > 0 || inst.lunchDuration[rb]! > 0) continue;
            const sameEnds = inst.shiftEnd[ra] === inst.shiftEnd[rb] && inst.endNode[ra] === inst.endNode[rb];
            const sa = stopsOf(rs, ra);
            const sb = stopsOf(rs, rb);
            const before = routeDistance(inst, ra, sa) + routeDistance(inst, rb, sb);
            for (let a = 1; a <= sa.length; a++) {
              for (let b = 1; b <= sb.length + 1; b++) {
                const newA = [...sa.slice(0, a), ...sb.slice(b - 1)];
                const newB = [...sb.slice(0, b - 1), ...sa.slice(a)];
                const naive = naiveFeasible(inst, ra, newA) && naiveFeasible(inst, rb, newB);
                expect(ls.tailsFeasibleAcrossEnds(ra, a, rb, b)).toBe(naive);
                const after = routeDistance(inst, ra, newA) + routeDistance(inst, rb, newB);
                expect(ls.tailsDistanceAcrossEnds(ra, a, rb, b)).toBeCloseTo(after - before, 6);
                if (!sameEnds) continue;
                expect(ls.tailsFeasible(ra, a, rb, b)).toBe(naive);
                expect(ls.tailsDistance(ra, a, rb, b)).toBeCloseTo(after - before, 6);
              }
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('checks or-opt and 2-opt within a route exactly as a naive re-walk of the changed route', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        const rs = greedy(inst, seed);
        const ls = new LocalSearch(rs);
        for (let r = 0; r < rs.slots; r++) {
          if (rs.len[r] === 0 || inst.lunchDuration[r]! > 0) continue;
          const s = stopsOf(rs, r);
          for (let a = 1; a <= s.length; a++) {
            for (let b = a; b <= Math.min(s.length, a + 2); b++) {
              for (let p = 0; p <= s.length; p++) {
                if (p >= a - 1 && p <= b) continue;
                for (const rev of [0, 1]) {
                  const segment = s.slice(a - 1, b);
                  if (rev === 1) segment.reverse();
                  const rest = [...s.slice(0, a - 1), ...s.slice(b)];
                  const at = p < a ? p : p - segment.length;
                  const moved = [...rest.slice(0, at), ...segment, ...rest.slice(at)];
                  expect(ls.orOptFeasible(r, a, b, p, rev)).toBe(naiveFeasible(inst, r, moved));
                }
              }
            }
            for (let b = a + 1; b <= s.length; b++) {
              const reversed = [...s.slice(0, a - 1), ...s.slice(a - 1, b).reverse(), ...s.slice(b)];
              expect(ls.reverseFeasible(r, a, b)).toBe(naiveFeasible(inst, r, reversed));
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('checks an insertion’s load in O(1) exactly as a naive re-walk of the route', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        const rs = greedy(inst, seed);
        for (let r = 0; r < rs.slots; r++) {
          const s = stopsOf(rs, r);
          for (let c = 1; c < inst.n; c++) {
            if (s.includes(c)) continue;
            for (let p = 1; p <= s.length + 1; p++) {
              const fits = rs.load[r]! + inst.demand[c]! <= inst.capacity[r]! + 1e-9 && rs.loadFits(r, p, c);
              const inserted = [...s.slice(0, p - 1), c, ...s.slice(p - 1)];
              expect(fits && rs.serves(r, c)).toBe(naiveLoadFits(inst, r, inserted));
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('only shortens the plan and leaves every route feasible for the independent checker', () => {
    fc.assert(
      fc.property(problems, fc.integer({ min: 1, max: 1000 }), (problem, seed) => {
        const inst = compileProblem(problem);
        const rs = greedy(inst, seed);
        const before = rs.totalDistance();
        const routesBefore = rs.usedRoutes();
        const all: number[] = [];
        for (let c = 1; c < inst.n; c++) all.push(c);
        new LocalSearch(rs).improveAround(all, 1000);
        expect(rs.totalDistance()).toBeLessThanOrEqual(before + 1e-9);
        expect(rs.usedRoutes()).toBeLessThanOrEqual(routesBefore);
        const solution = toSolution(problem, inst, rs, 0, 0);
        expect(checkSolution(problem, solution).violations).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
