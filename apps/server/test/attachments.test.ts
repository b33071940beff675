import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { ShipmentAttachmentInfo, UploadInfo } from '@console/domain';
import { parse } from 'content-disposition';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentAttachments, uploads } from '../src/features/attachments/attachments-tables.ts';
import { attachedDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'attachments-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = visitKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A valid 1×1 PNG. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return crc ^ 0xffffffff;
}

const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

interface FilePart {
  bytes: Buffer;
  filename: string;
  contentType?: string;
}

function multipartOf(files: FilePart[]) {
  const boundary = '----console-test-boundary';
  const parts = files.map(({ bytes, filename, contentType = 'application/octet-stream' }) => {
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    );
    return Buffer.concat([head, bytes, Buffer.from('\r\n')]);
  });
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const multipart = (bytes: Buffer, filename: string, contentType?: string) =>
  multipartOf([{ bytes, filename, ...(contentType ? { contentType } : {}) }]);

async function upload(login: string, bytes: Buffer, filename: string, contentType?: string) {
  const body = multipart(bytes, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await t.tokenOf(login)) },
  });
}

async function download(login: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/uploads/attached/${url}`,
    headers: bearer(await t.tokenOf(login)),
  });
}

describe('POST uploads', () => {
  it('stores an image and answers its url and the type read from its content', async () => {
    const response = await upload('operator', tinyPng(), 'photo.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const info = response.json<UploadInfo>();
    expect(info.contentType).toBe('image/png');
    expect(info.url).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(info.originalName).toBe('photo.jpg');
    const back = await download('operator', info.url);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, tinyPng())).toBe(0);
  });

  it('downloads under the name it was uploaded with: Polish, Ukrainian and a quote (RFC 5987)', async () => {
    const response = await upload('operator', tinyPdf(), 'Zażółć.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const info = response.json<UploadInfo>();
    expect(info.originalName).toBe('Zażółć.pdf');
    // A quote cannot travel in a multipart file name unescaped: the name is set as stored.
    const name = 'Накладна "Łódź" №5.pdf';
    await t.database.db.update(uploads).set({ originalName: name }).where(eq(uploads.url, info.url));
    const back = await download('operator', info.url);
    expect(back.statusCode).toBe(200);
    const header = back.headers['content-disposition'] as string;
    expect(header).toBe(
      `inline; filename="________ \\"Lodz\\" No5.pdf"; filename*=UTF-8''${encodeURIComponent(name).replaceAll("'", '%27')}`,
    );
    expect(parse(header).parameters.filename).toBe(name);
  });

  it('stores a PDF', async () => {
    const response = await upload('operator', tinyPdf(), 'invoice.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UploadInfo>().contentType).toBe('application/pdf');
  });

  it('refuses an .exe renamed .png with 415: the type comes from the content, not the name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const response = await upload('operator', exe, 'photo.png', 'image/png');
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/Only images .* and PDF/);
  });

  it('refuses plain text and an empty file with 415', async () => {
    expect((await upload('operator', Buffer.from('hello'), 'a.pdf')).statusCode).toBe(415);
    expect((await upload('operator', Buffer.alloc(0), 'a.png')).statusCode).toBe(415);
  });

  it('takes a file of exactly 10 MB and refuses one byte more with 413', async () => {
    const limit = 10 * 1024 * 1024;
    const atLimit = Buffer.alloc(limit, 0);
    tinyPng().copy(atLimit);
    const ok = await upload('operator', atLimit, 'big.png');
    expect(ok.statusCode, ok.body).toBe(201);
    const over = Buffer.alloc(limit + 1, 0);
    tinyPng().copy(over);
    const refused = await upload('operator', over, 'bigger.png');
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json<{ message: string }>().message).toMatch(/10 MB/);
  }, 60_000);

  it('refuses a JSON body with 415 and a request without a file with 400', async () => {
    const json = await kit.call('operator', 'POST', 'uploads', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const boundary = 'b';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(await t.tokenOf('operator')),
      },
    });
    expect(empty.statusCode, empty.body).toBe(400);
  });

  it('refuses two or more files in one request with 400 and stores none of them', async () => {
    const uploadCount = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
    const before = await uploadCount();
    const png = { bytes: tinyPng(), filename: 'a.png' };
    const pdf = { bytes: tinyPdf(), filename: 'b.pdf' };
    for (const files of [
      [png, pdf],
      [pdf, png, png],
    ]) {
      const body = multipartOf(files);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(await t.tokenOf('operator')) },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Send one file per request',
        errors: { file: 'array.max' },
      });
    }
    expect(await uploadCount()).toBe(before);
  });

  it('is refused to a user without access (403) and without sign-in (401)', async () => {
    expect((await upload('no.access', tinyPng(), 'a.png')).statusCode).toBe(403);
    const body = multipart(tinyPng(), 'a.png');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', ...body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('shipment attachments', () => {
  async function uploaded(login = 'operator', bytes = tinyPng()) {
    const response = await upload(login, bytes, 'photo.png');
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadInfo>();
  }

  it('links an upload, lists it, lets readers of the shipment download it, and deletes it', async () => {
    const shipment = await kit.toSend();
    const file = await uploaded();
    const created = await kit.ok<ShipmentAttachmentInfo>(
      'operator',
      'POST',
      'shipment-attachments',
      { shipmentId: shipment.id, url: file.url },
      201,
    );
    expect(created.storageInfo.url).toBe(file.url);
    expect(created.userCreate).toBe('operator');
    const list = await kit.ok<{ items: ShipmentAttachmentInfo[] }>(
      'operator',
      'GET',
      `shipment-attachments?shipmentId=${shipment.id}`,
    );
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    // Another user of the same division reads it through the shipment; a service desk user too.
    expect((await download('branch.employee', file.url)).statusCode).toBe(200);
    expect((await download('service.desk', file.url)).statusCode).toBe(200);
    // Linking it twice is refused.
    await kit.refused(
      'operator',
      'POST',
      'shipment-attachments',
      { shipmentId: shipment.id, url: file.url },
      'ATTACHMENT_ALREADY_ADDED',
    );
    const removed = await kit.call('operator', 'DELETE', `shipment-attachments/${created.id}`);
    expect(removed.statusCode).toBe(204);
    const after = await kit.ok<{ items: unknown[] }>(
      'operator',
      'GET',
      `shipment-attachments?shipmentId=${shipment.id}`,
    );
    expect(after.items).toEqual([]);
    // No longer attached: only its uploader still opens it.
    expect((await download('branch.employee', file.url)).statusCode).toBe(404);
    expect((await kit.call('operator', 'DELETE', `shipment-attachments/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another division's shipment: list, link, download and delete", async () => {
    const elsewhere = await kit.otherDivision();
    const foreign = await kit.shipment({
      sender: { divisionId: elsewhere },
      recipient: { divisionId: elsewhere },
    });
    const godFile = await uploaded('administrator.god');
    const attached = await kit.ok<ShipmentAttachmentInfo>(
      'administrator.god',
      'POST',
      'shipment-attachments',
      { shipmentId: foreign.id, url: godFile.url },
      201,
    );
    expect(
      (await kit.call('operator', 'GET', `shipment-attachments?shipmentId=${foreign.id}`)).statusCode,
    ).toBe(404);
    expect((await download('operator', godFile.url)).statusCode).toBe(404);
    const mine = await uploaded();
    expect(
      (await kit.call('operator', 'POST', 'shipment-attachments', { shipmentId: foreign.id, url: mine.url }))
        .statusCode,
    ).toBe(404);
    expect((await kit.call('operator', 'DELETE', `shipment-attachments/${attached.id}`)).statusCode).toBe(
      404,
    );
    // The broker and the service desk see every division's shipments.
    expect((await download('broker', godFile.url)).statusCode).toBe(200);
    expect((await download('service.desk', godFile.url)).statusCode).toBe(200);
  });

  it("does not link somebody else's upload (404) nor an unknown one", async () => {
    const shipment = await kit.toSend();
    const theirs = await uploaded('branch.employee');
    expect(
      (
        await kit.call('operator', 'POST', 'shipment-attachments', {
          shipmentId: shipment.id,
          url: theirs.url,
        })
      ).statusCode,
    ).toBe(404);
    expect((await download('operator', theirs.url)).statusCode).toBe(404);
    const unknown = '00000000-0000-0000-0000-000000000000.png';
    expect(
      (await kit.call('operator', 'POST', 'shipment-attachments', { shipmentId: shipment.id, url: unknown }))
        .statusCode,
    ).toBe(404);
    expect((await download('operator', '../../etc/passwd')).statusCode).toBe(404);
    expect((await download('operator', 'not-an-upload.png')).statusCode).toBe(400);
  });

  it('links as a document of an attached-document type owned by shipments only', async () => {
    const shipment = await kit.toSend();
    const [shipmentType, visitType] = await t.database.db
      .insert(attachedDocumentTypes)
      .values([
        { name: 'Commercial invoice', ownerDocumentType: 'Shipment' },
        { name: 'Visit photo', ownerDocumentType: 'Visit' },
      ])
      .returning({ id: attachedDocumentTypes.id });
    const file = await uploaded('operator', tinyPdf());
    await kit.refused(
      'operator',
      'POST',
      'shipment-attachments-document',
      { shipmentId: shipment.id, url: file.url, attachedDocumentTypeId: visitType!.id },
      'ATTACHED_DOCUMENT_TYPE_NOT_SHIPMENT',
    );
    await kit.refused(
      'operator',
      'POST',
      'shipment-attachments-document',
      {
        shipmentId: shipment.id,
        url: file.url,
        attachedDocumentTypeId: '00000000-0000-4000-8000-000000000000',
      },
      'ATTACHED_DOCUMENT_TYPE_UNKNOWN',
    );
    const created = await kit.ok<ShipmentAttachmentInfo>(
      'operator',
      'POST',
      'shipment-attachments-document',
      { shipmentId: shipment.id, url: file.url, attachedDocumentTypeId: shipmentType!.id },
      201,
    );
    expect(created.attachedDocumentType).toEqual({ id: shipmentType!.id, name: 'Commercial invoice' });
    expect(created.storageInfo.contentType).toBe('application/pdf');
  });

  it('validates bodies and queries (400) and refuses a user without access (403)', async () => {
    expect((await kit.call('operator', 'GET', 'shipment-attachments')).statusCode).toBe(400);
    expect((await kit.call('operator', 'GET', 'shipment-attachments?shipmentId=x')).statusCode).toBe(400);
    expect(
      (await kit.call('operator', 'POST', 'shipment-attachments', { shipmentId: 'x', url: 'y' })).statusCode,
    ).toBe(400);
    expect((await kit.call('operator', 'DELETE', 'shipment-attachments/1')).statusCode).toBe(400);
    expect(
      (await kit.call('no.access', 'GET', `shipment-attachments?shipmentId=${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('the purge of unlinked uploads', () => {
  const DAY_AND_AN_HOUR_AGO = () => new Date(Date.now() - 25 * 3_600_000);
  const stored = (url: string) => existsSync(join(dataDir, 'uploads', url));
  const rowOf = async (url: string) => {
    const [row] = await t.app.ctx.db.select().from(uploads).where(eq(uploads.url, url));
    return row;
  };
  const backdate = (url: string) =>
    t.app.ctx.db.update(uploads).set({ createdAt: DAY_AND_AN_HOUR_AGO() }).where(eq(uploads.url, url));
  async function uploaded() {
    const response = await upload('operator', tinyPng(), 'photo.png');
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadInfo>();
  }

  it('deletes an upload left unlinked for 24 h with its file; a linked one and a fresh one stay', async () => {
    const shipment = await kit.toSend();
    const old = await uploaded();
    const linked = await uploaded();
    const fresh = await uploaded();
    await kit.ok(
      'operator',
      'POST',
      'shipment-attachments',
      { shipmentId: shipment.id, url: linked.url },
      201,
    );
    await backdate(old.url);
    await backdate(linked.url);
    expect([old, linked, fresh].every((file) => stored(file.url))).toBe(true);

    const result = await t.app.uploadPurge.purgeOnce();
    expect(result).toMatchObject({ skipped: false, purged: 1 });
    expect(await rowOf(old.url)).toBeUndefined();
    expect(stored(old.url)).toBe(false);
    expect((await download('operator', old.url)).statusCode).toBe(404);
    expect(await rowOf(linked.url)).toBeDefined();
    expect(stored(linked.url)).toBe(true);
    expect((await download('service.desk', linked.url)).statusCode).toBe(200);
    expect(await rowOf(fresh.url)).toBeDefined();
    expect(stored(fresh.url)).toBe(true);

    // A day later the fresh one is old: it goes too; the linked one still stays.
    const later = await t.app.uploadPurge.purgeOnce(new Date(Date.now() + 25 * 3_600_000));
    expect(later.purged).toBeGreaterThanOrEqual(1);
    expect(await rowOf(fresh.url)).toBeUndefined();
    expect(stored(fresh.url)).toBe(false);
    expect(stored(linked.url)).toBe(true);
  });

  it('keeps an old upload linked without being marked (as the demo seed links) and then marks it', async () => {
    const shipment = await kit.toSend();
    const file = await uploaded();
    const row = await rowOf(file.url);
    // Linked the seed's way, then the attachment deleted: the file stays for the history.
    await t.app.ctx.db
      .insert(shipmentAttachments)
      .values({ shipmentId: shipment.id, uploadId: row!.id, userCreate: 'operator', deletedAt: new Date() });
    await backdate(file.url);
    const result = await t.app.uploadPurge.purgeOnce();
    expect(result.markedLinked).toBeGreaterThanOrEqual(1);
    expect((await rowOf(file.url))?.linkedAt).toBeInstanceOf(Date);
    expect(stored(file.url)).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'does nothing while another instance holds the purge lock (PostgreSQL only: PGlite has one session)',
    async () => {
      const file = await uploaded();
      await backdate(file.url);
      // Another instance: a session of its own on the test's database (advisory locks are per database).
      const named = await t.app.ctx.db.execute(sql`select current_database() as name`);
      const [current] = (named as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${current?.name ?? ''}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`select pg_advisory_xact_lock(hashtext('uploads:purge-unlinked'))`);
        expect((await t.app.uploadPurge.purgeOnce()).skipped).toBe(true);
        expect(stored(file.url)).toBe(true);
        await other.query('rollback');
      } finally {
        await other.end();
      }
      expect((await t.app.uploadPurge.purgeOnce()).purged).toBeGreaterThanOrEqual(1);
      expect(stored(file.url)).toBe(false);
    },
  );
});
