import { type LoadResult, runLoad } from './load.ts';
import type { MeasuredScenario } from './prepared-lists.ts';
import { holds, medianRound, type ScenarioFigures } from './report.ts';

/**
 * Each scenario runs in rounds, API and baseline in turn, and reports the round of median
 * throughput: on a shared machine a neighbour's burst then skews one round, not the verdict.
 */
export const LOAD = {
  connections: 32,
  warmUpSeconds: 2,
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
} as const;

export interface Origins {
  api: string;
  baseline: string;
}

/** The load on every scenario, API then baseline in each round; `total` describes a scenario's matches. */
export async function measureScenarios<T extends MeasuredScenario>(
  scenarios: readonly T[],
  origins: Origins,
  headers: Record<string, string>,
  total: (scenario: T) => string,
): Promise<ScenarioFigures[]> {
  const figures: ScenarioFigures[] = [];
  for (const scenario of scenarios) {
    console.log(`${scenario.label}: ${scenario.paths.length} different requests, e.g. ${scenario.paths[0]}`);
    const load = { ...LOAD, paths: scenario.paths, headers };
    const apiRounds: LoadResult[] = [];
    const baselineRounds: LoadResult[] = [];
    for (let round = 0; round < LOAD.rounds; round += 1) {
      apiRounds.push(await runLoad({ ...load, origin: origins.api }));
      baselineRounds.push(await runLoad({ ...load, origin: origins.baseline }));
    }
    const row: ScenarioFigures = {
      label: scenario.label,
      total: total(scenario),
      api: medianRound(apiRounds),
      baseline: medianRound(baselineRounds),
      rounds: { api: apiRounds, baseline: baselineRounds },
      ...(scenario.p99Target ? { p99Target: scenario.p99Target } : {}),
    };
    const { api, baseline } = row;
    console.log(
      `  API ${Math.round(api.requestsPerSecond)} req/s p50 ${api.p50} ms p99 ${api.p99} ms | baseline ${Math.round(baseline.requestsPerSecond)} req/s p99 ${baseline.p99} ms | ${Math.round(holds(row).share * 100)} %`,
    );
    figures.push(row);
  }
  return figures;
}

/** The scenarios that missed a target, for the summary line. */
export function missedTargets(figures: readonly ScenarioFigures[]): string {
  const missed = figures.filter((row) => {
    const verdict = holds(row);
    return !verdict.p99 || !verdict.throughput;
  });
  return missed.length === 0
    ? 'Every scenario meets both targets.'
    : `Missed: ${missed.map((row) => row.label).join('; ')}`;
}
