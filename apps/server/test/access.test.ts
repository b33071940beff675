import { demoLogin, MESSAGES, ROLES } from '@console/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermissionDeclarations } from '../src/http/permissions.ts';
import { NO_ACCESS_LOGIN } from '../src/seed/demo-users.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Fills `:param` segments with a well-formed value so the request reaches the guard. */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');

describe('the access rule on the server', () => {
  it('a user holding none of base, contact-centre operator and pudo manager gets the service message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(await t.tokenOf(NO_ACCESS_LOGIN)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.serviceForbidden });
  });

  it.each(ROLES)('the demo user of %s passes the access rule', async (role) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(await t.tokenOf(demoLogin(role))),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toContain(role);
  });

  it('every registered API route declares a permission and guards its non-public calls', async () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const noAccess = await t.tokenOf(NO_ACCESS_LOGIN);
    for (const route of routes) {
      expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
      if (route.permission.kind === 'public') continue;
      const anonymous = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      const denied = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(noAccess),
      });
      expect(denied.statusCode, `${route.method} ${route.url} as a user without service roles`).toBe(403);
      expect(denied.json().message).toBe(MESSAGES.serviceForbidden);
    }
  });

  it("only sign-in, its configuration, refresh, logout, health, translations and the recipient's tracking page are public", () => {
    const open = t.app.apiRoutes
      .filter((route) => route.permission.kind === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/v1/auth/config',
      'GET /api/v1/health',
      'GET /api/v1/health/live',
      'GET /api/v1/health/ready',
      'GET /api/v1/i18n/:language/:namespace',
      'GET /api/v1/i18n/languages',
      'GET /api/v1/tracking/:token',
      'GET /api/v1/tracking/:token/options',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/logout',
      'POST /api/v1/auth/refresh',
      'POST /api/v1/tracking/:token/delivery-date',
      'POST /api/v1/tracking/:token/redirect',
    ]);
  });

  it('an API route without a permission stops the app from starting', async () => {
    const app = Fastify();
    requirePermissionDeclarations(app);
    expect(() => app.get('/api/v1/unguarded', () => 'open')).toThrow('declares no permission');
    await app.close();
  });

  it("another user's settings need administrator_god or service_desk", async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(await t.tokenOf('operator')),
    });
    const operatorId = me.json().id;
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/settings',
        headers: bearer(await t.tokenOf('operator')),
      })
    ).json();
    const asBase = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${operatorId}/settings`,
      headers: bearer(await t.tokenOf('base')),
      payload: body,
    });
    expect(asBase.statusCode).toBe(403);
    expect(asBase.json().message).toBe(MESSAGES.resourceForbidden);
    const readByBase = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/settings?user=operator',
      headers: bearer(await t.tokenOf('base')),
    });
    expect(readByBase.statusCode).toBe(403);
  });
});
