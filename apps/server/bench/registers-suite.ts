import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../src/db/database.ts';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { createRegisterService, EXACT_COUNT_LIMIT } from '../src/features/registers/register-service.ts';
import { startBaseline } from './baseline-server.ts';
import type { TableSizes } from './bench-database.ts';
import { environment } from './environment.ts';
import { LOAD, measureScenarios, missedTargets } from './measure.ts';
import { checkSameAnswers, type PreparedScenario, prepareLists } from './prepared-lists.ts';
import { benchReport, figuresTable, roundsList } from './report.ts';
import { benchScenarios } from './scenarios.ts';

const REPORT_FILE = fileURLToPath(new URL('../../../docs/bench/registers.md', import.meta.url));

function describeTotal(scenario: PreparedScenario, sizes: TableSizes): string {
  const size = sizes[scenario.register as keyof TableSizes];
  if (scenario.countsByEstimate && size > EXACT_COUNT_LIMIT) {
    return `estimate (${scenario.totals[0]?.toLocaleString('en')}; table of ${size.toLocaleString('en')})`;
  }
  const least = Math.min(...scenario.totals);
  const most = Math.max(...scenario.totals);
  const average = Math.round(scenario.totals.reduce((sum, total) => sum + total, 0) / scenario.totals.length);
  return `exact, ${least.toLocaleString('en')}–${most.toLocaleString('en')} rows (avg ${average.toLocaleString('en')})`;
}

/**
 * Issue 3 "Performance": the list endpoint of the largest registers against the same SQL behind
 * a bare node:http + pg server; writes docs/bench/registers.md.
 */
export async function runRegistersSuite(options: {
  database: DatabaseHandle;
  sizes: TableSizes;
  databaseUrl: string;
  apiOrigin: string;
  headers: Record<string, string>;
  only?: string;
}) {
  const { database, sizes, databaseUrl, apiOrigin, headers, only } = options;
  // The machine may be shared: its load before and after the measurements goes into the report.
  const loadBefore = loadavg();
  const services = {
    buildings: createRegisterService(database.db, REGISTER_BINDINGS.buildings),
    settlements: createRegisterService(database.db, REGISTER_BINDINGS.settlements),
    streets: createRegisterService(database.db, REGISTER_BINDINGS.streets),
  };
  const scenarios = (await benchScenarios(database.db)).filter(
    (scenario) => !only || scenario.label.includes(only),
  );
  const { lists, prepared } = await prepareLists(scenarios, services);
  const baseline = await startBaseline(databaseUrl, lists);
  console.log('checking that API and baseline answer every request alike…');
  await checkSameAnswers(prepared, apiOrigin, baseline.origin, headers);
  const figures = await measureScenarios(
    prepared,
    { api: apiOrigin, baseline: baseline.origin },
    headers,
    (scenario) => describeTotal(scenario, sizes),
  );
  await baseline.close();

  const table = figuresTable(figures);
  const data = `${sizes.regions.toLocaleString('en')} regions, ${sizes.settlements.toLocaleString('en')} settlements, ${sizes.streets.toLocaleString('en')} streets, ${sizes.buildings.toLocaleString('en')} buildings`;
  const details = [
    ...(await environment(database.db, data, [loadBefore, loadavg()])),
    '- Throughput of every round (req/s, API | baseline):',
    ...roundsList(figures),
  ];
  console.log(`\n${table}\n\n${details.join('\n')}\n\n${missedTargets(figures)}`);
  if (only) {
    console.log('BENCH_ONLY is set: docs/bench/registers.md left as it was');
    return;
  }
  const report = benchReport({
    table,
    details,
    connections: LOAD.connections,
    valuesPerScenario: Math.max(...prepared.map((scenario) => scenario.paths.length)),
  });
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, report);
  console.log(`written to ${REPORT_FILE}`);
}
