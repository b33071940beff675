/**
 * `npm run bench:routes [-- --set solomon|homberger_200|homberger_1000 --limit N --only C101,R101 --sample N --no-short]`
 * Solves the public VRPTW instances one at a time, checks every solution with the independent
 * checker and writes docs/bench/routes.md. Budgets are CPU time of this process, because the
 * machine is shared: wall time is reported beside it.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSolution } from '../src/checker.ts';
import { parseSolomon } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { type Result, type Run, renderReport } from './routes-report.ts';

const DATA = process.env.VRPTW_DATA ?? '/work/shared/data/vrptw';
const OUT = new URL('../../../docs/bench/routes.md', import.meta.url);

const SETS = [
  { set: 'solomon', label: 'Solomon (100 customers)', budgetMs: 2000 },
  { set: 'homberger_200', label: 'Gehring–Homberger 200', budgetMs: 10_000 },
  { set: 'homberger_1000', label: 'Gehring–Homberger 1,000', budgetMs: 27_000 },
] as const;

interface BestKnown {
  readonly best_known_cost: number;
  readonly solved_with_vehicles: number;
}

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    limit: { type: 'string' },
    only: { type: 'string' },
    'no-short': { type: 'boolean', default: false },
    /** At most this many instances per class of the Gehring–Homberger sets (a sample when time is short). */
    sample: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

const bestKnown = JSON.parse(readFileSync(join(DATA, 'best-known.json'), 'utf8')) as Record<
  string,
  BestKnown
>;
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const only = values.only ? new Set(values.only.split(',').map((name) => name.toLowerCase())) : undefined;
const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
const sample = values.sample ? Number(values.sample) : Number.POSITIVE_INFINITY;
const seed = Number(values.seed);
const loadBefore = loadavg();
const startedAt = new Date();

function classOf(name: string): string {
  return (
    name
      .match(/^(rc|r|c)(\d)/i)
      ?.slice(1, 3)
      .join('') ?? '?'
  ).toUpperCase();
}

function runInstance(set: string, file: string, budgetMs: number): Result {
  const wallStart = performance.now();
  const cpuStart = cpuMs();
  const instance = parseSolomon(readFileSync(join(DATA, set, file), 'utf8'));
  const name = file.replace(/\.txt$/, '');
  const known = bestKnown[name] ?? bestKnown[name.toUpperCase()];
  if (!known) throw new Error(`no best-known entry for ${name}`);
  const solution = solve(instance.problem, { timeLimitMs: budgetMs, seed, clock: cpuMs });
  const check = checkSolution(instance.problem, solution);
  const result: Result = {
    name,
    cls: classOf(name),
    vehicles: check.vehicles,
    bestVehicles: known.solved_with_vehicles,
    distance: check.distance,
    bestDistance: known.best_known_cost,
    unassigned: solution.unassigned.length,
    violations: check.violations.length,
    cpuSeconds: (cpuMs() - cpuStart) / 1000,
    wallSeconds: (performance.now() - wallStart) / 1000,
    iterations: solution.iterations,
  };
  const gap = ((result.distance / result.bestDistance - 1) * 100).toFixed(2);
  console.log(
    `${set} ${name}: ${result.vehicles}/${result.bestVehicles} vehicles, ${result.distance.toFixed(2)} vs ${result.bestDistance} (${gap} %), ` +
      `${result.cpuSeconds.toFixed(1)} s CPU, ${result.wallSeconds.toFixed(1)} s wall, ${result.iterations} iterations` +
      (result.violations > 0 || result.unassigned > 0
        ? `, ${result.violations} VIOLATIONS, ${result.unassigned} unassigned`
        : ''),
  );
  return result;
}

function filesOf(set: string): string[] {
  const perClass = new Map<string, number>();
  return readdirSync(join(DATA, set))
    .filter((file) => file.endsWith('.txt'))
    .filter((file) => !only || only.has(file.replace(/\.txt$/, '').toLowerCase()))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .filter((file) => {
      if (set === 'solomon') return true;
      const cls = classOf(file);
      perClass.set(cls, (perClass.get(cls) ?? 0) + 1);
      return perClass.get(cls)! <= sample;
    })
    .slice(0, limit);
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
/** Rewritten after every instance, so an interrupted run still leaves its figures. */
function writeReport(): void {
  writeFileSync(
    OUT,
    renderReport(runs, {
      startedAt,
      commit,
      machine,
      loadBefore,
      loadAfter: loadavg(),
      seed,
      partial: Boolean(values.set || values.limit || values.only || values.sample),
      sample: values.sample
        ? `at most ${sample} instance(s) per class of the Gehring–Homberger sets`
        : undefined,
    }),
  );
}

const runs: Run[] = [];
for (const { set, label, budgetMs } of SETS) {
  if (values.set && values.set !== set) continue;
  const files = filesOf(set);
  if (files.length === 0) continue;
  const passes = set === 'solomon' && !values['no-short'] ? [budgetMs, 500] : [budgetMs];
  for (const budget of passes) {
    const run: Run = {
      label: budget === budgetMs ? label : `${label} at ${budget / 1000} s`,
      budgetMs: budget,
      results: [],
    };
    runs.push(run);
    for (const file of files) {
      run.results.push(runInstance(set, file, budget));
      writeReport();
    }
  }
}
console.log(`written ${OUT.pathname}`);
