import { fork } from 'node:child_process';
import type { LoadRequest, LoadResult } from './load-generator.ts';

export type { LoadResult } from './load-generator.ts';

/** Runs autocannon against one server in a child process and waits for its figures. */
export function runLoad(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // fork passes this process's tsx flags on, so the child runs TypeScript too.
    const child = fork(new URL('./load-generator.ts', import.meta.url), [], { stdio: 'inherit' });
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The load generator stopped (exit code ${code}) without figures`));
    });
    child.send(request);
  });
}
