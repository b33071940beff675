import { randomUUID } from 'node:crypto';
import { SEED_CATALOGUES, SEED_LANGUAGES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_KEY, MAX_BODY_DEPTH, nestsDeeperThan } from '../src/http/json-body.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Nesting written as text, as a hostile client would send it. */
const nested = (depth: number, leaf: string, asObject: boolean) => {
  const [open, close] = asObject ? ['{"a":', '}'] : ['[', ']'];
  return `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
};
/** A condition tree whose branches nest `depth` deep: the shape its recursive schema walks. */
const deepTree = (depth: number) =>
  `${'{"operator":"AND","buds":[],"branches":['.repeat(depth)}{"operator":"AND","buds":[],"branches":[]}${']}'.repeat(depth)}`;

const DEEP = 1_000;
const routes = [
  { method: 'POST', url: () => '/api/v1/conditions', login: 'administrator.god', field: 'tree' },
  { method: 'PUT', url: () => `/api/v1/visits/${randomUUID()}`, login: 'operator', field: 'phone' },
  { method: 'POST', url: () => '/api/v1/auth/login', login: undefined, field: 'login' },
] as const;

async function send(route: (typeof routes)[number], payload: string) {
  return t.app.inject({
    method: route.method,
    url: route.url(),
    headers: {
      'content-type': 'application/json',
      ...(route.login ? bearer(await t.tokenOf(route.login)) : {}),
    },
    payload,
  });
}

describe('JSON bodies nested too deep', () => {
  it('answer 400 with the validation shape on every route, as a whole body or in a field', async () => {
    for (const route of routes) {
      for (const asObject of [true, false]) {
        const bodies = [
          nested(DEEP, '"x"', asObject),
          `{"${route.field}":${nested(DEEP, '"x"', asObject)},"lockVersion":1}`,
        ];
        for (const body of bodies) {
          const response = await send(route, body);
          const label = `${route.method} ${route.url()} ${body.slice(0, 60)}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toMatchObject({
            code: 'VALIDATION',
            errors: { body: BODY_TOO_DEEP_KEY },
          });
        }
      }
    }
  });

  it('a condition tree nested 1,000 branches deep is refused before its schema walks it', async () => {
    const response = await send(routes[0], `{"name":"deep","type":"Shipment","tree":${deepTree(DEEP)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { body: BODY_TOO_DEEP_KEY } });
  });

  it('nesting up to the limit is parsed and left to the route schema', async () => {
    const atLimit = nested(MAX_BODY_DEPTH, '"x"', false);
    const response = await send(routes[2], atLimit);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.body).not.toBe(BODY_TOO_DEEP_KEY);
    const overLimit = await send(routes[2], nested(MAX_BODY_DEPTH + 1, '"x"', false));
    expect(overLimit.json()).toMatchObject({ errors: { body: BODY_TOO_DEEP_KEY } });
  });

  it('a condition tree within the tree limit still saves', async () => {
    const response = await send(
      routes[0],
      JSON.stringify({
        name: 'shallow',
        type: 'Shipment',
        tree: {
          operator: 'AND',
          buds: [{ property: 'actualWeight', operator: 'Greater', values: ['5'] }],
          branches: [],
        },
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('measures depth without recursion, however deep the value', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }], c: 'x' }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('x', 0)).toBe(false);
  });

  it('the message key is translated in every seed language', () => {
    for (const language of SEED_LANGUAGES) {
      expect(SEED_CATALOGUES[language].backend[BODY_TOO_DEEP_KEY], language).toContain('{{attribute}}');
    }
  });
});
