import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { SharedBest } from './exchange.ts';
import type { RoutingProblem, SolveOptions } from './model.ts';
import { solve } from './solve.ts';

export type WorkerOptions = Omit<SolveOptions, 'onProgress' | 'clock'> & {
  /**
   * The time budget counts the thread's own CPU time instead of wall time (Linux), for benchmarks
   * on a machine shared with other work.
   */
  readonly threadCpuClock?: boolean;
};

export interface WorkerInput {
  readonly problem: RoutingProblem;
  readonly options: WorkerOptions;
  /** The threads' shared best solution (`SharedBest`), when several solve the problem. */
  readonly shared?: SharedArrayBuffer;
  /** Whether this thread reports progress (one of several does). */
  readonly reports: boolean;
}

export type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: import('./model.ts').SolveProgress }
  | { readonly type: 'done'; readonly solution: import('./model.ts').RoutingSolution }
  | { readonly type: 'error'; readonly message: string };

/**
 * This thread's CPU time in milliseconds (user + system, clock ticks of 10 ms). The file is read at
 * most every 5 ms of wall time (the solver asks far more often); in between, time runs as wall time.
 */
let cpuReadAt = Number.NEGATIVE_INFINITY;
let cpuRead = 0;

function threadCpuMs(): number {
  const now = performance.now();
  if (now - cpuReadAt < 5) return cpuRead + (now - cpuReadAt);
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  // utime and stime, fields 14 and 15 of proc_pid_stat(5), counted here from the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  cpuRead = (Number(fields[11]) + Number(fields[12])) * 10;
  cpuReadAt = now;
  return cpuRead;
}

const { problem, options, shared, reports } = workerData as WorkerInput;
const port = parentPort;
try {
  const onProgress = reports
    ? (progress: import('./model.ts').SolveProgress) =>
        port?.postMessage({ type: 'progress', progress } satisfies WorkerMessage)
    : undefined;
  const clock = options.threadCpuClock ? threadCpuMs : undefined;
  const solution = solve(
    problem,
    { ...options, onProgress, clock },
    shared ? new SharedBest(shared) : undefined,
  );
  port?.postMessage({ type: 'done', solution } satisfies WorkerMessage);
} catch (error) {
  port?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
