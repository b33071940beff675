export interface Result {
  readonly name: string;
  readonly cls: string;
  readonly vehicles: number;
  readonly bestVehicles: number;
  readonly distance: number;
  readonly bestDistance: number;
  readonly unassigned: number;
  readonly violations: number;
  /** CPU time of the benchmark process over the instance: every thread, parsing and the matrix included. */
  readonly cpuSeconds: number;
  /** The search's own time: CPU time of the thread that returned the solution. */
  readonly searchSeconds?: number;
  readonly wallSeconds: number;
  readonly iterations: number;
}

export interface Run {
  readonly label: string;
  /** CPU time per thread. */
  readonly budgetMs: number;
  /** Threads searching at once (older reports: one). */
  readonly threads?: number;
  readonly results: Result[];
}

/** The search time per thread, or for older reports the process's CPU time. */
const searchSeconds = (r: Result) => r.searchSeconds ?? r.cpuSeconds;

interface Context {
  readonly startedAt: Date;
  readonly commit: string;
  readonly machine: string;
  readonly loadBefore: number[];
  readonly loadAfter: number[];
  readonly seed: number;
  readonly partial: boolean;
  readonly sample: string | undefined;
  /** Set when the report merges parts solved by parallel processes. */
  readonly parallelParts?: number;
}

const CLASSES = ['C1', 'C2', 'R1', 'R2', 'RC1', 'RC2'];

const gapOf = (r: Result) => (r.distance / r.bestDistance - 1) * 100;
const pct = (value: number | undefined) =>
  value === undefined ? '–' : `${(Math.abs(value) < 0.005 ? 0 : value).toFixed(2)} %`;
const secs = (value: number) => value.toFixed(1);

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function summaryRow(label: string, results: readonly Result[]): string {
  const atBest = results.filter((r) => r.vehicles === r.bestVehicles);
  const gaps = atBest.map(gapOf);
  const excess = results.map((r) => r.vehicles - r.bestVehicles);
  const over = excess.filter((e) => e > 0);
  const under = excess.filter((e) => e < 0).length;
  const invalid = results.filter((r) => r.violations > 0 || r.unassigned > 0).length;
  return `| ${label} | ${results.length} | ${atBest.length}${under ? ` (+${under} fewer)` : ''} | ${over.reduce((a, b) => a + b, 0)} on ${over.length} | ${pct(median(gaps))} | ${pct(gaps.length ? Math.max(...gaps) : undefined)} | ${pct(median(results.map(gapOf)))} | ${secs(Math.max(...results.map(searchSeconds)))} | ${secs(Math.max(...results.map((r) => r.cpuSeconds)))} | ${secs(median(results.map((r) => r.wallSeconds)) ?? 0)} / ${secs(Math.max(...results.map((r) => r.wallSeconds)))} | ${invalid === 0 ? 'all feasible' : `${invalid} INVALID`} |`;
}

function runSection(run: Run): string {
  const head = [
    `## ${run.label} — ${budgetText(run)}`,
    '',
    '| Class | Instances | At best-known vehicles | Vehicle excess (total on instances) | Median gap | Worst gap | Median gap, all instances | Search s per thread, max | CPU s all threads, max | Wall s median / max | Checker |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows = CLASSES.map((cls) => run.results.filter((r) => r.cls === cls))
    .filter((results) => results.length > 0)
    .map((results) => summaryRow(results[0]!.cls, results));
  return [...head, ...rows, summaryRow('**all**', run.results), ''].join('\n');
}

function budgetText(run: Run): string {
  const threads = run.threads ?? 1;
  return threads > 1
    ? `budget ${run.budgetMs / 1000} s CPU on each of ${threads} threads per instance`
    : `budget ${run.budgetMs / 1000} s CPU per instance, one thread`;
}

function detailSection(run: Run): string {
  const lines = [
    `<details><summary>${run.label}: every instance</summary>`,
    '',
    '| Instance | Vehicles (best known) | Distance | Best known | Gap | Search s per thread | CPU s all threads | Wall s | Iterations (one thread) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...run.results.map(
      (r) =>
        `| ${r.name} | ${r.vehicles} (${r.bestVehicles}) | ${r.distance.toFixed(2)} | ${r.bestDistance} | ${pct(gapOf(r))} | ${secs(searchSeconds(r))} | ${secs(r.cpuSeconds)} | ${secs(r.wallSeconds)} | ${r.iterations.toLocaleString('en')} |`,
    ),
    '',
    '</details>',
    '',
  ];
  return lines.join('\n');
}

