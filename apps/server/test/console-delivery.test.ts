import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

const PAGE = `<!doctype html><title>Parcel Console</title>${'<div id="root"></div>'.repeat(40)}`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
const ASSET = '/assets/app-Bx3k9QwZ.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built console as Vite and the precompress plugin leave it: each text file with its .br and .gz. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'console-web-'));
  mkdirSync(join(web, 'assets'));
  writeWithCopies(join(web, 'index.html'), PAGE);
  writeWithCopies(join(web, ASSET), SCRIPT);
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: web });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the console as delivered', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A shared cache must not give the uncompressed answer to a browser that asked for brotli.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html on every load, at / and for client-side routes', async () => {
    for (const url of ['/', '/index.html', '/settings', '/registers/countries?page=2']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('revalidates the unhashed files of the public folder', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset and for a compressed copy asked by name', async () => {
    for (const url of ['/assets/app-OldHash1.js', `${ASSET}.br`, `${ASSET}.gz`]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toBe(IMMUTABLE);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
