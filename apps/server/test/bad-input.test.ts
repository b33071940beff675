import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, callerFor } from './route-callers.ts';
import { type RouteTargets, routeTargets } from './route-targets.ts';
import { tableDigest } from './table-digest.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let targets: RouteTargets;
let digest: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  targets = await routeTargets(t);
  digest = tableDigest(t.database.db);
});
afterAll(() => t.close());

/** A well-formed id that names no record, where a route's parameter has no record to name. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The route's path with every parameter naming an existing record where one exists (else a
 * well-formed id), and a demo user its guard lets in: a body gets past the guard and the path's
 * own validation to the body's.
 */
function reachable(route: ApiRoute) {
  const params: Record<string, string> = {};
  const url = route.url.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    params[name] = targets.get(route)?.[name]?.[0] ?? NO_SUCH_ID;
    return encodeURIComponent(params[name]);
  });
  // A public route (sign-in, logout) is called without a token: a logout would end the caller's session.
  return { url, login: route.permission.kind === 'public' ? undefined : callerFor(route, params) };
}

async function headersFor(login: string | undefined, json: boolean) {
  return {
    ...(login ? bearer(await t.tokenOf(login)) : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** Anything a client could send as a JSON body. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });

describe('bad input never becomes a 500 and changes nothing', () => {
  it('random JSON bodies against every route with a body', async () => {
    const writable = t.app.apiRoutes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
    let reachedBody = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writable), jsonValue, async (route, body) => {
        const { url, login } = reachable(route);
        const headers = await headersFor(login, true);
        const before = await digest();
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers,
          payload: JSON.stringify(body),
        });
        const label = `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} → ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        // Some random bodies are valid (`{}` is a logout without a token); a refused one changes nothing.
        if (response.statusCode >= 400) {
          expect(response.json(), label).toHaveProperty('code');
          expect(await digest(), label).toBe(before);
        }
        if (![401, 403, 404].includes(response.statusCode)) reachedBody += 1;
      }),
      { numRuns: 150 },
    );
    // Most calls get past the guard and the record lookup to the body's validation.
    expect(reachedBody).toBeGreaterThan(150 * 0.6);
    // 150 calls, each with a checksum of every table before and after: about 20 s on an idle machine,
    // past 60 s on a loaded one.
  }, 180_000);

  it('random query strings against every GET route', async () => {
    const readable = t.app.apiRoutes.filter((route) => route.method === 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...readable),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
        async (route, query) => {
          const { url, login } = reachable(route);
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: await headersFor(login, false),
            query,
          });
          expect(
            response.statusCode,
            `${url} ${JSON.stringify(query)} → ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('malformed JSON, wrong content types and oversized bodies are client errors', async () => {
    const token = await t.tokenOf('operator');
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"login": ' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'text/plain' }, payload: 'login=operator' },
      { headers: { 'content-type': 'application/json' }, payload: `{"login":"${'x'.repeat(2_000_000)}"}` },
    ];
    for (const { headers, payload } of cases) {
      for (const url of ['/api/v1/auth/login', '/api/v1/users/settings']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...bearer(token) },
          payload,
        });
        expect(response.statusCode, `${url} ${headers['content-type']}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().code).toBeTypeOf('string');
      }
    }
  });

  it('unknown API paths answer a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });
});
