/**
 * `npx tsx packages/routing/bench/fleet-probe.ts --label NAME [--tuning JSON]
 *  [--seeds 1,2] [--budgets 2000,500] [--only R104,R112]`
 * Solves the Solomon instances where the fleet phase matters (R1, RC1 and some R2, RC2) as the bench
 * does (solveInWorker, 2 threads, CPU time per thread), checks every solution and saves the runs to
 * bench/probe-out/NAME.json. `--compare A,B` reports, per budget: instances at the best-known vehicle
 * count, and the median / worst gap over the instances both reach.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSolution } from '../src/checker.ts';
import { parseSolomon } from '../src/solomon.ts';
import { solveInWorker } from '../src/solve-in-worker.ts';

const DATA = process.env.VRPTW_DATA ?? '/work/shared/data/vrptw';
const OUT = new URL('./probe-out/', import.meta.url);
const DEFAULT = [
  ...Array.from({ length: 12 }, (_, i) => `R1${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 8 }, (_, i) => `RC10${i + 1}`),
  'R202',
  'R204',
  'R207',
  'R210',
  'R211',
  'RC202',
  'RC206',
];

interface Row {
  name: string;
  budget: number;
  seed: number;
  vehicles: number;
  bestVehicles: number;
  gap: number;
  ok: boolean;
}

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'run' },
    tuning: { type: 'string', default: '{}' },
    seeds: { type: 'string', default: '1' },
    budgets: { type: 'string', default: '2000,500' },
    only: { type: 'string' },
    threads: { type: 'string', default: '2' },
    compare: { type: 'string' },
    set: { type: 'string', default: 'solomon' },
  },
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

if (values.compare) {
  const labels = values.compare.split(',');
  const sets = labels.map((l) => JSON.parse(readFileSync(new URL(`${l}.json`, OUT), 'utf8')) as Row[]);
  const key = (r: Row) => `${r.name}@${r.budget}#${r.seed}`;
  for (const budget of [...new Set(sets.flat().map((r) => r.budget))]) {
    const common = sets.map(
      (rows) => new Map(rows.filter((r) => r.budget === budget).map((r) => [key(r), r])),
    );
    const keys = [...common[0]!.keys()].filter((k) => common.every((m) => m.has(k)));
    const bothOk = keys.filter((k) => common.every((m) => m.get(k)!.ok));
    console.log(`budget ${budget} ms, ${keys.length} runs, ${bothOk.length} at the count in all`);
    labels.forEach((label, i) => {
      const m = common[i]!;
      const reached = keys.filter((k) => m.get(k)!.ok).length;
      const gaps = bothOk.map((k) => m.get(k)!.gap);
      const missed = keys.filter((k) => !m.get(k)!.ok).join(' ');
      console.log(
        `  ${label.padEnd(24)} reached ${reached}/${keys.length}  median ${median(gaps).toFixed(2)} %  worst ${Math.max(...gaps).toFixed(2)} %  mean ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(3)} %  missed: ${missed}`,
      );
    });
  }
  process.exit(0);
}

mkdirSync(OUT, { recursive: true });
const bestKnown = JSON.parse(readFileSync(join(DATA, 'best-known.json'), 'utf8'));
const names = values.only ? values.only.split(',') : DEFAULT;
const tuning = JSON.parse(values.tuning);
const rows: Row[] = [];
for (const budget of values.budgets.split(',').map(Number)) {
  for (const seed of values.seeds.split(',').map(Number)) {
    for (const name of names) {
      const problem = parseSolomon(readFileSync(join(DATA, values.set, `${name}.txt`), 'utf8')).problem;
      const bk = bestKnown[name] ?? bestKnown[name.toUpperCase()] ?? bestKnown[name.toLowerCase()];
      const solution = await solveInWorker(problem, {
        timeLimitMs: budget,
        seed,
        threads: Number(values.threads),
        threadCpuClock: true,
        tuning,
      });
      const check = checkSolution(problem, solution);
      if (check.violations.length > 0 || solution.unassigned.length > 0) {
        throw new Error(
          `${name}: ${check.violations.length} violations, ${solution.unassigned.length} unassigned`,
        );
      }
      const gap = (100 * (check.distance - bk.best_known_cost)) / bk.best_known_cost;
      const ok = check.vehicles <= bk.solved_with_vehicles;
      rows.push({
        name,
        budget,
        seed,
        vehicles: check.vehicles,
        bestVehicles: bk.solved_with_vehicles,
        gap,
        ok,
      });
      console.log(
        `${values.label} ${budget} s${seed} ${name}: ${check.vehicles}/${bk.solved_with_vehicles} ${gap.toFixed(2)} %${ok ? '' : ' MISS'}`,
      );
      writeFileSync(new URL(`${values.label}.json`, OUT), JSON.stringify(rows));
    }
  }
}
