import { MESSAGES } from '@console/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signInFailures } from '../src/features/auth/auth-tables.ts';
import { createLoginThrottle, FAILURE_WINDOW_SECONDS } from '../src/features/auth/login-throttle.ts';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FREE_ATTEMPTS: '3' } });
});
afterAll(() => t.close());

const login = (body: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body as object, remoteAddress });
const me = (idToken: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(idToken) });
const logout = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload, headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });

describe('sign-in', () => {
  it('tells the console to use the built-in sign-in when no external issuer is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'builtin' });
  });

  it.each(demoUserSpecs().map((spec) => spec.login))(
    'demo user %s signs in with the demo password',
    async (name) => {
      const response = await login({ login: name, password: 'demo' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.idToken.split('.')).toHaveLength(3);
      expect(body.refreshToken.length).toBeGreaterThan(20);
      expect(body.expiresIn).toBe(900);
    },
  );

  it('refuses a wrong password and an unknown login alike', async () => {
    const wrong = await login({ login: 'operator', password: 'nope' });
    const unknown = await login({ login: 'nobody', password: 'demo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
    expect({ ...unknown.json(), requestId: null }).toEqual({ ...wrong.json(), requestId: null });
  });

  it('slows down repeated failures with 429 and lets a later correct password in', async () => {
    const name = 'courier';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login({ login: name, password: 'bad' })).statusCode).toBe(401);
    }
    // The fourth failure starts a pause; during it even the right password is refused.
    expect((await login({ login: name, password: 'bad' })).statusCode).toBe(401);
    const blocked = await login({ login: name, password: 'demo' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login({ login: name, password: 'demo' })).statusCode).toBe(200);
  });

  it('answers 400 with field keys for malformed bodies', async () => {
    const response = await login({ login: '', password: 5, extra: true });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual({ login: 'string.empty', password: 'string.base', extra: 'object.unknown' });
  });
});

describe('refresh tokens', () => {
  it('work once: a reused token is refused and revokes its whole family', async () => {
    const first = (await login({ login: 'operator', password: 'demo' })).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(pair.idToken) });
    expect(me.statusCode).toBe(200);

    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    // The token issued by the legitimate refresh is revoked with the family.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('another sign-in is a separate family and keeps working', async () => {
    const a = (await login({ login: 'operator', password: 'demo' })).json();
    const b = (await login({ login: 'operator', password: 'demo' })).json();
    await refresh(a.refreshToken);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('logout revokes the refresh token', async () => {
    const pair = (await login({ login: 'operator', password: 'demo' })).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: pair.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('rejects unknown and garbage tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh('short')).statusCode).toBe(400);
  });
});

describe('id tokens', () => {
  it('a missing, malformed or forged bearer token answers 401', async () => {
    const token = await t.tokenOf('operator');
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('abc.def.ghi'),
      bearer(forged),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('the sign-in throttle', () => {
  it("a stranger's failures pause that login from the stranger's address only: the owner still signs in", async () => {
    const stranger = '10.1.0.1';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login({ login: 'branch.manager', password: 'guess' }, stranger)).statusCode).toBe(401);
    }
    const held = await login({ login: 'branch.manager', password: 'demo' }, stranger);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login({ login: 'branch.manager', password: 'demo' }, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('the pause doubles for the attacker with each further failure', async () => {
    const address = '10.1.0.3';
    const attempt = () => login({ login: 'terminal.manager', password: 'guess' }, address);
    for (let index = 0; index < 4; index += 1) expect((await attempt()).statusCode).toBe(401);
    const first = await attempt();
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt()).statusCode).toBe(401);
    const second = await attempt();
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('one password sprayed over 40 logins from one address is paused; other addresses are not', async () => {
    const address = '10.1.0.4';
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push((await login({ login: `spray-${index}`, password: 'Winter2026!' }, address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses).toContain(429);
    // The right password of a real user from that address waits too; from elsewhere it signs in.
    expect((await login({ login: 'quality.control', password: 'demo' }, address)).statusCode).toBe(429);
    expect((await login({ login: 'quality.control', password: 'demo' }, '10.1.0.5')).statusCode).toBe(200);
  });

  it('keeps no login or address in clear, and forgets failures older than the window', async () => {
    const throttle = createLoginThrottle(t.database.db, { freeAttempts: 3, addressFreeAttempts: 20 });
    const longAgo = new Date(Date.now() - (FAILURE_WINDOW_SECONDS + 60) * 1000);
    await throttle.recordFailure('nobody-at-all', '10.1.0.6', longAgo);
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(signInFailures)
          .where(sql`${signInFailures.lastFailureAt} <= ${longAgo.toISOString()}::timestamptz`)
      ).length;
    expect(await count()).toBe(2);
    const all = await t.database.db.select().from(signInFailures);
    expect(all.every((row) => /^[0-9a-f]{64}$/.test(row.subject))).toBe(true);
    expect(JSON.stringify(all)).not.toContain('nobody-at-all');
    await throttle.recordFailure('someone-else', '10.1.0.7');
    expect(await count()).toBe(0);
  });
});

describe('logout ends the session of its id tokens', () => {
  it('logout with the refresh token: the same id token answers 401 at once', async () => {
    const pair = (await login({ login: 'operator', password: 'demo' }, '10.2.0.1')).json();
    expect((await me(pair.idToken)).statusCode).toBe(200);
    expect((await logout({ refreshToken: pair.refreshToken })).statusCode).toBe(200);
    const after = await me(pair.idToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    // Another session of the same user goes on.
    expect((await me(await t.tokenOf('operator'))).statusCode).toBe(200);
  });

  it('logout with only the id token ends its session too', async () => {
    const pair = (await login({ login: 'operator', password: 'demo' }, '10.2.0.2')).json();
    expect((await logout({}, bearer(pair.idToken))).statusCode).toBe(200);
    expect((await me(pair.idToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('a revoked refresh family (a reused refresh token) stops its id tokens', async () => {
    const first = (await login({ login: 'operator', password: 'demo' }, '10.2.0.3')).json();
    const second = (await refresh(first.refreshToken)).json();
    expect((await me(second.idToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(second.idToken)).statusCode).toBe(401);
    expect((await me(first.idToken)).statusCode).toBe(401);
  });

  it('a logout through one API instance refuses the token on another within a second', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const pair = (await login({ login: 'operator', password: 'demo' }, '10.2.0.4')).json();
      expect((await me(pair.idToken, other)).statusCode).toBe(200);
      expect((await logout({ refreshToken: pair.refreshToken })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await me(pair.idToken, other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
