import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_KEY } from '../src/http/json-body.ts';
import { type ApiRoute, callerFor, paramNames, SAMPLE_PARAMS } from './route-callers.ts';
import { type RouteTargets, routeTargets } from './route-targets.ts';
import { tableDigest } from './table-digest.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Fast-check over every route the server registers, each one at least FUZZ_RUNS times a run:
 * bodies of every POST/PUT/PATCH, queries of every list, path parameters of every route that has
 * them (an existing record mostly, else a made-up id or hostile text) and every DELETE. Values:
 * wrong types, NUL and other control characters, 1 MB strings, deep nesting, `__proto__` keys
 * and huge numbers. No answer may be a 5xx, and a refused call writes nothing: a checksum of every
 * row of every table is the same after it. Every body route also gets one body nested 1,000 deep,
 * which the JSON parser refuses with a 400.
 *
 * Everything random comes from fast-check, seeded per route from FUZZ_SEED (printed when the file
 * starts, and in every failure): `FUZZ_SEED=<seed> FUZZ_ROUTE='<METHOD> <url>' npx vitest run
 * --project server test/fuzz.test.ts` replays one route's cases. `npm test` runs each route once
 * (FUZZ_RUNS=1); `FUZZ_RUNS=50` is a long pass.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ONLY = process.env.FUZZ_ROUTE;

let t: TestApp;
let openapi: OpenApi;
let digest: () => Promise<string>;
let targets: RouteTargets;

beforeAll(async () => {
  console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}${ONLY ? ` FUZZ_ROUTE='${ONLY}'` : ''}`);
  t = await createTestApp();
  digest = tableDigest(t.database.db);
  openapi = t.app.swagger() as unknown as OpenApi;
  targets = await routeTargets(t);
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

// ---- where a call goes ----------------------------------------------------------------------

/** A made-up but well-formed id, the same for every run: a call with it stops at its 404. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A value of one path parameter: an existing record mostly (its handler runs), else a made-up id
 * or hostile text, percent-encoded as a client would send it.
 */
function paramValue(route: ApiRoute, name: string): fc.Arbitrary<string> {
  const known = targets.get(route)?.[name] ?? [];
  const sample = SAMPLE_PARAMS[name] !== undefined;
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: oddString.filter((text) => text.length > 0) },
  ];
  if (known.length > 0) choices.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  if (!sample) choices.push({ weight: 1, arbitrary: fc.uuid() });
  return fc.oneof(...choices);
}

interface Target {
  url: string;
  params: Record<string, string>;
}

function targetOf(route: ApiRoute): fc.Arbitrary<Target> {
  const names = paramNames(route.url);
  if (names.length === 0) return fc.constant({ url: route.url, params: {} });
  const record = Object.fromEntries(names.map((name) => [name, paramValue(route, name)]));
  return fc.record(record).map((params) => ({
    params,
    url: route.url.replace(/:([a-zA-Z]+)/g, (_, name: string) => percentEncoded(params[name] ?? '')),
  }));
}

/** The first existing record of each parameter (or a made-up id): where the fixed cases go. */
function firstTarget(route: ApiRoute): Target {
  const params = Object.fromEntries(
    paramNames(route.url).map((name) => [name, targets.get(route)?.[name]?.[0] ?? NO_SUCH_ID]),
  );
  return {
    params,
    url: route.url.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
  };
}

// ---- what must hold -----------------------------------------------------------------------------

/** The checksum before the next call; unknown after a sign-in or an accepted call (they may write). */
let baseline: string | undefined;
const signedIn = new Set<string>();

async function tokenFor(route: ApiRoute, params: Record<string, string>) {
  const login = callerFor(route, params);
  if (login === undefined) return undefined;
  if (!signedIn.has(login)) {
    // A first sign-in writes a refresh token: measured from after it.
    signedIn.add(login);
    baseline = undefined;
  }
  return t.tokenOf(login);
}

interface Tally {
  calls: number;
  /** Answers other than 401, 403 and 404: the call reached a handler's own checks. */
  pastLookup: number;
  accepted: number;
}
const tallies = new Map<string, Map<ApiRoute, Tally>>();

function tally(group: string, route: ApiRoute, status: number) {
  const byRoute = tallies.get(group) ?? new Map<ApiRoute, Tally>();
  tallies.set(group, byRoute);
  const entry = byRoute.get(route) ?? { calls: 0, pastLookup: 0, accepted: 0 };
  byRoute.set(route, entry);
  entry.calls += 1;
  if (![401, 403, 404].includes(status)) entry.pastLookup += 1;
  if (status < 400) entry.accepted += 1;
}

async function holds(
  group: string,
  route: ApiRoute,
  target: Target,
  query: string,
  body: string | undefined,
) {
  const token = await tokenFor(route, target.params);
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  baseline ??= await digest();
  const response = await t.app.inject({
    method: route.method as 'POST',
    url: query ? `${target.url}?${query}` : target.url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  tally(group, route, response.statusCode);
  const label = `FUZZ_SEED=${SEED} FUZZ_ROUTE='${route.method} ${route.url}': ${route.method} ${target.url.slice(0, 200)}?${query.slice(0, 200)} ${String(body).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.json<{ code?: unknown }>().code, label).toBeTypeOf('string');
    expect(await digest(), label).toBe(baseline);
  } else {
    baseline = undefined;
  }
}

