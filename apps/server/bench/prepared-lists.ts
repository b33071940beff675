import { isDeepStrictEqual } from 'node:util';
import { REGISTERS } from '@console/domain';
import { filterCondition } from '../src/features/registers/register-filters.ts';
import type { ListQuery, RegisterService } from '../src/features/registers/register-service.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import { parseQueryString } from '../src/http/query-string.ts';
import type { PreparedList } from './baseline-server.ts';
import { type BenchRegister, queryString, type Scenario } from './scenarios.ts';

export interface PreparedScenario extends Scenario {
  paths: string[];
  /** Totals the lists answered once before the load, to show how many rows each matched. */
  totals: number[];
  /** No filter narrows its lists, so a large table answers its row estimate as the total. */
  countsByEstimate: boolean;
}

/** The API's own SQL for every request of every scenario, keyed by the request's URL. */
export function prepareLists(
  scenarios: readonly Scenario[],
  services: Record<BenchRegister, RegisterService>,
) {
  const lists = new Map<string, PreparedList>();
  const prepared = scenarios.map((scenario): PreparedScenario => {
    const service = services[scenario.register];
    let countsByEstimate = false;
    const paths = scenario.queries.map((query) => {
      const text = queryString(query);
      const path = `${API_PREFIX}/${REGISTERS[scenario.register].path}?${text}`;
      // Parsed exactly as the API parses it, so the SQL is the SQL the API runs.
      const parsed = REGISTERS[scenario.register].filterSchema.parse(parseQueryString(text)) as ListQuery;
      const { page, total, offset } = service.listQueries(parsed);
      const statement = (query: { sql: string; params: unknown[] }) => ({
        text: query.sql,
        values: query.params,
      });
      countsByEstimate ||= filterCondition(service.binding, parsed) === undefined;
      lists.set(path, { page: statement(page), total: statement(total), offset, limit: parsed.limit });
      return path;
    });
    return { ...scenario, paths, totals: [], countsByEstimate };
  });
  return { lists, prepared };
}

/**
 * Every request once through both servers before any load: each must answer 200 with the same
 * JSON from both, which also proves the baseline runs the API's SQL.
 */
export async function checkSameAnswers(
  scenarios: readonly PreparedScenario[],
  apiOrigin: string,
  baselineOrigin: string,
  headers: Record<string, string>,
) {
  for (const scenario of scenarios) {
    for (const path of scenario.paths) {
      const [api, baseline] = await Promise.all(
        [apiOrigin, baselineOrigin].map(async (origin) => {
          const response = await fetch(`${origin}${path}`, { headers });
          if (!response.ok) throw new Error(`${origin}${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as { total: number };
        }),
      );
      if (!isDeepStrictEqual(api, baseline)) {
        throw new Error(`API and baseline answer ${path} differently:\n${JSON.stringify({ api, baseline })}`);
      }
      scenario.totals.push(api!.total);
    }
  }
}
