import { REGISTERS, type RegisterDefinition, type RegisterName, resourcePermissions } from '@console/domain';
import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { partialOf } from '../src/features/registers/register-routes.ts';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { queryString, REGISTER_SAMPLES, type SampleContext } from './register-samples.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let context: SampleContext;
const NAMES = Object.keys(REGISTERS) as RegisterName[];
const firstRows = new Map<RegisterName, Record<string, unknown>>();

/** Who may send bodies at all: the first demo user with the edit or create right. */
function writerOf(definition: RegisterDefinition): string | undefined {
  return demoUserSpecs().find((user) => {
    const rights = resourcePermissions(user, definition.resource!);
    return rights.create || rights.edit;
  })?.login;
}

async function get(url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: bearer(await t.tokenOf('administrator.god')),
  });
  return response.json<{ items: Record<string, unknown>[] }>();
}

/** Row count and a digest of every row of the register's table, plus the audit log's size. */
async function snapshot(name: RegisterName) {
  const table = sql.identifier(getTableName(REGISTER_BINDINGS[name].table));
  const result = await t.database.db.execute(
    sql`select (select count(*)::int from ${table}) as rows,
      (select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) from (select t::text as row_text from ${table} t) rows) as digest,
      (select count(*)::int from audit_log) as audits`,
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  const [region] = (await get('regions?limit=1')).items;
  const [settlement] = (await get(`settlements?regionId=${region!.id}&limit=1`)).items;
  const [street] = (await get(`streets?settlementId=${settlement!.id}&limit=1`)).items;
  const [division] = (await get('divisions?limit=1')).items;
  context = {
    regionId: String(region!.id),
    settlementId: String(settlement!.id),
    streetId: String(street!.id),
    divisionId: String(division!.id),
  };
  for (const name of NAMES) firstRows.set(name, (await get(`${REGISTERS[name].path}?limit=1`)).items[0]!);
});
afterAll(() => t.close());

/** A value of any JSON type, to put where a field's value belongs. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  // No infinities: JSON writes them as null, which a nullable field takes.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** The body-carrying methods the writer may use on the register. */
function methodsOf(definition: RegisterDefinition): ('POST' | 'PUT' | 'PATCH')[] {
  const user = demoUserSpecs().find((spec) => spec.login === writerOf(definition))!;
  const rights = resourcePermissions(user, definition.resource!);
  return [...(rights.create ? (['POST'] as const) : []), ...(rights.edit ? (['PUT', 'PATCH'] as const) : [])];
}

// List-only registers take no bodies here: their workflow routes have their own generated-body tests.
const writable = NAMES.filter(
  (name) => REGISTERS[name].genericRoutes !== 'list' && writerOf(REGISTERS[name]) !== undefined,
);

/** A body that starts valid and is broken in one of three ways. */
function badBody(name: RegisterName) {
  const sample = REGISTER_SAMPLES[name];
  const row = firstRows.get(name)!;
  const base = sample.create?.(context) ?? sample.update(context, row);
  const fields = REGISTERS[name].fields.map((field) => field.name);
  return fc.oneof(
    fc
      .record({ field: fc.constantFrom(...fields), value: anyValue })
      .map(({ field, value }) => ({ ...base, [field]: value })),
    fc.string({ minLength: 1, maxLength: 12 }).map((key) => ({ ...base, [`x_${key}`]: 1 })),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

describe('generated bad input against every register endpoint', () => {
  it('bodies that fail the schema answer 400 with field keys and write nothing', async () => {
    const cases = fc.constantFrom(...writable).chain((name) =>
      fc.record({
        name: fc.constant(name),
        method: fc.constantFrom(...methodsOf(REGISTERS[name])),
        body: badBody(name),
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ name, method, body }) => {
        const definition = REGISTERS[name];
        const schema =
          method === 'POST'
            ? definition.createSchema
            : method === 'PUT'
              ? definition.updateSchema
              : partialOf(definition.updateSchema);
        const sent =
          method !== 'POST' && body !== null && typeof body === 'object' && !Array.isArray(body)
            ? Object.fromEntries(
                Object.entries(body).filter(
                  ([field]) => !['createdAt', 'updatedAt', 'deletedAt'].includes(field),
                ),
              )
            : body;
        fc.pre(!schema.safeParse(sent).success);
        const key = encodeURIComponent(String(firstRows.get(name)![definition.keyField]));
        const url = method === 'POST' ? definition.path : `${definition.path}/${key}`;
        const before = await snapshot(name);
        const response = await t.app.inject({
          method,
          url: `/api/v1/${url}`,
          headers: { ...bearer(await t.tokenOf(writerOf(definition)!)), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)} → ${response.body}`).toBe(400);
        const answer = response.json<{ code: string; errors: Record<string, string> }>();
        expect(answer.code).toBe('VALIDATION');
        expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
        expect(await snapshot(name)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('list queries that fail the filter schema answer 400 with querystring keys', async () => {
    const cases = fc.constantFrom(...NAMES).chain((name) =>
      fc.record({
        name: fc.constant(name),
        query: fc.dictionary(
          fc.constantFrom(
            ...REGISTERS[name].filters.map((filter) => filter.name),
            'page',
            'limit',
            'unknown',
          ),
          fc.oneof(
            fc.string({ maxLength: 120 }),
            fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 12 }),
          ),
          { minKeys: 1, maxKeys: 3 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ name, query }) => {
        const definition = REGISTERS[name];
        // What the query-string parser hands the schema: lists stay lists, single values strings.
        fc.pre(!definition.filterSchema.safeParse(query).success);
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/${definition.path}?${queryString(query)}`,
          // administrator-god reads every register (some lists are read only by their screens' roles).
          headers: bearer(await t.tokenOf('administrator.god')),
        });
        expect(response.statusCode, `${definition.path}?${queryString(query)} → ${response.body}`).toBe(400);
        const errors = Object.keys(response.json<{ errors: Record<string, string> }>().errors);
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((key) => key.startsWith('querystring'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('malformed or unknown keys in the path are client errors and delete nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NAMES),
        fc.constantFrom('GET' as const, 'DELETE' as const),
        fc.string({ minLength: 1, maxLength: 150 }),
        async (name, method, typed) => {
          // "~" keeps a generated key from ever naming a real row ("PL", "KGM").
          const key = `~${typed}`;
          const before = await snapshot(name);
          const response = await t.app.inject({
            method,
            url: `/api/v1/${REGISTERS[name].path}/${encodeURIComponent(key)}`,
            headers: bearer(await t.tokenOf('administrator.god')),
          });
          expect([400, 403, 404]).toContain(response.statusCode);
          expect(await snapshot(name)).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});
