import { REGISTERS } from '@console/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_KEY } from '../src/http/json-body.ts';
import { type ApiRoute, callerFor, callsOf, fillPath, paramNames } from './route-callers.ts';
import { tableDigest } from './table-digest.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Fast-check over every body route (POST/PUT/PATCH) and every list query the server registers:
 * wrong types, NUL and other control characters, 1 MB strings, deep nesting, `__proto__` keys and
 * huge numbers. No answer may be a 5xx, and a refused call writes no row. Every body route also
 * gets one body nested 1,000 deep, which the JSON parser refuses with a 400. `npm test` runs a short
 * pass; `FUZZ_RUNS=2000 npx vitest run --project server test/fuzz.test.ts` a long one (the body and
 * query groups run four times FUZZ_RUNS cases).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const TIMEOUT = Math.max(120_000, RUNS * 2_000);

let t: TestApp;
let openapi: OpenApi;
let digest: () => Promise<string>;
/** An existing key per register path, so PUT/PATCH bodies reach a record. */
const existingKeys = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  digest = tableDigest(t.database.db);
  openapi = t.app.swagger() as unknown as OpenApi;
  const token = await t.tokenOf('administrator.god');
  for (const definition of Object.values(REGISTERS)) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${definition.path}?limit=1`,
      headers: bearer(token),
    });
    const row = response.json<{ items?: Record<string, unknown>[] }>().items?.[0];
    if (row?.[definition.keyField] !== undefined) {
      existingKeys.set(`/api/v1/${definition.path}/:id`, String(row[definition.keyField]));
    }
  }
});
afterAll(() => t.close());

// ---- what the server declares -------------------------------------------------------------------

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const openApiPath = (url: string) => url.replace(/:([a-zA-Z]+)/g, '{$1}');

function operationOf(route: ApiRoute): OpenApiOperation | undefined {
  return openapi.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

/** Field names of a route's JSON body, from its schema (unions merged). */
function bodyFields(route: ApiRoute): string[] {
  const names = new Set<string>();
  const visit = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const name of Object.keys(schema.properties ?? {})) names.add(name);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(part);
  };
  visit(operationOf(route)?.requestBody?.content?.['application/json']?.schema);
  return [...names];
}

function queryFields(route: ApiRoute): string[] {
  return (operationOf(route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

// ---- hostile values -----------------------------------------------------------------------------

/** JSON text that JSON.stringify cannot make: numbers beyond a double, a literal `__proto__` key. */
class Raw {
  constructor(readonly text: string) {}
}
/** An object as entries, so `__proto__` and `constructor` stay plain keys. */
class Entries {
  constructor(readonly entries: [string, Hostile][]) {}
}
type Hostile = string | number | boolean | null | Raw | Entries | Hostile[];

function jsonText(value: Hostile): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) {
    return `{${value.entries.map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value);
}

const CONTROL = ['\u0000', '\u0001', '\b', '\t', '\n', '\u000b', '\u001b', '\u007f', '\u0085', '\u2028'];
const ODD = ['\ud800', '\udfff', '\ufeff', '\u202e', 'é', '🙂', '%00', "'", '"', '\\', ';--'];
const character = fc.oneof(
  fc.constantFrom(...CONTROL, ...ODD),
  fc.string({ minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);
const oddString = fc.array(character, { maxLength: 24 }).map((chars) => chars.join(''));
const hugeString = fc.constantFrom('x', '\u0000', 'é', '1').map((unit) => unit.repeat(1_000_000));
const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 5e-324, 2 ** 31, 2 ** 63),
  fc
    .constantFrom('1e400', '-1e400', '123456789012345678901234567890', `0.${'1'.repeat(400)}`)
    .map((text) => new Raw(text)),
);
const numberLike = fc.oneof(
  // NaN and infinities are written by JSON as null, which a nullable field takes: hugeNumber sends them raw.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom('1e400', 'NaN', '-1', '0x10', '١٢', ' 7 ', '2026-13-45', '2026-11-24T00:00:00.000000'),
);

/** Nesting written as text: a serializer would overflow the stack long before the server should. */
function deep(depth: number, leaf: string, asObject: boolean): Raw {
  const [open, close] = asObject ? ['{"a":', '}'] : ['[', ']'];
  return new Raw(`${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`);
}
const deepNesting = fc
  .record({ depth: fc.constantFrom(50, 1_000, 10_000, 100_000), leaf: oddString, asObject: fc.boolean() })
  .map(({ depth, leaf, asObject }) => deep(depth, leaf, asObject));
const protoKeys = fc
  .record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype'), inner: oddString })
  .map(({ key, inner }) => new Entries([[key, new Entries([['polluted', inner]])]]));

/** A value of any shape for a field that expects something else. */
const hostile: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: numberLike },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoKeys },
  { weight: 2, arbitrary: fc.constantFrom<Hostile>(null, true, false, [], new Entries([]), [null]) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 4 }) },
);

/** A body: the route's own fields with hostile values, or something else entirely. */
function hostileBody(route: ApiRoute): fc.Arbitrary<string> {
  const fields = bodyFields(route);
  const key = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), oddString) : oddString;
  const fieldsBody = fc
    .array(fc.tuple(key, hostile), { minLength: 1, maxLength: 6 })
    .map((entries): Hostile => new Entries(entries));
  return fc.oneof({ weight: 4, arbitrary: fieldsBody }, { weight: 1, arbitrary: hostile }).map(jsonText);
}

