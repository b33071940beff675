/**
 * `npx tsx packages/routing/bench/mixed-bench.ts [-- --stops 100,400,1000 --seconds 5,10,20 --seed 1]`
 * Solves seeded mixed days (pickups and deliveries, two capacities, several start places, vehicle
 * kinds; see mixed-instances.ts) and the same days with every pickup turned into a delivery, and
 * writes vehicles, distance and route time of both to docs/bench/routes-mixed.md: what checking the load on every leg
 * instead of one sum saves. Every solution is checked by the independent checker.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { checkSolution } from '../src/checker.ts';
import type { RoutingProblem } from '../src/model.ts';
import { solve } from '../src/solve.ts';
import { mixedInstance, pickupsAsDeliveries } from './mixed-instances.ts';

const OUT = new URL('../../../docs/bench/routes-mixed.md', import.meta.url);

const { values } = parseArgs({
  options: {
    stops: { type: 'string', default: '100,400,1000' },
    seconds: { type: 'string', default: '5,10,20' },
    seed: { type: 'string', default: '1' },
  },
});
const sizes = values.stops.split(',').map(Number);
const budgets = values.seconds.split(',').map(Number);
const seed = Number(values.seed);

/** The process's CPU time: the budget is CPU time, as in the main route bench, because the machine may be shared. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

interface Outcome {
  readonly vehicles: number;
  readonly distance: number;
  /** Minutes from the first departure to the last return, summed over the routes. */
  readonly routeMinutes: number;
  readonly unassigned: number;
  readonly violations: number;
  readonly iterations: number;
}

function run(problem: RoutingProblem, seconds: number): Outcome {
  const solution = solve(problem, { timeLimitMs: seconds * 1000, seed, clock: cpuMs });
  const check = checkSolution(problem, solution);
  return {
    vehicles: solution.vehicles,
    distance: check.distance,
    routeMinutes: solution.routes.reduce((sum, route) => sum + route.returnTime - route.departure, 0),
    unassigned: solution.unassigned.length,
    violations: check.violations.length,
    iterations: solution.iterations,
  };
}

const cells = (o: Outcome) =>
  [
    o.vehicles,
    o.distance.toFixed(0),
    o.routeMinutes.toFixed(0),
    o.unassigned,
    o.violations === 0 ? 'feasible' : `**${o.violations} violations**`,
    o.iterations.toLocaleString('en'),
  ].join(' | ');
const change = (mixed: number, plain: number) => `${(((mixed - plain) / plain) * 100).toFixed(1)} %`;

const rows: string[] = [];
sizes.forEach((stops, i) => {
  const seconds = budgets[i] ?? budgets.at(-1) ?? 5;
  const starts = Math.max(2, Math.round(stops / 100));
  const problem = mixedInstance({ stops, starts, seed });
  const mixed = run(problem, seconds);
  const plain = run(pickupsAsDeliveries(problem), seconds);
  rows.push(
    `| ${stops} | ${starts} | ${seconds} | ${cells(mixed)} | ${cells(plain)} | ${mixed.vehicles - plain.vehicles} / ${change(mixed.distance, plain.distance)} / ${change(mixed.routeMinutes, plain.routeMinutes)} |`,
  );
  console.log(rows.at(-1));
});

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const report = `# Route building on mixed days (issue 29)

Written by \`npm run bench:mixed\` (\`packages/routing/bench/mixed-bench.ts\`); the figures of the last run.

Each day is a seeded city (\`mixed-instances.ts\`): 60 % deliveries, 25 % pickups, 15 % both, in kilograms
and litres; half the stops with a two-hour window; some cash on delivery or a heavy parcel; couriers
start from several places and end at the hub, a third of them on bikes (small, no heavy parcels, no
cash). The same solver solves it twice: as it is (the load checked on every leg, in both
dimensions), and with every pickup turned into a delivery (the load one sum carried from the start),
which is what a model without pickups would have to plan. Both are checked by the independent
checker (\`checkSolution\`). One thread, the budget in CPU seconds.

Columns per solution: vehicles | distance | route time (minutes from departure to return, summed) |
unassigned | checker | iterations. The last column is mixed against pickups-as-deliveries:
vehicles / distance / route time.

| Stops | Start places | Budget s | Mixed: vehicles | distance | route time | unassigned | checker | iterations | Pickups as deliveries: vehicles | distance | route time | unassigned | checker | iterations | Mixed − as deliveries |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |
${rows.join('\n')}

## Run

- ${new Date().toISOString()}, commit ${commit}, seed ${seed}
- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}
`;
writeFileSync(OUT, report);
console.log(`written ${OUT.pathname}`);
