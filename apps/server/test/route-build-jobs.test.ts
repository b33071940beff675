import type { RouteBuildJobView, RouteBuildResult } from '@console/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBuildJobs } from '../src/features/courier-routes/route-build-jobs-table.ts';
import { claimBuilds } from '../src/features/courier-routes/route-build-queue.ts';
import {
  type BuildRunner,
  createRouteBuildWorker,
  type RouteBuildWorkerOptions,
} from '../src/features/courier-routes/route-build-worker.ts';
import { futureDay, routesKit } from './courier-routes-kit.ts';
import { tableDigest } from './table-digest.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** docs/decisions.md "Expensive work is bounded": route builds as jobs claimed from PostgreSQL. */
let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let divisionId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ROUTE_BUILDS_PER_USER: '2', ROUTE_BUILD_CONCURRENCY: '1' } });
  kit = routesKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { warn() {}, error() {}, info() {} } as unknown as RouteBuildWorkerOptions['log'];

/** A day of its own with one courier on shift and two addresses to visit. */
async function planDay(offset: number) {
  const day = futureDay(offset);
  await kit.ok(
    'dispatch.manager',
    'POST',
    'courier-shifts',
    { courier: 'courier', divisionId, day, startTime: '08:00', endTime: '18:00', capacityKg: 100 },
    201,
  );
  for (const [label, lat] of [
    ['NORTH', 52.3],
    ['SOUTH', 52.15],
  ] as const) {
    await kit.ok(
      'dispatch.manager',
      'POST',
      'tasks',
      {
        type: 'ClientAddress',
        divisionId,
        day,
        ownerDocumentNumber: label,
        address: { string: label, latitude: lat, longitude: 21.0 },
        timeFrom: '09:00',
        timeTo: '17:00',
        weightKg: 5,
      },
      201,
    );
  }
  return day;
}

async function build(day: string, headers: Record<string, string> = {}, timeLimitMs = 300) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/routes/build',
    headers: { ...bearer(await t.tokenOf('dispatch.manager')), ...headers },
    payload: { divisionId, day, timeLimitMs },
  });
}

