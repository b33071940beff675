import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CourierDay, DoorSmsCodeSent, UploadInfo } from '@console/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierDoorCodes } from '../src/features/courier-day/courier-day-tables.ts';
import { smsOutbox } from '../src/features/notifications/sms-outbox-table.ts';
import { payments } from '../src/features/payments/payments-table.ts';
import {
  problemParcelAttachments,
  problemParcels,
} from '../src/features/problem-parcels/problem-parcels-tables.ts';
import { nextWorkingDay } from '../src/features/production-calendar/work-calendar.ts';
import { shipmentModifications } from '../src/features/shipments/shipments-tables.ts';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { COURIER, courierDayKit, OTHER, queued } from './courier-day-kit.ts';
import { routesKit } from './courier-routes-kit.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let visits: ReturnType<typeof visitKit>;
let divisionId: string;
let today: string;
let documentTypeId: string;
let dataDir: string;
/** A Warsaw fixed-line number: no SMS reaches it. */
const FIXED_LINE = '48221234567';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courier-door-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = routesKit(t);
  visits = visitKit(t);
  divisionId = await kit.demoDivisionId();
  const first = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
  today = first.day;
  documentTypeId = first.documentTypes[0]!.id;
  dayKit = courierDayKit(t, kit, { divisionId, day: today, routePrefix: 'RT8' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let dayKit: ReturnType<typeof courierDayKit>;
const stopsOf = (courier: string, ...numbers: string[][]) => dayKit.stopsOf(courier, ...numbers);

/** A parcel in the courier's hands on a stop of his own. */
async function parcelStop(setup: Parameters<typeof visits.toIssue>[0] = {}) {
  const parcel = await visits.toIssue(setup);
  await dayKit.handOver(parcel);
  const [stop] = await stopsOf(COURIER, [parcel.number]);
  return { parcel, taskId: stop!.task.id, stopId: stop!.stopId };
}

const at = () => new Date().toISOString();
const byDocument = () => ({ type: 'Document', documentTypeId, documentNumber: 'ABC123456' });
const deliver = (stopId: string, identification?: unknown) =>
  queued.deliver(stopId, identification ? { identification } : {});
const fail = queued.fail;
const sync = (actions: unknown[], courier = COURIER) => dayKit.sync(actions, courier);
const one = async (action: unknown) => (await sync([action]))[0]!;
const taskOf = async (id: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const sendCode = (stopId: string, courier = COURIER) =>
  kit.call(courier, 'POST', `courier/stops/${stopId}/sms-code`);

/** The code the recipient reads: the newest outbox message of the stop's code. */
async function codeOf(stopId: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(courierDoorCodes)
    .where(eq(courierDoorCodes.stopId, stopId));
  const [message] = await t.database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.reference, row!.id))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return /\d{4,6}/.exec(message!.text)![0];
}

describe('demo data of the door (issue 26)', () => {
  it('gives the demo courier parcels whose recipients have mobile phones, one of them owing money', async () => {
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    const withParcels = day.stops.filter((stop) => stop.kind === 'delivery' && stop.parcels.length > 0);
    expect(withParcels.length).toBeGreaterThan(0);
    expect(withParcels.some((stop) => stop.toCollect.length > 0)).toBe(true);
    // Run first: the courier's stops with parcels are the demo's own.
    const demo = withParcels.find((stop) => stop.identificationRequired);
    expect(demo).toBeDefined();
    expect((await sendCode(demo!.id)).statusCode).toBe(201);
  });
});

describe('identification at the door (issue 26, registers §4-§5)', () => {
  it('needs an identification for an address delivery with parcels; a document of a known type does', async () => {
    const { taskId, stopId } = await parcelStop();
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    expect(day.documentTypes.length).toBeGreaterThan(0);
    expect(day.stops.find((stop) => stop.id === stopId)?.identificationRequired).toBe(true);

    const missing = await one(deliver(stopId));
    expect(missing).toMatchObject({ result: 'refused', code: 'IDENTIFICATION_REQUIRED' });
    const unknown = await one(
      deliver(stopId, { type: 'Document', documentTypeId: crypto.randomUUID(), documentNumber: 'X1' }),
    );
    expect(unknown).toMatchObject({ result: 'refused', code: 'DOCUMENT_TYPE_UNKNOWN' });
    expect((await taskOf(taskId)).status).toBe('New');

    expect(await one(deliver(stopId, byDocument()))).toMatchObject({ result: 'applied' });
    const task = await taskOf(taskId);
    expect(task.status).toBe('Done');
    expect(task.statuses.at(-1)?.note).toMatch(/^Delivered to Recipient at the door, identified by /);
    // A stop without parcels asks for nobody's identity.
    const [empty] = await stopsOf(COURIER, []);
    expect(await one(deliver(empty!.stopId))).toMatchObject({ result: 'applied' });
  });

  it('sends a code only for the caller’s own stop and to a mobile phone; keeps only its hash', async () => {
    const { stopId } = await parcelStop();
    expect((await sendCode(stopId, OTHER)).statusCode).toBe(404);
    expect((await sendCode(crypto.randomUUID())).statusCode).toBe(404);
    expect((await kit.call('operator', 'POST', `courier/stops/${stopId}/sms-code`)).statusCode).toBe(403);
    const sent = await sendCode(stopId);
    expect(sent.statusCode, sent.body).toBe(201);
    const body = sent.json<DoorSmsCodeSent>();
    expect(body.phone).toMatch(/^•+\d{3}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const code = await codeOf(stopId);
    const [row] = await t.database.db
      .select()
      .from(courierDoorCodes)
      .where(eq(courierDoorCodes.stopId, stopId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.status).toBe('FirstAttempt');

    const fixed = await parcelStop({ recipient: { phone: FIXED_LINE } });
    await kit.refused(
      COURIER,
      'POST',
      `courier/stops/${fixed.stopId}/sms-code`,
      undefined,
      422,
      'PHONE_NOT_MOBILE',
    );
    const [empty] = await stopsOf(COURIER, []);
    await kit.refused(
      COURIER,
      'POST',
      `courier/stops/${empty!.stopId}/sms-code`,
      undefined,
      422,
      'IDENTIFICATION_NOT_NEEDED',
    );
  });

  it('counts wrong codes in the spec’s words (two, one, none left), Rejected needs a new code', async () => {
    const { taskId, stopId } = await parcelStop();
    expect((await sendCode(stopId)).statusCode).toBe(201);
    const right = await codeOf(stopId);
    const wrong = right === '0000' ? '1111' : '0000';
    const first = await one(deliver(stopId, { type: 'SMS', code: wrong }));
    expect(first).toMatchObject({
      result: 'refused',
      code: 'WRONG_CODE',
      message: 'Wrong code: two attempts left',
    });
    const second = await one(deliver(stopId, { type: 'SMS', code: wrong }));
    expect(second.message).toBe('Wrong code: one attempt left');
    // A resend keeps counting: no fresh guesses.
    expect((await sendCode(stopId)).statusCode).toBe(201);
    const third = await one(deliver(stopId, { type: 'SMS', code: wrong }));
    expect(third.message).toBe('Wrong code: no attempts left: send the recipient a new code');
    const [rejected] = await t.database.db
      .select()
      .from(courierDoorCodes)
      .where(eq(courierDoorCodes.stopId, stopId));
    expect(rejected).toMatchObject({ status: 'Rejected', failedAttempts: 3 });
    const late = await one(deliver(stopId, { type: 'SMS', code: await codeOf(stopId) }));
    expect(late).toMatchObject({ result: 'refused', code: 'IDENTIFICATION_REJECTED' });
    expect((await taskOf(taskId)).status).toBe('New');

    // A new code after Rejected starts again, and the right one delivers.
    expect((await sendCode(stopId)).statusCode).toBe(201);
    const fresh = await codeOf(stopId);
    expect(await one(deliver(stopId, { type: 'SMS', code: fresh }))).toMatchObject({ result: 'applied' });
    expect((await taskOf(taskId)).statuses.at(-1)?.note).toContain('identified by SMS code');
  });

  it('refuses an expired code (not a wrong attempt) and a code never sent', async () => {
    const { stopId } = await parcelStop();
    expect(await one(deliver(stopId, { type: 'SMS', code: '1234' }))).toMatchObject({
      result: 'refused',
      code: 'SMS_CODE_NOT_SENT',
    });
    expect((await sendCode(stopId)).statusCode).toBe(201);
    const code = await codeOf(stopId);
    await t.database.db
      .update(courierDoorCodes)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(courierDoorCodes.stopId, stopId));
    expect(await one(deliver(stopId, { type: 'SMS', code }))).toMatchObject({
      result: 'refused',
      code: 'CODE_EXPIRED',
    });
    const [row] = await t.database.db
      .select()
      .from(courierDoorCodes)
      .where(eq(courierDoorCodes.stopId, stopId));
    expect(row!.failedAttempts).toBe(0);
  });
});

describe('card payment at the door (issue 26)', () => {
  const owing = () =>
    parcelStop({
      draft: {
        payerType: 'Recipient',
        services: [
          { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
          { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '40.15' },
        ],
      },
      options: { paymentStatuses: { Delivery: 'Paid' } },
    });
  const collect = (stopId: string, due: { amountMinor: number; currencyCode: string }, extra = {}) => ({
    id: crypto.randomUUID(),
    type: 'collect_cash',
    stopId,
    at: at(),
    ...due,
    ...extra,
  });

  it('takes a card with the terminal’s approval code, the exact amount only; a card without one is a 400', async () => {
    const { stopId } = await owing();
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    const due = day.stops.find((stop) => stop.id === stopId)!.toCollect[0]!;
    await kit.refused(
      COURIER,
      'POST',
      'courier/actions',
      { actions: [collect(stopId, due, { method: 'card' })] },
      400,
      'VALIDATION',
    );
    const short = await one(
      collect(
        stopId,
        { ...due, amountMinor: due.amountMinor - 1 },
        { method: 'card', cardReference: 'AB12CD' },
      ),
    );
    expect(short).toMatchObject({ result: 'refused', code: 'CASH_AMOUNT_WRONG' });
    const paid = await one(collect(stopId, due, { method: 'card', cardReference: 'AB12CD34' }));
    expect(paid).toMatchObject({ result: 'applied' });
    expect(paid.message).toMatch(/^Card payment taken: .* \(payment PM\d+, approval AB12CD34\)$/);
    const number = /PM\d+/.exec(paid.message)![0];
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.number, number));
    expect(payment).toMatchObject({ paymentSystem: 'card', externalId: 'AB12CD34' });
    // Then the delivery goes through.
    expect(await one(deliver(stopId, byDocument()))).toMatchObject({ result: 'applied' });
  });

  it('takes cash when an older phone sends no method', async () => {
    const { stopId } = await owing();
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    const due = day.stops.find((stop) => stop.id === stopId)!.toCollect[0]!;
    const paid = await one(collect(stopId, due));
    expect(paid.message).toMatch(/^Cash taken/);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.number, /PM\d+/.exec(paid.message)![0]));
    expect(payment?.paymentSystem).toBe('cash');
  });
});

