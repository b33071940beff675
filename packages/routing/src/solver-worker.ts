import { parentPort, workerData } from 'node:worker_threads';
import type { RoutingProblem, SolveOptions } from './model.ts';
import { solve } from './solve.ts';

export type WorkerOptions = Omit<SolveOptions, 'onProgress' | 'clock'>;

export type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: import('./model.ts').SolveProgress }
  | { readonly type: 'done'; readonly solution: import('./model.ts').RoutingSolution }
  | { readonly type: 'error'; readonly message: string };

const { problem, options } = workerData as { problem: RoutingProblem; options: WorkerOptions };
const port = parentPort;
try {
  const solution = solve(problem, {
    ...options,
    onProgress: (progress) => port?.postMessage({ type: 'progress', progress } satisfies WorkerMessage),
  });
  port?.postMessage({ type: 'done', solution } satisfies WorkerMessage);
} catch (error) {
  port?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
