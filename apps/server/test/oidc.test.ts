import { MESSAGES } from '@console/domain';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      OIDC_AUDIENCE: 'console',
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

const tokenFor = (claims: Record<string, unknown>, issuer = ISSUER) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience('console')
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
});
