import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  createDirectoryFileStore,
  createS3FileStore,
  type FileStore,
  fileStoreFor,
  s3ClientConfig,
} from '../src/features/attachments/file-store.ts';

/**
 * A tiny in-process stand-in for S3-compatible storage: path-style PUT, GET and DELETE of objects
 * kept in a map, NoSuchKey for a missing one, and the requests it saw (to check bucket, key, type).
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const seen: { method: string; path: string }[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    seen.push({ method: request.method ?? '', path });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        response
          .writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': String(object.body.length),
          })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  return { server, objects, seen };
}

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

async function roundTrip(store: FileStore) {
  expect(await store.get(KEY)).toBeNull();
  await store.put(KEY, BYTES, 'image/png');
  expect(Buffer.from((await store.get(KEY))!)).toEqual(Buffer.from(BYTES));
  await store.delete(KEY);
  expect(await store.get(KEY)).toBeNull();
  // Keys are the server's own uuid + extension: anything else is refused before touching storage.
  await expect(store.put('../../etc/passwd', BYTES, 'image/png')).rejects.toThrow('invalid file key');
  await expect(store.get('a/b.png')).rejects.toThrow('invalid file key');
}

describe('directory file store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'file-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and deletes files in its directory', async () => {
    await roundTrip(createDirectoryFileStore(join(dir, 'uploads')));
  });
});

describe('S3 file store (against an in-process fake of the S3 API)', () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes objects under the prefix of its bucket, with their type', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      UPLOADS_S3_BUCKET: 'console-files',
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_ACCESS_KEY_ID: 'test',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'test-secret',
      UPLOADS_S3_FORCE_PATH_STYLE: 'true',
    });
    const store = fileStoreFor(config);
    expect(store.kind).toBe('s3');
    expect(fileStoreFor(config)).toBe(store);
    await roundTrip(store);
    expect(fake.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /console-files/uploads/${KEY}`,
      `PUT /console-files/uploads/${KEY}`,
      `GET /console-files/uploads/${KEY}`,
      `DELETE /console-files/uploads/${KEY}`,
      `GET /console-files/uploads/${KEY}`,
    ]);
  });

  it('keeps the content type it was given', async () => {
    const client = new S3Client(
      s3ClientConfig({
        bucket: 'b',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        prefix: 'x/',
        forcePathStyle: true,
      }),
    );
    const store = createS3FileStore({ bucket: 'b', prefix: 'x/', client });
    await store.put(KEY, BYTES, 'application/pdf');
    expect(fake.objects.get(`/b/x/${KEY}`)?.contentType).toBe('application/pdf');
  });

  it('is the directory store without a bucket', () => {
    expect(fileStoreFor(loadConfig({ NODE_ENV: 'test' })).kind).toBe('directory');
  });
});
