/**
 * `npm run bench:routes [-- --set solomon|homberger_200|homberger_1000 --limit N --only C101,R101 --sample N --passes main,short,one-thread --threads N]`
 * `--json FILE` also saves the runs; `--merge A.json,B.json` writes the report of saved runs without
 * solving, so the sets can be solved by parallel processes on a loaded machine and reported as one.
 * Solves the public VRPTW instances one at a time, checks every solution with the independent
 * checker and writes docs/bench/routes.md. The solver runs in worker threads (two by default, one
 * per core); budgets are each thread's CPU time, because the machine may be shared: wall time is
 * reported beside it. Solomon is also solved by one thread, for comparison.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSolution } from '../src/checker.ts';
import { parseSolomon } from '../src/solomon.ts';
import { solveInWorker } from '../src/solve-in-worker.ts';
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
    /** Solomon's passes to run, of main (2 s), short (0.5 s) and one-thread: a pass rerun alone is merged by `--merge`. */
    passes: { type: 'string', default: 'main,short,one-thread' },
    /** At most this many instances per class of the Gehring–Homberger sets (a sample when time is short). */
    sample: { type: 'string' },
    seed: { type: 'string', default: '1' },
    json: { type: 'string' },
    merge: { type: 'string' },
    threads: { type: 'string', default: '2' },
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

async function runInstance(set: string, file: string, budgetMs: number, threads: number): Promise<Result> {
  const wallStart = performance.now();
  const cpuStart = cpuMs();
  const instance = parseSolomon(readFileSync(join(DATA, set, file), 'utf8'));
  const name = file.replace(/\.txt$/, '');
  const known = bestKnown[name] ?? bestKnown[name.toUpperCase()];
  if (!known) throw new Error(`no best-known entry for ${name}`);
  const solution = await solveInWorker(instance.problem, {
    timeLimitMs: budgetMs,
    seed,
    threads,
    threadCpuClock: true,
  });
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
    searchSeconds: solution.elapsedMs / 1000,
    wallSeconds: (performance.now() - wallStart) / 1000,
    iterations: solution.iterations,
  };
  const gap = ((result.distance / result.bestDistance - 1) * 100).toFixed(2);
  console.log(
    `${set} ${name}: ${result.vehicles}/${result.bestVehicles} vehicles, ${result.distance.toFixed(2)} vs ${result.bestDistance} (${gap} %), ` +
      `${result.searchSeconds?.toFixed(1)} s search × ${threads}, ${result.cpuSeconds.toFixed(1)} s CPU, ${result.wallSeconds.toFixed(1)} s wall, ${result.iterations} iterations` +
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
interface Saved {
  readonly runs: Run[];
  /** The commit the part was solved with (HEAD may have moved by the time the parts are merged). */
  readonly commit?: string;
  readonly startedAt: string;
  readonly loadBefore: number[];
  readonly loadAfter: number[];
  readonly partial: boolean;
  readonly sample: string | undefined;
}

/** Rewritten after every instance, so an interrupted run still leaves its figures. */
function writeReport(): void {
  const partial = Boolean(values.set || values.limit || values.only || values.sample);
  const sampleNote = values.sample
    ? `at most ${sample} instance(s) per class of the Gehring–Homberger sets`
    : undefined;
  const loadAfter = loadavg();
  if (values.json) {
    const saved: Saved = {
      runs,
      commit,
      startedAt: startedAt.toISOString(),
      loadBefore,
      loadAfter,
      partial: Boolean(values.limit || values.only || values.sample),
      sample: sampleNote,
    };
    writeFileSync(values.json, JSON.stringify(saved));
  }
  writeFileSync(
    OUT,
    renderReport(runs, {
      startedAt,
      commit,
      machine,
      loadBefore,
      loadAfter,
      seed,
      partial,
      sample: sampleNote,
    }),
  );
}

const runs: Run[] = [];
if (values.merge) {
  // The saved runs in set order; partial when a part was (a part solving a single set is not).
  const parts = values.merge.split(',').map((file) => JSON.parse(readFileSync(file, 'utf8')) as Saved);
  const merged: Run[] = [];
  for (const { label } of SETS) {
    for (const run of parts.flatMap((part) => part.runs.filter((r) => r.label.startsWith(label)))) {
      const same = merged.find((r) => r.label === run.label);
      if (same) same.results.push(...run.results);
      else merged.push({ ...run, results: [...run.results] });
    }
  }
  const missing = SETS.some(({ label }) => !merged.some((run) => run.label === label));
  writeFileSync(
    OUT,
    renderReport(merged, {
      startedAt: new Date(parts.map((part) => part.startedAt).sort()[0] ?? startedAt.toISOString()),
      commit: [...new Set(parts.map((part) => part.commit ?? commit))].join(', '),
      machine,
      loadBefore: parts[0]?.loadBefore ?? loadBefore,
      loadAfter: parts.at(-1)?.loadAfter ?? loadavg(),
      seed,
      partial: missing || parts.some((part) => part.partial),
      sample: parts.find((part) => part.sample)?.sample,
      parallelParts: parts.length,
    }),
  );
  console.log(`merged ${parts.length} parts into ${OUT.pathname}`);
  process.exit(0);
}
const threads = Number(values.threads);
for (const { set, label, budgetMs } of SETS) {
  if (values.set && values.set !== set) continue;
  const files = filesOf(set);
  if (files.length === 0) continue;
  const passes: { name: string; budget: number; threads: number; label: string }[] = [
    { name: 'main', budget: budgetMs, threads, label },
  ];
  if (set === 'solomon') {
    passes.push({ name: 'short', budget: 500, threads, label: `${label} at 0.5 s` });
    if (threads > 1)
      passes.push({ name: 'one-thread', budget: budgetMs, threads: 1, label: `${label}, one thread` });
  }
  const chosen = new Set(values.passes.split(','));
  for (const pass of passes.filter((p) => set !== 'solomon' || chosen.has(p.name))) {
    const run: Run = { label: pass.label, budgetMs: pass.budget, threads: pass.threads, results: [] };
    runs.push(run);
    for (const file of files) {
      run.results.push(await runInstance(set, file, pass.budget, pass.threads));
      writeReport();
    }
  }
}
console.log(`written ${OUT.pathname}`);
