import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeSignIn,
  endSession,
  type OidcClientConfig,
  renewSession,
  startSignIn,
} from './oidc-sign-in.ts';

/**
 * The real oidc-client-ts against a fake issuer: its discovery document and
 * token endpoint answer through a stubbed `fetch`, and the browser's
 * navigations to it are recorded instead of followed.
 */
const ISSUER = 'https://id.example.test/realms/ops';
const ENDPOINTS = {
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/logout`,
};
const NOW = Math.floor(Date.now() / 1000);

interface TokenRequest {
  body: URLSearchParams;
}

let offersEndSession: boolean;
let tokenAnswer: (request: TokenRequest) => Record<string, unknown>;
let tokenRequests: TokenRequest[];
let navigations: string[];
let clients = 0;
const location = Object.getOwnPropertyDescriptor(window, 'location');

/** A fresh client per test: each keeps the discovery document it read. */
function newClient(): OidcClientConfig {
  clients += 1;
  return {
    authority: ISSUER,
    clientId: `console-${clients}`,
    scope: 'openid profile email',
    redirectUri: 'http://localhost:3000/login',
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: Record<string, unknown> = {}) =>
  [
    base64url({ alg: 'RS256', typ: 'JWT' }),
    base64url({ iss: ISSUER, sub: 'sub-1', aud: 'console', iat: NOW, exp: NOW + 300, ...claims }),
    'signature',
  ].join('.');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  offersEndSession = true;
  tokenRequests = [];
  navigations = [];
  tokenAnswer = () => ({ error: 'invalid_grant' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      const { end_session_endpoint, ...rest } = ENDPOINTS;
      return json({ issuer: ISSUER, ...rest, ...(offersEndSession ? { end_session_endpoint } : {}) });
    }
    if (url === ENDPOINTS.token_endpoint) {
      const request = { body: new URLSearchParams(String(init?.body)) };
      tokenRequests.push(request);
      return json(tokenAnswer(request));
    }
    return new Response('not found', { status: 404 });
  });
  const record = (url: string | URL) => navigations.push(String(url));
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      href: 'http://localhost:3000/login',
      origin: 'http://localhost:3000',
      assign: record,
      replace: record,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  if (location) Object.defineProperty(window, 'location', location);
});

/** The browser's round trip: to the issuer, and back to the sign-in page with a code. */
async function signIn(client: OidcClientConfig, tokens: Record<string, unknown>, target = '/settings') {
  void startSignIn(client, target);
  await vi.waitFor(() => expect(navigations).toHaveLength(1));
  const authorize = new URL(navigations[0] ?? '');
  tokenAnswer = () => ({ token_type: 'Bearer', access_token: 'access-1', expires_in: 300, ...tokens });
  const state = authorize.searchParams.get('state');
  const completed = await completeSignIn(client, `${client.redirectUri}?code=code-1&state=${state}`);
  return { authorize, state, completed };
}

describe('sign-in through the issuer', () => {
  it('sends the user to the issuer with the code flow and PKCE, and trades the code on return', async () => {
    const client = newClient();
    const token = idToken();
    const { authorize, state, completed } = await signIn(client, { id_token: token });

    expect(`${authorize.origin}${authorize.pathname}`).toBe(ENDPOINTS.authorization_endpoint);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: client.clientId,
      redirect_uri: 'http://localhost:3000/login',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    expect(completed).toEqual({
      session: { idToken: token, expiresAt: (NOW + 300) * 1000 },
      target: '/settings',
    });
    const exchange = Object.fromEntries(tokenRequests[0]?.body ?? []);
    expect(exchange).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: client.clientId,
      redirect_uri: 'http://localhost:3000/login',
    });
    expect(exchange.code_verifier).toMatch(/^[\w-]{43,128}$/);

    // React runs the completing effect twice in development: the spent answer is not presented again.
    const again = await completeSignIn(client, `${client.redirectUri}?code=code-1&state=${state}`);
    expect(again).toBe(completed);
    expect(tokenRequests).toHaveLength(1);
  });

  it('refuses an answer whose state it did not send', async () => {
    await expect(
      completeSignIn(newClient(), 'http://localhost:3000/login?code=x&state=forged'),
    ).rejects.toThrow();
    expect(tokenRequests).toHaveLength(0);
  });
});

describe('renewal', () => {
  it('uses the refresh token and keeps the new id token', async () => {
    const client = newClient();
    const first = idToken();
    await signIn(client, { id_token: first, refresh_token: 'refresh-1' });
    const second = idToken({ iat: NOW + 60, exp: NOW + 360 });
    tokenAnswer = () => ({
      token_type: 'Bearer',
      access_token: 'access-2',
      expires_in: 300,
      id_token: second,
    });

    expect(await renewSession(client, first)).toEqual({ idToken: second, expiresAt: (NOW + 360) * 1000 });
    expect(Object.fromEntries(tokenRequests[1]?.body ?? [])).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
  });

  it('gives up a silent renewal the issuer does not answer within 30 s (registers §9)', async () => {
    const client = newClient();
    const first = idToken();
    await signIn(client, { id_token: first, refresh_token: 'refresh-1' });
    const answered = vi.fn();
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
      answered();
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Timed out', 'AbortError')));
      });
    });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const outcome = renewSession(client, first).then(
      () => 'renewed',
      () => 'gave up',
    );
    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    const [giveUp] = timers.mock.calls.find(([, delay]) => delay === 30_000) ?? [];
    if (typeof giveUp !== 'function') throw new Error('No 30 s time-out was set');
    giveUp();
    expect(await outcome).toBe('gave up');
  });

  it('asks for a new sign-in when the issuer answers without a new id token', async () => {
    const client = newClient();
    const first = idToken();
    await signIn(client, { id_token: first, refresh_token: 'refresh-1' });
    tokenAnswer = () => ({ token_type: 'Bearer', access_token: 'access-2', expires_in: 300 });
    expect(await renewSession(client, first)).toBeNull();
  });

  it('asks for a new sign-in when the issuer gave no refresh token', async () => {
    const client = newClient();
    const first = idToken();
    await signIn(client, { id_token: first });
    expect(await renewSession(client, first)).toBeNull();
    expect(tokenRequests).toHaveLength(1);
  });
});

describe('sign-out', () => {
  const keptUsers = () => Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:'));

  it("forgets the issuer's tokens and ends the session at the issuer", async () => {
    const client = newClient();
    const token = idToken();
    await signIn(client, { id_token: token, refresh_token: 'refresh-1' });
    expect(keptUsers()).toHaveLength(1);

    void endSession(client, token);
    await vi.waitFor(() => expect(navigations).toHaveLength(2));
    const logout = new URL(navigations[1] ?? '');
    expect(`${logout.origin}${logout.pathname}`).toBe(ENDPOINTS.end_session_endpoint);
    expect(logout.searchParams.get('id_token_hint')).toBe(token);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/login');
    expect(keptUsers()).toEqual([]);
  });

  it('only forgets the tokens here when the issuer offers no end of session', async () => {
    offersEndSession = false;
    const client = newClient();
    const token = idToken();
    await signIn(client, { id_token: token, refresh_token: 'refresh-1' });
    await endSession(client, token);
    expect(navigations).toHaveLength(1);
    expect(keptUsers()).toEqual([]);
  });
});
