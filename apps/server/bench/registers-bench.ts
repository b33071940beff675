import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, SERVER_POOL_SIZE } from '../src/db/database.ts';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { createRegisterService, EXACT_COUNT_LIMIT } from '../src/features/registers/register-service.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { startBaseline } from './baseline-server.ts';
import { prepareBenchDatabase, type TableSizes } from './bench-database.ts';
import { type LoadResult, runLoad } from './load.ts';
import { checkSameAnswers, type PreparedScenario, prepareLists } from './prepared-lists.ts';
import { benchReport, figuresTable, holds, medianRound, roundsList, type ScenarioFigures } from './report.ts';
import { benchScenarios } from './scenarios.ts';

/**
 * `npm run bench`: the list endpoint of the largest registers under autocannon, against the same
 * SQL behind a bare node:http + pg server (issue 3, "Performance"). Prints the figures and writes
 * them to docs/bench/registers.md.
 */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/console_bench';
/**
 * Each scenario runs in rounds, API and baseline in turn, and reports the round of median
 * throughput: on a shared machine a neighbour's burst then skews one round, not the verdict.
 */
const LOAD = {
  connections: 32,
  warmUpSeconds: 2,
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
} as const;
/** A part of scenario labels, to rerun only those (the report file is then left alone). */
const ONLY = process.env.BENCH_ONLY;
const REPORT_FILE = fileURLToPath(new URL('../../../docs/bench/registers.md', import.meta.url));

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'operator', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

function describeTotal(scenario: PreparedScenario, sizes: TableSizes): string {
  const size = sizes[scenario.register];
  if (scenario.countsByEstimate && size > EXACT_COUNT_LIMIT) {
    return `estimate (${scenario.totals[0]?.toLocaleString('en')}; table of ${size.toLocaleString('en')})`;
  }
  const least = Math.min(...scenario.totals);
  const most = Math.max(...scenario.totals);
  const average = Math.round(scenario.totals.reduce((sum, total) => sum + total, 0) / scenario.totals.length);
  return `exact, ${least.toLocaleString('en')}–${most.toLocaleString('en')} rows (avg ${average.toLocaleString('en')})`;
}

async function environment(
  db: Database,
  sizes: TableSizes,
  [before, after]: [number[], number[]],
): Promise<string[]> {
  const settings = (await db.execute(sql`select
      version() as version,
      current_setting('shared_buffers') as shared_buffers,
      current_setting('work_mem') as work_mem,
      current_setting('effective_cache_size') as effective_cache_size,
      current_setting('max_connections') as max_connections,
      current_setting('jit') as jit`)) as unknown as { rows: Record<string, string>[] };
  const postgres = settings.rows[0]!;
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server', 'packages/domain'], {
      encoding: 'utf8',
    });
    if (dirty.trim()) commit += ' with uncommitted changes';
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  const cpu = cpus();
  return [
    `- Run: ${new Date().toISOString()}, commit ${commit}; load average ${before.map((value) => value.toFixed(2)).join(' / ')} before the measurements, ${after.map((value) => value.toFixed(2)).join(' / ')} after (1 / 5 / 15 min)`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}; Node ${process.version}`,
    `- PostgreSQL: ${postgres.version?.split(' on ')[0]} on the same machine (shared_buffers ${postgres.shared_buffers}, work_mem ${postgres.work_mem}, effective_cache_size ${postgres.effective_cache_size}, max_connections ${postgres.max_connections}, jit ${postgres.jit})`,
    `- Data: ${sizes.regions.toLocaleString('en')} regions, ${sizes.settlements.toLocaleString('en')} settlements, ${sizes.streets.toLocaleString('en')} streets, ${sizes.buildings.toLocaleString('en')} buildings`,
    `- Load: autocannon in a separate process, ${LOAD.connections} connections; per scenario ${LOAD.rounds} rounds of API then baseline, each ${LOAD.warmUpSeconds} s warm-up and ${LOAD.seconds} s measured; the table shows each server's round of median throughput. API and baseline each use a pool of ${SERVER_POOL_SIZE} PostgreSQL connections`,
  ];
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const { database, sizes } = await prepareBenchDatabase(databaseUrl);
  // The machine may be shared: its load before and after the measurements goes into the report.
  const loadBefore = loadavg();
  console.log(
    `rows: ${Object.entries(sizes)
      .map(([table, rows]) => `${table} ${rows.toLocaleString('en')}`)
      .join(', ')}`,
  );

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

  const services = {
    buildings: createRegisterService(database.db, REGISTER_BINDINGS.buildings),
    settlements: createRegisterService(database.db, REGISTER_BINDINGS.settlements),
    streets: createRegisterService(database.db, REGISTER_BINDINGS.streets),
  };
  const scenarios = (await benchScenarios(database.db)).filter(
    (scenario) => !ONLY || scenario.label.includes(ONLY),
  );
  const { lists, prepared } = prepareLists(scenarios, services);
  const baseline = await startBaseline(databaseUrl, lists);
  console.log('checking that API and baseline answer every request alike…');
  await checkSameAnswers(prepared, apiOrigin, baseline.origin, headers);

  const figures: ScenarioFigures[] = [];
  for (const scenario of prepared) {
    console.log(`${scenario.label}: ${scenario.paths.length} different requests, e.g. ${scenario.paths[0]}`);
    const load = { ...LOAD, paths: scenario.paths, headers };
    const apiRounds: LoadResult[] = [];
    const baselineRounds: LoadResult[] = [];
    for (let round = 0; round < LOAD.rounds; round += 1) {
      apiRounds.push(await runLoad({ ...load, origin: apiOrigin }));
      baselineRounds.push(await runLoad({ ...load, origin: baseline.origin }));
    }
    const row: ScenarioFigures = {
      label: scenario.label,
      total: describeTotal(scenario, sizes),
      api: medianRound(apiRounds),
      baseline: medianRound(baselineRounds),
      rounds: { api: apiRounds, baseline: baselineRounds },
    };
    const { api, baseline: base } = row;
    const verdict = holds(row);
    console.log(
      `  API ${Math.round(api.requestsPerSecond)} req/s p50 ${api.p50} ms p99 ${api.p99} ms | baseline ${Math.round(base.requestsPerSecond)} req/s p99 ${base.p99} ms | ${Math.round(verdict.share * 100)} %`,
    );
    figures.push(row);
  }

  const table = figuresTable(figures);
  const missed = figures.filter((row) => {
    const verdict = holds(row);
    return !verdict.p99 || !verdict.throughput;
  });
  const details = [
    ...(await environment(database.db, sizes, [loadBefore, loadavg()])),
    '- Throughput of every round (req/s, API | baseline):',
    ...roundsList(figures),
  ];
  console.log(`\n${table}\n\n${details.join('\n')}`);
  console.log(
    missed.length === 0
      ? '\nEvery scenario meets both targets.'
      : `\nMissed: ${missed.map((row) => row.label).join('; ')}`,
  );

  const report = benchReport({
    table,
    details,
    connections: LOAD.connections,
    valuesPerScenario: Math.max(...prepared.map((scenario) => scenario.paths.length)),
  });
  if (ONLY) {
    console.log('BENCH_ONLY is set: docs/bench/registers.md left as it was');
  } else {
    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(REPORT_FILE, report);
    console.log(`written to ${REPORT_FILE}`);
  }

  await baseline.close();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
