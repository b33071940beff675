import { MESSAGES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FREE_ATTEMPTS: '3' } });
});
afterAll(() => t.close());

const login = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body as object });
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
    expect(wrong.json()).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
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
