import type { NovaPayState } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workingDivisionOf } from '../src/features/auth/auth-tables.ts';
import { createNovaPayPort } from '../src/features/payments/nova-pay-port.ts';
import { json, localHttpServer, silent } from './local-http-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/** The NovaPay HTTP adapter (`GET nova-pay/login` with `NOVAPAY_URL`) against a local NovaPay. */
let novaPay: Awaited<ReturnType<typeof localHttpServer>>;
let t: TestApp;
let kit: ReturnType<typeof visitKit>;
const TIMEOUT_MS = 300;

beforeAll(async () => {
  novaPay = await localHttpServer(json(200, { terminalId: 'T-1' }));
  t = await createTestApp({
    env: {
      // The trailing path segment stays: the sign-in goes to {NOVAPAY_URL}/login.
      NOVAPAY_URL: `${novaPay.url}/api/v2`,
      NOVAPAY_MERCHANT: 'Poczta Handlowa',
      NOVAPAY_API_KEY: 'nova-secret-key',
      NOVAPAY_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  kit = visitKit(t);
});
afterAll(async () => {
  await t.close();
  await novaPay.close();
});

const signIn = () => kit.ok<NovaPayState>('operator', 'GET', 'nova-pay/login');

describe('NovaPay sign-in against the service', () => {
  it("POSTs the clerk, the clerk's division and the merchant with the key, and shows the terminal it opens", async () => {
    novaPay.answer(json(200, { terminalId: 'T-0042', expiresAt: '2026-11-28T18:00:00+01:00' }));
    const before = novaPay.received.length;
    const started = Date.now();
    const state = await signIn();
    const [operator] = await t.database.db
      .select({ divisionId: workingDivisionOf() })
      .from(users)
      .where(eq(users.login, 'operator'));

    expect(novaPay.received.length).toBe(before + 1);
    const request = novaPay.received.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v2/login' });
    expect(request.headers.authorization).toBe('Bearer nova-secret-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      operator: 'operator',
      divisionId: operator!.divisionId,
      merchant: 'Poczta Handlowa',
    });
    expect(state).toMatchObject({
      connected: true,
      mode: 'http',
      terminalId: 'T-0042',
      merchant: 'Poczta Handlowa',
      expiresAt: '2026-11-28T17:00:00.000Z',
      error: null,
    });
    expect(Date.parse(state.signedInAt!)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('shows an error answer as not connected, with its status, and the key in no answer', async () => {
    for (const status of [401, 500, 503]) {
      novaPay.answer(json(status, { message: 'terminal locked' }));
      const state = await signIn();
      expect(state, String(status)).toMatchObject({
        connected: false,
        mode: 'http',
        terminalId: null,
        signedInAt: null,
        error: `HTTP ${status}`,
      });
      expect(JSON.stringify(state)).not.toContain('nova-secret-key');
    }
  });

  it('takes no sign-in from a 200 that names no terminal or is not JSON', async () => {
    const unreadable = [
      json(200, {}),
      json(200, { terminalId: '' }),
      json(200, { terminalId: 'T-1', expiresAt: 'tomorrow' }),
      (_request: unknown, reply: import('node:http').ServerResponse) => {
        reply.writeHead(200, { 'content-type': 'text/html' });
        reply.end('<html>maintenance</html>');
      },
    ];
    for (const handler of unreadable) {
      novaPay.answer(handler);
      const state = await signIn();
      expect(state).toMatchObject({ connected: false, terminalId: null, expiresAt: null });
      expect(state.error).toBe('NovaPay answered without a terminal');
    }
  });

  it('gives up after NOVAPAY_TIMEOUT_MS and says so, once (a sign-in is not retried)', async () => {
    novaPay.answer(silent);
    const before = novaPay.received.length;
    const started = Date.now();
    const state = await signIn();
    const took = Date.now() - started;
    expect(state).toMatchObject({
      connected: false,
      error: `NovaPay did not answer within ${TIMEOUT_MS} ms`,
    });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(novaPay.received.length).toBe(before + 1);
  });

  it('shows a service that cannot be reached as not connected', async () => {
    const gone = await localHttpServer(silent);
    await gone.close();
    // The adapter itself: a second app for one call would cost seconds of start-up.
    const port = createNovaPayPort({ url: gone.url, timeoutMs: 2000 });
    const state = await port.login({ login: 'operator', divisionId: null });
    expect(state).toMatchObject({ connected: false, mode: 'http', terminalId: null });
    expect(state.error).toMatch(/fetch failed|ECONNREFUSED/);
  });
});
