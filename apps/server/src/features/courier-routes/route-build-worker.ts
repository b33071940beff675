import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { RouteBuildResult } from '@console/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { clientErrorOf } from '../../http/database-errors.ts';
import { HttpError } from '../../http/errors.ts';
import { periodicPass } from '../../periodic-pass.ts';
import type { RouteBuildJobError } from './route-build-jobs-table.ts';
import {
  ClaimLostError,
  claimBuilds,
  finishBuild,
  heartbeat,
  holdClaim,
  purgeFinishedBuilds,
  type RouteBuildJob,
  readBuildJob,
  releaseBuild,
  requeueStaleBuilds,
} from './route-build-queue.ts';
import { type BuildOptions, buildRoutes } from './route-building.ts';

/** How often an idle instance looks for builds queued through other instances, and for stale ones. */
export const ROUTE_BUILD_POLL_MS = 1000;
const HEARTBEAT_MS = 1000;
/** Well above a heartbeat (and a garbage-collection pause): a running build silent this long has lost its instance. */
const STALE_SECONDS = 15;
/** How often a waiting `POST routes/build` looks at a job another instance runs. */
const WAIT_POLL_MS = 250;
/** Finished jobs are purged on one pass in this many. */
const PURGE_EVERY_PASSES = 300;

/** How a claimed job is built (tests pass their own). */
export type BuildRunner = (
  db: Database,
  job: RouteBuildJob,
  options: Pick<BuildOptions, 'onProgress' | 'signal' | 'beforeWrite'>,
) => Promise<RouteBuildResult>;

/**
 * `buildRoutes` with the solver in a worker thread, as the requester. The permission and the
 * division's scope were checked when the job was queued; the build needs only who asked (the
 * audit and the routes' `createdByUser`).
 */
const buildAsRequester: BuildRunner = (db, job, options) =>
  buildRoutes(db, { id: job.requestedBy, login: job.requestedByLogin, groups: [] }, job.request, options);

export interface RouteBuildWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Builds this instance runs at once. */
  concurrency: number;
  instanceId?: string;
  run?: BuildRunner;
  pollMs?: number;
  heartbeatMs?: number;
  staleSeconds?: number;
}

export interface RouteBuildWorker {
  readonly instanceId: string;
  readonly concurrency: number;
  /** Builds running here now. */
  running(): number;
  /** Claims queued builds now (a build was just queued through this instance, or one finished). */
  wake(): Promise<void>;
  /** The job once done or failed, or as it is when `timeoutMs` have passed (undefined: no such job). */
  settled(id: string, timeoutMs: number): Promise<RouteBuildJob | undefined>;
  /** One pass: stale builds back to the queue, old ones purged, free slots filled (tests call it). */
  passOnce(): Promise<void>;
  /** Until no build runs here (tests). */
  idle(): Promise<void>;
  start(): void;
  /** Stops claiming; builds running here are stopped and queued again for another instance. */
  stop(): Promise<void>;
}

/**
 * The route builds of one API instance: at most `concurrency` at once, claimed from PostgreSQL
 * (`route_build_jobs`), so instances share one queue without running a job twice. A build queued
 * here is claimed at once; other instances' builds are found by the periodic pass.
 */
