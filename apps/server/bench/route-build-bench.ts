import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { DEMO_DIVISION, DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { percentile } from './percentile.ts';
import type { ReaderRequest, Reading } from './route-build-reader.ts';

/**
 * Six route builds asked for at once while two clients keep reading a list (`GET tasks`): the
 * list read's p50 / p99 before and during the builds, with this machine's route-build concurrency
 * (one less than its cores) and with six at once (every build a solver thread, as before the
 * builds became jobs). On a throwaway database of the PostgreSQL server of `DATABASE_URL`
 * (default `postgres://postgres@127.0.0.1:5432/postgres`), seeded with the demo data.
 *
 *   node_modules/.bin/tsx apps/server/bench/route-build-bench.ts
 */
const BUILDS = 6;
const TASKS_PER_DAY = 30;
const COURIERS = ['courier', 'courier.ewa', 'courier.mykola'];
const READERS = 2;
const IDLE_MS = 8000;
const LIST = '/api/v1/tasks?page=1&limit=15';

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `route_build_bench_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function read(origin: string, token: string, until: Promise<unknown>): Promise<Reading[]> {
  const child = fork(new URL('./route-build-reader.ts', import.meta.url), [], { stdio: 'inherit' });
  const request: ReaderRequest = {
    url: `${origin}${LIST}`,
    headers: { authorization: `Bearer ${token}` },
    loops: READERS,
  };
  child.send(request);
  void until.then(() => child.send('stop'));
  return new Promise((resolve, reject) => {
    child.once('message', (readings: Reading[]) => resolve(readings));
    child.once('error', reject);
  });
}

const figures = (readings: Reading[]) => {
  const ms = readings.map((reading) => reading.ms);
  return {
    reads: ms.length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: Math.max(...ms),
    failed: readings.filter((reading) => reading.status !== 200).length,
  };
};

async function main() {
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const rows: string[] = [];
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    const [division] = await database.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.number, DEMO_DIVISION.number));
    const days = Array.from({ length: BUILDS }, (_, i) =>
      new Date(Date.now() + (120 + i) * 86_400_000).toISOString().slice(0, 10),
    );
    const bounded = Math.max(1, availableParallelism() - 1);
    for (const concurrency of [bounded, BUILDS]) {
      const config = loadConfig({
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url.toString(),
        ROUTE_BUILD_CONCURRENCY: String(concurrency),
        ROUTE_BUILDS_PER_USER: String(BUILDS),
        ROUTE_BUILD_WAIT_SECONDS: '45',
      });
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      try {
        const login = await fetch(`${origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'dispatch.manager', password: DEMO_PASSWORD }),
        });
        const token = ((await login.json()) as { idToken: string }).idToken;
        const call = (method: string, path: string, body?: unknown) =>
          fetch(`${origin}/api/v1/${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        if (concurrency === bounded) await planDays(call, division!.id, days);

        const idle = await read(origin, token, new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
        let buildsDone = () => {};
        const allDone = new Promise<void>((resolve) => {
          buildsDone = resolve;
        });
        const readings = read(origin, token, allDone);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const started = Date.now();
        const answers = await Promise.all(
          days.map(async (day) => {
            const response = await call('POST', 'routes/build', { divisionId: division!.id, day });
            await response.arrayBuffer();
            return { status: response.status, seconds: (Date.now() - started) / 1000 };
          }),
        );
        const finished = Date.now();
        buildsDone();
        const during = (await readings).filter(
          (reading) => reading.startedAt >= started && reading.startedAt <= finished,
        );
        const before = figures(idle);
        const busy = figures(during);
        const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
        const last = Math.max(...answers.map((answer) => answer.seconds));
        const row =
          `| ${concurrency === bounded ? `${concurrency} (default here)` : `${concurrency} (as before: every build at once)`} ` +
          `| ${before.p50.toFixed(1)} / ${before.p99.toFixed(1)} ` +
          `| ${busy.p50.toFixed(1)} / ${busy.p99.toFixed(1)} / ${busy.max.toFixed(0)} ` +
          `| ${busy.reads} | ${statuses} | ${last.toFixed(1)} s |`;
        console.log(row);
        rows.push(row);
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
  const report = [
    '# Route builds while a list is read',
    '',
    `\`node_modules/.bin/tsx apps/server/bench/route-build-bench.ts\`: ${BUILDS} \`POST routes/build\` at once (demo division, ${TASKS_PER_DAY} delivery tasks and ${COURIERS.length} couriers a day, the default 3 s solver budget) while ${READERS} clients read \`GET ${LIST}\` in a loop, each from a process of its own. Milliseconds of the list reads before the builds (${IDLE_MS / 1000} s) and while they run.`,
    '',
    '| Builds at once per instance | List read before, p50 / p99 | During the builds, p50 / p99 / max | Reads during | Build answers | Last build answered after |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Run ${new Date().toISOString()} on ${availableParallelism()} cores (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} after the run), PostgreSQL ${base.replace(/\/\/[^@]*@/, '//')}.`,
    '',
  ].join('\n');
  if (process.env.BENCH_WRITE !== '0') {
    writeFileSync(new URL('../../../docs/bench/route-builds.md', import.meta.url), report);
  }
  console.log(report);
}

/** Each day: the couriers on shift and tasks scattered over Warsaw, all due 09:00–17:00. */
async function planDays(
  call: (method: string, path: string, body?: unknown) => Promise<Response>,
  divisionId: string,
  days: string[],
) {
  for (const day of days) {
    for (const courier of COURIERS) {
      const shift = await call('POST', 'courier-shifts', {
        courier,
        divisionId,
        day,
        startTime: '08:00',
        endTime: '18:00',
        capacityKg: 200,
      });
      if (shift.status !== 201) throw new Error(`shift: ${shift.status} ${await shift.text()}`);
    }
    for (let i = 0; i < TASKS_PER_DAY; i += 1) {
      const angle = (i * 2.399963) % (2 * Math.PI);
      const radius = 0.02 + (0.08 * ((i * 7) % TASKS_PER_DAY)) / TASKS_PER_DAY;
      const task = await call('POST', 'tasks', {
        type: 'ClientAddress',
        divisionId,
        day,
        ownerDocumentNumber: `BENCH-${i}`,
        address: {
          string: `Bench ${i}`,
          latitude: 52.23 + radius * Math.sin(angle),
          longitude: 21.01 + radius * 1.6 * Math.cos(angle),
        },
        timeFrom: '09:00',
        timeTo: '17:00',
        weightKg: 5,
      });
      if (task.status !== 201) throw new Error(`task: ${task.status} ${await task.text()}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
