import { ROLES, SERVICE_ROLES } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { DEMO_PASSWORD, demoUserSpecs } from '../src/seed/demo-users.ts';
import {
  ACCESS_TABLE,
  allowedBy,
  entriesOf,
  KNOWN_DEPARTURES,
  loginWithoutBase,
  PUBLIC_ROUTES,
  routeOf,
} from './access-spec.ts';
import { callsOf, SAMPLE_PARAMS } from './route-callers.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * The access table (access-spec.ts), written from the spec's text, against the server: every route
 * has its entries, and each demo login is let in where the table allows it and refused (403) where
 * it does not.
 */
const LOGINS = demoUserSpecs();

/**
 * Every demo login of a role other than the three service roles also holds base, which most screens
 * name: a rule that names base lets them all in whatever their own role is. These logins hold the
 * role with the contact-centre operator or the pudo manager instead, so a screen's own roles are
 * what lets them in.
 */
const COMPANIONS = ['contact_centre_operator', 'pudo_manager'] as const;
const COMPANION_LOGINS = { contact_centre_operator: 'contact.centre.operator', pudo_manager: 'pudo.manager' };
const WITHOUT_BASE = COMPANIONS.flatMap((companion) =>
  ROLES.filter((role) => !(SERVICE_ROLES as readonly string[]).includes(role)).map((role) => ({
    login: loginWithoutBase(role, companion),
    groups: [companion, role],
    role,
    companion,
  })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [operator] = await t.database.db
    .select({ divisionId: users.divisionId })
    .from(users)
    .where(eq(users.login, 'operator'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.database.db.insert(users).values(
    WITHOUT_BASE.map(({ login, groups }) => ({
      login,
      groups,
      passwordHash,
      divisionId: operator?.divisionId,
    })),
  );
});
afterAll(() => t.close());

describe('the access table from the spec, both ways, for every demo login', () => {
  it('covers every route the server registers, and only those: a new route needs its entry', () => {
    const uncovered: string[] = [];
    for (const route of t.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      if (route.permission.kind === 'public') {
        if (PUBLIC_ROUTES[name] === undefined) uncovered.push(`${name} is public, the spec does not say so`);
        continue;
      }
      if (PUBLIC_ROUTES[name] !== undefined)
        uncovered.push(`${name} needs a sign-in, the spec says it is public`);
      for (const { params } of callsOf(route)) {
        if (entriesOf(t.app.apiRoutes, route, params).length > 0) continue;
        const picked = Object.entries(params).filter(([param]) => param in SAMPLE_PARAMS);
        uncovered.push([name, ...picked.map(([param, value]) => `${param}=${value}`)].join(' '));
      }
    }
    const known = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    for (const name of Object.keys(PUBLIC_ROUTES)) if (!known.has(name)) uncovered.push(`${name} is gone`);
    for (const entry of ACCESS_TABLE)
      if (routeOf(t.app.apiRoutes, entry.method, entry.url) === undefined)
        uncovered.push(`${entry.method} ${entry.url} reaches no route`);
    expect(uncovered).toEqual([]);
  });

  it('has logins on both sides of every entry that grants anybody', () => {
    for (const entry of ACCESS_TABLE) {
      if (Array.isArray(entry.roles) && entry.roles.length === 0) continue;
      const allowed = LOGINS.filter((login) => allowedBy(entry, login.groups));
      expect(allowed.length, entry.source).toBeGreaterThan(0);
      expect(allowed.length, entry.source).toBeLessThan(LOGINS.length);
    }
  });

  it('lets in every login the table allows and refuses every other with 403 (departures named)', async () => {
    const departures: string[] = [];
    const unexpected: string[] = [];
    let letInCalls = 0;
    let refusedCalls = 0;
    for (const entry of ACCESS_TABLE) {
      // Of the logins without base, only where the table's answer differs from their role's demo
      // login, and with a companion the table refuses on its own and whose demo login is no known
      // departure here (either would hide the role's own answer).
      const call = `${entry.method} ${entry.url}`;
      const companion = COMPANIONS.find(
        (each) =>
          !allowedBy(entry, [each]) && !KNOWN_DEPARTURES.includes(`${call} as ${COMPANION_LOGINS[each]}`),
      );
      const sharper = WITHOUT_BASE.filter(
        (login) =>
          login.companion === companion &&
          allowedBy(entry, login.groups) !== allowedBy(entry, ['base', login.role]),
      );
      for (const { login, groups } of [...LOGINS, ...sharper]) {
        const response = await t.app.inject({
          method: entry.method,
          url: `/api/v1/${entry.url}`,
          headers: bearer(await t.tokenOf(login)),
          ...(entry.payload === undefined ? {} : { payload: entry.payload }),
        });
        const call = `${entry.method} ${entry.url} as ${login}`;
        const allowed = allowedBy(entry, groups);
        const status = response.statusCode;
        expect(status, `${call}: ${response.body}`).toBeLessThan(500);
        const letIn = status !== 401 && status !== 403;
        if (!letIn) expect(status, call).toBe(403);
        if (letIn) letInCalls++;
        else refusedCalls++;
        if (letIn === allowed) continue;
        departures.push(call);
        if (!KNOWN_DEPARTURES.includes(call))
          unexpected.push(
            `${call} [${groups.join(', ')}]: ${status}, the table ${allowed ? 'allows' : 'refuses'} (${entry.source})`,
          );
      }
    }
    console.info(
      `access table: ${ACCESS_TABLE.length} entries, ${LOGINS.length} demo logins and ${WITHOUT_BASE.length} without base: ` +
        `${letInCalls + refusedCalls} calls, ${letInCalls} let in, ${refusedCalls} refused; ${departures.length} known departures`,
    );
    expect(unexpected).toEqual([]);
    // A departure fixed leaves the list too.
    expect([...departures].sort()).toEqual([...KNOWN_DEPARTURES].sort());
  });
});
