import {
  REGISTERS,
  type RegisterDefinition,
  ROUTE_NAMES,
  type RouteName,
  taskEditorRoute,
} from '@console/domain';
import type { APIRequestContext } from '@playwright/test';
import { matchRoutes } from 'react-router';
import { pathTo, ROUTE_PATHS } from '../../../apps/web/src/app/route-paths.ts';
import { rowPath } from '../../../apps/web/src/features/registers/list/row-opening.ts';
import { apiAs } from './api.ts';

/**
 * The pages that open every route of the spec, on real records of the demo: the quick-navigation
 * walk (issue 32) and the accessibility check (issue 28) both go through them.
 */

/** A record that no register holds: a record route still opens, on its not-found state. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Tasks read to find one of every demo type. */
const TASK_ROWS = 100;

type Api = Awaited<ReturnType<typeof apiAs>>;
type Row = Record<string, unknown>;

/** Which route of the spec a path opens, ranked as the console's router ranks its routes. */
const ROUTE_OBJECTS = ROUTE_NAMES.map((name) => ({ id: name, path: ROUTE_PATHS[name] }));
export function routeOf(path: string): RouteName | undefined {
  const pathname = new URL(path, 'http://console').pathname;
  return matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.id as RouteName | undefined;
}

/** The first rows of an API list as the user may read them; none where they may not. */
async function listRows(request: APIRequestContext, api: Api, collection: string, limit = 1): Promise<Row[]> {
  const response = await request.get(`/api/v1/${collection}?limit=${limit}`, { headers: api.headers });
  if (!response.ok()) return [];
  const body = (await response.json()) as { items?: Row[] };
  return body.items ?? [];
}

/** Registers whose editor draws a map come first: the screens the quick walk guards most. */
const drawsMap = (register: RegisterDefinition) => register.fields.some((field) => field.input === 'polygon');
const REGISTERS_MAPS_FIRST = Object.values(REGISTERS as Record<string, RegisterDefinition>).sort(
  (a, b) => Number(drawsMap(b)) - Number(drawsMap(a)),
);

/** The page a register's first row opens (`rowPath`, as the list's key cell links it). */
async function firstRowPath(request: APIRequestContext, api: Api, register: RegisterDefinition) {
  const [row] = await listRows(request, api, register.path);
  const key = row?.[register.keyField];
  return typeof key === 'string' || typeof key === 'number' ? rowPath(register, String(key)) : undefined;
}

/**
 * A record route no register opens, on the first row of the list it nests under (route-paths.ts:
 * a record's screens nest under their list), read through the API collection of the list's name
 * (`conditions_of_shipment` → `conditions-of-shipment`).
 */
async function nestedRecordPath(request: APIRequestContext, api: Api, route: RouteName) {
  const path = ROUTE_PATHS[route];
  if (!path.includes(':id') || path.includes(':id?')) return undefined;
  const prefix = path.slice(0, path.indexOf('/:'));
  const list = ROUTE_NAMES.find((name) => ROUTE_PATHS[name] === prefix);
  if (!list) return undefined;
  for (const collection of new Set([list, list.replaceAll('_', '-')])) {
    const [row] = await listRows(request, api, collection);
    if (typeof row?.id === 'string') return pathTo(route, { id: row.id });
  }
  return undefined;
}

/** The path params of a route with an optional one left out, a required `:id` naming no record. */
function fallbackPath(route: RouteName): string {
  const params: Record<string, string | null> = {};
  for (const [, name, optional] of ROUTE_PATHS[route].matchAll(/:(\w+)(\?)?/g)) {
    if (!name) continue;
    params[name] = optional
      ? null
      : name === 'collection'
        ? 'shipments'
        : name === 'mode'
          ? 'edit'
          : UNKNOWN_ID;
  }
  return pathTo(route, params);
}

/**
 * Every route that opens a task (`taskEditorRoute`) on a task of its own type and on one of another
 * type, which sends the user on to that type's route: a personal task where there is one, as its
 * screen has the map the crash of issue 32 was in.
 */
async function taskPaths(request: APIRequestContext, api: Api): Promise<[RouteName, string][]> {
  const rows = await listRows(request, api, REGISTERS.tasks.path, TASK_ROWS);
  const tasks = rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.type === 'string'
      ? [{ id: row.id, route: taskEditorRoute(row.type) }]
      : [],
  );
  return [...new Set(tasks.map((task) => task.route))].flatMap((route) => {
    const own = tasks.find((task) => task.route === route);
    const other =
      tasks.find((task) => task.route !== route && task.route === 'personal_task') ??
      tasks.find((task) => task.route !== route);
    return [own, other].flatMap((task) =>
      task ? [[route, pathTo(route, { id: task.id })] as [RouteName, string]] : [],
    );
  });
}

/**
 * The pages of every route in the order of the spec's route table: each route on a real record of
 * the demo where the user can read one (the first path), the task routes also on tasks of another
 * type.
 */
export async function routePaths(
  request: APIRequestContext,
  login: string,
): Promise<[RouteName, string[]][]> {
  const api = await apiAs(request, login);
  const opened = new Map<RouteName, string[]>();
  const add = (route: RouteName | undefined, path: string | undefined) => {
    if (!route || !path) return;
    const paths = opened.get(route) ?? [];
    if (!paths.includes(path)) opened.set(route, [...paths, path]);
  };
  const rowPaths = await Promise.all(
    REGISTERS_MAPS_FIRST.map((register) => firstRowPath(request, api, register)),
  );
  // One register per route: the generic editor opens a register with a map.
  for (const path of rowPaths) {
    const route = path ? routeOf(path) : undefined;
    if (route && !opened.has(route)) add(route, path);
  }
  for (const [route, path] of await taskPaths(request, api)) add(route, path);
  const nested = await Promise.all(
    ROUTE_NAMES.map(async (route) => (opened.has(route) ? undefined : nestedRecordPath(request, api, route))),
  );
  return ROUTE_NAMES.flatMap((route, index) => {
    add(route, nested[index] ?? (opened.has(route) ? undefined : fallbackPath(route)));
    const paths = opened.get(route);
    return paths ? [[route, paths] as [RouteName, string[]]] : [];
  });
}
