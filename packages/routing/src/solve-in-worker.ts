import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SharedBest } from './exchange.ts';
import type { RoutingProblem, RoutingSolution, SolveProgress, SolverTuning } from './model.ts';
import { compareObjective } from './objective.ts';
import { defaultTuning, fleetShares } from './solve.ts';
import type { WorkerInput, WorkerMessage, WorkerOptions } from './solver-worker.ts';

export interface WorkerSolveOptions extends WorkerOptions {
  readonly onProgress?: (progress: SolveProgress) => void;
  readonly signal?: AbortSignal;
  /** The worker script; defaults to solver-worker.ts/.js beside this module (bundlers: emit it as an entry). */
  readonly workerUrl?: URL;
  /**
   * Threads searching at once (seeds seed, seed + 1, …), trading their best solutions as they go
   * (`SharedBest`); the best of them is returned. Defaults to 1. The last of several is the fleet
   * thread (`fleetThread`).
   */
  readonly threads?: number;
  /**
   * With several threads, whether the last one is the fleet thread (`FLEET_THREAD_TUNING`) when the
   * budget is long enough for it (`fleetThreadPays`); defaults to true.
   */
  readonly fleetThread?: boolean;
}

/**
 * Fleet first: with several threads, the last gives almost its whole budget to removing vehicles
 * (the fleet phase's share and stall). Each vehicle it removes reaches the others at once, and they
 * shorten the routes of that fleet. Measured on Solomon at 2 s: 50 → 54 of 54 runs at the
 * best-known vehicle count on the 27 instances where the fleet matters (docs/decisions.md).
 */
export const FLEET_THREAD_TUNING: Partial<SolverTuning> = { fleetShare: 0.95, fleetStall: 0.9 };

/**
 * Beside a fleet thread, the others leave most of the vehicles to it: their fleet phase is short
 * (its floor per customer still holds on short budgets), and they take each vehicle the fleet thread
 * removes as soon as it offers it (`SharedBest.offer`). Solomon at 2 s, the 27 instances where the
 * fleet matters, seeds 1–2, two runs each: 54 of 54 at the best-known count either way; gap median
 * 0.87 / 0.81 → 0.77 / 0.77 %, mean 1.68 / 1.18 → 1.03 / 1.41 %: a small gain inside the runs' noise
 * (docs/decisions.md).
 */
export const DISTANCE_THREAD_TUNING: Partial<SolverTuning> = { fleetShare: 0.1, fleetStall: 0.05 };

/**
 * Whether a fleet thread pays on this budget: only when the fleet phase's own time per customer fits
 * in the tuned share (`fleetShares`). On a shorter budget every thread's fleet phase is already
 * lengthened to its floor, and a thread searching vehicles alone only takes time from the distance
 * (Solomon at 0.5 s, seed 1: 53 of 56 at the count and a median gap of 0.70 % with it, 54 and 0.31 % without).
 */
export function fleetThreadPays(
  customers: number,
  budgetMs: number,
  tuning?: Partial<SolverTuning>,
): boolean {
  const tuned = { ...defaultTuning, ...tuning };
  return fleetShares(tuned, customers, budgetMs).fleetShare <= tuned.fleetShare;
}

/** The options of thread `index` of `count`: its own seed, and the fleet thread's tuning for the last. */
export function threadOptions(
  options: WorkerOptions,
  index: number,
  count: number,
  fleetThread = true,
): WorkerOptions {
  const seed = (options.seed ?? 1) + index;
  if (!fleetThread || count < 2) return { ...options, seed };
  const own = index === count - 1 ? FLEET_THREAD_TUNING : DISTANCE_THREAD_TUNING;
  return { ...options, seed, tuning: { ...options.tuning, ...own } };
}

/**
 * Runs the solver in worker threads so the caller's event loop stays free. From TypeScript
 * sources (tests, tsx) the worker loads them through tsx; a bundled build ships
 * `solver-worker.js` next to the bundle.
 */
export function solveInWorker(
  problem: RoutingProblem,
  options: WorkerSolveOptions = {},
): Promise<RoutingSolution> {
  const { onProgress, signal, workerUrl, threads = 1, fleetThread = true, ...solveOptions } = options;
  const fromSource = import.meta.url.endsWith('.ts');
  const url = workerUrl ?? new URL(fromSource ? './solver-worker.ts' : './solver-worker.js', import.meta.url);
  const count = Number.isFinite(threads) ? Math.max(1, Math.floor(threads)) : 1;
  const shared =
    count > 1 ? SharedBest.allocate(problem.vehicles.length, problem.customers.length + 1) : undefined;
  return new Promise<RoutingSolution>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const workers: Worker[] = [];
    const solutions: RoutingSolution[] = [];
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      action();
      for (const worker of workers) void worker.terminate();
    };
    const abort = () => finish(() => reject(new Error('aborted')));
    signal?.addEventListener('abort', abort, { once: true });
    for (let i = 0; i < count; i++) {
      const workerData: WorkerInput = {
        problem,
        options: threadOptions(
          solveOptions,
          i,
          count,
          fleetThread &&
            fleetThreadPays(problem.customers.length, solveOptions.timeLimitMs ?? 1000, solveOptions.tuning),
        ),
        shared,
        reports: i === 0,
      };
      const worker = url.pathname.endsWith('.ts')
        ? new Worker(typeScriptBootstrap(url), { eval: true, workerData })
        : new Worker(url, { workerData });
      workers.push(worker);
      let done = false;
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'progress') onProgress?.(message.progress);
        else if (message.type === 'error') finish(() => reject(new Error(message.message)));
        else {
          done = true;
          solutions.push(message.solution);
          if (solutions.length === count) finish(() => resolve(bestOf(solutions)));
        }
      });
      worker.on('error', (error) => finish(() => reject(error)));
      worker.on('exit', (code) => {
        if (!done) finish(() => reject(new Error(`solver worker exited with code ${code}`)));
      });
    }
  });
}

/** The best by the objective (`compareObjective`): fewest unserved, then fewest vehicles, then shortest. */
export function bestOf(solutions: readonly RoutingSolution[]): RoutingSolution {
  const objective = (s: RoutingSolution) => ({
    unserved: s.unassigned.length,
    vehicles: s.vehicles,
    distance: s.distance,
  });
  return solutions.reduce((best, s) => (compareObjective(objective(s), objective(best)) < 0 ? s : best));
}

/** Worker code that registers tsx's loader before importing a TypeScript worker script. */
function typeScriptBootstrap(url: URL): string {
  const loader = createRequire(import.meta.url).resolve('tsx');
  const api = pathToFileURL(join(dirname(loader), 'esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
}
