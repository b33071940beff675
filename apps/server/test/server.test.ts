import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'console-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Parcel Console</title><div id="root"></div>');
  writeFileSync(join(web, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: web });
});
afterAll(() => t.close());

describe('server', () => {
  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'server' : 'embedded',
    });
  });

  it('serves the console and falls back to index.html for client-side routes', async () => {
    for (const url of ['/', '/settings', '/registers/countries?page=2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Parcel Console');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI built from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    expect(document.paths['/api/v1/users/me'].get).toBeDefined();
  });
});

describe('configuration', () => {
  it('defaults to port 3000, the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
  });

  it('a database server gets no demo data unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
