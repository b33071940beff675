import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createRateLimiter, type RateLimitName, rateLimitsOf } from '../src/http/rate-limits.ts';
import { tableDigest } from './table-digest.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/** docs/decisions.md "Expensive work is bounded": per-user limits counted in PostgreSQL. */
const LIMITS = {
  PRINT_FORMS_PER_MINUTE: '2',
  RECEIPTS_PER_MINUTE: '1',
  MASS_OPERATIONS_PER_MINUTE: '2',
  UPLOADS_PER_MINUTE: '3',
  UPLOAD_BYTES_PER_DAY: String(10 * 1024 * 1024),
};

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let digest: () => Promise<string>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rate-limits-test-'));
  t = await createTestApp({ env: { ...LIMITS, DATA_DIR: dataDir } });
  kit = visitKit(t);
  digest = tableDigest(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The limits count in minute windows: a test that needs its calls in one window starts a fresh one when near its end. */
async function freshMinute() {
  const into = (Date.now() / 1000) % 60;
  if (into > 54) await new Promise((resolve) => setTimeout(resolve, (60 - into) * 1000 + 100));
}

async function userId(login: string): Promise<string> {
  return (await kit.userOf(login)).id;
}

/** Uses up a user's allowance of the current window, as earlier calls would have. */
async function useUp(bucket: RateLimitName, login: string, used: number, windowSeconds = 60) {
  await t.database.db.execute(sql`
    insert into rate_limit_counters (bucket, user_id, window_start, used)
    values (${bucket}, ${await userId(login)},
      to_timestamp(floor(extract(epoch from now())::float8 / ${windowSeconds}::float8) * ${windowSeconds}::float8), ${used})
    on conflict (bucket, user_id, window_start) do update set used = excluded.used`);
}

function expectLimited(response: LightMyRequestResponse, code: string, words: string, windowSeconds = 60) {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(body.message).toContain(words);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

function multipart(bytes: Buffer, filename: string) {
  const boundary = '----rate-limits-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PDF (by its magic bytes) of about `size` bytes. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(size - 9, 0x20)]);

const storedFiles = () => readdirSync(join(dataDir, 'uploads'), { recursive: true }).length;

async function upload(login: string, bytes: Buffer) {
  const body = multipart(bytes, 'scan.pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await t.tokenOf(login)) },
  });
}

describe('print forms, receipts and mass operations: calls a minute per user', () => {
  it('counts successful print forms only, then answers 429 with Retry-After and writes nothing', async () => {
    await freshMinute();
    const shipment = await kit.shipment();
    const marking = `shipments/print-form/marking?ids[]=${shipment.id}`;
    // A refused call does not count.
    const missing = await kit.call(
      'operator',
      'GET',
      `shipments/print-form/marking?ids[]=${crypto.randomUUID()}`,
    );
    expect(missing.statusCode).toBe(404);
    expect((await kit.call('operator', 'GET', marking)).statusCode).toBe(200);
    expect((await kit.call('operator', 'GET', marking)).statusCode).toBe(200);
    const before = await digest();
    const refused = await kit.call('operator', 'GET', marking);
    expectLimited(refused, 'TOO_MANY_REQUESTS', 'at most 2 print forms a minute per user');
    // Invoices count in the same allowance.
    expectLimited(
      await kit.call('operator', 'GET', `invoices/print-form?ids[]=${shipment.id}`),
      'TOO_MANY_REQUESTS',
      'print forms',
    );
    expect(await digest()).toBe(before);
    // Per user: another clerk still prints.
    expect((await kit.call('branch.employee', 'GET', marking)).statusCode).toBe(200);
  });

  it('limits the CN 23 with the other print forms, and receipts on their own', async () => {
    await freshMinute();
    await useUp('printForms', 'broker', 2);
    await useUp('receipts', 'operator', 1);
    for (const login of ['broker', 'operator']) await t.tokenOf(login);
    const before = await digest();
    expectLimited(
      await kit.call('broker', 'GET', `shipments/print-form/cn23?ids=${crypto.randomUUID()}`),
      'TOO_MANY_REQUESTS',
      'print forms',
    );
    expectLimited(
      await kit.call('operator', 'GET', `payments/${crypto.randomUUID()}/print-form/receipt?format=A4`),
      'TOO_MANY_REQUESTS',
      'at most 1 payment receipts a minute',
    );
    expect(await digest()).toBe(before);
  });

  it('refuses the third mass operation of a minute and writes no operation', async () => {
    await freshMinute();
    const parcel = (await kit.toIssue()).parcels[0]!.number!;
    const body = { type: 'issuance', parcelNumbers: [parcel] };
    expect((await kit.call('quality.control', 'POST', 'mass-operations/check', body)).statusCode).toBe(200);
    expect((await kit.call('quality.control', 'POST', 'mass-operations/check', body)).statusCode).toBe(200);
    const before = await digest();
    const refused = await kit.call('quality.control', 'POST', 'mass-operations', {
      ...body,
      note: 'Inventory',
    });
    expectLimited(refused, 'TOO_MANY_REQUESTS', 'at most 2 mass-operation checks and runs a minute');
    expect(await digest()).toBe(before);
  });
});

describe('uploads: files a minute and bytes a day per user', () => {
  it('refuses the fourth file of a minute', async () => {
    await freshMinute();
    for (let i = 0; i < 3; i += 1) expect((await upload('operator', pdfOf(100))).statusCode).toBe(201);
    const before = await digest();
    expectLimited(
      await upload('operator', pdfOf(100)),
      'TOO_MANY_REQUESTS',
      'at most 3 uploaded files a minute',
    );
    expect(await digest()).toBe(before);
  });

  it('refuses a file past the daily quota, storing nothing, and takes one that fits', async () => {
    await freshMinute();
    const mb = 1024 * 1024;
    expect((await upload('branch.employee', pdfOf(6 * mb))).statusCode).toBe(201);
    const before = await digest();
    const files = storedFiles();
    const over = await upload('branch.employee', pdfOf(5 * mb));
    expectLimited(over, 'UPLOAD_QUOTA_EXCEEDED', 'at most 10 MB of uploaded files a day', 86_400);
    expect(await digest()).toBe(before);
    expect(storedFiles()).toBe(files);
    expect((await upload('branch.employee', pdfOf(4 * mb))).statusCode).toBe(201);
    // The quota is used up to the byte: the next file is refused before it is read.
    await useUp('uploadBytes', 'branch.employee', 10 * mb, 86_400);
    expectLimited(await upload('branch.employee', pdfOf(100)), 'UPLOAD_QUOTA_EXCEEDED', 'a day', 86_400);
  });

  it('gives the call back when the file is refused (not an image or PDF)', async () => {
    await freshMinute();
    for (let i = 0; i < 5; i += 1) {
      const body = multipart(Buffer.from('not a pdf'), 'a.pdf');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(await t.tokenOf('terminal.employee')) },
      });
      expect(response.statusCode).toBe(415);
    }
    expect((await upload('terminal.employee', pdfOf(100))).statusCode).toBe(201);
  });
});

describe('the counters are shared by every instance', () => {
  it('two limiters on one database never let more than the limit through', async () => {
    await freshMinute();
    const limits = rateLimitsOf({ ...loadConfig({}).rateLimits, printFormsPerMinute: 5 });
    const first = createRateLimiter(t.database.db, limits);
    const second = createRateLimiter(t.database.db, limits);
    const user = await userId('service.desk');
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).take(limits.printForms, user, 1)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    const rows = await t.database.db.execute(
      sql`select used from rate_limit_counters where bucket = 'printForms' and user_id = ${user}`,
    );
    expect(
      (rows as unknown as { rows: { used: string | number }[] }).rows.map((row) => Number(row.used)),
    ).toEqual([5]);
  });
});
