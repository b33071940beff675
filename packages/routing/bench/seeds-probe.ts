/**
 * `tsx packages/routing/bench/seeds-probe.ts R211,R108 1,2,3 '{"intraRouteSearch":true}' [budgetMs] [set] [threads]`
 * Gap to best-known distance per instance and seed (CPU-time budget, per thread with several
 * threads), for checking a tuning over seeds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSolomon } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { solveInWorker } from '../src/solve-in-worker.ts';

const DATA = process.env.VRPTW_DATA ?? '/work/shared/data/vrptw';
const [
  names = 'R211',
  seedList = '1,2,3',
  tuningJson = '{}',
  budget = '2000',
  set = 'solomon',
  threads = '1',
] = process.argv.slice(2);
const bestKnown = JSON.parse(readFileSync(join(DATA, 'best-known.json'), 'utf8'));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const tuning = JSON.parse(tuningJson);
const gaps: number[] = [];
for (const name of names.split(',')) {
  const text = readFileSync(join(DATA, set, `${name}.txt`), 'utf8');
  const problem = parseSolomon(text).problem;
  const bk = bestKnown[name] ?? bestKnown[name.toLowerCase()] ?? bestKnown[name.toUpperCase()];
  const row: string[] = [];
  for (const seed of seedList.split(',').map(Number)) {
    const s =
      threads === '1'
        ? solve(problem, { timeLimitMs: Number(budget), seed, clock: cpuMs, tuning })
        : await solveInWorker(problem, {
            timeLimitMs: Number(budget),
            seed,
            tuning,
            threads: Number(threads),
            threadCpuClock: true,
          });
    const gap = (100 * (s.distance - bk.best_known_cost)) / bk.best_known_cost;
    const ok = s.vehicles === bk.solved_with_vehicles && s.unassigned.length === 0;
    if (ok) gaps.push(gap);
    row.push(`${ok ? '' : `v${s.vehicles}!`}${gap.toFixed(2)}(${(s.iterations / 1000).toFixed(0)}k)`);
  }
  console.log(name.padEnd(8), row.join(' '));
}
gaps.sort((a, b) => a - b);
const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
console.log(`mean ${mean.toFixed(2)} max ${gaps.at(-1)?.toFixed(2)} n ${gaps.length}`);