/** Percent-encoding that also writes a lone surrogate, as the (invalid) UTF-8 bytes a client might send. */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const lone = code >= 0xd800 && code <= 0xdfff;
    const byte = (value: number) => `%${value.toString(16).toUpperCase()}`;
    encoded += lone
      ? byte(0xed) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f))
      : encodeURIComponent(char);
  }
  return encoded;
}

/** A query string: the route's filters (and others) with hostile text, some as `name[]` lists. */
function hostileQuery(route: ApiRoute): fc.Arbitrary<string> {
  const fields = queryFields(route);
  const key = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), oddString) : oddString;
  const value = fc.oneof(
    { weight: 4, arbitrary: oddString },
    { weight: 2, arbitrary: numberLike.map(String) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(20_000), '\u0000'.repeat(100)) },
  );
  const pair = fc
    .record({ key, value, list: fc.boolean() })
    .map(({ key, value, list }) => `${percentEncoded(key)}${list ? '[]' : ''}=${percentEncoded(value)}`);
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));
}

// ---- what must hold -----------------------------------------------------------------------------

/** Where a route is called: a register row that exists, else the path's sample values. */
function targetsOf(route: ApiRoute): { url: string; params: Record<string, string> }[] {
  const key = existingKeys.get(route.url);
  return key === undefined
    ? callsOf(route)
    : [{ url: fillPath(route.url, { id: key }), params: { id: key } }];
}

/** Picks where and as whom to call the route (signing in first, so that writes no row later). */
async function prepare(route: ApiRoute, query: string, body: string | undefined) {
  const targets = targetsOf(route);
  const { url, params } = targets[Math.floor(Math.random() * targets.length)]!;
  const login = callerFor(route, params);
  const headers: Record<string, string> = login ? bearer(await t.tokenOf(login)) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return () =>
    t.app.inject({
      method: route.method as 'POST',
      url: query ? `${url}?${query}` : url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
}

async function holds(route: ApiRoute, query: string, body: string | undefined) {
  const send = await prepare(route, query, body);
  const before = await digest();
  const response = await send();
  const label = `${route.method} ${route.url}?${query.slice(0, 200)} ${String(body).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.json<{ code?: unknown }>().code, label).toBeTypeOf('string');
    expect(await digest(), label).toBe(before);
  }
}

// Sign-in, refresh and logout have their own throttle and session tests; their rows are theirs.
const AUTH = /^\/api\/v1\/auth\//;
const bodyRoutes = () =>
  t.app.apiRoutes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !AUTH.test(route.url));
const listRoutes = () =>
  t.app.apiRoutes.filter((route) => route.method === 'GET' && paramNames(route.url).length === 0);

describe('fuzz: hostile input never becomes a 5xx and writes nothing', () => {
  it(
    'bodies of every POST/PUT/PATCH route',
    async () => {
      const routes = bodyRoutes();
      expect(routes.length).toBeGreaterThan(50);
      const cases = fc
        .constantFrom(...routes)
        .chain((route) => fc.tuple(fc.constant(route), hostileBody(route)));
      await fc.assert(
        fc.asyncProperty(cases, ([route, body]) => holds(route, '', body)),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'a body nested 1,000 deep on every body route, sign-in included',
    async () => {
      // The random cases above reach a route's deep nesting only now and then: this sends one to each.
      const routes = t.app.apiRoutes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
      // Signed in first: a sign-in writes a refresh token, which would move the digest.
      const calls = [];
      for (const [index, route] of routes.entries()) {
        const field = bodyFields(route)[0];
        const nesting = jsonText(deep(1_000, 'x', index % 2 === 0));
        const body = field === undefined ? nesting : `{${JSON.stringify(field)}:${nesting}}`;
        calls.push({ route, body, send: await prepare(route, '', body) });
      }
      const before = await digest();
      let reached = 0;
      for (const { route, body, send } of calls) {
        const response = await send();
        const label = `${route.method} ${route.url} ${body.slice(0, 100)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        // A route no demo user may call without a body to look at stops at its guard (401/403) first.
        if (response.statusCode === 401 || response.statusCode === 403) continue;
        expect(response.statusCode, label).toBe(400);
        expect(response.json<{ errors?: unknown }>().errors, label).toEqual({ body: BODY_TOO_DEEP_KEY });
        reached += 1;
      }
      expect(reached).toBeGreaterThan(routes.length * 0.8);
      expect(await digest()).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'queries of every list route',
    async () => {
      const routes = listRoutes();
      expect(routes.length).toBeGreaterThan(20);
      const cases = fc
        .constantFrom(...routes)
        .chain((route) => fc.tuple(fc.constant(route), hostileQuery(route)));
      await fc.assert(
        fc.asyncProperty(cases, ([route, query]) => holds(route, query, undefined)),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'sign-in, refresh and logout bodies answer 4xx, never 5xx',
    async () => {
      const routes = t.app.apiRoutes.filter((route) => route.method === 'POST' && AUTH.test(route.url));
      const cases = fc
        .constantFrom(...routes)
        .chain((route) => fc.tuple(fc.constant(route), hostileBody(route)));
      await fc.assert(
        fc.asyncProperty(cases, async ([route, body]) => {
          const response = await (await prepare(route, '', body))();
          expect(response.statusCode, `${route.url} ${body.slice(0, 200)} → ${response.body}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
