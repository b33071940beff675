import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { routeBuildJobs } from '../src/features/courier-routes/route-build-jobs-table.ts';
import type { AuthUser } from '../src/http/permissions.ts';
import type { RecordScope } from '../src/http/record-scope.ts';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { ACCESS_TABLE, allowedBy, KNOWN_DEPARTURES, paramsOf, routeOf } from './access-spec.ts';
import { type ApiRoute, fillPath, paramNames, SAMPLE_PARAMS } from './route-callers.ts';
import { type RouteTargets, routeTargets } from './route-targets.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/**
 * The access table's record pass (issue 31): each read of one record in the table (a `GET` with a
 * record id in its path) is called with real records. Every demo login the table allows asks for a
 * record its own division scope holds, so the call gets past the guard and the scope to the handler,
 * which must answer it (2xx); every login the table refuses asks for the same record and gets 403.
 * access-table.test.ts checks the same entries with an id of no record, which only the guard answers.
 * Writes are left to their own tests: a write on a real record changes what the next login reads.
 */
const LOGINS = demoUserSpecs();
/** How many in-scope records of a kind a login tries before the read counts as unanswered. */
const TRIES = 3;

let t: TestApp;
let targets: RouteTargets;
const people = new Map<string, AuthUser>();
const tokens = new Map<string, string>();

/**
 * Records the demo data has none of: a file attached to a shipment (the counter's upload), and a
 * finished route build of the dispatch manager's division.
 */
