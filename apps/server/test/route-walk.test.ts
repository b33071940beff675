import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_LOGIN } from '../src/seed/demo-users.ts';
import { allowedBy, entriesOf, KNOWN_DEPARTURES } from './access-spec.ts';
import { callsOf, demoUser } from './route-callers.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Every route the server registers × a set of callers. The routes come from `app.apiRoutes`, so a
 * new route is walked without anyone listing it; the expected answer comes from the access table
 * written from the spec (access-spec.ts), which access-table.test.ts checks covers every route and
 * calls as all 22 demo logins. The walk adds the calls without a token, every value of a parameter
 * that picks the rule (each modification type, each form kind), and fresh record ids.
 */
// Four callers: the table already calls every route as each of the 22 logins, so the walk adds
// the call without a token and the two ends (no service role; a counter clerk; administrator-god).
const CALLERS = [undefined, NO_ACCESS_LOGIN, 'operator', 'administrator.god'] as const;
type Caller = (typeof CALLERS)[number];

/** `METHOD /full/path` of every route in `printRoutes({ commonPrefix: false })`'s indented tree. */
function routesInTree(tree: string): string[] {
  const segments: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!);
    const methods = (match[3] ?? '')
      .split(', ')
      .filter((method) => /^[A-Z]+$/.test(method) && method !== 'HEAD');
    for (const method of methods) found.push(`${method} ${segments.join('')}`);
  }
  return found;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
const tokens = new Map<Caller, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS) if (caller !== undefined) tokens.set(caller, await t.tokenOf(caller));
});
afterAll(() => t.close());

describe('route walk: every registered route × every caller', () => {
  it('every route declares a permission, and the list is every API route Fastify knows', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(['public', 'signedIn', 'roles', 'check'], `${route.method} ${route.url}`).toContain(
        route.permission.kind,
      );
      if (route.permission.kind === 'roles') expect(route.permission.roles.length).toBeGreaterThan(0);
      if (route.permission.kind === 'check') expect(route.permission.describe).not.toBe('');
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), route.url).toBe(true);
    }
    // The other way round: every API route in Fastify's route tree (outside the OpenAPI docs) is listed.
    const listed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const known = routesInTree(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.startsWith('/api/', route.indexOf(' ') + 1) && !route.includes(' /api/docs'),
    );
    expect(known.length).toBe(routes.length);
    for (const route of known) expect(listed.has(route), route).toBe(true);
  });

  it('a caller the table refuses is refused by the guard, one it allows let in; no call answers 5xx', async () => {
    const failures: string[] = [];
    let writesWalked = 0;
    for (const route of t.app.apiRoutes) {
      for (const { url, params } of callsOf(route)) {
        for (const caller of CALLERS) {
          const token = caller === undefined ? undefined : tokens.get(caller);
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: token ? bearer(token) : {},
          });
          const status = response.statusCode;
          const label = `${route.method} ${url} as ${caller ?? 'nobody'} → ${status}`;
          if (status >= 500) failures.push(`${label} ${response.body}`);
          if (route.permission.kind === 'public') continue;
          const [entry] = entriesOf(t.app.apiRoutes, route, params);
          if (!entry) continue; // access-table.test.ts names it
          const allowed = caller !== undefined && allowedBy(entry, demoUser(caller).groups);
          const departure = KNOWN_DEPARTURES.includes(`${entry.method} ${entry.url} as ${caller}`);
          if (!allowed && !departure) {
            // Refused before the body or the record is looked at: 401 without a token, else 403.
            const expected = caller === undefined ? 401 : 403;
            if (status !== expected) failures.push(`${label}, expected ${expected} (${entry.source})`);
            if (WRITES.has(route.method)) writesWalked += 1;
          }
          if (allowed && !departure && (status === 401 || status === 403))
            failures.push(`${label}, the table lets ${caller} in (${entry.source})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(writesWalked).toBeGreaterThan(100);
  });
});
