import { randomUUID } from 'node:crypto';
import { hasAnyRole, MODIFICATION_PATH_TYPE_LIST, PRINT_FORM_KINDS, SERVICE_ROLES } from '@console/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, Permission } from '../src/http/permissions.ts';
import { demoUserSpecs } from '../src/seed/demo-users.ts';

export type ApiRoute = FastifyInstance['apiRoutes'][number];

/** Path parameters whose value picks the rule (a modification type, a form kind); others get a uuid. */
export const SAMPLE_PARAMS: Record<string, readonly string[]> = {
  type: MODIFICATION_PATH_TYPE_LIST,
  kind: PRINT_FORM_KINDS,
  language: ['en'],
  namespace: ['common'],
};

export const paramNames = (url: string) => [...url.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]!);

export const fillPath = (url: string, params: Record<string, string>) =>
  url.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? randomUUID()));

/** One call per combination of sample values: `PUT …/:type/:id/status` once per modification type. */
export function callsOf(route: ApiRoute): { url: string; params: Record<string, string> }[] {
  let combinations: Record<string, string>[] = [{}];
  for (const name of paramNames(route.url)) {
    const values = SAMPLE_PARAMS[name] ?? [randomUUID()];
    combinations = combinations.flatMap((params) => values.map((value) => ({ ...params, [name]: value })));
  }
  return combinations.map((params) => ({ params, url: fillPath(route.url, params) }));
}

const usersByLogin = new Map(demoUserSpecs().map((spec) => [spec.login, spec]));

/** The demo user of a login as the guard sees it (its id is not compared by these tests). */
export function demoUser(login: string): AuthUser {
  const spec = usersByLogin.get(login);
  if (!spec) throw new Error(`no demo user ${login}`);
  return { id: randomUUID(), login: spec.login, groups: spec.groups };
}

/** Whether a declared permission lets a caller (undefined: no token) through, params given. */
export function permits(permission: Permission, user: AuthUser | undefined, params: Record<string, string>) {
  if (permission.kind === 'public') return true;
  if (user === undefined || !hasAnyRole(user.groups, SERVICE_ROLES)) return false;
  switch (permission.kind) {
    case 'signedIn':
      return true;
    case 'roles':
      return hasAnyRole(user.groups, permission.roles);
    case 'check':
      return permission.allows(user, { params, query: {}, body: undefined } as unknown as FastifyRequest);
  }
}

/** The first demo user (administrator.god first) the route lets through, for tests that need to get past the guard. */
export function callerFor(route: ApiRoute, params: Record<string, string>): string | undefined {
  const logins = ['administrator.god', 'operator', ...usersByLogin.keys()];
  return logins.find((login) => permits(route.permission, demoUser(login), params));
}
