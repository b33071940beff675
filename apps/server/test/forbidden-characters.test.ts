import { SEED_CATALOGUES, SEED_LANGUAGES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorOf } from '../src/http/database-errors.ts';
import { forbiddenCharacterPath } from '../src/http/forbidden-characters.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...bearer(await t.tokenOf('administrator.god')), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json<{ code: string; errors?: object }>() };
}

describe('a NUL byte anywhere in a request is a 400 naming the field', () => {
  it.each([
    ['the sign-in body', 'POST', '/api/v1/auth/login', { login: 'a\u0000b', password: 'x' }, 'login'],
    ['a nested body field', 'POST', '/api/v1/users/settings', { a: { b: ['\u0000'] } }, 'a.b.0'],
    ['a body key', 'POST', '/api/v1/countries', { 'co\u0000de': 'XX' }, 'code'],
    ['a register filter', 'GET', '/api/v1/countries?name=a%00b', undefined, 'querystring.name'],
    ['a shipment filter', 'GET', '/api/v1/shipments?number=a%00b', undefined, 'querystring.number'],
    ['an array filter', 'GET', '/api/v1/divisions?name[]=a&name[]=b%00', undefined, 'querystring.name.1'],
    ['a natural key in the path', 'GET', '/api/v1/countries/a%00b', undefined, 'params.id'],
    [
      'a path segment of a workflow route',
      'GET',
      '/api/v1/shipments/visit-search/1%002',
      undefined,
      'params.text',
    ],
    ['a public path', 'GET', '/api/v1/i18n/en%00/common', undefined, 'params.language'],
  ] as const)('%s', async (_, method, url, payload, field) => {
    const { status, body } = await call(method, url, payload);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', errors: { [field]: 'string.control' } });
  });

  it('every write route answers a NUL in its path and body with 400 (or 403 before reading it)', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.method !== 'GET')) {
      const url = route.url.replace(/:[a-zA-Z]+/g, 'x%00');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...bearer(await t.tokenOf('administrator.god')), 'content-type': 'application/json' },
        payload: JSON.stringify({ name: '\u0000' }),
      });
      expect([400, 403], `${route.method} ${route.url}`).toContain(response.statusCode);
    }
  });

  it('tabs, newlines and other control characters PostgreSQL stores are not refused here', () => {
    expect(forbiddenCharacterPath({ comment: 'a\tb\nc\u001b', list: ['\u0007'] })).toBeUndefined();
    expect(forbiddenCharacterPath({ list: [{ deep: 'x\u0000' }] })).toEqual(['list', '0', 'deep']);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(forbiddenCharacterPath(deep)).toHaveLength(100_000);
  });

  it("PostgreSQL's encoding errors map to 400 as a safety net", () => {
    for (const code of ['22021', '22P05']) {
      const error = clientErrorOf(new Error('query failed', { cause: { code, message: 'invalid byte' } }));
      expect(error?.statusCode).toBe(400);
      expect(error?.errors).toEqual({ body: 'string.control' });
    }
  });

  it('the message key is translated in every seed language', () => {
    for (const language of SEED_LANGUAGES) {
      expect(SEED_CATALOGUES[language].backend['string.control'], language).toContain('{{attribute}}');
    }
  });
});
