import { authConfigSchema, MESSAGES } from '@console/domain';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

const ISSUER = 'https://id.example.test/realms/ops';
let t: TestApp;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  t = await createTestApp({
    env: {
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: 'console',
      OIDC_GROUPS_CLAIM: 'roles',
      OIDC_GROUP_MAP: JSON.stringify({
        'ops-admins': 'administrator_god',
        'branch-staff': 'branch_employee',
      }),
    },
    oidcKeys: createLocalJWKSet({ keys: [jwk] }),
  });
});
afterAll(() => t.close());

const tokenFor = (claims: Record<string, unknown>, issuer = ISSUER, audience = 'console') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('sub-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

describe('external OpenID Connect issuer', () => {
  it('accepts its tokens, maps the groups claim and provisions the user', async () => {
    const token = await tokenFor({
      preferred_username: 'j.doe',
      roles: ['ops-admins', 'base', 'unknown-group'],
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: 'j.doe', groups: ['administrator_god', 'base'] });
  });

  it('follows group changes on the next token', async () => {
    const token = await tokenFor({ preferred_username: 'j.doe', roles: ['branch-staff'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.serviceForbidden);
  });

  it('refuses tokens of another issuer', async () => {
    const token = await tokenFor({ preferred_username: 'j.doe', roles: ['base'] }, 'https://evil.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses tokens issued to another client of the same issuer', async () => {
    const token = await tokenFor({ preferred_username: 'j.doe', roles: ['base'] }, ISSUER, 'other-app');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in while the external issuer signs users in', () => {
  it('tells the console to send users to the issuer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(authConfigSchema.parse(response.json())).toEqual({
      mode: 'oidc',
      issuer: ISSUER,
      clientId: 'console',
      scope: 'openid profile email',
      audience: 'console',
    });
  });

  it.each([
    ['login', { login: 'operator', password: 'demo' }],
    ['refresh', { refreshToken: 'a-refresh-token-of-the-built-in-sign-in' }],
  ])('answers the built-in %s with 409 instead of issuing a token', async (call, payload) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/auth/${call}`, payload });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EXTERNAL_SIGN_IN', message: MESSAGES.externalSignIn });
  });

  it('still lets the console log out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('configuration of the external issuer', () => {
  it("needs the console's client id", () => {
    expect(() => loadConfig({ OIDC_ISSUER: ISSUER })).toThrow(
      /OIDC_CLIENT_ID: required when OIDC_ISSUER is set/,
    );
  });

  it('takes the scope and audience from the environment, else openid profile email and the client id', () => {
    expect(loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'console' }).oidc).toMatchObject({
      clientId: 'console',
      scope: 'openid profile email',
      audience: 'console',
    });
    const custom = loadConfig({
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: 'console',
      OIDC_SCOPE: 'openid email offline_access',
      OIDC_AUDIENCE: 'parcel-api',
    }).oidc;
    expect(custom).toMatchObject({ scope: 'openid email offline_access', audience: 'parcel-api' });
    expect(() => loadConfig({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'console', OIDC_SCOPE: 'email' })).toThrow(
      /OIDC_SCOPE: must include openid/,
    );
  });

  it('is off without an issuer', () => {
    expect(loadConfig({ OIDC_CLIENT_ID: 'console' }).oidc).toBeUndefined();
  });
});
