import {
  REGISTERS,
  type RegisterDefinition,
  ROUTE_NAMES,
  type RouteName,
  taskEditorRoute,
} from '@console/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { matchRoutes } from 'react-router';
import { pathTo, ROUTE_PATHS } from '../../apps/web/src/app/route-paths.ts';
import { rowPath } from '../../apps/web/src/features/registers/list/row-opening.ts';
import { apiAs } from './support/api.ts';
import { phoneContextOptions, signIn } from './support/console.ts';

/**
 * Issue 32: every route of the spec opened one after another as a link opens it (history push, no
 * reload), a fraction of a second per page, as a clerk moving quickly through tabs does. A screen
 * left while it still works (a map in mid-zoom) must leave nothing behind that throws. The crash
 * depends on timing, so each walk is its own test (they run side by side) and the administrator
 * walks three times, each with other pauses.
 */
test.describe.configure({ mode: 'parallel' });

/** A record that no register holds: a record route still opens, on its not-found state. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Tasks read to find one of every demo type. */
const TASK_ROWS = 100;
/** How long a page may take to show before the walk moves on anyway (it is not what this checks). */
const SETTLE_MS = 3_000;
/** How long a screen titled as the last one is given to replace it. */
const SAME_TITLE_MS = 400;
/** The longest pause on a shown page: a zoom animation of Leaflet lasts 250 ms. */
const MAX_DWELL_MS = 300;

type Api = Awaited<ReturnType<typeof apiAs>>;
type Row = Record<string, unknown>;

/** Which route of the spec a path opens, ranked as the console's router ranks its routes. */
const ROUTE_OBJECTS = ROUTE_NAMES.map((name) => ({ id: name, path: ROUTE_PATHS[name] }));
function routeOf(path: string): RouteName | undefined {
  const pathname = new URL(path, 'http://console').pathname;
  return matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.id as RouteName | undefined;
}

/** The first rows of an API list as the walking user may read them; none where it may not. */
async function listRows(request: APIRequestContext, api: Api, collection: string, limit = 1): Promise<Row[]> {
  const response = await request.get(`/api/v1/${collection}?limit=${limit}`, { headers: api.headers });
  if (!response.ok()) return [];
  const body = (await response.json()) as { items?: Row[] };
  return body.items ?? [];
}

/** Registers whose editor draws a map come first: the screens this walk guards most. */
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
 * The pages of a walk, in the order of the spec's route table: each route once, on a real record
 * of the demo where the user can read one, the task routes also on tasks of another type.
 */
async function walkPaths(request: APIRequestContext, login: string): Promise<string[]> {
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
    return opened.get(route) ?? [];
  });
}

/** What the walk in the page reports: the error screens met and the pages left before they showed. */
interface WalkReport {
  errorScreens: string[];
  pageErrors: string[];
  unsettled: string[];
}

/**
 * Runs in the page: opens the paths one after another as a link does (history push and the
 * popstate the router listens to) and waits until each has replaced the last: every other page
 * only until its screen shows, the others until their data has shown too (which ones the seed
 * decides, so two walks swap them). Then it stays 0–300 ms. In the page, so that no round trip to
 * the test runner slows the walk down.
 */
async function walkInPage(args: {
  paths: readonly string[];
  seed: number;
  settleMs: number;
  sameTitleMs: number;
  maxDwellMs: number;
}): Promise<WalkReport> {
  const report: WalkReport = { errorScreens: [], pageErrors: [], unsettled: [] };
  let at = 'sign-in';
  const onError = (event: ErrorEvent) => report.pageErrors.push(`${at}: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    report.pageErrors.push(`${at}: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // The console's own loader shows while a screen's chunk loads; antd's while its data loads.
  const screenLoading = () => document.querySelector('.console-loader') !== null;
  const dataLoading = () => document.querySelector('.ant-skeleton, .ant-spin-spinning') !== null;
  for (const [index, path] of args.paths.entries()) {
    at = `${at} → ${path}`;
    const title = document.title;
    const start = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    const waitForData = (index + args.seed) % 2 === 0;
    // A new screen sets its title; a screen of the same title is given a moment to replace the last.
    for (;;) {
      await frame();
      const elapsed = performance.now() - start;
      const loading = screenLoading() || (waitForData && dataLoading());
      if (!loading && (document.title !== title || elapsed >= args.sameTitleMs)) break;
      if (elapsed >= args.settleMs) {
        report.unsettled.push(path);
        break;
      }
    }
    const errorScreen = document.querySelector('.route-error');
    if (errorScreen) report.errorScreens.push(`${path}: ${errorScreen.textContent}`);
    at = path;
    await pause(((index + 1) * 7_919 * (args.seed + 1)) % (args.maxDwellMs + 1));
  }
  // A zoom animation's end timer runs 250 ms after its start: the last page's is given time to throw.
  await pause(600);
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  return report;
}

/** Walks the paths and fails on any uncaught page error or error screen. */
async function walk(page: Page, paths: readonly string[], seed: number): Promise<void> {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const report = await page.evaluate(walkInPage, {
    paths,
    seed,
    settleMs: SETTLE_MS,
    sameTitleMs: SAME_TITLE_MS,
    maxDwellMs: MAX_DWELL_MS,
  });
  test.info().annotations.push({
    type: 'walk',
    description: `${paths.length} pages; moved on before these showed: ${report.unsettled.join(', ') || 'none'}`,
  });
  expect(report.errorScreens, 'error screens of the walk').toEqual([]);
  // The page's own listeners say where an error came from; Playwright's count is the one that counts.
  expect({ uncaught, where: report.pageErrors }, 'uncaught page errors of the walk').toEqual({
    uncaught: [],
    where: [],
  });
}

/** Who walks: an administrator, a branch clerk (operator), a dispatcher, a courier in the mobile app. */
const WALKERS = [
  { login: 'administrator.god', rounds: 3, phone: false },
  { login: 'operator', rounds: 1, phone: false },
  { login: 'dispatch.manager', rounds: 1, phone: false },
  { login: 'courier', rounds: 1, phone: true },
];

for (const [index, walker] of WALKERS.entries()) {
  for (let round = 1; round <= walker.rounds; round += 1) {
    const where = walker.phone ? ' in the mobile app' : '';
    const which = walker.rounds > 1 ? `, walk ${round}` : '';
    test(`${walker.login}${where} opens every route quickly${which}`, async ({
      page: desktop,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const phone = walker.phone ? await browser.newContext(phoneContextOptions()) : undefined;
      try {
        const page = phone ? await phone.newPage() : desktop;
        // The query puts the session in mobile-app mode; in-app navigation keeps it (mobile-app-mode.ts).
        const [paths] = await Promise.all([
          walkPaths(request, walker.login),
          signIn(page, walker.login, walker.phone ? '/?consumer=mobile_app' : '/'),
        ]);
        await walk(page, paths, index * 10 + round);
      } finally {
        await phone?.close();
      }
    });
  }
}
