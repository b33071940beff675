import {
  MESSAGES,
  REGISTERS,
  type RegisterDefinition,
  type RegisterName,
  type ResourcePermissions,
  resourcePermissions,
} from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlements } from '../src/features/addresses/settlements-table.ts';
import { REGISTER_BINDINGS } from '../src/features/registers/register-bindings.ts';
import { registerRowsRead } from '../src/features/registers/register-read-access.ts';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { queryString, REGISTER_SAMPLES, type SampleContext } from './register-samples.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let context: SampleContext;
const API = '/api/v1';

type Row = Record<string, unknown>;
interface Page {
  items: Row[];
  total: number;
  last_page: number;
  totalIsLowerBound?: true;
}

async function call(
  login: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: bearer(await t.tokenOf(login)),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function list(path: string, params: Parameters<typeof queryString>[0] = {}): Promise<Page> {
  const response = await call('administrator.god', 'GET', `${path}?${queryString(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Who reads a register's rows: `operator`, or administrator-god where only its screen's roles read them (templates). */
function readerOf(definition: RegisterDefinition): string {
  const permission = registerRowsRead(definition);
  const operatorReads =
    permission.kind !== 'roles' ||
    permission.roles.some((role) => ['base', 'branch_employee', 'branch_manager'].includes(role));
  return operatorReads ? 'operator' : 'administrator.god';
}

/** The first demo user holding the right, if any does (platform §6 through resourcePermissions). */
function demoLoginWith(
  definition: RegisterDefinition,
  action: keyof ResourcePermissions,
): string | undefined {
  const resource = definition.resource;
  if (!resource) return undefined;
  return demoUserSpecs().find((user) => resourcePermissions(user, resource)[action])?.login;
}

/** A demo user the access rule lets in who holds none of the register's rights. */
function demoLoginWithout(definition: RegisterDefinition): string {
  const resource = definition.resource!;
  const user = demoUserSpecs().find((spec) => {
    const rights = resourcePermissions(spec, resource);
    return spec.groups.includes('base') && !rights.create && !rights.edit && !rights.remove;
  });
  return user!.login;
}

beforeAll(async () => {
  t = await createTestApp();
  const [region] = (await list('regions', { countryCodes: ['PL'], limit: 1 })).items;
  const [settlement] = (await list('settlements', { regionId: String(region!.id), limit: 1 })).items;
  const [street] = (await list('streets', { settlementId: String(settlement!.id), limit: 1 })).items;
  const [division] = (await list('divisions', { limit: 1 })).items;
  context = {
    regionId: String(region!.id),
    settlementId: String(settlement!.id),
    streetId: String(street!.id),
    divisionId: String(division!.id),
  };
});
afterAll(() => t.close());

describe.each(Object.keys(REGISTERS) as RegisterName[])('register %s', (name) => {
  const definition: RegisterDefinition = REGISTERS[name];
  const sample = REGISTER_SAMPLES[name];
  const binding = REGISTER_BINDINGS[name];
  const path = definition.path;
  const keyOf = (row: Row) => String(row[definition.keyField]);
  // Operational registers (shipments, modifications, visits) serve only their list generically;
  // their records are read and written by workflow routes, tested with the workflows.
  const listOnly = definition.genericRoutes === 'list';
  const reader = readerOf(definition);

  it('lists 15 rows a page by default with total and last_page', async () => {
    const page = await list(path);
    expect(page.items.length).toBeLessThanOrEqual(15);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    // Past COUNT_AHEAD matches the total is a lower bound and one page more is offered.
    const counted = page.totalIsLowerBound ? page.total + 1 : page.total;
    expect(page.last_page).toBe(Math.max(1, Math.ceil(counted / 15)));
    if (page.total > 1) {
      const second = await list(path, { page: 2, limit: 1 });
      expect(second.items).toHaveLength(1);
      expect(keyOf(second.items[0]!)).not.toBe(keyOf((await list(path, { limit: 1 })).items[0]!));
    }
    // The total rides on the page's rows; a page past the last has none and still tells it.
    if (!page.totalIsLowerBound) {
      const past = await list(path, { page: page.last_page + 1 });
      expect(past).toEqual({ items: [], total: page.total, last_page: page.last_page });
    }
    const bad = await call(reader, 'GET', `${path}?page=0&limit=1000`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['querystring.page', 'querystring.limit']),
    );
  });

  it.skipIf(listOnly)('lists each row exactly as reading it by its key answers it', async () => {
    // The list runs its own precompiled SQL; reads go through Drizzle's select: same fields, same values.
    const rows = (await list(path, { limit: 3 })).items;
    // An empty register would pass without comparing anything: the demo data gives each register rows.
    expect(rows.length, `the demo data has ${path} rows to compare`).toBeGreaterThan(0);
    for (const row of rows) {
      const read = await call('operator', 'GET', `${path}/${encodeURIComponent(keyOf(row))}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(row).toEqual(read.json());
    }
  });

  it('has test values for every filter', () => {
    expect(Object.keys(sample.filters).sort()).toEqual(
      definition.filters.map((filter) => filter.name).sort(),
    );
  });

  it.each(definition.filters.map((filter) => filter.name))(
    'filter %s takes a valid value and refuses an invalid one',
    async (filter) => {
      const [valid, invalid] = sample.filters[filter]!;
      // A filter that needs a capability (the visit list's divisions) is tried by one who has it.
      const needs = definition.filters.find((candidate) => candidate.name === filter)?.capability;
      // Country filters belong to multi-country users everywhere (pickups: not administrator-god's).
      const login = needs ? (needs === 'filterByCountry' ? 'multi.country' : 'administrator.god') : reader;
      const accepted = await call(login, 'GET', `${path}?${queryString({ [filter]: valid })}`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const refused = await call(login, 'GET', `${path}?${queryString({ [filter]: invalid })}`);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(refused.json().errors).some((key) => key.startsWith(`querystring.${filter}`))).toBe(
        true,
      );
    },
  );

  it.skipIf(listOnly)('creates, reads, edits, marks deleted and keeps the history', async () => {
    const creator = demoLoginWith(definition, 'create');
    const editor = demoLoginWith(definition, 'edit');
    let row: Row;
    let patched = false;
    if (creator && sample.create) {
      const created = await call(creator, 'POST', path, sample.create(context));
      expect(created.statusCode, created.body).toBe(201);
      row = created.json();
      const again = await call(creator, 'POST', path, sample.create(context));
      if (definition.keyField !== 'id') expect(again.statusCode, again.body).toBe(409);
    } else {
      expect(creator, `${name}: a role may create, so give it a sample`).toBeUndefined();
      row = (await list(path, { limit: 1 })).items[0]!;
    }
    const key = keyOf(row);
    const read = await call('operator', 'GET', `${path}/${encodeURIComponent(key)}`);
    expect(read.statusCode).toBe(200);
    expect(keyOf(read.json())).toBe(key);

    if (editor) {
      const body = sample.update(context, row);
      // The whole record as the editor holds it, timestamps included: PUT ignores them.
      const put = await call(editor, 'PUT', `${path}/${encodeURIComponent(key)}`, {
        ...body,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        deletedAt: null,
      });
      expect(put.statusCode, put.body).toBe(200);
      for (const [field, value] of Object.entries(body)) {
        if (field !== 'translations') expect(put.json()[field], field).toEqual(value);
      }
      const [firstField] = Object.keys(body).filter((field) => typeof body[field] === 'string');
      if (firstField) {
        const patch = await call(editor, 'PATCH', `${path}/${encodeURIComponent(key)}`, {
          [firstField]: body[firstField],
        });
        expect(patch.statusCode, patch.body).toBe(200);
        patched = true;
        expect(patch.json().updatedAt).not.toBe(row.updatedAt);
      }
    }

    const remover = demoLoginWith(definition, 'remove');
    if (remover) {
      const removed = await call(remover, 'DELETE', `${path}/${encodeURIComponent(key)}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().deletedAt).toEqual(expect.any(String));
      // Marking it again changes nothing.
      const again = await call(remover, 'DELETE', `${path}/${encodeURIComponent(key)}`);
      expect(again.json().deletedAt).toBe(removed.json().deletedAt);
    } else {
      const keyColumn = (binding.table as unknown as Record<string, PgColumn>)[definition.keyField]!;
      await t.database.db
        .update(binding.table)
        .set({ deletedAt: new Date() } as never)
        .where(eq(keyColumn, key));
    }
    const keyFilter = definition.filters.find(
      (filter) => filter.operator === 'in' && filter.fields?.[0] === definition.keyField,
    );
    const narrow = keyFilter ? { [keyFilter.name]: [key] } : {};
    const marked = await list(path, { ...narrow, deletionMark: 'true', limit: 100 });
    expect(marked.items.map(keyOf)).toContain(key);
    const live = await list(path, { ...narrow, deletionMark: 'false', limit: 100 });
    expect(live.items.map(keyOf)).not.toContain(key);

    // Audit history is for the roles of the register's screens; the administrator has every one.
    const history = await call('administrator.god', 'GET', `${path}/${encodeURIComponent(key)}/history`);
    expect(history.statusCode).toBe(200);
    const actions = history.json<Page>().items.map((entry) => entry.action);
    const expected = [
      remover && 'delete',
      patched && 'update',
      editor && 'update',
      creator && sample.create && 'create',
    ];
    expect(actions).toEqual(expected.filter(Boolean));
    if (actions.length > 0)
      expect(history.json<Page>().items[0]).toMatchObject({ userLogin: remover ?? editor });
  });

  it.skipIf(listOnly)('refuses every write to a role without the right', async () => {
    const login = demoLoginWithout(definition);
    const [row] = (await list(path, { limit: 1 })).items;
    const key = encodeURIComponent(keyOf(row!));
    const body = sample.create?.(context) ?? sample.update(context, row!);
    for (const [method, url] of [
      ['POST', path],
      ['PUT', `${path}/${key}`],
      ['PATCH', `${path}/${key}`],
      ['DELETE', `${path}/${key}`],
    ] as const) {
      const response = await call(login, method, url, method === 'DELETE' ? undefined : body);
      expect(response.statusCode, `${login} ${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.resourceForbidden });
    }
  });

  it('answers 404 for a key that does not exist', async () => {
    const missing = definition.keyField === 'id' ? '00000000-0000-4000-8000-000000000000' : 'ZZZZZZZZ';
    expect((await call(reader, 'GET', `${path}/${missing}`)).statusCode).toBe(404);
  });

  it.runIf(definition.search !== undefined)('serves its search source', async () => {
    const search = definition.search!;
    const [row] = (
      await list(path, { ...(search.presets as Record<string, string>), deletionMark: 'false', limit: 1 })
    ).items;
    expect(row).toBeDefined();
    // The text the user types matches the field the text filter searches.
    const textFilter = definition.filters.find((filter) => filter.name === search.textParam)!;
    const text = String(row![textFilter.fields?.[0] ?? textFilter.name] ?? '').slice(0, 3);
    const found = await list(path, {
      ...(search.presets as Record<string, string>),
      [search.textParam]: text,
      limit: 10,
    });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.length).toBeLessThanOrEqual(10);
    expect(found.items.map((item) => item[search.valueField])).toContain(row![search.valueField]);
  });
});