async function makeRecords() {
  const kit = visitKit(t);
  const shipment = await kit.toSend();
  const url = await kit.uploadPdf('operator');
  await kit.ok('operator', 'POST', 'shipment-attachments', { shipmentId: shipment.id, url }, 201);
  const dispatcher = await kit.userOf('dispatch.manager');
  const [division] = await t.database.db
    .select({ divisionId: users.divisionId })
    .from(users)
    .where(eq(users.id, dispatcher.id));
  const day = new Date().toISOString().slice(0, 10);
  await t.database.db.insert(routeBuildJobs).values({
    requestedBy: dispatcher.id,
    requestedByLogin: dispatcher.login,
    divisionId: division!.divisionId!,
    request: { divisionId: division!.divisionId!, day },
    status: 'done',
    result: { routes: [], unassigned: [], distanceMetres: 0, elapsedMs: 1 },
    finishedAt: new Date(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await makeRecords();
  targets = await routeTargets(t);
  const rows = await t.database.db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(sql`${users.login} in ${LOGINS.map((login) => login.login)}`);
  for (const row of rows) {
    people.set(row.login, row);
    tokens.set(row.login, await t.tokenOf(row.login));
  }
});
afterAll(() => t.close());

/** The record ids of a scope's table, the demo data's few hundred at most. */
const idsOfScope = new Map<RecordScope, Promise<string[]>>();
function idsOf(scope: RecordScope): Promise<string[]> {
  let ids = idsOfScope.get(scope);
  if (!ids) {
    ids = t.database.db
      .select({ id: scope.id })
      .from(scope.table)
      .orderBy(scope.id)
      .limit(300)
      .then((rows) => rows.map((row) => String(row.id)));
    idsOfScope.set(scope, ids);
  }
  return ids;
}

/** Up to TRIES records of a scope that the user's scope holds (the scope's own answer). */
const heldOf = new Map<string, Promise<string[]>>();
function heldBy(scope: RecordScope, user: AuthUser): Promise<string[]> {
  const key = `${scope.record}/${user.login}`;
  let held = heldOf.get(key);
  if (!held) {
    held = (async () => {
      const found: string[] = [];
      for (const id of await idsOf(scope)) {
        if (await scope.allows(t.database.db, user, id)) found.push(id);
        if (found.length >= TRIES) break;
      }
      return found;
    })();
    heldOf.set(key, held);
  }
  return held;
}

/** The path values to try as this user: each record parameter from the records the user's scope holds. */
async function callsFor(route: ApiRoute, entryUrl: string, user: AuthUser): Promise<string[] | undefined> {
  const fixed = paramsOf(route, entryUrl);
  const choices: Record<string, readonly string[]> = {};
  for (const name of paramNames(route.url)) {
    const scope = route.scope?.[name];
    if (name in SAMPLE_PARAMS) choices[name] = [fixed[name]!];
    else if (scope?.kind === 'record') choices[name] = await heldBy(scope, user);
    else choices[name] = (targets.get(route)?.[name] ?? []).slice(0, TRIES);
    if (choices[name]!.length === 0) return undefined;
  }
  const tries = Math.max(...Object.values(choices).map((values) => values.length));
  const query = entryUrl.includes('?') ? entryUrl.slice(entryUrl.indexOf('?')) : '';
  return Array.from({ length: tries }, (_, index) => {
    const params = Object.fromEntries(
      Object.entries(choices).map(([name, values]) => [name, values[Math.min(index, values.length - 1)]!]),
    );
    return `${fillPath(route.url, params)}${query}`;
  });
}

/**
 * The handler answered: 2xx, or its own refusal of the record's state (409, 422: a closed visit
 * cannot be ended). 401 and 403 are the guard's, 404 the scope's, 400 a path the route cannot read.
 */
const answeredByHandler = (status: number) =>
  (status >= 200 && status < 300) || status === 409 || status === 422;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `id` of a JSON object answer, if it is a record's (a contract is read by its number, a client by its CID). */
function idOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const id = parsed && typeof parsed === 'object' ? (parsed as { id?: unknown }).id : undefined;
    return typeof id === 'string' && UUID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The reads of one record in the table: a GET whose route has a record parameter. */
const recordReads = () =>
  ACCESS_TABLE.filter((entry) => entry.method === 'GET').flatMap((entry) => {
    const route = routeOf(t.app.apiRoutes, 'GET', entry.url);
    const names = route ? paramNames(route.url).filter((name) => !(name in SAMPLE_PARAMS)) : [];
    return route && names.length > 0 ? [{ entry, route }] : [];
  });

describe('the access table with real records: handlers answer the logins it allows', () => {
  it('every allowed login reads a record of its own scope (2xx), every refused one gets 403 for it', async () => {
    const failures: string[] = [];
    const unread: string[] = [];
    let answered = 0;
    let refused = 0;
    const reads = recordReads();
    for (const { entry, route } of reads) {
      const call = `${entry.method} ${entry.url}`;
      let answeredHere = 0;
      for (const { login, groups } of LOGINS) {
        const user = people.get(login)!;
        const token = tokens.get(login)!;
        const allowed = allowedBy(entry, groups);
        const departure = KNOWN_DEPARTURES.includes(`${call} as ${login}`);
        if (departure) continue;
        if (!allowed) {
          // The same records as a login it allows reads: administrator-god's, who sees every division.
          const [url] = (await callsFor(route, entry.url, people.get('administrator.god')!)) ?? [];
          if (url === undefined) continue;
          const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
          if (response.statusCode === 403) refused += 1;
          else
            failures.push(`${url} as ${login} → ${response.statusCode}, the table refuses (${entry.source})`);
          continue;
        }
        const urls = await callsFor(route, entry.url, user);
        if (urls === undefined) {
          unread.push(`${call} as ${login}`);
          continue;
        }
        const answers: string[] = [];
        let status = 0;
        for (const url of urls) {
          const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
          status = response.statusCode;
          answers.push(`${url} → ${status} ${response.body.slice(0, 160)}`);
          // A record read by its id answers that record, not another one the caller may see.
          const answeredId = idOf(response.body);
          if (
            status === 200 &&
            answeredId !== undefined &&
            /[0-9a-f]{8}-/.test(url) &&
            !url.includes(answeredId)
          )
            failures.push(`${url} as ${login} answered the record ${answeredId}`);
          if (answeredByHandler(status)) break;
        }
        if (answeredByHandler(status)) {
          answered += 1;
          answeredHere += 1;
        } else failures.push(`${login} (${entry.source}): ${answers.join('; ')}`);
      }
      if (answeredHere === 0) unread.push(`${call}: no allowed login has a record to read`);
    }
    console.info(
      `access records: ${reads.length} reads of one record, ${answered} answered to allowed logins, ` +
        `${refused} refused with 403; not read (no record in the login's scope): ${unread.length}`,
    );
    console.info(unread.join('\n'));
    expect(failures).toEqual([]);
    expect(unread.filter((line) => line.includes('no allowed login'))).toEqual([]);
    expect(reads.length).toBeGreaterThan(30);
  });
});
