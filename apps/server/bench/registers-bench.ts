import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { runConditionsSuite } from './conditions-suite.ts';
import { runCourierSuite } from './courier-sync-suite.ts';
import { runLiveDispatchSuite } from './live-dispatch-suite.ts';
import { runOperationsSuite } from './operations-suite.ts';
import { runRegistersSuite } from './registers-suite.ts';
import { prepareScanningDatabase, runScanningSuite } from './scanning-suite.ts';

/**
 * `npm run bench`: the real API under autocannon against the same SQL behind a bare node:http +
 * pg server, at production size on the PostgreSQL server — the largest registers' lists
 * (issue 3, docs/bench/registers.md), then a clerk's visit list, shipment lists and visit search
 * over two million shipments (issue 9, docs/bench/operations.md).
 *
 * BENCH_SUITE=registers, operations or scanning runs one of them (scanning: 20 clerks scanning at
 * once and closing a registry of 5,000 parcels, docs/bench/scanning.md; courier: a phone syncing 500
 * queued actions in one call, docs/bench/courier-day.md; live: 200 couriers' positions over three instances
 * with a dispatcher's stream, docs/bench/live-dispatch.md); BENCH_ONLY=<part of a label> reruns only
 * those scenarios and leaves the reports alone.
 */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/console_bench';
const SUITES = (process.env.BENCH_SUITE ?? 'registers,operations,conditions,scanning,courier,live').split(
  ',',
);
const ONLY = process.env.BENCH_ONLY;

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'operator', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * The bench database's outbox is settled before measuring: each scanning run's close records 5,000
 * tracking events, and the next run's server would otherwise spend its first minutes feeding their
 * messages (a pass every two seconds) under the measured requests. The feeder still runs and polls.
 */
async function settleNotificationOutbox(database: DatabaseHandle) {
  await database.db.execute(
    sql`update notification_cursors set last_event_id = (select coalesce(max(id), 0) from shipment_events)`,
  );
  await database.db.execute(
    sql`update notification_outbox set status = 'sent', sent_at = now(), locked_until = null
      where status in ('waiting', 'sending')`,
  );
}

async function main() {
  // In-process, no database: the evaluator over 1,000 compiled conditions (docs/bench/conditions.md).
  if (SUITES.includes('conditions')) await runConditionsSuite();
  if (SUITES.every((suite) => suite === 'conditions')) return;
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  // Scanning and the courier's sync need the seeded demo, not the production-size address fill.
  const scanningOnly = SUITES.every((suite) => ['scanning', 'conditions', 'courier', 'live'].includes(suite));
  const { database, sizes } = scanningOnly
    ? {
        database: await prepareScanningDatabase(databaseUrl),
        sizes: {} as Awaited<ReturnType<typeof prepareBenchDatabase>>['sizes'],
      }
    : await prepareBenchDatabase(databaseUrl);
  console.log(
    `rows: ${Object.entries(sizes)
      .map(([table, rows]) => `${table} ${rows.toLocaleString('en')}`)
      .join(', ')}`,
  );
  await settleNotificationOutbox(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    // Long enough for the whole run on one sign-in.
    ID_TOKEN_TTL_SECONDS: '3600',
  });
  const app = await buildApp({ config, database, logger: false });
  const apiOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = { authorization: `Bearer ${await signIn(apiOrigin)}` };
  const context = { database, databaseUrl, apiOrigin, headers, ...(ONLY ? { only: ONLY } : {}) };

  if (SUITES.includes('registers')) await runRegistersSuite({ ...context, sizes });
  if (SUITES.includes('operations')) await runOperationsSuite(context);
  if (SUITES.includes('scanning')) await runScanningSuite(context);
  if (SUITES.includes('courier')) await runCourierSuite(context);
  if (SUITES.includes('live')) await runLiveDispatchSuite({ database, databaseUrl, config });

  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
