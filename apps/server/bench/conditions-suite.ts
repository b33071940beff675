import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { type Branch, type Bud, compileCondition, shipmentFacts } from '@console/domain';
import {
  type ActiveConditions,
  decide,
  matchingServices,
} from '../src/features/conditions/condition-checks.ts';
import { percentile } from './percentile.ts';

/**
 * Conditions bench (issue 13): 1,000 active conditions — 800 conditions of shipment, 200 of
 * shipment service, trees of 2 to 12 buds up to 3 levels deep — evaluated for one shipment, as
 * acceptance does it (every Blocking and informing condition, then every service condition).
 * Target: p99 under 2 ms. Pure CPU over the compiled cache; the PostgreSQL version check is
 * one indexed single-row read at most once a second and is not part of the per-shipment cost.
 */
const CONDITIONS = 1000;
const RUNS = 5000;
const WARM_UP = 500;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const NUMBERS = [
  'actualWeight',
  'volumetricWeight',
  'maxLength',
  'parcelsAmount',
  'declaredValue',
  'codAmount',
];
const TEXTS = [
  'recipientCountryCode',
  'senderCountryCode',
  'payerType',
  'deliveryType',
  'recipientCustomsZone',
];
const COUNTRIES = ['GB', 'PL', 'DE', 'UA', 'FR', 'ES', 'IT', 'CZ', 'SK', 'HU', 'RO', 'LT'];
const OPERATORS = ['Less', 'Greater', 'GreaterEqual', 'LessEqual', 'Equal', 'NotEqual'] as const;

function tree(next: () => number, depth: number): Branch {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const buds: Bud[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    if (next() < 0.5) {
      return {
        property: pick(NUMBERS),
        operator: pick(OPERATORS),
        values: [String(Math.floor(next() * 60))],
        propValue: null,
      };
    }
    const count = 1 + Math.floor(next() * 4);
    return {
      property: pick(TEXTS),
      operator: next() < 0.7 ? 'Equal' : 'NotEqual',
      values: Array.from({ length: count }, () => pick(COUNTRIES)),
      propValue: null,
    };
  });
  const branches =
    depth < 3 && next() < 0.5
      ? Array.from({ length: 1 + Math.floor(next() * 2) }, () => tree(next, depth + 1))
      : [];
  return { operator: next() < 0.6 ? 'AND' : 'OR', buds, branches };
}

export async function runConditionsSuite(report = 'docs/bench/conditions.md'): Promise<void> {
  const next = random(13);
  const trees = Array.from({ length: CONDITIONS }, () => tree(next, 1));
  const compileStart = process.hrtime.bigint();
  const compiled = trees.map(compileCondition);
  const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;
  const types = ['Blocking', 'InformingUponAcceptance', 'InformingUponIssuance'] as const;
  const active: ActiveConditions = {
    version: 1,
    shipment: compiled.slice(0, 800).map((test, index) => ({
      id: `s${index}`,
      name: `Condition ${index}`,
      type: types[index % 3] as (typeof types)[number],
      errorCode: 'CHECK_CONTENTS',
      countryCode: null,
      test,
    })),
    service: compiled.slice(800).map((test, index) => ({
      id: `v${index}`,
      name: `Service ${index}`,
      serviceCode: 'Packaging',
      payerType: 'Sender',
      amount: '5.00',
      valueType: 'Fixed',
      amountProperty: null,
      eachSeatCalculation: true,
      type: 'Automatic',
      hotkey: null,
      countryCode: null,
      test,
    })),
  };
  const facts = shipmentFacts(
    {
      payerType: 'Sender',
      internationalShipping: true,
      parcels: [
        { actualWeight: 9000, length: 400, width: 300, height: 200 },
        { actualWeight: 8000, length: 350, width: 250, height: 150 },
      ],
      services: [{ serviceCode: 'Delivery' }, { serviceCode: 'Insurance', value: '1200' }],
      sender: { countryCode: 'PL' },
      recipient: { countryCode: 'GB' },
    },
    { senderCustomsZone: 'Europe', recipientCustomsZone: 'NeedInvoice', senderCurrency: 'PLN' },
  );
  const timings: number[] = [];
  let matched = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const start = process.hrtime.bigint();
    const decided = decide(active, facts, 'acceptance');
    const services = matchingServices(active, facts);
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (run >= WARM_UP) timings.push(elapsed);
    matched = decided.blocking.length + decided.informing.length + services.length;
  }
  timings.sort((a, b) => a - b);
  const figures = {
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    p99: percentile(timings, 0.99),
    max: timings[timings.length - 1] as number,
  };
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  const line = `conditions: ${CONDITIONS} active, ${RUNS} evaluations of one shipment — p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)} (target p99 < 2 ms: ${figures.p99 < 2 ? 'met' : 'MISSED'}); compiling all ${ms(compileMs)}; ${matched} matched`;
  console.log(line);
  writeFileSync(
    report,
    `# Conditions bench

\`npm run bench\` (suite \`conditions\`; \`BENCH_SUITE=conditions npm run bench\` runs it alone, no database needed).

${CONDITIONS} active conditions — 800 conditions of shipment (Blocking and informing) and 200 of shipment
service, random trees of 1–3 buds per branch, up to 3 levels, numeric and text comparisons — are
compiled once (as the per-instance cache does after a version change) and evaluated ${RUNS} times for one
shipment (two parcels, PL → GB, insured) after ${WARM_UP} warm-up runs. Each evaluation is what an
acceptance and a shipment save do: every condition of shipment for the moment, then every service condition.

| figure | value |
|---|---|
| p50 | ${ms(figures.p50)} |
| p95 | ${ms(figures.p95)} |
| p99 | ${ms(figures.p99)} (target < 2 ms: ${figures.p99 < 2 ? 'met' : 'missed'}) |
| max | ${ms(figures.max)} |
| compiling 1,000 trees | ${ms(compileMs)} |
| conditions matched per shipment | ${matched} |

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, shared with other
work at the time of the run (load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}).

Across API instances the compiled set is kept per instance and checked against \`conditions_version\`
(one row, raised in the transaction of every condition write) at most once a second: the check is a
single-row primary-key read, so an instance pays it at most once a second whatever the traffic, and a
change made through another instance decides everywhere within a second (API test "a change through
one API instance decides on another within a second").
`,
  );
}