/** A route's own seed: the run's seed and the route, so one route replays alone. */
function seedOf(group: string, route: ApiRoute): number {
  let hash = 0x811c9dc5;
  for (const char of `${SEED}|${group}|${route.method} ${route.url}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Runs a group's cases route by route, each route RUNS times, and checks and prints the coverage. */
async function fuzzEach(
  group: string,
  routes: ApiRoute[],
  cases: (route: ApiRoute) => fc.Arbitrary<[Target, string, string | undefined]>,
) {
  const chosen = ONLY ? routes.filter((route) => `${route.method} ${route.url}` === ONLY) : routes;
  for (const route of chosen) {
    await fc.assert(
      fc.asyncProperty(cases(route), ([target, query, body]) => holds(group, route, target, query, body)),
      { numRuns: RUNS, seed: seedOf(group, route) },
    );
  }
  const byRoute = tallies.get(group) ?? new Map<ApiRoute, Tally>();
  for (const route of chosen) {
    expect(byRoute.get(route)?.calls ?? 0, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(RUNS);
  }
  const sum = (key: keyof Tally) => [...byRoute.values()].reduce((total, entry) => total + entry[key], 0);
  console.info(
    `fuzz ${group}: ${chosen.length} routes × ${RUNS} = ${sum('calls')} calls; ` +
      `${sum('pastLookup')} past the guard and the record lookup (not 401/403/404), ${sum('accepted')} accepted; ` +
      `${[...byRoute.values()].filter((entry) => entry.pastLookup > 0).length} routes reached a handler's checks`,
  );
}

// Sign-in, refresh and logout have their own throttle and session tests; their rows are theirs.
const AUTH = /^\/api\/v1\/auth\//;
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];
const hasParams = (route: ApiRoute) => paramNames(route.url).length > 0;
const bodyRoutes = () =>
  t.app.apiRoutes.filter((route) => BODY_METHODS.includes(route.method) && !AUTH.test(route.url));
const listRoutes = () => t.app.apiRoutes.filter((route) => route.method === 'GET' && !hasParams(route));
const readOneRoutes = () => t.app.apiRoutes.filter((route) => route.method === 'GET' && hasParams(route));
const deleteRoutes = () => t.app.apiRoutes.filter((route) => route.method === 'DELETE');
const noQuery = fc.constant('');
const maybeQuery = (route: ApiRoute) => fc.oneof(noQuery, hostileQuery(route));