interface Target {
  readonly label: string;
  readonly medianGap: number;
  readonly worstGap?: number;
  readonly maxSeconds: number;
}

const TARGETS: readonly Target[] = [
  { label: 'Solomon (100 customers)', medianGap: 1, worstGap: 4, maxSeconds: 2 },
  { label: 'Gehring–Homberger 200', medianGap: 3, maxSeconds: 10 },
  { label: 'Gehring–Homberger 1,000', medianGap: 5, maxSeconds: 30 },
];

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The gaps of a run's instances at the best-known vehicle count, and the verdicts on a median and a worst. */
function gapParts(run: Run, medianGap: number, worstGap: number | undefined) {
  const gaps = run.results.filter((r) => r.vehicles === r.bestVehicles).map(gapOf);
  const med = median(gaps);
  const worst = gaps.length ? Math.max(...gaps) : undefined;
  const parts = [
    `median gap ${pct(med)} (≤ ${medianGap} %: ${verdict(med !== undefined && med <= medianGap)})`,
    ...(worstGap === undefined
      ? []
      : [`worst ${pct(worst)} (≤ ${worstGap} %: ${verdict(worst !== undefined && worst <= worstGap)})`]),
  ];
  return { atCount: gaps.length, parts };
}

function targetLines(runs: readonly Run[]): string[] {
  return TARGETS.flatMap((target) => {
    const run = runs.find((r) => r.label === target.label);
    if (!run || run.results.length === 0) return [];
    const { atCount, parts } = gapParts(run, target.medianGap, target.worstGap);
    const slowest = Math.max(...run.results.map(searchSeconds));
    const threads = run.threads ?? 1;
    const atBest = `${atCount} of ${run.results.length} at the best-known vehicle count`;
    parts.push(
      `slowest search ${slowest.toFixed(1)} s${threads > 1 ? ` on each of ${threads} threads` : ' CPU'} (≤ ${target.maxSeconds} s: ${verdict(slowest <= target.maxSeconds + 0.05)})`,
    );
    return [`- ${target.label}: ${parts.join(', ')}; ${atBest}.`];
  });
}

/** Issue 29 ("fleet first"): vehicles at the best-known count first, then the gaps, at each budget. */
interface FleetTarget {
  readonly label: string;
  /** Instances at the best-known vehicle count: all of them when undefined. */
  readonly atCount?: number;
  readonly medianGap: number;
  readonly worstGap?: number;
}

const FLEET_TARGETS: readonly FleetTarget[] = [
  { label: 'Solomon (100 customers)', medianGap: 0.1, worstGap: 2 },
  { label: 'Solomon (100 customers) at 0.5 s', atCount: 54, medianGap: 0.5 },
  { label: 'Gehring–Homberger 200', medianGap: 0.5, worstGap: 3 },
  { label: 'Gehring–Homberger 1,000', medianGap: 2 },
];

function fleetTargetLines(runs: readonly Run[]): string[] {
  return FLEET_TARGETS.flatMap((target) => {
    const run = runs.find((r) => r.label === target.label);
    if (!run || run.results.length === 0) return [];
    const { atCount, parts } = gapParts(run, target.medianGap, target.worstGap);
    const wanted = target.atCount ?? run.results.length;
    const count = `${atCount} of ${run.results.length} at the best-known vehicle count (≥ ${wanted}: ${verdict(atCount >= wanted)})`;
    return [`- ${target.label}: ${[count, ...parts].join(', ')}.`];
  });
}

