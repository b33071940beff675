import { isDeepStrictEqual } from 'node:util';
import { REGISTERS } from '@console/domain';
import type { Database } from '../src/db/database.ts';
import { filterCondition } from '../src/features/registers/register-filters.ts';
import type { ListQuery, RegisterService } from '../src/features/registers/register-service.ts';
import { API_PREFIX, type AuthUser } from '../src/http/permissions.ts';
import { parseQueryString } from '../src/http/query-string.ts';
import type { PreparedList } from './baseline-server.ts';
import { type BenchRegister, queryString, type Scenario } from './scenarios.ts';

/** A scenario ready for the load: its request paths, and what each matched once answered. */
export interface MeasuredScenario {
  label: string;
  paths: string[];
  /** Rows each request matched (a list's total, a search's ids), filled before the load. */
  totals: number[];
  /** A p99 target of its own, below the general one (the visit search). */
  p99Target?: number;
}

export interface PreparedScenario extends Scenario, MeasuredScenario {
  /** No filter narrows its lists, so a large table answers its row estimate as the total. */
  countsByEstimate: boolean;
}

/** The user the API serves the lists to, for a register whose binding narrows lists per user. */
export interface ListCaller {
  user: AuthUser;
  db: Database;
}

/** The API's own SQL for every request of every scenario, keyed by the request's URL. */
export async function prepareLists(
  scenarios: readonly Scenario[],
  services: Partial<Record<BenchRegister, RegisterService>>,
  caller?: ListCaller,
) {
  const lists = new Map<string, PreparedList>();
  const prepared: PreparedScenario[] = [];
  for (const scenario of scenarios) {
    const service = services[scenario.register];
    if (!service) throw new Error(`No register service for ${scenario.register}`);
    let countsByEstimate = false;
    const paths: string[] = [];
    for (const query of scenario.queries) {
      const text = queryString(query);
      const path = `${API_PREFIX}/${REGISTERS[scenario.register].path}?${text}`;
      // Parsed exactly as the API parses it, so the SQL is the SQL the API runs.
      const requested = REGISTERS[scenario.register].filterSchema.parse(parseQueryString(text)) as ListQuery;
      // The binding's scope narrows it for the caller as the API's list does (visits by division).
      const { scope } = service.binding;
      const parsed =
        scope && caller ? ((await scope(caller.user, requested, caller.db)) as ListQuery) : requested;
      const { page, total, offset } = service.listQueries(parsed, caller?.user);
      // Under the API's statement names: PostgreSQL prepares them on both sides alike.
      const statement = (query: { sql: string; params: unknown[]; name?: string }) => ({
        ...(query.name ? { name: query.name } : {}),
        text: query.sql,
        values: query.params,
      });
      countsByEstimate ||=
        filterCondition(service.binding, parsed) === undefined &&
        !(caller && service.binding.scopeCondition?.(caller.user));
      lists.set(path, { page: statement(page), total: statement(total), offset, limit: parsed.limit });
      paths.push(path);
    }
    prepared.push({ ...scenario, paths, totals: [], countsByEstimate });
  }
  return { lists, prepared };
}

/** How many rows an answer matched: a list's total, or the ids of a search's groups. */
function matched(answer: unknown): number {
  const { total, groups } = answer as { total?: number; groups?: { ids: unknown[] }[] };
  return total ?? (groups ?? []).reduce((sum, group) => sum + group.ids.length, 0);
}

/**
 * Every request once through both servers before any load: each must answer 200 with the same
 * JSON from both, which also proves the baseline runs the API's SQL.
 */
export async function checkSameAnswers(
  scenarios: readonly MeasuredScenario[],
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
          return (await response.json()) as unknown;
        }),
      );
      if (!isDeepStrictEqual(api, baseline)) {
        throw new Error(`API and baseline answer ${path} differently:\n${JSON.stringify({ api, baseline })}`);
      }
      scenario.totals.push(matched(api));
    }
  }
}
