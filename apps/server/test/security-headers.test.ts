import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'console-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Parcel Console</title><div id="root"></div>');
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'app-Bx3k9QwZ.js'), 'export {};');
  t = await createTestApp({ webDistDir: web });
});
afterAll(() => t.close());

/** The console page, an API answer, an API error and an unknown path all carry the headers. */
const URLS = ['/', '/shipments', '/api/v1/health', '/api/v1/users/me', '/api/v1/nothing-here'];

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('security headers on the console and the API', () => {
  it.each(URLS)('%s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const headers = response.headers;
    const policy = directives(headers['content-security-policy'] as string | undefined);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).not.toContain('*');
    expect(policy.get('base-uri')).toBe("'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('a hashed asset carries only the headers that apply to it', () => {
  it('nosniff and its resource policy, not the document policies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-Bx3k9QwZ.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('CORS: a foreign origin gets no grant', () => {
  const FOREIGN = 'https://evil.example';

  it('a simple request from a foreign origin is answered without any allow-origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { ...bearer(await t.tokenOf('operator')), origin: FOREIGN },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a preflight from a foreign origin is not granted', async () => {
    for (const url of ['/api/v1/auth/login', '/api/v1/countries', '/api/v1/shipment-modification/delete']) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-methods'], url).toBeUndefined();
    }
  });

  it('the same origin works', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { login: 'operator', password: 'demo' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});
