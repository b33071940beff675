import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/features/attachments/attachments-tables.ts';
import { users } from '../src/features/auth/auth-tables.ts';
import { identificationDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { courierRoutes } from '../src/features/courier-routes/courier-routes-tables.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { pickups } from '../src/features/pickups/pickups-tables.ts';
import { problemParcels } from '../src/features/problem-parcels/problem-parcels-tables.ts';
import { API_PREFIX, type AuthUser } from '../src/http/permissions.ts';
import { open, pathParams, type RecordScope, recordScopes } from '../src/http/record-scope.ts';
import { DEMO_DIVISION_USERS, demoUserSpecs } from '../src/seed/demo-users.ts';
import { type ApiRoute, fillPath, permits } from './route-callers.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/**
 * The scope pass of the route walk (docs/decisions.md "One record-scope mechanism"): for every
 * route whose path names a record, a caller of another division who passes the route's permission
 * gets 404 for a real record, on the plain path and on percent-encoded spellings of it. The routes
 * and their scopes come from the app, so a new route is walked without anyone listing it.
 */

/** Roles that see every division's records: they are the in-scope side, never the outsider. */
const UNSCOPED = new Set(['administrator.god', 'service.desk', 'multi.country']);

let t: TestApp;
/** Demo logins moved to a division of another country, where no demo record lives. */
const outsiders: AuthUser[] = [];
const tokens = new Map<string, string>();

/** Records the demo data has none of, made by `operator` at the demo branch before it moves. */
async function makeRecords() {
  const kit = visitKit(t);
  const visit = await kit.openVisit('operator');
  const [type] = await t.database.db
    .insert(identificationDocumentTypes)
    .values({ name: 'ID card', countryCode: 'PL' })
    .returning({ id: identificationDocumentTypes.id });
  await kit.ok(
    'operator',
    'POST',
    'identification',
    {
      ownerType: 'Visit',
      ownerIds: [visit.id],
      operationType: 'Issuance',
      identificationType: 'Document',
      client: { documentTypeId: type!.id, documentNumber: 'ABC123' },
    },
    201,
  );
  const shipment = await kit.toSend();
  await kit.ok(
    'operator',
    'POST',
    'shipment-attachments',
    { shipmentId: shipment.id, url: await kit.uploadPdf('operator') },
    201,
  );
  const [problemParcel] = await t.database.db.select({ id: problemParcels.id }).from(problemParcels).limit(1);
  await kit.ok(
    'administrator.god',
    'POST',
    `problem-parcels/${problemParcel!.id}/attachments`,
    { url: await kit.uploadPdf('administrator.god') },
    201,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await makeRecords();
  const [elsewhere] = await db
    .insert(divisions)
    .values({
      number: '990001',
      name: 'Scope pass branch',
      shortName: 'SCOPE',
      divisionCategory: 'PostBranch',
      status: 'Working',
      countryCode: 'LT',
    })
    .returning({ id: divisions.id });
  const logins = demoUserSpecs()
    .map((spec) => spec.login)
    .filter((login) => !UNSCOPED.has(login) && login !== 'no.access');
  const moved = await db
    .update(users)
    .set({ divisionId: elsewhere!.id, countryCode: 'LT' })
    .where(sql`${users.login} in ${logins}`)
    .returning({ id: users.id, login: users.login, groups: users.groups });
  for (const user of moved) {
    outsiders.push({ id: user.id, login: user.login, groups: user.groups });
    tokens.set(user.login, await t.tokenOf(user.login));
  }
});
afterAll(() => t.close());

const scopedParams = (route: ApiRoute) =>
  Object.entries(route.scope ?? {}).filter(
    (entry): entry is [string, RecordScope] => entry[1].kind === 'record',
  );

/** Record ids of a scope's table, a few hundred at most (the demo data's). */
async function idsOf(scope: RecordScope): Promise<string[]> {
  const rows = await t.database.db.select({ id: scope.id }).from(scope.table).limit(300);
  return rows.map((row) => String(row.id));
}

/** One letter of the route's first segment after the prefix, percent-encoded: `pickup%73`. */
function encodedLetter(path: string): string {
  const start = API_PREFIX.length + 1;
  const segmentEnd = path.indexOf('/', start);
  const at = (segmentEnd === -1 ? path.length : segmentEnd) - 1;
  const letter = path[at]!;
  return `${path.slice(0, at)}%${letter.charCodeAt(0).toString(16).padStart(2, '0')}${path.slice(at + 1)}`;
}

describe('record scope: one mechanism for every route', () => {
  it('every path parameter of every API route declares a scope or says why it is open', () => {
    for (const route of t.app.apiRoutes) {
      const declared = route.scope ?? {};
      expect(Object.keys(declared).sort(), `${route.method} ${route.url}`).toEqual(
        pathParams(route.url).sort(),
      );
      for (const [name, scope] of Object.entries(declared)) {
        if (scope.kind === 'open') expect(scope.why.length, `${route.url} :${name}`).toBeGreaterThan(10);
      }
    }
  });

  it('refuses to start with a record parameter that declares no scope, or a scope of no parameter', async () => {
    const bare = () => {
      const app = Fastify();
      recordScopes(app, API_PREFIX, t.database.db);
      return app;
    };
    const noScope = bare();
    expect(() => noScope.get(`${API_PREFIX}/things/:id`, { config: {} }, async () => ({}))).toThrow(
      /declares no scope for its parameter :id/,
    );
    const stray = bare();
    expect(() =>
      stray.get(
        `${API_PREFIX}/things`,
        { config: { scope: { id: open('no such parameter here') } } },
        async () => ({}),
      ),
    ).toThrow(/not a parameter/);
    const fine = bare();
    fine.get(
      `${API_PREFIX}/things/:id`,
      { config: { scope: { id: open('a test route of nothing') } } },
      async () => ({}),
    );
    await fine.ready();
    await fine.close();
  });

  it('a caller of another division gets 404 for a real record on the plain and percent-encoded paths', async () => {
    const failures: string[] = [];
    const walked = { routes: 0, calls: 0, unwalked: [] as string[] };
    const outOfScope = new Map<string, string[]>();
    for (const route of t.app.apiRoutes) {
      const records = scopedParams(route);
      if (records.length === 0) continue;
      // The first record parameter is walked; the others get ids of no record (their own routes walk them).
      const [name, scope] = records[0]!;
      const callers = outsiders.filter((user) => permits(route.permission, user, {}));
      let walkedRoute = false;
      for (const caller of callers.slice(0, 3)) {
        const key = `${scope.record}/${caller.login}`;
        if (!outOfScope.has(key)) {
          const refused: string[] = [];
          for (const id of await idsOf(scope)) {
            if (!(await scope.allows(t.database.db, caller, id))) refused.push(id);
            if (refused.length >= 1) break;
          }
          outOfScope.set(key, refused);
        }
        const [id] = outOfScope.get(key)!;
        if (id === undefined) continue;
        const params: Record<string, string> = Object.fromEntries(
          pathParams(route.url).map((param) => [param, randomUUID()]),
        );
        params[name] = id;
        const plain = fillPath(route.url, params);
        const idAt = plain.indexOf(encodeURIComponent(id));
        const spellings = [
          plain,
          encodedLetter(plain),
          // The record's id with its first character percent-encoded.
          `${plain.slice(0, idAt)}%${plain.charCodeAt(idAt).toString(16)}${plain.slice(idAt + 1)}`,
        ];
        for (const url of spellings) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: bearer(tokens.get(caller.login)!),
            payload: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
          });
          walked.calls += 1;
          if (response.statusCode !== 404)
            failures.push(
              `${route.method} ${url} as ${caller.login} → ${response.statusCode} ${response.body}`,
            );
        }
        walkedRoute = true;
      }
      if (walkedRoute) walked.routes += 1;
      else walked.unwalked.push(`${route.method} ${route.url} (${scope.record})`);
    }
    expect(failures).toEqual([]);
    console.info(
      `scope pass: ${walked.routes} routes with a record parameter, ${walked.calls} calls answered 404; ` +
        `not walked (no outsider passes the permission, or no record out of scope): ${walked.unwalked.join(', ') || 'none'}`,
    );
    expect(walked.routes).toBeGreaterThan(50);
  });
});

