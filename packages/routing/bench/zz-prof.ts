import { readFileSync } from 'node:fs';
import { parseSolomon } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
for (const name of ['R109','RC202','R110']) {
  const problem = parseSolomon(readFileSync(`/work/shared/data/vrptw/solomon/${name}.txt`,'utf8')).problem;
  const s = solve(problem, { timeLimitMs: 3000, seed: 1, clock: () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; } });
  console.log(name, s.iterations, s.routes.length, s.distance.toFixed(1));
}