export function renderReport(runs: readonly Run[], context: Context): string {
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
  return [
    '# Route-building benchmark (VRPTW)',
    '',
    'Written by `npm run bench:routes` (`packages/routing/bench/routes-bench.ts`); the figures of the last run.',
    'Instances: `../shared/data/vrptw/` (Solomon, Gehring–Homberger), unrounded Euclidean distances, best-known',
    'figures from `best-known.json`. Every solution is re-checked by the independent checker (`checkSolution`).',
    'The gap is computed only over instances solved with the best-known number of vehicles; the vehicle excess',
    'is reported separately ("Median gap, all instances" includes the others for reference).',
    '',
    'Targets (issue 10, 2-core machine): Solomon median gap ≤ 1 %, worst ≤ 4 %, ≤ 2 s per instance (and the gaps',
    'at 0.5 s); 200 customers median ≤ 3 % within 10 s; 1,000 customers under 30 s with median gap ≤ 5 %.',
    'Published reference: VROOM 1.14 reaches a median gap of about 1.1 % on Solomon at about 0.36 s per instance.',
    'Mixed days (pickups and deliveries, weight and volume, own start places, vans and bikes) against the same',
    'days with every pickup a delivery: `docs/bench/routes-mixed.md` (`npm run bench:mixed`).',
    '',
    '## Against the targets',
    '',
    ...targetLines(runs),
    '',
    'Issue 29 ("fleet first": the vehicles at the best-known count, then the distance, 2 threads):',
    '',
    ...fleetTargetLines(runs),
    '',
    ...runs.map(runSection),
    '## Run',
    '',
    `- ${context.startedAt.toISOString()}, commit ${context.commit}, seed ${context.seed}${context.partial ? `, **partial run**${context.sample ? `: ${context.sample}` : ' (subset of instances)'}` : ''}`,
    `- Machine: ${context.machine}; load average ${load(context.loadBefore)} before, ${load(context.loadAfter)} after (1 / 5 / 15 min)`,
    '- The solver runs as the console runs it (`solveInWorker`), one instance at a time. With two threads (one',
    '  per core of this machine) each searches from its own seed and they trade their best solutions at the',
    '  start of the distance phase and at its restarts (`SharedBest`); the better result is returned. Where the',
    '  budget leaves the fleet phase its own time (`fleetThreadPays`: 2 s and longer here, not 0.5 s), the second',
    '  is the fleet thread, which gives almost its whole budget to removing vehicles (`FLEET_THREAD_TUNING`) and',
    '  offers each vehicle it removes at once; the first, a distance thread, keeps a short fleet phase',
    '  (`DISTANCE_THREAD_TUNING`) and continues from each such offer. Budgets',
    "  are each thread's own CPU time (Linux `/proc/thread-self/stat`), because the machine may be shared with",
    '  other work and wall time depends on the load: on an idle machine the search of two threads at 2 s of',
    '  CPU each takes 2 s of wall time. Wall time also counts starting the worker threads, parsing and the',
    '  distance matrix; "CPU s all threads" is the whole process.',
    "- One seed per instance: a time-budgeted run depends on the seed and on the machine's speed, most on the",
    '  long-route classes (R2, RC2), so a worst gap is the tail of a noisy distribution;',
    '  `packages/routing/bench/seeds-probe.ts` reruns chosen instances over several seeds.',
    ...(context.parallelParts
      ? [
          `- Merged from ${context.parallelParts} parts solved by parallel processes (\`--json\`, \`--merge\`), each one instance`,
          '  at a time with its own CPU budget per instance.',
        ]
      : []),
    '',
    ...runs.map(detailSection),
  ].join('\n');
}