describe('holes of the second outside probe', () => {
  it('does not link another user’s upload to a problem parcel (it could then be read through it)', async () => {
    const [upload] = await t.database.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(sql`${uploads.createdByUser} = 'administrator.god'`);
    const [problemParcel] = await t.database.db
      .select({ id: problemParcels.id })
      .from(problemParcels)
      .limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/problem-parcels/${problemParcel!.id}/attachments`,
      headers: bearer(await t.tokenOf('service.desk')),
      payload: { url: upload!.url },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Upload not found');
  });

  it('keeps orders, the task, route, scan and problem-parcel lists and a route by id to their roles', async () => {
    const [route] = await t.database.db.select({ id: courierRoutes.id }).from(courierRoutes).limit(1);
    const refused: [string, 'GET' | 'POST', string][] = [
      ['courier', 'POST', 'orders'],
      ['broker', 'POST', 'orders'],
      ['quality.control', 'POST', 'orders'],
      ['contact.centre.operator', 'GET', 'tasks'],
      ['pudo.manager', 'GET', 'tasks'],
      ['contact.centre.operator', 'GET', 'routes'],
      ['pudo.manager', 'GET', 'routes'],
      ['contact.centre.operator', 'GET', 'scan-registry'],
      ['contact.centre.operator', 'GET', 'problem-parcels'],
      ['pudo.manager', 'GET', 'problem-parcels'],
      ['contact.centre.operator', 'GET', `routes/${route!.id}`],
      ['pudo.manager', 'GET', `routes/${route!.id}`],
    ];
    for (const [login, method, path] of refused) {
      const response = await t.app.inject({
        method,
        url: `${API_PREFIX}/${path}`,
        headers: bearer(await t.tokenOf(login)),
        payload: method === 'POST' ? { lines: [] } : undefined,
      });
      expect(response.statusCode, `${method} ${path} as ${login}: ${response.body}`).toBe(403);
    }
    // The screens' own roles still read them.
    for (const path of ['tasks', 'routes', 'scan-registry', 'problem-parcels', `routes/${route!.id}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/${path}`,
        headers: bearer(await t.tokenOf('administrator.god')),
      });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
  });
});

describe('the README’s logins of other divisions', () => {
  it('sign in at their own divisions and do not see the Warsaw branch’s records', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ login: users.login, division: divisions.number })
      .from(users)
      .innerJoin(divisions, sql`${divisions.id} = ${users.divisionId}`)
      .where(sql`${users.login} in ${DEMO_DIVISION_USERS.map((user) => user.login)}`);
    expect(Object.fromEntries(rows.map((row) => [row.login, row.division]))).toEqual(
      Object.fromEntries(DEMO_DIVISION_USERS.map((user) => [user.login, user.division])),
    );
    const [pickup] = await db
      .select({ id: pickups.id })
      .from(pickups)
      .innerJoin(divisions, sql`${divisions.id} = ${pickups.divisionId}`)
      .where(sql`${divisions.number} = '1001'`)
      .limit(1);
    for (const { login } of DEMO_DIVISION_USERS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/pickups/${pickup!.id}`,
        headers: bearer(await t.tokenOf(login)),
      });
      expect(response.statusCode, `${login}: ${response.body}`).toBe(404);
    }
  });
});