/** Jobs written straight into the queue (as if queued through any instance). */
async function queue(count: number, values: Partial<typeof routeBuildJobs.$inferInsert> = {}) {
  const requester = await userOf('dispatch.manager');
  const rows = await t.database.db
    .insert(routeBuildJobs)
    .values(
      Array.from({ length: count }, () => ({
        requestedBy: requester.id,
        requestedByLogin: requester.login,
        divisionId,
        request: { divisionId, day: futureDay(90) },
        ...values,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

async function userOf(login: string) {
  const result = await t.database.db.execute(sql`select id, login from users where login = ${login}`);
  return (result as unknown as { rows: { id: string; login: string }[] }).rows[0]!;
}

async function jobsOf(ids: string[]) {
  return t.database.db.select().from(routeBuildJobs).where(inArray(routeBuildJobs.id, ids));
}

const answer = (elapsedMs: number): RouteBuildResult => ({
  routes: [],
  unassigned: [],
  distanceMetres: 0,
  elapsedMs,
});

describe('POST routes/build queues a job and answers as before', () => {
  it('answers the built routes, and the job is done', async () => {
    const day = await planDay(70);
    const response = await build(day);
    expect(response.statusCode, response.body).toBe(200);
    const built = response.json<RouteBuildResult>();
    expect(built.routes.length).toBeGreaterThan(0);
    expect(built.routes.flatMap((route) => route.stops)).toHaveLength(2);
    const [job] = await t.database.db
      .select()
      .from(routeBuildJobs)
      .where(eq(sql`${routeBuildJobs.request}->>'day'`, day));
    expect(job).toMatchObject({ status: 'done', progress: 100, attempts: 1, claimedBy: null });
  });

  it('answers 202 with the job when asked (Prefer: respond-async) or when the wait runs out', async () => {
    const day = await planDay(71);
    const accepted = await build(day, { prefer: 'respond-async' });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.headers['preference-applied']).toBe('respond-async');
    const job = accepted.json<RouteBuildJobView>();
    expect(accepted.headers.location).toBe(`/api/v1/routes/build-jobs/${job.id}`);
    expect(['queued', 'running']).toContain(job.status);
    expect(job).toMatchObject({ divisionId, day, result: null, error: null });
    await t.app.routeBuilds.idle();
    const done = await kit.ok<RouteBuildJobView>('dispatch.manager', 'GET', `routes/build-jobs/${job.id}`);
    expect(done).toMatchObject({ status: 'done', progress: 100, placeInQueue: null });
    expect(done.result!.routes.length).toBeGreaterThan(0);

    // A build longer than the wait the client allows: 202 while it runs, then done.
    const slow = await build(day, { prefer: 'wait=2' }, 3500);
    expect(slow.statusCode, slow.body).toBe(202);
    const running = slow.json<RouteBuildJobView>();
    expect(running.status).toBe('running');
    expect(running.progress).toBeGreaterThan(0);
    await t.app.routeBuilds.idle();
    const finished = await kit.ok<RouteBuildJobView>(
      'dispatch.manager',
      'GET',
      `routes/build-jobs/${running.id}`,
    );
    expect(finished.status).toBe('done');
    await t.app.routeBuilds.wake();
  });

  it('answers a build that cannot start (no courier on shift) at once, queueing nothing', async () => {
    const digest = tableDigest(t.database.db);
    await t.tokenOf('dispatch.manager');
    const before = await digest();
    const refused = await build(futureDay(72));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('NO_COURIERS_ON_SHIFT');
    expect(await digest()).toBe(before);
  });

  it('refuses a user with two builds queued or running: 429 with Retry-After, nothing queued', async () => {
    const day = await planDay(73);
    const mine = await queue(2, {
      status: 'running',
      claimedBy: 'another-instance',
      heartbeatAt: new Date(),
      startedAt: new Date(),
    });
    try {
      const digest = tableDigest(t.database.db);
      const before = await digest();
      const refused = await build(day);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ROUTE_BUILDS' });
      expect(refused.json().message).toContain('at most 2 route builds per user');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(5);
      expect(await digest()).toBe(before);
    } finally {
      await t.database.db.delete(routeBuildJobs).where(inArray(routeBuildJobs.id, mine));
    }
    expect((await build(day)).statusCode).toBe(200);
  });
});

describe('GET routes/build-jobs/{id}', () => {
  it('shows the place in the queue to the requester and the division; 404 to other divisions', async () => {
    const other = await kit.otherDivisionId();
    const god = await userOf('administrator.god');
    const theirs = {
      requestedBy: god.id,
      requestedByLogin: god.login,
      divisionId: other,
      request: { divisionId: other, day: futureDay(74) },
    };
    const [ahead] = await queue(1, theirs);
    const [job] = await queue(1, theirs);
    try {
      const view = await kit.ok<RouteBuildJobView>('administrator.god', 'GET', `routes/build-jobs/${job}`);
      expect(view).toMatchObject({ id: job, status: 'queued', progress: 0, divisionId: other });
      expect(view.placeInQueue).toBeGreaterThanOrEqual(2);
      await kit.refused('dispatch.manager', 'GET', `routes/build-jobs/${job}`, undefined, 404);
      await kit.refused(
        'dispatch.manager',
        'GET',
        `routes/build-jobs/${crypto.randomUUID()}`,
        undefined,
        404,
      );
      await kit.refused('operator', 'GET', `routes/build-jobs/${job}`, undefined, 403);
    } finally {
      await t.database.db.delete(routeBuildJobs).where(inArray(routeBuildJobs.id, [ahead!, job!]));
    }
  });
});

describe('instances share one queue in PostgreSQL', () => {
  it('a job is claimed once, however many instances claim at once', async () => {
    const [id] = await queue(1);
    const claims = await Promise.all(
      ['a', 'b', 'c'].map((instance) => claimBuilds(t.database.db, instance, 5)),
    );
    expect(claims.flat().map((job) => job.id)).toEqual([id]);
    await t.database.db.delete(routeBuildJobs).where(eq(routeBuildJobs.id, id!));
  });

  it('two instances never run more than their concurrency, and run each job once', async () => {
    const runs = new Map<string, number>();
    const now = { a: 0, b: 0, total: 0 };
    const most = { a: 0, b: 0, total: 0 };
    const runner =
      (instance: 'a' | 'b'): BuildRunner =>
      async (db, job, options) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        now[instance] += 1;
        now.total += 1;
        most[instance] = Math.max(most[instance], now[instance]);
        most.total = Math.max(most.total, now.total);
        await sleep(120);
        await db.transaction((tx) => options.beforeWrite!(tx));
        now[instance] -= 1;
        now.total -= 1;
        return answer(instance === 'a' ? 1 : 2);
      };
    const a = createRouteBuildWorker({ db: t.database.db, log: silent, concurrency: 1, run: runner('a') });
    const b = createRouteBuildWorker({ db: t.database.db, log: silent, concurrency: 2, run: runner('b') });
    const ids = await queue(9);
    await Promise.all([a.wake(), b.wake(), a.wake(), b.wake()]);
    for (let i = 0; i < 200 && (await jobsOf(ids)).some((job) => job.status !== 'done'); i += 1) {
      await sleep(50);
    }
    await Promise.all([a.idle(), b.idle()]);
    const jobs = await jobsOf(ids);
    expect(jobs.map((job) => job.status)).toEqual(ids.map(() => 'done'));
    expect([...runs.values()]).toEqual(ids.map(() => 1));
    expect(most.a).toBe(1);
    expect(most.b).toBeLessThanOrEqual(2);
    expect(most.total).toBeLessThanOrEqual(3);
    // Both took part: the one with two slots ran more.
    const byA = jobs.filter((job) => job.result?.elapsedMs === 1).length;
    expect(byA).toBeGreaterThan(0);
    expect(ids.length - byA).toBeGreaterThan(byA);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('queues a build again when its instance stops beating; the lost instance writes nothing', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const stuck = createRouteBuildWorker({
      db: t.database.db,
      log: silent,
      concurrency: 1,
      heartbeatMs: 60_000,
      run: async (db, _job, options) => {
        await gate;
        await db.transaction((tx) => options.beforeWrite!(tx));
        return answer(1);
      },
    });
    const healthy = createRouteBuildWorker({
      db: t.database.db,
      log: silent,
      concurrency: 1,
      staleSeconds: 5,
      run: async (db, _job, options) => {
        await db.transaction((tx) => options.beforeWrite!(tx));
        return answer(2);
      },
    });
    const [id] = await queue(1);
    await stuck.wake();
    expect(stuck.running()).toBe(1);
    // Not stale yet: nothing moves.
    await healthy.passOnce();
    expect(healthy.running()).toBe(0);
    await t.database.db
      .update(routeBuildJobs)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(eq(routeBuildJobs.id, id!));
    await healthy.passOnce();
    await healthy.idle();
    open();
    await stuck.idle();
    const [job] = await jobsOf([id!]);
    expect(job).toMatchObject({ status: 'done', attempts: 2, claimedBy: null });
    expect(job!.result!.elapsedMs).toBe(2);

    // A job that has lost its instance three times fails instead of running a fourth time.
    const [abandoned] = await queue(1, {
      status: 'running',
      claimedBy: 'gone',
      attempts: 3,
      heartbeatAt: new Date(Date.now() - 60_000),
    });
    await healthy.passOnce();
    const [failed] = await jobsOf([abandoned!]);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'ROUTE_BUILD_ABANDONED' } });
    await Promise.all([stuck.stop(), healthy.stop()]);
  });

  it('an instance that stops hands its running builds back to the queue', async () => {
    const stopping = createRouteBuildWorker({
      db: t.database.db,
      log: silent,
      concurrency: 1,
      run: (_db, _job, options) =>
        new Promise((_, reject) =>
          options.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const [id] = await queue(1);
    await stopping.wake();
    expect((await jobsOf([id!]))[0]!.status).toBe('running');
    await stopping.stop();
    expect((await jobsOf([id!]))[0]).toMatchObject({ status: 'queued', claimedBy: null });
    await t.database.db.delete(routeBuildJobs).where(eq(routeBuildJobs.id, id!));
  });
});
