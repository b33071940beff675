/**
 * `npx tsx packages/routing/bench/mixed-bench.ts [-- --stops 100,400,1000 --seconds 5,10,20 --seed 1]`
 * Solves seeded mixed days (pickups and deliveries, two capacities, several start places, vehicle
 * kinds; see mixed-instances.ts) and the same days with every pickup turned into a delivery, and
 * prints vehicles and distance of both as a Markdown table: what checking the load on every leg
 * instead of one sum saves. Every solution is checked by the independent checker.
 */
import { parseArgs } from 'node:util';
import { checkSolution } from '../src/checker.ts';
import type { RoutingProblem } from '../src/model.ts';
import { solve } from '../src/solve.ts';
import { mixedInstance, pickupsAsDeliveries } from './mixed-instances.ts';

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

function run(problem: RoutingProblem, seconds: number) {
  const solution = solve(problem, { timeLimitMs: seconds * 1000, seed });
  const check = checkSolution(problem, solution);
  const note = check.violations.length > 0 ? ` (${check.violations.length} VIOLATIONS)` : '';
  return `${solution.vehicles} / ${check.distance.toFixed(0)} / ${solution.unassigned.length}${note}`;
}

console.log('| Stops | Starts | Seconds | Mixed: vehicles / distance / unassigned | Pickups as deliveries |');
console.log('|---:|---:|---:|---|---|');
sizes.forEach((stops, i) => {
  const seconds = budgets[i] ?? budgets.at(-1) ?? 5;
  const starts = Math.max(2, Math.round(stops / 100));
  const problem = mixedInstance({ stops, starts, seed });
  console.log(
    `| ${stops} | ${starts} | ${seconds} | ${run(problem, seconds)} | ${run(pickupsAsDeliveries(problem), seconds)} |`,
  );
});
