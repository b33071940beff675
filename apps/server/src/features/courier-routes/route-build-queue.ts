import type { RouteBuild, RouteBuildJobView, RouteBuildResult } from '@console/domain';
import { and, asc, count, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { tooManyRequests } from '../../http/rate-limits.ts';
import { recordScope } from '../../http/record-scope.ts';
import { divisionScopeOf, isInDivisionScope } from '../tasks/task-scope.ts';
import { routeBuildJobs as jobs, type RouteBuildJobError } from './route-build-jobs-table.ts';
import { DEFAULT_BUILD_BUDGET_MS } from './route-building.ts';

type Executor = Database | Transaction;
export type RouteBuildJob = typeof jobs.$inferSelect;

/** Claims a job may lose (its instance died each time) before it fails instead of running again. */
export const MAX_BUILD_ATTEMPTS = 3;

const ACTIVE = ['queued', 'running'] as const;
const isMine = (id: string, instanceId: string) =>
  and(eq(jobs.id, id), eq(jobs.claimedBy, instanceId), eq(jobs.status, 'running'));

/**
 * Queues a build, unless the user already has `perUser` builds queued or running: then 429 with
 * `Retry-After` (when their first one should be done). The count and the insert run under a lock
 * on the user, so two calls through two instances cannot both pass the cap.
 */
export async function enqueueBuild(
  db: Database,
  user: AuthUser,
  body: RouteBuild,
  perUser: number,
  now = new Date(),
): Promise<RouteBuildJob> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`route-builds:${user.id}`}))`);
    const active = await tx
      .select({ status: jobs.status, startedAt: jobs.startedAt, request: jobs.request })
      .from(jobs)
      .where(and(eq(jobs.requestedBy, user.id), inArray(jobs.status, ACTIVE)));
    if (active.length >= perUser) {
      throw tooManyRequests(
        'TOO_MANY_ROUTE_BUILDS',
        `Limit reached: at most ${perUser} route builds per user queued or running at once`,
        firstDoneInSeconds(active, now),
      );
    }
    const [job] = await tx
      .insert(jobs)
      .values({
        requestedBy: user.id,
        requestedByLogin: user.login,
        divisionId: body.divisionId,
        request: body,
      })
      .returning();
    return job!;
  });
}

/** An estimate: a running build ends with its budget (+1 s to write), a queued one a budget after it starts. */
function firstDoneInSeconds(
  active: { status: string; startedAt: Date | null; request: RouteBuild }[],
  now: Date,
): number {
  const ends = active.map((job) => {
    const budget = (job.request.timeLimitMs ?? DEFAULT_BUILD_BUDGET_MS) + 1000;
    const started = job.status === 'running' && job.startedAt ? job.startedAt.getTime() : now.getTime();
    return started + budget - now.getTime();
  });
  return Math.max(1, Math.ceil(Math.min(...ends) / 1000));
}

/**
 * Claims up to `limit` queued builds, oldest first: `FOR UPDATE SKIP LOCKED` passes over rows
 * another instance is claiming, and the claim marks them running with this instance's name and a
 * heartbeat, so a job is claimed once.
 */
export async function claimBuilds(db: Database, instanceId: string, limit: number): Promise<RouteBuildJob[]> {
  if (limit <= 0) return [];
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'queued'))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      claimedBy: instanceId,
      heartbeatAt: sql`now()`,
      startedAt: sql`now()`,
      progress: 0,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/**
 * The running instance's sign of life (and the progress so far); false when the claim is lost. The
 * clock is the database's (`clock_timestamp()`: also inside a transaction begun earlier), as the sweep's.
 */
export async function heartbeat(
  executor: Executor,
  id: string,
  instanceId: string,
  progress: number,
): Promise<boolean> {
  const beat = await executor
    .update(jobs)
    .set({ heartbeatAt: sql`clock_timestamp()`, progress, updatedAt: sql`clock_timestamp()` })
    .where(isMine(id, instanceId))
    .returning({ id: jobs.id });
  return beat.length > 0;
}

/** Raised in the build's write transaction when another instance has taken the job over. */
export class ClaimLostError extends Error {
  constructor(readonly jobId: string) {
    super(`route build job ${jobId} is no longer claimed by this instance`);
  }
}

/**
 * In the transaction that writes the routes: holds the job's row (a heartbeat under its lock), so
 * no sweep can queue it again before the routes and then the answer are written; throws
 * `ClaimLostError` when it was queued again already (this instance looked dead), writing nothing.
 */
export async function holdClaim(tx: Transaction, id: string, instanceId: string): Promise<void> {
  if (!(await heartbeat(tx, id, instanceId, 95))) throw new ClaimLostError(id);
}

/** Writes the answer (or the failure) of a build this instance still holds. */
export async function finishBuild(
  db: Database,
  id: string,
  instanceId: string,
  outcome: { result: RouteBuildResult } | { error: RouteBuildJobError },
): Promise<boolean> {
  const finished = await db
    .update(jobs)
    .set({
      ...('result' in outcome
        ? { status: 'done' as const, result: outcome.result, progress: 100 }
        : { status: 'failed' as const, error: outcome.error }),
      claimedBy: null,
      heartbeatAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(isMine(id, instanceId))
    .returning({ id: jobs.id });
  return finished.length > 0;
}

/** A build this instance gives up without a result (it is stopping): straight back to the queue. */
export async function releaseBuild(db: Database, id: string, instanceId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', claimedBy: null, heartbeatAt: null, progress: 0, updatedAt: sql`now()` })
    .where(isMine(id, instanceId));
}

/**
 * Builds whose instance stopped beating for `staleSeconds` (by the database's clock) are queued
 * again; one that has lost `MAX_BUILD_ATTEMPTS` instances fails instead.
 */
export async function requeueStaleBuilds(
  db: Database,
  staleSeconds: number,
): Promise<{ requeued: number; failed: number }> {
  const stale = and(
    eq(jobs.status, 'running'),
    lt(jobs.heartbeatAt, sql`clock_timestamp() - make_interval(secs => ${staleSeconds})`),
  );
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      error: {
        statusCode: 503,
        code: 'ROUTE_BUILD_ABANDONED',
        message: `The route build stopped ${MAX_BUILD_ATTEMPTS} times with its server; try again`,
      },
      claimedBy: null,
      heartbeatAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(stale, sql`${jobs.attempts} >= ${MAX_BUILD_ATTEMPTS}`))
    .returning({ id: jobs.id });
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', claimedBy: null, heartbeatAt: null, progress: 0, updatedAt: sql`now()` })
    .where(stale)
    .returning({ id: jobs.id });
  return { requeued: requeued.length, failed: failed.length };
}

/** Finished jobs are kept a day (the client fetches the answer of a 202), then deleted. */
export async function purgeFinishedBuilds(db: Database, keepHours = 24): Promise<void> {
  await db.delete(jobs).where(lte(jobs.finishedAt, sql`now() - make_interval(hours => ${keepHours})`));
}

export async function readBuildJob(executor: Executor, id: string): Promise<RouteBuildJob | undefined> {
  const [row] = await executor.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function buildJobView(executor: Executor, job: RouteBuildJob): Promise<RouteBuildJobView> {
  let placeInQueue: number | null = null;
  if (job.status === 'queued') {
    const [ahead] = await executor
      .select({ count: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'queued'),
          or(lt(jobs.createdAt, job.createdAt), and(eq(jobs.createdAt, job.createdAt), lt(jobs.id, job.id))),
        ),
      );
    placeInQueue = (ahead?.count ?? 0) + 1;
  }
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    placeInQueue,
    divisionId: job.divisionId,
    day: job.request.day,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    result: job.result ?? null,
    error: job.error
      ? { status: job.error.statusCode, code: job.error.code, message: job.error.message }
      : null,
  };
}

/**
 * Who sees a build job: its requester, and whoever's division scope holds its division (as for the
 * division's routes). Outside it the job answers 404, like one that does not exist.
 */
export const ROUTE_BUILD_JOB_SCOPE = recordScope({
  record: 'route build job',
  notFound: 'Route build job not found',
  table: jobs,
  id: jobs.id,
  allows: buildJobInScope,
});

async function buildJobInScope(executor: Executor, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ requestedBy: jobs.requestedBy, divisionId: jobs.divisionId })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) return false;
  if (row.requestedBy === user.id) return true;
  return isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId);
}
