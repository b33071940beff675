import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identification, Visit, VisitCanEnd } from '@console/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { createNotificationPort } from '../src/features/notifications/notification-port.ts';
import { smsOutbox } from '../src/features/notifications/sms-outbox-table.ts';
import { identifications } from '../src/features/visits/visits-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { VISITOR_PHONE, visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  // Every example sends to the same visitor: the per-phone limit has its own test file.
  t = await createTestApp({ env: { SMS_CODES_PER_PHONE: '100' } });
  kit = visitKit(t);
});
afterAll(() => t.close());

const smsBody = (visitId: string, phone: string | null = VISITOR_PHONE) => ({
  ownerType: 'Visit',
  ownerIds: [visitId],
  operationType: 'Issuance',
  identificationType: 'SMS',
  client: { phone },
});

/** A visit with the visitor's phone and a parcel waiting for them. */
async function issuanceVisit(): Promise<Visit> {
  const visit = await kit.openVisit();
  await kit.ok('operator', 'PUT', `visits/${visit.id}`, {
    phone: VISITOR_PHONE,
    fullName: 'Piotr Nowak',
    lockVersion: 1,
  });
  const parcel = await kit.toIssue();
  await kit.addDocument('operator', visit.id, parcel.id);
  return visit;
}

const sendCode = (visitId: string, phone?: string) =>
  kit.ok<Identification>('operator', 'POST', 'identification', smsBody(visitId, phone), 201);
