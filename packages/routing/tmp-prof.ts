import { readFileSync } from 'node:fs';
import { parseSolomon } from './src/solomon.ts';
import { solve } from './src/solve.ts';

const inst = parseSolomon(readFileSync(`/work/shared/data/vrptw/solomon/R207.txt`, 'utf8'));
const c0 = process.cpuUsage();
const s = solve(inst.problem, { timeLimitMs: 3000, seed: 1 });
const c1 = process.cpuUsage(c0);
console.log(s.iterations, s.distance, 'cpu ms', (c1.user + c1.system) / 1000);
