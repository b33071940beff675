import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.ts';
import { users } from '../src/features/auth/auth-tables.ts';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { createRegisterService } from '../src/features/registers/register-service.ts';
import { type PreparedAnswer, startBaseline } from './baseline-server.ts';
import { environment } from './environment.ts';
import { measureScenarios, missedTargets } from './measure.ts';
import { prepareOperations } from './operations-database.ts';
import { operationsReport } from './operations-report.ts';
import { operationScenarios, VISIT_SEARCH_P99_MS, visitSearchPath } from './operations-scenarios.ts';
import { checkSameAnswers, type MeasuredScenario, prepareLists } from './prepared-lists.ts';
import { describePlan, explainStatements } from './query-plans.ts';
import { figuresTable, roundsList } from './report.ts';
import { visitSearchAnswer, visitSearchStatements } from './visit-search-answers.ts';

const REPORT_FILE = fileURLToPath(new URL('../../../docs/bench/operations.md', import.meta.url));
/** The clerk whose lists are measured: the demo's branch employee at WAW-1. */
const CLERK = 'operator';

interface OperationScenario extends MeasuredScenario {
  /** The statements of its first request, for EXPLAIN. */
  statements: { text: string; values: unknown[] }[];
}

function describeMatches(scenario: MeasuredScenario, unit: string): string {
  const least = Math.min(...scenario.totals);
  const most = Math.max(...scenario.totals);
  const average = Math.round(scenario.totals.reduce((sum, total) => sum + total, 0) / scenario.totals.length);
  return `${least.toLocaleString('en')}–${most.toLocaleString('en')} ${unit} (avg ${average.toLocaleString('en')})`;
}

/**
 * Issue 9 "Performance at production size": a clerk's visit list, shipment lists and visit
 * searches over two million shipments, against the same statements on a bare pg server.
 */
export async function runOperationsSuite(options: {
  database: DatabaseHandle;
  databaseUrl: string;
  apiOrigin: string;
  headers: Record<string, string>;
  only?: string;
}) {
  const { database, databaseUrl, apiOrigin, headers, only } = options;
  const { db } = database;
  const { anchor, sizes } = await prepareOperations(database);
  const loadBefore = loadavg();
  const { lists, searches } = await operationScenarios(db, anchor);
  const wanted = (label: string) => !only || label.includes(only);

  const [clerk] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, CLERK));
  if (!clerk) throw new Error(`The demo user ${CLERK} is missing`);
  const services = {
    shipments: createRegisterService(db, REGISTER_BINDINGS.shipments),
    visit_list_page: createRegisterService(db, REGISTER_BINDINGS.visit_list_page),
  };
  const listed = await prepareLists(
    lists.filter((scenario) => wanted(scenario.label)),
    services,
    { user: { ...clerk, groups: clerk.groups as string[] }, db },
  );
  const answers = new Map<string, PreparedAnswer>();
  const scenarios: OperationScenario[] = listed.prepared.map((scenario) => {
    const first = listed.lists.get(scenario.paths[0]!)!;
    return { ...scenario, statements: [first.page] };
  });
  for (const search of searches.filter((scenario) => wanted(scenario.label))) {
    for (const text of search.texts) answers.set(visitSearchPath(text), visitSearchAnswer(db, text));
    const first = visitSearchStatements(db, search.texts[0]!);
    scenarios.push({
      label: search.label,
      paths: search.texts.map(visitSearchPath),
      totals: [],
      p99Target: VISIT_SEARCH_P99_MS,
      statements: [first.phone, first.number].filter((statement) => statement !== undefined),
    });
  }

  const baseline = await startBaseline(databaseUrl, listed.lists, answers);
  console.log('checking that API and baseline answer every request alike…');
  await checkSameAnswers(scenarios, apiOrigin, baseline.origin, headers);
  const figures = await measureScenarios(
    scenarios,
    { api: apiOrigin, baseline: baseline.origin },
    headers,
    (scenario) =>
      describeMatches(
        scenario,
        scenario.p99Target
          ? 'shipments found'
          : 'rows counted (a count stops 1,000 rows past the page: "more than 1,000")',
      ),
  );
  const loadAfter = loadavg();
  await baseline.close();

  const plans: string[] = [];
  for (const scenario of scenarios) {
    plans.push(
      `- ${scenario.label}: ${describePlan(await explainStatements(databaseUrl, scenario.statements))}`,
    );
  }
  const table = figuresTable(figures);
  const data = `${sizes.shipments.toLocaleString('en')} shipments, ${sizes.parcels.toLocaleString('en')} parcels, ${sizes.services.toLocaleString('en')} shipment services, ${sizes.visits.toLocaleString('en')} visits with ${sizes.visitDocuments.toLocaleString('en')} documents; generated "today" ${anchor.toISOString().slice(0, 10)} (shipments spread over the 365 days up to 18:00 UTC of it)`;
  const details = [
    ...(await environment(db, data, [loadBefore, loadAfter])),
    '- Throughput of every round (req/s, API | baseline):',
    ...roundsList(figures),
  ];
  console.log(`\n${table}\n\n${details.join('\n')}\n\n${plans.join('\n')}\n\n${missedTargets(figures)}`);
  if (only) {
    console.log('BENCH_ONLY is set: docs/bench/operations.md left as it was');
    return;
  }
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, operationsReport({ table, details, plans, verdict: missedTargets(figures) }));
  console.log(`written to ${REPORT_FILE}`);
}