describe('fuzz: hostile input never becomes a 5xx and writes nothing', () => {
  it(
    'bodies (and path parameters) of every POST/PUT/PATCH route',
    async () => {
      const routes = bodyRoutes();
      expect(routes.length).toBeGreaterThan(100);
      await fuzzEach('body', routes, (route) => fc.tuple(targetOf(route), noQuery, hostileBody(route)));
    },
    timeoutFor(170),
  );

  it(
    'queries of every list route',
    async () => {
      const routes = listRoutes();
      expect(routes.length).toBeGreaterThan(50);
      await fuzzEach('query', routes, (route) =>
        fc.tuple(targetOf(route), hostileQuery(route), fc.constant(undefined)),
      );
    },
    timeoutFor(100),
  );

  it(
    'path parameters and queries of every GET route with parameters',
    async () => {
      const routes = readOneRoutes();
      expect(routes.length).toBeGreaterThan(50);
      await fuzzEach('path', routes, (route) =>
        fc.tuple(targetOf(route), maybeQuery(route), fc.constant(undefined)),
      );
    },
    timeoutFor(90),
  );

  it(
    'path parameters, queries and bodies of every DELETE route',
    async () => {
      const routes = deleteRoutes();
      expect(routes.length).toBeGreaterThan(30);
      await fuzzEach('delete', routes, (route) =>
        fc.tuple(targetOf(route), maybeQuery(route), fc.option(hostileBody(route), { nil: undefined })),
      );
    },
    timeoutFor(50),
  );

  it(
    'a body nested 1,000 deep on every body route, sign-in included',
    async () => {
      // The random cases above reach a route's deep nesting only now and then: this sends one to each.
      const routes = t.app.apiRoutes.filter((route) => BODY_METHODS.includes(route.method));
      // Signed in first: a sign-in writes a refresh token, which would move the checksum.
      const calls = [];
      for (const [index, route] of routes.entries()) {
        const field = bodyFields(route)[0];
        const nesting = jsonText(deep(1_000, 'x', index % 2 === 0));
        const body = field === undefined ? nesting : `{${JSON.stringify(field)}:${nesting}}`;
        const target = firstTarget(route);
        const token = await tokenFor(route, target.params);
        calls.push({ route, body, target, token });
      }
      const before = await digest();
      let reached = 0;
      for (const { route, body, target, token } of calls) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: target.url,
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
          payload: body,
        });
        const label = `${route.method} ${target.url} ${body.slice(0, 100)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        // A route no demo user may call without a body to look at stops at its guard (401/403) first.
        if (response.statusCode === 401 || response.statusCode === 403) continue;
        expect(response.statusCode, label).toBe(400);
        expect(response.json<{ errors?: unknown }>().errors, label).toEqual({ body: BODY_TOO_DEEP_KEY });
        reached += 1;
      }
      expect(reached).toBeGreaterThan(routes.length * 0.8);
      expect(await digest()).toBe(before);
      baseline = undefined;
    },
    timeoutFor(10),
  );

  it(
    'sign-in, refresh and logout bodies answer 4xx, never 5xx',
    async () => {
      const routes = t.app.apiRoutes.filter((route) => route.method === 'POST' && AUTH.test(route.url));
      expect(routes.length).toBeGreaterThanOrEqual(3);
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(hostileBody(route), async (body) => {
            const response = await t.app.inject({
              method: 'POST',
              url: route.url,
              headers: { 'content-type': 'application/json' },
              payload: body,
            });
            expect(
              response.statusCode,
              `FUZZ_SEED=${SEED} ${route.url} ${body.slice(0, 200)} → ${response.body}`,
            ).toBeLessThan(500);
          }),
          { numRuns: Math.max(5, RUNS), seed: seedOf('auth', route) },
        );
      }
      baseline = undefined;
    },
    timeoutFor(5),
  );
});

/** A test's time: about a second a call on the two-core CI machine, and two minutes to spare. */
function timeoutFor(routes: number) {
  return 120_000 + routes * RUNS * 1_000;
}