const check = (id: string, code: string) =>
  kit.call('operator', 'POST', 'identification/check', { id, identificationData: { code } });
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('SMS identification', () => {
  it('sends a 4-digit code kept only as a hash; the right code verifies', async () => {
    const visit = await issuanceVisit();
    const sent = await sendCode(visit.id);
    expect(sent).toMatchObject({
      ownerType: 'Visit',
      ownerIds: [visit.id],
      identificationType: 'SMS',
      status: 'FirstAttempt',
      attemptsLeft: 3,
      client: { phone: VISITOR_PHONE },
    });
    const code = await kit.lastSmsCode();
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.database.db.select().from(identifications).where(eq(identifications.id, sent.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    const [outbox] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(1);
    expect(outbox).toMatchObject({ phone: VISITOR_PHONE, reference: sent.id, provider: 'outbox' });

    const blocked = await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`);
    expect(blocked.reasons).toContain('identifyCustomer');
    const verified = await check(sent.id, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'Verified', attemptsLeft: 0 });
    expect(await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).toEqual({
      canEnd: true,
      reasons: [],
      due: [],
    });
    const read = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(read.identifications).toEqual([expect.objectContaining({ id: sent.id, status: 'Verified' })]);
  });

  it('wrong twice then right: FirstAttempt, SecondAttempt, then Verified', async () => {
    const visit = await issuanceVisit();
    const sent = await sendCode(visit.id);
    const code = await kit.lastSmsCode();
    const first = await check(sent.id, wrong(code));
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ code: 'WRONG_CODE', status: 'FirstAttempt', attemptsLeft: 2 });
    expect(first.json().message).toContain('2 attempts left');
    const second = await check(sent.id, wrong(code));
    expect(second.json()).toMatchObject({ code: 'WRONG_CODE', status: 'SecondAttempt', attemptsLeft: 1 });
    expect(second.json().message).toContain('1 attempt left');
    const right = await check(sent.id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().status).toBe('Verified');
  });

  it('three wrong codes reject it; a new POST resends with the counters reset', async () => {
    const visit = await issuanceVisit();
    const sent = await sendCode(visit.id);
    const code = await kit.lastSmsCode();
    await check(sent.id, wrong(code));
    await check(sent.id, wrong(code));
    const third = await check(sent.id, wrong(code));
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: 'WRONG_CODE', status: 'Rejected', attemptsLeft: 0 });
    const after = await check(sent.id, code);
    expect(after.statusCode).toBe(422);
    expect(after.json().code).toBe('IDENTIFICATION_REJECTED');

    const resent = await sendCode(visit.id);
    expect(resent).toMatchObject({ id: sent.id, status: 'FirstAttempt', attemptsLeft: 3 });
    const newCode = await kit.lastSmsCode();
    const verified = await check(sent.id, newCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('Verified');
  });

  it('a resend makes the old code useless', async () => {
    const visit = await issuanceVisit();
    const sent = await sendCode(visit.id);
    const oldCode = await kit.lastSmsCode();
    await sendCode(visit.id);
    const newCode = await kit.lastSmsCode();
    if (oldCode !== newCode) expect((await check(sent.id, oldCode)).statusCode).toBe(422);
    expect((await check(sent.id, newCode)).statusCode).toBe(200);
  });

  it('needs a mobile phone (phone_not_mobile)', async () => {
    const visit = await issuanceVisit();
    const body = await kit.refused(
      'operator',
      'POST',
      'identification',
      smsBody(visit.id, '48221234567'),
      'PHONE_NOT_MOBILE',
    );
    expect(body.message).toBe('phone_not_mobile');
  });

  it('needs the Issuance recipients’ phone (different_phones)', async () => {
    const visit = await issuanceVisit();
    const body = await kit.refused(
      'operator',
      'POST',
      'identification',
      smsBody(visit.id, '48509876543'),
      'DIFFERENT_PHONES',
    );
    expect(body.message).toBe('different_phones');
  });

  it('takes the visit’s phone when none is sent, and asks for one when the visit has none', async () => {
    const visit = await issuanceVisit();
    const sent = await kit.ok<Identification>(
      'operator',
      'POST',
      'identification',
      smsBody(visit.id, null),
      201,
    );
    expect(sent.client.phone).toBe(VISITOR_PHONE);
    const bare = await kit.openVisit();
    const missing = await kit.call('operator', 'POST', 'identification', smsBody(bare.id, null));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'client.phone': 'any.required' });
  });

  it('is deleted with a deletion mark and then no longer counts', async () => {
    const visit = await issuanceVisit();
    const sent = await sendCode(visit.id);
    await check(sent.id, await kit.lastSmsCode());
    const deleted = await kit.ok<Identification>('operator', 'DELETE', `identification/${sent.id}`);
    expect(deleted.id).toBe(sent.id);
    const read = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(read.identifications).toEqual([]);
    expect((await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).reasons).toContain(
      'identifyCustomer',
    );
    expect((await kit.call('operator', 'DELETE', `identification/${sent.id}`)).statusCode).toBe(404);
  });

  it('refuses users outside the visit roles and validates the body', async () => {
    const visit = await issuanceVisit();
    expect(
      (await kit.call('contact.centre.operator', 'POST', 'identification', smsBody(visit.id))).statusCode,
    ).toBe(403);
    const sent = await sendCode(visit.id);
    expect(
      (
        await kit.call('contact.centre.operator', 'POST', 'identification/check', {
          id: sent.id,
          identificationData: { code: '1234' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('contact.centre.operator', 'DELETE', `identification/${sent.id}`)).statusCode,
    ).toBe(403);
    const bad = await kit.call('operator', 'POST', 'identification/check', {
      id: sent.id,
      identificationData: { code: 'abcd' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Document identification', () => {
  it('is Verified at once with a known document type and a number', async () => {
    const visit = await issuanceVisit();
    const [type] = await t.database.db
      .insert(identificationDocumentTypes)
      .values({ name: 'ID card', countryCode: 'PL' })
      .returning({ id: identificationDocumentTypes.id });
    const body = {
      ownerType: 'Visit',
      ownerIds: [visit.id],
      operationType: 'Issuance',
      identificationType: 'Document',
      client: { documentTypeId: type!.id, documentNumber: 'ABC123' },
    };
    const created = await kit.ok<Identification>('operator', 'POST', 'identification', body, 201);
    expect(created).toMatchObject({
      identificationType: 'Document',
      status: 'Verified',
      client: { documentNumber: 'ABC123' },
    });
    const missing = await kit.call('operator', 'POST', 'identification', { ...body, client: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      'client.documentTypeId': 'any.required',
      'client.documentNumber': 'any.required',
    });
    const unknown = await kit.call('operator', 'POST', 'identification', {
      ...body,
      client: { documentTypeId: visit.id, documentNumber: 'ABC123' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'client.documentTypeId': 'any.invalid' });
  });

  it('cannot identify in a closed visit', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'POST', `visits/${visit.id}/end`, {});
    await kit.refused('operator', 'POST', 'identification', smsBody(visit.id), 'VISIT_NOT_EDITABLE');
  });
});

describe('Verified by app (a CID and a mobile identification)', () => {
  const cid = `CID${VISITOR_PHONE}`;
  const mobileBody = (visitId: string) => ({
    ownerType: 'Visit',
    ownerIds: [visitId],
    operationType: 'Issuance',
    identificationType: 'Mobile',
    client: {},
  });
  const canEnd = (visitId: string) => kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visitId}/can-end`);

  /** A visit whose customer was found by their CID, with a parcel waiting for them. */
  async function cidVisit(): Promise<Visit> {
    const visit = await kit.openVisit();
    await kit.toIssue({ recipient: { name: 'Ewa Kowalska' } });
    const found = await kit.ok<Visit>('operator', 'PUT', `visits/${visit.id}`, {
      cid: cid.toLowerCase(),
      lockVersion: 1,
    });
    const parcel = await kit.toIssue();
    await kit.addDocument('operator', visit.id, parcel.id);
    return found;
  }

  it('keeps the CID with the client the shipments know, filling an empty visitor', async () => {
    const visit = await cidVisit();
    expect(visit.cid).toMatchObject({
      id: cid,
      profile: { phones: [{ phone: VISITOR_PHONE, verified: false }] },
    });
    expect(visit.phone).toBe(VISITOR_PHONE);
    expect(visit.fullName).toBe(visit.cid?.profile.name);
  });

  it('refuses a malformed or unknown CID and changes nothing', async () => {
    const visit = await kit.openVisit();
    const malformed = await kit.call('operator', 'PUT', `visits/${visit.id}`, {
      cid: 'CID12',
      lockVersion: 1,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('cid');
    const unknown = await kit.call('operator', 'PUT', `visits/${visit.id}`, {
      cid: 'CID48999999999',
      lockVersion: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ cid: 'any.invalid' });
    const after = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(after).toMatchObject({ cid: null, phone: null, fullName: null, lockVersion: 1 });
  });

  it('a mobile identification needs the CID (MOBILE_NEEDS_CID)', async () => {
    const visit = await issuanceVisit();
    await kit.refused('operator', 'POST', 'identification', mobileBody(visit.id), 'MOBILE_NEEDS_CID');
    expect((await canEnd(visit.id)).reasons).toContain('identifyCustomer');
  });

  it('with the CID and the app, every recipient phone a CID phone: no identification is needed', async () => {
    const visit = await cidVisit();
    expect((await canEnd(visit.id)).reasons).toContain('identifyCustomer');
    const mobile = await kit.ok<Identification>(
      'operator',
      'POST',
      'identification',
      mobileBody(visit.id),
      201,
    );
    expect(mobile).toMatchObject({ identificationType: 'Mobile', status: 'Verified' });
    expect(mobile.client.phone).toBe(VISITOR_PHONE);
    expect(await canEnd(visit.id)).toEqual({ canEnd: true, reasons: [], due: [] });
    const ended = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/end`, {});
    expect(ended.status).toBe('Closed');
  });

  it('a recipient phone the CID does not have still needs the counter', async () => {
    const visit = await cidVisit();
    const other = await kit.toIssue({ recipient: { phone: '48509999999' } });
    await kit.addDocument('operator', visit.id, other.id);
    await kit.ok('operator', 'POST', 'identification', mobileBody(visit.id), 201);
    expect((await canEnd(visit.id)).reasons).toContain('identifyCustomer');
  });

  it('forgetting the CID voids the mobile identification', async () => {
    const visit = await cidVisit();
    await kit.ok('operator', 'POST', 'identification', mobileBody(visit.id), 201);
    const current = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    const forgotten = await kit.ok<Visit>('operator', 'PUT', `visits/${visit.id}`, {
      cid: null,
      lockVersion: current.lockVersion,
    });
    expect(forgotten.cid).toBeNull();
    expect(forgotten.identifications.filter((entry) => entry.identificationType === 'Mobile')).toEqual([]);
    expect((await canEnd(visit.id)).reasons).toContain('identifyCustomer');
  });
});

describe('the notification port without a provider', () => {
  it('keeps the message in the outbox and logs only which row and what it is about', async () => {
    const lines: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      warn: () => undefined,
    } as unknown as FastifyBaseLogger;
    const port = createNotificationPort(t.config, t.database.db, log);
    const result = await port.sendSms('48500000001', 'Your identification code: 4321', 'ref-1');
    expect(result.sent).toBe(true);
    expect(lines).toEqual([[{ smsId: result.id, reference: 'ref-1' }, expect.any(String)]]);
    expect(JSON.stringify(lines)).not.toMatch(/48500000001|4321/);
    const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, result.id));
    expect(row).toMatchObject({
      phone: '48500000001',
      text: 'Your identification code: 4321',
      reference: 'ref-1',
      provider: 'outbox',
    });
  });
});

describe('SMS through a configured provider', () => {
  let provider: Server;
  let received: { body: unknown; authorization: string | undefined }[];
  let answer = 200;
  let withProvider: TestApp;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    received = [];
    provider = createServer(async (request, response) => {
      received.push({
        body: JSON.parse(await readBody(request)),
        authorization: request.headers.authorization,
      });
      response.statusCode = answer;
      response.end('{}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    withProvider = await createTestApp({
      env: { SMS_PROVIDER_URL: `http://127.0.0.1:${port}/sms`, SMS_PROVIDER_TOKEN: 'secret-token' },
    });
  });
  afterAll(async () => {
    await withProvider.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('POSTs { phone, text } with the bearer token and records when it was sent', async () => {
    const other = visitKit(withProvider);
    const visit = await other.openVisit();
    await other.ok('operator', 'PUT', `visits/${visit.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
    const sent = await other.ok<Identification>('operator', 'POST', 'identification', smsBody(visit.id), 201);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer secret-token');
    expect(received[0]!.body).toEqual({ phone: VISITOR_PHONE, text: expect.stringMatching(/\d{4}/) });
    const [row] = await withProvider.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.reference, sent.id));
    expect(row!.provider).toBe('http');
    expect(row!.sentAt).not.toBeNull();
    expect(row!.error).toBeNull();

    answer = 503;
    const failed = await other.call('operator', 'POST', 'identification', smsBody(visit.id));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('SMS_NOT_SENT');
    const [last] = await withProvider.database.db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    expect(last!.error).toBe('HTTP 503');
    expect(last!.sentAt).toBeNull();
  });
});

describe('SMS outbox', () => {
  it('shows the service desk the messages sent to a phone, newest first, and nobody else', async () => {
    const visit = await issuanceVisit();
    await sendCode(visit.id);
    await sendCode(visit.id);
    const read = await kit.call('service.desk', 'GET', `sms-outbox?phone=${VISITOR_PHONE}&limit=2`);
    expect(read.statusCode, read.body).toBe(200);
    const { items } = read.json<{ items: { phone: string; text: string; createdAt: string }[] }>();
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.phone === VISITOR_PHONE)).toBe(true);
    // Only the code in use shows; the one the resend replaced is masked.
    expect(items[0]!.text).toMatch(/\d{4}/);
    expect(items[1]!.text).not.toMatch(/\d/);
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
    for (const login of ['operator', 'administrator.god', 'contact.centre.operator']) {
      expect((await kit.call(login, 'GET', `sms-outbox?phone=${VISITOR_PHONE}`)).statusCode).toBe(403);
    }
    const bad = await kit.call('service.desk', 'GET', 'sms-outbox?phone=12ab');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('querystring.phone');
  });
});
