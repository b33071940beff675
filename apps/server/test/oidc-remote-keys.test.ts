import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, localHttpServer, silent } from './local-http-server.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * An external issuer's signing keys fetched from its key endpoint (`OIDC_JWKS_URL`), served here
 * by a local server: the keys are fetched once and cached, a rotated key is fetched when a token
 * names it, and an endpoint that is down, slow or answers nonsense gives 503 (the token may be
 * good), while a token no key verifies stays a 401.
 */
const ISSUER = 'https://id.example.test/realms/ops';
const TIMEOUT_MS = 300;
/** jose refetches the key set for an unknown key id only 30 s after the last fetch, and every 10 min. */
const COOLDOWN_MS = 30_000;
const MAX_AGE_MS = 10 * 60_000;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let issuer: Awaited<ReturnType<typeof localHttpServer>>;
let t: TestApp;
let first: KeyPair;
let rotated: KeyPair;
let stranger: KeyPair;
let published: JWK[];

const publicJwk = async (pair: KeyPair, kid: string): Promise<JWK> => ({
  ...(await exportJWK(pair.publicKey)),
  kid,
  alg: 'RS256',
  use: 'sig',
});

beforeAll(async () => {
  [first, rotated, stranger] = await Promise.all([
    generateKeyPair('RS256'),
    generateKeyPair('RS256'),
    generateKeyPair('RS256'),
  ]);
  published = [await publicJwk(first, 'k1')];
  issuer = await localHttpServer((request, reply) => json(200, { keys: published })(request, reply));
  t = await createTestApp({
    env: {
      OIDC_ISSUER: ISSUER,
      OIDC_CLIENT_ID: 'console',
      OIDC_JWKS_URL: `${issuer.url}/protocol/openid-connect/certs`,
      OIDC_JWKS_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tokenOf = (pair: KeyPair, kid: string) =>
  new SignJWT({ preferred_username: 'j.doe', groups: ['administrator_god', 'base'] })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(ISSUER)
    .setAudience('console')
    .setSubject('sub-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(pair.privateKey);

const me = async (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

/** Moves the clock jose reads (`Date.now`) forward; the tokens' own times stay real. */
function later(ms: number) {
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
}

describe('the issuer’s keys from its key endpoint', () => {
  it('fetches the keys once, with a JSON accept header, and verifies tokens signed with them', async () => {
    const token = await tokenOf(first, 'k1');
    const response = await me(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ login: 'j.doe' });
    expect(issuer.received).toHaveLength(1);
    expect(issuer.received[0]).toMatchObject({ method: 'GET', path: '/protocol/openid-connect/certs' });
    expect(issuer.received[0]!.headers.accept).toContain('application/json');
    // Cached: the next calls do not ask again.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(await tokenOf(first, 'k1'))).statusCode).toBe(200);
    expect(issuer.received).toHaveLength(1);
  });

  it('refuses with 401 a token signed by a key the endpoint does not publish', async () => {
    expect((await me(await tokenOf(stranger, 'k1'))).statusCode).toBe(401);
    // An unknown key id within the cool-down: refused without asking the endpoint again.
    expect((await me(await tokenOf(stranger, 'k9'))).statusCode).toBe(401);
    expect(issuer.received).toHaveLength(1);
  });

  it('fetches the keys again when a token names a rotated key, and accepts it', async () => {
    published = [await publicJwk(first, 'k1'), await publicJwk(rotated, 'k2')];
    later(COOLDOWN_MS + 1000);
    const response = await me(await tokenOf(rotated, 'k2'));
    expect(response.statusCode, response.body).toBe(200);
    expect(issuer.received).toHaveLength(2);
  });

  it('answers 503 IDENTITY_PROVIDER_UNAVAILABLE while the endpoint fails, and 200 once it is back', async () => {
    const token = await tokenOf(first, 'k1');
    const failures = [
      ['HTTP 500', json(500, { error: 'down' })],
      ['HTTP 404', json(404, {})],
      ['not a key set', json(200, { keys: 'none' })],
      [
        'not JSON',
        (_request: unknown, reply: import('node:http').ServerResponse) => {
          reply.writeHead(200, { 'content-type': 'text/html' });
          reply.end('<html>maintenance</html>');
        },
      ],
    ] as const;
    let offset = MAX_AGE_MS + 60_000;
    for (const [label, handler] of failures) {
      issuer.answer(handler);
      // The cached keys are past their age: each call must fetch them.
      vi.restoreAllMocks();
      later(offset);
      offset += MAX_AGE_MS + 60_000;
      const before = issuer.received.length;
      const response = await me(token);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
      expect(response.json(), label).toMatchObject({ code: 'IDENTITY_PROVIDER_UNAVAILABLE' });
      expect(issuer.received.length, label).toBe(before + 1);
    }

    issuer.answer((request, reply) => json(200, { keys: published })(request, reply));
    const back = await me(token);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('answers 503 after OIDC_JWKS_TIMEOUT_MS when the endpoint does not answer', async () => {
    issuer.answer(silent);
    later(20 * MAX_AGE_MS);
    const started = performance.now();
    const response = await me(await tokenOf(first, 'k1'));
    const took = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('IDENTITY_PROVIDER_UNAVAILABLE');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 5_000);
  });
});