export function createRouteBuildWorker(options: RouteBuildWorkerOptions): RouteBuildWorker {
  const { db, log, concurrency } = options;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const run = options.run ?? buildAsRequester;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleSeconds = options.staleSeconds ?? STALE_SECONDS;
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  const waiters = new Map<string, Set<() => void>>();
  let stopping = false;
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  let passes = 0;

  function announce(id: string) {
    const waiting = waiters.get(id);
    waiters.delete(id);
    for (const wake of waiting ?? []) wake();
  }

  /** One claim at a time per instance, so the free slots are counted right. */
  function wake(): Promise<void> {
    if (claiming) {
      claimAgain = true;
      return claiming;
    }
    claiming = (async () => {
      do {
        claimAgain = false;
        if (stopping) return;
        for (const job of await claimBuilds(db, instanceId, concurrency - active.size)) begin(job);
      } while (claimAgain);
    })()
      .catch((error: unknown) => log.warn({ code: codeOf(error) }, 'route build claim failed'))
      .finally(() => {
        claiming = null;
        if (claimAgain && !stopping) void wake();
      });
    return claiming;
  }

  function begin(job: RouteBuildJob) {
    const abort = new AbortController();
    const entry = { abort, done: Promise.resolve() };
    active.set(job.id, entry);
    entry.done = runClaimed(job, abort)
      // The answer could not be written (the database gone): the sweep queues the job again.
      .catch((error: unknown) => log.warn({ jobId: job.id, code: codeOf(error) }, 'route build not recorded'))
      .finally(() => {
        active.delete(job.id);
        announce(job.id);
        if (!stopping) void wake();
      });
  }

  async function runClaimed(job: RouteBuildJob, abort: AbortController) {
    let progress = 5;
    let lost = false;
    let beating = true;
    let beat: NodeJS.Timeout | undefined;
    const next = () => {
      beat = setTimeout(async () => {
        try {
          if (!(await heartbeat(db, job.id, instanceId, progress))) {
            lost = true;
            abort.abort();
            return;
          }
        } catch (error) {
          log.warn({ jobId: job.id, code: codeOf(error) }, 'route build heartbeat failed');
        }
        if (beating) next();
      }, heartbeatMs);
    };
    next();
    try {
      const result = await run(db, job, {
        signal: abort.signal,
        onProgress: (share) => {
          progress = 5 + Math.round(85 * share);
        },
        beforeWrite: (tx) => holdClaim(tx, job.id, instanceId),
      });
      beating = false;
      clearTimeout(beat);
      await finishBuild(db, job.id, instanceId, { result });
    } catch (error) {
      beating = false;
      clearTimeout(beat);
      if (lost || error instanceof ClaimLostError) {
        log.warn({ jobId: job.id }, 'route build taken over by another instance');
      } else if (stopping && abort.signal.aborted) {
        await releaseBuild(db, job.id, instanceId);
      } else {
        await finishBuild(db, job.id, instanceId, { error: failureOf(error, job.id) });
      }
    }
  }

  function failureOf(error: unknown, jobId: string): RouteBuildJobError {
    const known = error instanceof HttpError ? error : clientErrorOf(error);
    if (known) return { statusCode: known.statusCode, code: known.code, message: known.message };
    log.error({ jobId, code: codeOf(error) }, 'route build failed');
    return { statusCode: 500, code: 'ROUTE_BUILD_FAILED', message: 'The route build failed; try again' };
  }

  async function settled(id: string, timeoutMs: number): Promise<RouteBuildJob | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Listen before reading, so a build finishing in between still wakes this wait at once.
      const news = newsOf(id, Math.max(0, Math.min(WAIT_POLL_MS, deadline - Date.now())));
      const job = await readBuildJob(db, id);
      if (!job || job.status === 'done' || job.status === 'failed' || Date.now() >= deadline) {
        news.cancel();
        return job;
      }
      await news.promise;
    }
  }

  function newsOf(id: string, ms: number) {
    let wake = () => {};
    const promise = new Promise<void>((resolve) => {
      wake = () => {
        clearTimeout(timer);
        waiters.get(id)?.delete(wake);
        resolve();
      };
    });
    const timer = setTimeout(wake, ms);
    const waiting = waiters.get(id) ?? new Set();
    waiters.set(id, waiting.add(wake));
    return { promise, cancel: wake };
  }

  async function passOnce() {
    const stale = await requeueStaleBuilds(db, staleSeconds);
    if (stale.requeued > 0 || stale.failed > 0) log.warn(stale, 'stale route builds');
    passes += 1;
    if (passes % PURGE_EVERY_PASSES === 0) await purgeFinishedBuilds(db);
    await wake();
  }

  const timer = periodicPass(passOnce, {
    intervalMs: options.pollMs ?? ROUTE_BUILD_POLL_MS,
    log,
    failure: 'route build pass failed',
  });

  return {
    instanceId,
    concurrency,
    running: () => active.size,
    wake,
    settled,
    passOnce,
    async idle() {
      // A claim in flight (a build queued a moment ago) counts as work too.
      while (claiming || active.size > 0) {
        await claiming;
        await Promise.all([...active.values()].map((entry) => entry.done));
      }
    },
    start: timer.start,
    async stop() {
      stopping = true;
      await timer.stop();
      await claiming;
      for (const entry of active.values()) entry.abort.abort();
      await Promise.all([...active.values()].map((entry) => entry.done));
    },
  };
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's route builds (`passOnce`, `idle` for tests). */
    routeBuilds: RouteBuildWorker;
  }
}
