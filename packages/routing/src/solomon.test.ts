import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import type { RoutingSolution } from './model.ts';
import { parseSolomon } from './solomon.ts';
import { defaultTuning, solve } from './solve.ts';
import {
  bestOf,
  DISTANCE_THREAD_TUNING,
  FLEET_THREAD_TUNING,
  fleetThreadPays,
  solveInWorker,
  threadOptions,
} from './solve-in-worker.ts';

const c101 = parseSolomon(readFileSync(new URL('./fixtures/c101.txt', import.meta.url), 'utf8'));
const BEST_KNOWN = { vehicles: 10, distance: 828.94 };

describe('Solomon C101', () => {
  it('parses 100 customers and 25 vehicles of capacity 200', () => {
    expect(c101.problem.customers).toHaveLength(100);
    expect(c101.vehicles).toBe(25);
    expect(c101.capacity).toBe(200);
  });

  it('reaches the best-known 10 vehicles within 0.5 % of the best-known distance', () => {
    // An iteration budget, not a time budget: the result does not depend on the machine's load.
    const solution = solve(c101.problem, { maxIterations: 8_000, timeLimitMs: 600_000, seed: 1 });
    const check = checkSolution(c101.problem, solution);
    expect(check.violations).toEqual([]);
    expect(check.vehicles).toBe(BEST_KNOWN.vehicles);
    expect(check.distance).toBeLessThan(BEST_KNOWN.distance * 1.005);
  });

  it('solves in a worker thread, reporting progress while the caller stays responsive', async () => {
    const phases = new Set<string>();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const solution = await solveInWorker(c101.problem, {
      timeLimitMs: 600,
      progressIntervalMs: 50,
      onProgress: (progress) => phases.add(progress.phase),
    });
    clearInterval(timer);
    expect(checkSolution(c101.problem, solution).violations).toEqual([]);
    expect(phases.has('construction')).toBe(true);
    expect(ticks).toBeGreaterThan(5);
  });

  it('solves in two threads that trade their best solutions: the answer is feasible and its distance is the checker’s', async () => {
    const solution = await solveInWorker(c101.problem, { timeLimitMs: 600, threads: 2, seed: 3 });
    const check = checkSolution(c101.problem, solution);
    expect(check.violations).toEqual([]);
    expect(solution.unassigned).toEqual([]);
    expect(check.distance).toBeCloseTo(solution.distance, 6);
  });

  it('returns the better of the threads’ solutions: fewest unserved, then fewest vehicles, then shortest', () => {
    const solution = (unassigned: number, vehicles: number, distance: number) =>
      ({
        routes: [],
        unassigned: Array.from({ length: unassigned }, (_, index) => String(index)),
        vehicles,
        distance,
        iterations: 0,
        elapsedMs: 0,
      }) as RoutingSolution;
    const shortButUnserved = solution(1, 9, 800);
    const fewerVehicles = solution(0, 9, 1200);
    const shorter = solution(0, 10, 900);
    expect(bestOf([shorter, shortButUnserved, fewerVehicles])).toBe(fewerVehicles);
    expect(bestOf([solution(0, 9, 1300), fewerVehicles])).toBe(fewerVehicles);
    expect(bestOf([shorter])).toBe(shorter);
  });

  it('makes the last of several threads the fleet thread and the others distance threads, each with its own seed', () => {
    const options = { timeLimitMs: 2000, seed: 5, tuning: { absentPenalty: 10 } };
    expect(threadOptions(options, 0, 2)).toEqual({
      ...options,
      seed: 5,
      tuning: { absentPenalty: 10, ...DISTANCE_THREAD_TUNING },
    });
    expect(threadOptions(options, 1, 2)).toEqual({
      ...options,
      seed: 6,
      tuning: { absentPenalty: 10, ...FLEET_THREAD_TUNING },
    });
    expect(FLEET_THREAD_TUNING.fleetShare).toBeGreaterThan(0.9);
    // The distance threads leave the fleet to it: a shorter fleet phase than one thread alone has.
    expect(DISTANCE_THREAD_TUNING.fleetShare).toBeLessThan(defaultTuning.fleetShare);
    expect(DISTANCE_THREAD_TUNING.fleetStall).toBeLessThan(defaultTuning.fleetStall);
    // One thread searches as the tuning says; the fleet thread can be turned off.
    expect(threadOptions(options, 0, 1)).toEqual({ ...options, seed: 5 });
    expect(threadOptions(options, 1, 2, false)).toEqual({ ...options, seed: 6 });
  });

  it('has a fleet thread only on budgets where the fleet phase is not already lengthened to its floor', () => {
    expect(fleetThreadPays(100, 2000)).toBe(true);
    expect(fleetThreadPays(200, 10_000)).toBe(true);
    expect(fleetThreadPays(1000, 27_000)).toBe(true);
    expect(fleetThreadPays(100, 500)).toBe(false);
    // A tuning that gives the fleet phase the time itself needs no fleet thread either.
    expect(fleetThreadPays(100, 500, { fleetShare: 0.9 })).toBe(true);
  });

  it('takes a thread count that is not a number as one thread', async () => {
    const solution = await solveInWorker(c101.problem, { timeLimitMs: 100, threads: Number.NaN });
    expect(checkSolution(c101.problem, solution).violations).toEqual([]);
  });
});
