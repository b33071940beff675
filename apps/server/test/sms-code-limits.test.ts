import { type Identification, VISIT_MESSAGES } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifications } from '../src/features/visits/visits-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/** SMS identification limits with the default settings: 3 codes a visit, 5 a phone, 5-minute codes. */
let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

/** A visit with no documents: any mobile phone may be identified by SMS. */
const bareVisit = () => kit.openVisit();
const smsBody = (visitId: string, phone: string) => ({
  ownerType: 'Visit',
  ownerIds: [visitId],
  operationType: 'Issuance',
  identificationType: 'SMS',
  client: { phone },
});
const send = (visitId: string, phone: string) =>
  kit.call('operator', 'POST', 'identification', smsBody(visitId, phone));
const sendOk = (visitId: string, phone: string) =>
  kit.ok<Identification>('operator', 'POST', 'identification', smsBody(visitId, phone), 201);
const check = (id: string, code: string) =>
  kit.call('operator', 'POST', 'identification/check', { id, identificationData: { code } });
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');
const outbox = async (login: string, phone: string) =>
  kit.call(login, 'GET', `sms-outbox?phone=${phone}&limit=5`);
const outboxTexts = async (phone: string) =>
  (await outbox('service.desk', phone)).json<{ items: { text: string }[] }>().items.map((item) => item.text);

describe('SMS code limits', () => {
  it('a visit gets three codes in the window, then 429 with a clear message', async () => {
    const visit = await bareVisit();
    for (let index = 0; index < 3; index += 1) await sendOk(visit.id, '48501000101');
    const refused = await send(visit.id, '48501000101');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SMS_CODE_LIMIT', message: VISIT_MESSAGES.smsCodeLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // A refused send sends nothing.
    expect(await outboxTexts('48501000101')).toHaveLength(3);
  });

  it('a phone gets five codes in the window over all visits', async () => {
    const phone = '48501000202';
    const [first, second, third] = [await bareVisit(), await bareVisit(), await bareVisit()];
    for (let index = 0; index < 3; index += 1) await sendOk(first!.id, phone);
    for (let index = 0; index < 2; index += 1) await sendOk(second!.id, phone);
    const refused = await send(third!.id, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SMS_CODE_LIMIT');
    // Another phone in the same visit is not held back by this one.
    expect((await send(third!.id, '48501000203')).statusCode).toBe(201);
  });

  it('wrong codes count on across a resend: no fresh guesses', async () => {
    const visit = await bareVisit();
    const sent = await sendOk(visit.id, '48501000303');
    const code = await kit.lastSmsCode();
    await check(sent.id, wrong(code));
    await check(sent.id, wrong(code));
    const resent = await sendOk(visit.id, '48501000303');
    expect(resent).toMatchObject({ id: sent.id, status: 'SecondAttempt', attemptsLeft: 1 });
    const third = await check(sent.id, wrong(await kit.lastSmsCode()));
    expect(third.json()).toMatchObject({ code: 'WRONG_CODE', status: 'Rejected', attemptsLeft: 0 });
  });

  it('deleting the identification and starting a new one does not give fresh guesses either', async () => {
    const visit = await bareVisit();
    const sent = await sendOk(visit.id, '48501000404');
    await check(sent.id, wrong(await kit.lastSmsCode()));
    await kit.ok('operator', 'DELETE', `identification/${sent.id}`);
    const again = await sendOk(visit.id, '48501000404');
    expect(again.id).not.toBe(sent.id);
    expect(again).toMatchObject({ status: 'FirstAttempt', attemptsLeft: 2 });
  });

  it('a code expires after five minutes; the late right code is refused and not counted as wrong', async () => {
    const visit = await bareVisit();
    const before = Date.now();
    const sent = await sendOk(visit.id, '48501000505');
    const code = await kit.lastSmsCode();
    const [row] = await t.database.db.select().from(identifications).where(eq(identifications.id, sent.id));
    const lifetime = row!.codeExpiresAt!.getTime() - before;
    expect(lifetime).toBeGreaterThan(299_000);
    expect(lifetime).toBeLessThan(302_000);
    await t.database.db
      .update(identifications)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(identifications.id, sent.id));
    const late = await check(sent.id, code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'CODE_EXPIRED', message: VISIT_MESSAGES.codeExpired });
    const [after] = await t.database.db.select().from(identifications).where(eq(identifications.id, sent.id));
    expect(after).toMatchObject({ failedAttempts: 0, status: 'FirstAttempt' });
    // The outbox no longer shows a code that cannot be used.
    expect((await outboxTexts('48501000505'))[0]).not.toMatch(/\d/);
  });
});

describe('the SMS outbox shows a code only to the service desk and only until it is used', () => {
  it('masks a verified code and a replaced one; other roles are refused', async () => {
    const phone = '48501000606';
    const visit = await bareVisit();
    const sent = await sendOk(visit.id, phone);
    const first = await kit.lastSmsCode();
    expect((await outboxTexts(phone))[0]).toContain(first);
    for (const login of ['administrator.god', 'operator', 'contact.centre.operator', 'pudo.manager']) {
      expect((await outbox(login, phone)).statusCode).toBe(403);
    }
    await sendOk(visit.id, phone);
    const second = await kit.lastSmsCode();
    const [latest, replaced] = await outboxTexts(phone);
    expect(latest).toContain(second);
    expect(replaced).not.toMatch(/\d/);
    expect((await check(sent.id, second)).statusCode).toBe(200);
    expect((await outboxTexts(phone)).every((text) => !/\d/.test(text))).toBe(true);
  });
});