describe('after a failed delivery (issue 26)', () => {
  it('retries on the division’s next working day: a new task with the same parcels and address, waiting for a route', async () => {
    const { parcel, taskId, stopId } = await parcelStop();
    const answer = await one(fail(stopId, 'absent', { next: { kind: 'retry' } }));
    const day = await nextWorkingDay(t.database.db, 'PL', today);
    expect(answer).toMatchObject({
      result: 'applied',
      message: `Recorded as not delivered; a new attempt on ${day}`,
    });
    const old = await taskOf(taskId);
    expect(old.status).toBe('NotCompleted');
    const [retry] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.day, day), eq(tasks.ownerDocumentNumber, old.ownerDocumentNumber ?? '')));
    const found = (await t.database.db.select().from(tasks).where(eq(tasks.day, day))).find((task) =>
      task.shipmentNumbers.includes(parcel.number),
    );
    expect(found ?? retry).toMatchObject({
      type: 'ClientAddress',
      status: 'New',
      executor: null,
      divisionId,
      addressString: old.addressString,
      latitude: old.latitude,
      longitude: old.longitude,
      shipmentNumbers: [parcel.number],
    });
    expect(day > today).toBe(true);
  });

  it('offers up to three pickup points with a free place offline, and redirects the parcels to one as the tracking page does', async () => {
    const { parcel, taskId, stopId } = await parcelStop();
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    const pudos = day.stops.find((stop) => stop.id === stopId)!.pudos;
    expect(pudos.length).toBeGreaterThan(0);
    expect(pudos.length).toBeLessThanOrEqual(3);
    for (const pudo of pudos) expect(pudo.freePlaces).toBeGreaterThan(0);

    const elsewhere = await one(fail(stopId, 'absent', { next: { kind: 'pudo', pudoId: divisionId } }));
    expect(elsewhere).toMatchObject({ result: 'refused', code: 'PUDO_NOT_OFFERED' });
    expect((await taskOf(taskId)).status).toBe('New');

    const answer = await one(fail(stopId, 'absent', { next: { kind: 'pudo', pudoId: pudos[0]!.id } }));
    expect(answer).toMatchObject({
      result: 'applied',
      message: `Recorded as not delivered; the parcels go to pickup point ${pudos[0]!.name}`,
    });
    const [modification] = await t.database.db
      .select()
      .from(shipmentModifications)
      .where(eq(shipmentModifications.shipmentId, parcel.id));
    expect(modification).toMatchObject({ type: 'Redirecting', status: 'NeedProcessing', source: 'Courier' });
    expect((modification!.payload as { recipient: { divisionId: string } }).recipient.divisionId).toBe(
      pudos[0]!.id,
    );
  });

  it('sends refused parcels back to their sender with a Refusal, as a counter does, and takes no next step', async () => {
    const { parcel, taskId, stopId } = await parcelStop();
    const withNext = await one(fail(stopId, 'refused', { next: { kind: 'retry' } }));
    expect(withNext).toMatchObject({ result: 'refused', code: 'NEXT_NOT_ALLOWED' });
    expect((await taskOf(taskId)).status).toBe('New');
    const answer = await one(fail(stopId, 'refused'));
    expect(answer.message).toBe('Recorded as not delivered; the parcels go back to their sender');
    const [modification] = await t.database.db
      .select()
      .from(shipmentModifications)
      .where(eq(shipmentModifications.shipmentId, parcel.id));
    expect(modification).toMatchObject({ type: 'Refusal', status: 'Processed', source: 'Courier' });
  });

  it('attaches the damaged parcel’s photo to the problem parcel it opens', async () => {
    const { stopId } = await parcelStop();
    const boundary = '----courier-door-test';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="box.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(await t.tokenOf(COURIER)),
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json<UploadInfo>();
    const answer = await one(fail(stopId, 'damaged', { photoUploadId: photo.id }));
    const number = /PP\d+/.exec(answer.message)![0];
    const [problem] = await t.database.db
      .select()
      .from(problemParcels)
      .where(eq(problemParcels.number, number));
    const attachments = await t.database.db
      .select()
      .from(problemParcelAttachments)
      .where(eq(problemParcelAttachments.problemParcelId, problem!.id));
    expect(attachments.map((row) => row.url)).toEqual([photo.url]);
    // The problem parcel's screen lists it for the hub.
    const listed = await kit.ok<{ items: { storageInfo: { url: string } }[] }>(
      'administrator.god',
      'GET',
      `problem-parcels/attachments?problemParcelId=${problem!.id}`,
    );
    expect(listed.items.map((item) => item.storageInfo.url)).toEqual([photo.url]);
  });
});
