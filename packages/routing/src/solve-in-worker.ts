import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RoutingProblem, RoutingSolution, SolveProgress } from './model.ts';
import type { WorkerMessage, WorkerOptions } from './solver-worker.ts';

export interface WorkerSolveOptions extends WorkerOptions {
  readonly onProgress?: (progress: SolveProgress) => void;
  readonly signal?: AbortSignal;
  /** The worker script; defaults to solver-worker.ts/.js beside this module (bundlers: emit it as an entry). */
  readonly workerUrl?: URL;
}

/**
 * Runs the solver in a worker thread so the caller's event loop stays free. From TypeScript
 * sources (tests, tsx) the worker loads them through tsx; a bundled build ships
 * `solver-worker.js` next to the bundle.
 */
export function solveInWorker(
  problem: RoutingProblem,
  options: WorkerSolveOptions = {},
): Promise<RoutingSolution> {
  const { onProgress, signal, workerUrl, ...solveOptions } = options;
  const fromSource = import.meta.url.endsWith('.ts');
  const url = workerUrl ?? new URL(fromSource ? './solver-worker.ts' : './solver-worker.js', import.meta.url);
  return new Promise<RoutingSolution>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const workerData = { problem, options: solveOptions };
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(typeScriptBootstrap(url), { eval: true, workerData })
      : new Worker(url, { workerData });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      action();
      void worker.terminate();
    };
    const abort = () => finish(() => reject(new Error('aborted')));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') finish(() => resolve(message.solution));
      else finish(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`solver worker exited with code ${code}`))));
  });
}

/** Worker code that registers tsx's loader before importing a TypeScript worker script. */
function typeScriptBootstrap(url: URL): string {
  const loader = createRequire(import.meta.url).resolve('tsx');
  const api = pathToFileURL(join(dirname(loader), 'esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
}
