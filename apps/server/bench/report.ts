import { EXACT_COUNT_LIMIT } from '../src/features/registers/register-service.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import type { LoadResult } from './load.ts';

export const TARGETS = { p99Milliseconds: 50, shareOfBaseline: 0.6 } as const;

export interface ScenarioFigures {
  label: string;
  /** How the list's total is produced, e.g. "exact, 3–41 rows (avg 12)" or "estimate". */
  total: string;
  /** The round of median throughput of each server, with the failures of all rounds. */
  api: LoadResult;
  baseline: LoadResult;
  rounds: { api: readonly LoadResult[]; baseline: readonly LoadResult[] };
  /** A p99 target below the general one, in ms (the visit search's 30). */
  p99Target?: number;
}

/** The round of median throughput, carrying the non-2xx answers and errors of every round. */
export function medianRound(rounds: readonly LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((left, right) => left.requestsPerSecond - right.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No rounds to report');
  return {
    ...median,
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

export function roundsList(rows: readonly ScenarioFigures[]): string[] {
  const list = (rounds: readonly LoadResult[]) =>
    rounds.map((round) => number(round.requestsPerSecond)).join(', ');
  return rows.map((row) => `  - ${row.label}: ${list(row.rounds.api)} | ${list(row.rounds.baseline)}`);
}

const clean = (result: LoadResult) => result.non2xx === 0 && result.errors === 0;

export function holds(figures: ScenarioFigures) {
  const share = figures.api.requestsPerSecond / figures.baseline.requestsPerSecond;
  return {
    share,
    p99: clean(figures.api) && figures.api.p99 < (figures.p99Target ?? TARGETS.p99Milliseconds),
    throughput: clean(figures.api) && clean(figures.baseline) && share >= TARGETS.shareOfBaseline,
  };
}

const number = (value: number) => Math.round(value).toLocaleString('en');
const milliseconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}`;
const mark = (ok: boolean) => (ok ? 'yes' : '**NO**');

/** One markdown table: printed as is on the terminal and written to docs/bench. */
export function figuresTable(rows: readonly ScenarioFigures[]): string {
  const header = [
    'Scenario',
    'Total',
    'API req/s',
    'API p50 ms',
    'API p99 ms',
    'Baseline req/s',
    'Baseline p50 ms',
    'Baseline p99 ms',
    'API / baseline',
    'p99 target',
    `≥ ${TARGETS.shareOfBaseline * 100} %`,
  ];
  const lines = rows.map((row) => {
    const verdict = holds(row);
    const failures = [row.api, row.baseline]
      .map((result, index) =>
        clean(result)
          ? ''
          : ` (${index === 0 ? 'API' : 'baseline'}: ${result.non2xx} non-2xx, ${result.errors} errors)`,
      )
      .join('');
    return [
      `${row.label}${failures}`,
      row.total,
      number(row.api.requestsPerSecond),
      milliseconds(row.api.p50),
      milliseconds(row.api.p99),
      number(row.baseline.requestsPerSecond),
      milliseconds(row.baseline.p50),
      milliseconds(row.baseline.p99),
      `${Math.round(verdict.share * 100)} %`,
      `${mark(verdict.p99)} (< ${row.p99Target ?? TARGETS.p99Milliseconds} ms)`,
      mark(verdict.throughput),
    ];
  });
  const table = [header, header.map(() => '---'), ...lines];
  return table.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** docs/bench/registers.md: the table, the set-up and what exactly is compared. */
export function benchReport(options: {
  table: string;
  details: readonly string[];
  connections: number;
  valuesPerScenario: number;
}): string {
  return [
    '# Register list benchmark',
    '',
    'Written by `npm run bench` (`apps/server/bench/registers-bench.ts`); the figures of the last run.',
    `Targets (issue 3): API p99 under ${TARGETS.p99Milliseconds} ms at ${options.connections} connections, and at least ${TARGETS.shareOfBaseline * 100} % of the baseline's throughput.`,
    '',
    options.table,
    '',
    ...options.details,
    '',
    '## What is measured',
    '',
    `- **API**: \`GET ${API_PREFIX}/{register}\` of the real server built by \`buildApp\` (logger off) in the bench's process, with a bearer token of the demo user \`operator\`: sign-in check, access rule, zod validation of the query, the register engine's SQL, one statement answering the page with the total on each row.`,
    '- **Baseline**: a bare `node:http` handler in the same process that looks the URL up and runs the same SQL — the text and parameters the register service sends, from its `listQueries` — through its own `pg` pool, answering the same JSON. Before the load every request is sent once to both and the answers must be equal.',
    `- **Totals**: filtered lists count (\`count(*)\`) up to 1,000 rows past the page, then answer "more than" (docs/decisions.md); an unfiltered list of a table over ${EXACT_COUNT_LIMIT.toLocaleString('en')} rows reports PostgreSQL's row estimate (\`pg_class.reltuples\`, docs/decisions.md) — in the API and the baseline alike. The Total column says which, and for exact counts how many rows the requests matched.`,
    `- **Values**: each filtered scenario cycles through up to ${options.valuesPerScenario} values read from the database (rows sampled by a hash of their id, the same on every run), one after another across all connections, so concurrent requests ask for different rows: street and settlement ids, the Polish regions (the demo's few settlements each and the generated 7,700 each), the distinctive part of settlement names (the name without a leading adjective such as "Stara" when it has three words or more, e.g. "Wola 5566"; whole names otherwise), and full postal codes for the buildings' text search (names and postal codes, \`ilike '%…%'\` over trigram indexes).`,
    "- **Machine**: autocannon, the API or baseline and PostgreSQL share the same two cores, so every figure includes the load generator's own CPU use.",
    '',
  ].join('\n');
}
