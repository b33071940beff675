import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { users } from '../src/features/auth/auth-tables.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, 'not-a-uuid');

/** Anything a client could send as a JSON body. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });

describe('bad input never becomes a 500 and changes nothing', () => {
  it('random JSON bodies against every route with a body', async () => {
    const token = await t.tokenOf('operator');
    const writable = t.app.apiRoutes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writable), jsonValue, async (route, body) => {
        const before = await snapshot();
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        // Some random bodies are valid (`{}` is a logout without a token); a refused one changes nothing.
        if (response.statusCode >= 400) {
          expect(response.json()).toHaveProperty('code');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('random query strings against every GET route', async () => {
    const token = await t.tokenOf('operator');
    const readable = t.app.apiRoutes.filter((route) => route.method === 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...readable),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
        async (route, query) => {
          const response = await t.app.inject({
            method: 'GET',
            url: concrete(route.url),
            headers: bearer(token),
            query,
          });
          expect(response.statusCode).toBeLessThan(500);
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

async function snapshot() {
  const rows = await t.database.db.select({ login: users.login, settings: users.settings }).from(users);
  const audit = await t.database.db.select().from(auditLog);
  return { rows: rows.sort((a, b) => a.login.localeCompare(b.login)), audit: audit.length };
}
