import { readFileSync } from 'node:fs';
import { parseSolomon } from './src/solomon.ts';
import { solve } from './src/solve.ts';

const bk = JSON.parse(readFileSync('/work/shared/data/vrptw/best-known.json', 'utf8'));
const [set, names, ms] = [process.argv[2]!, process.argv[3]!.split(','), Number(process.argv[4] ?? 2000)];
const tuning = JSON.parse(process.env.TUNING ?? '{}');
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const gaps: number[] = [];
let excess = 0;
for (const name of names) {
  const inst = parseSolomon(readFileSync(`/work/shared/data/vrptw/${set}/${name}.txt`, 'utf8'));
  const s = solve(inst.problem, { timeLimitMs: ms, seed: Number(process.env.SEED ?? 1), clock: cpu, tuning });
  const b = bk[name];
  const gap = (s.distance / b.best_known_cost - 1) * 100;
  if (s.vehicles === b.solved_with_vehicles) gaps.push(gap);
  else excess += s.vehicles - b.solved_with_vehicles;
  process.stdout.write(
    `${name} ${s.vehicles}/${b.solved_with_vehicles} ${gap.toFixed(2)}% it=${s.iterations}; `,
  );
}
gaps.sort((a, b) => a - b);
console.log(
  `\nTUNING=${JSON.stringify(tuning)} median ${gaps[Math.floor(gaps.length / 2)]?.toFixed(2)} mean ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2)} worst ${gaps.at(-1)?.toFixed(2)} excess ${excess}`,
);