describe('spec examples', () => {
  it('refuses the country code pl in the editor', async () => {
    const response = await call('administrator.god', 'POST', 'countries', {
      code: 'pl',
      name: 'Poland again',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: 'string.pattern.two_capitals' });
  });

  it('refuses 11 codes in the countries filter and takes 10', async () => {
    const codes = ['PL', 'DE', 'UA', 'CZ', 'SK', 'HU', 'RO', 'LT', 'LV', 'EE', 'FR'];
    const refused = await call('operator', 'GET', `countries?${queryString({ codes })}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'querystring.codes': 'array.max' });
    const page = await list('countries', { codes: codes.slice(0, 10), limit: 20 });
    expect(page.items.map((country) => country.code).sort()).toEqual(codes.slice(0, 10).sort());
  });

  it('refuses a language name of one letter', async () => {
    const response = await call('administrator.god', 'POST', 'languages', {
      code: 'qy',
      name: 'A',
      native: 'Ab',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'string.min' });
  });

  it('refuses a language name that is not letters (platform §5 "name 2 to 40 letters"), saving nothing', async () => {
    const response = await call('administrator.god', 'POST', 'languages', {
      code: 'qy',
      name: 'Lang 2',
      native: 'Ab',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['name']);
    expect((await list('languages', { codes: ['qy'] })).items).toEqual([]);
  });

  it('navigates regions → settlements with regionId and countryCodes[]', async () => {
    const link = REGISTERS.regions.related?.find((related) => related.target === 'settlements');
    expect(link?.params).toEqual({ regionId: 'id', countryCodes: 'countryCode' });
    const [region] = (await list('regions', { countryCodes: ['UA'], limit: 1 })).items;
    const settlements = await list('settlements', {
      regionId: String(region!.id),
      countryCodes: [String(region!.countryCode)],
    });
    expect(settlements.total).toBeGreaterThan(0);
    for (const settlement of settlements.items)
      expect(settlement).toMatchObject({ regionId: region!.id, countryCode: 'UA' });
    const [settlement] = settlements.items;
    const streets = await list('streets', { settlementId: String(settlement!.id), countryCodes: ['UA'] });
    expect(streets.total).toBeGreaterThan(0);
    const buildings = await list('buildings', { streetId: String(streets.items[0]!.id) });
    expect(buildings.items.every((building) => building.streetId === streets.items[0]!.id)).toBe(true);
  });

  it('answers GET countries with at most 20 for a lookup', async () => {
    const page = await list('countries', { name: 'a', limit: 20 });
    expect(page.items).toHaveLength(20);
  });

  it('finds divisions with the search-source presets, never an Office', async () => {
    const page = await list('divisions', {
      ...(REGISTERS.divisions.search?.presets as Record<string, string>),
      limit: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const division of page.items) {
      expect(['NPAX', 'NPUA', 'NPDepartment']).toContain(division.source);
      expect(division).toMatchObject({ status: 'Working', deletedAt: null });
      expect(division.divisionCategory).not.toBe('Office');
    }
  });

  it('labels staff by last, first and patronymic name and gives the login', async () => {
    const page = await list('staffs', { name: 'shev', limit: 10 });
    expect(page.items[0]).toMatchObject({
      lastName: 'Shevchenko',
      firstName: 'Olena',
      patronymic: 'Ivanivna',
      login: 'base',
    });
    expect(REGISTERS.staffs.search).toMatchObject({
      valueField: 'login',
      labelFields: ['lastName', 'firstName', 'patronymic'],
    });
  });

  it('wraps the phone code filter in wildcards', async () => {
    const page = await list('phone_codes', { code: '5', limit: 100 });
    expect(page.items.map((row) => row.code).sort()).toEqual(['151', '50', '50']);
  });

  it('counts rows with a filter on a computed field', async () => {
    const [capital] = (await list('regions', { name: 'Mazowieckie' })).items;
    expect(capital).toBeDefined();
    const page = await list('settlements', { regionId: String(capital!.id) });
    expect(page.items[0]).toHaveProperty('regionName', 'Mazowieckie');
    const [count] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(settlements)
      .where(eq(settlements.regionId, String(capital!.id)));
    expect(page.total).toBe(count?.total);
  });

  it('PATCH changes only the fields sent: schema defaults never overwrite stored values', async () => {
    const created = await call('address.system.admin', 'POST', 'settlements', {
      name: 'Patchowo',
      countryCode: 'PL',
      prohibitedSending: true,
    });
    const id = created.json().id;
    const patched = await call('address.system.admin', 'PATCH', `settlements/${id}`, {
      name: 'Patchowo Nowe',
    });
    expect(patched.json()).toMatchObject({ name: 'Patchowo Nowe', prohibitedSending: true });
    const put = await call('address.system.admin', 'PUT', `settlements/${id}`, {
      name: 'Patchowo',
      countryCode: 'PL',
    });
    expect(put.json()).toMatchObject({ prohibitedSending: false });
  });

  it('answers 409 CONFLICT for a duplicate key and 400 for a reference to nothing', async () => {
    const body = { languageCode: 'en', namespace: 'common', key: 'test.duplicate', value: 'One' };
    expect((await call('service.desk', 'POST', 'translations', body)).statusCode).toBe(201);
    const duplicate = await call('service.desk', 'POST', 'translations', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT' });
    const orphan = await call('administrator.god', 'POST', 'streets', {
      name: 'Nowhere',
      settlementId: '00000000-0000-4000-8000-000000000000',
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toMatchObject({ code: 'VALIDATION', errors: { settlementId: 'any.invalid' } });
  });

  it('ignores deletedAt in a PUT body: the deletion mark changes only through DELETE', async () => {
    const [language] = (await list('languages', { codes: ['pl'] })).items;
    const put = await call('administrator.god', 'PUT', 'languages/pl', {
      name: language!.name,
      native: language!.native,
      rtl: false,
      deletedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().deletedAt).toBeNull();
  });

  it('finds a country by its name in Polish or Ukrainian, and keeps language codes lowercase', async () => {
    expect((await list('countries', { name: 'Niemcy' })).items.map((row) => row.code)).toEqual(['DE']);
    expect((await list('countries', { name: 'Польща' })).items.map((row) => row.code)).toEqual(['PL']);
    const created = await call('administrator.god', 'POST', 'languages', {
      code: 'QW',
      name: 'Qwerty',
      native: 'Qwerty',
    });
    expect(created.json().code).toBe('qw');
    expect((await list('languages', { codes: ['QW'] })).items.map((row) => row.code)).toEqual(['qw']);
  });
});
