import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CourierDay,
  type DeliveryProof,
  fromMinor,
  type Pickup,
  type Shipment,
  toMinor,
  type UploadInfo,
} from '@console/domain';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { codPayables } from '../src/features/cash-on-delivery/cod-tables.ts';
import { courierPositionTrack } from '../src/features/courier-day/courier-day-tables.ts';
import { payments } from '../src/features/payments/payments-table.ts';
import { courierPositions, pickupShipments, pickups } from '../src/features/pickups/pickups-tables.ts';
import { problemParcels } from '../src/features/problem-parcels/problem-parcels-tables.ts';
import { shipmentParcels, shipments } from '../src/features/shipments/shipments-tables.ts';
import { COURIER, courierDayKit, type DeliveryTask, HUB, OTHER } from './courier-day-kit.ts';
import { routesKit } from './courier-routes-kit.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let visits: ReturnType<typeof visitKit>;
let divisionId: string;
let today: string;
let dataDir: string;
/** The identity document the recipient shows at the door (courier-door.test.ts tests the rules). */
let documentTypeId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courier-day-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = routesKit(t);
  visits = visitKit(t);
  divisionId = await kit.demoDivisionId();
  const first = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
  today = first.day;
  documentTypeId = first.documentTypes[0]!.id;
  dayKit = courierDayKit(t, kit, { divisionId, day: today, routePrefix: 'RT9' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Task = DeliveryTask;
let dayKit: ReturnType<typeof courierDayKit>;
const handOver = (...parcels: Shipment[]) => dayKit.handOver(...parcels);
const routeOf = (courier: string, refIds: string[], kind?: 'task' | 'pickup') =>
  dayKit.routeOf(courier, refIds, kind);
const stopsOf = (courier: string, ...numbers: string[][]) => dayKit.stopsOf(courier, ...numbers);

const at = () => new Date().toISOString();
const deliver = (stopId: string, id: string = crypto.randomUUID()) => ({
  id,
  type: 'deliver',
  stopId,
  at: at(),
  recipientName: 'Recipient at the door',
  identification: { type: 'Document', documentTypeId, documentNumber: 'ABC123456' },
});
const fail = (stopId: string, reason = 'absent', id: string = crypto.randomUUID()) => ({
  id,
  type: 'fail',
  stopId,
  at: at(),
  reason,
});
const collect = (
  stopId: string,
  amountMinor: number,
  currencyCode = 'PLN',
  id: string = crypto.randomUUID(),
) => ({
  id,
  type: 'collect_cash',
  stopId,
  at: at(),
  amountMinor,
  currencyCode,
});
const scan = (stopId: string, barcodes: string[], id: string = crypto.randomUUID()) => ({
  id,
  type: 'pickup_scan',
  stopId,
  at: at(),
  barcodes,
});
const sync = (actions: unknown[], courier = COURIER) => dayKit.sync(actions, courier);
const taskStatus = async (id: string) => (await kit.ok<Task>(HUB, 'GET', `tasks/${id}`)).status;
const read = (shipment: Shipment) => kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`);

describe("the courier's day on a phone (issue 26)", () => {
  it("answers each demo courier's confirmed route of today, in order, with geo points; others are refused", async () => {
    for (const courier of [COURIER, OTHER]) {
      const day = await kit.ok<CourierDay>(courier, 'GET', 'courier/today');
      expect(day.day).toBe(today);
      expect(day.stops.length, courier).toBeGreaterThan(0);
      expect(day.stops.map((stop) => stop.position)).toEqual(day.stops.map((_, index) => index + 1));
      for (const stop of day.stops) {
        expect(['delivery', 'pickup', 'pudo', 'postomat']).toContain(stop.kind);
        expect(stop.status).toBe('pending');
        expect(Number.isFinite(stop.latitude) && Number.isFinite(stop.longitude)).toBe(true);
        // A pickup reads as its client's address, with its number.
        if (stop.kind === 'pickup') expect(stop.address).toMatch(/.+, .+ \(PU[A-Z]{2}\d+\)$/);
      }
    }
    await kit.refused('operator', 'GET', 'courier/today', undefined, 403);
  });

  it("gives the phone's demo courier real parcels: each delivery stop holds one, in his hands, owing nothing", async () => {
    const day = await kit.ok<CourierDay>(OTHER, 'GET', 'courier/today');
    const deliveries = day.stops.filter((stop) => stop.kind === 'delivery');
    // The solver shares the demo's seven address deliveries among the couriers: he keeps at least three.
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
    for (const stop of deliveries) {
      expect(stop.parcels).toHaveLength(1);
      expect(stop.toCollect).toEqual([]);
    }
    const [first] = deliveries;
    const [answer] = await sync([deliver(first!.id)], OTHER);
    expect(answer).toMatchObject({ result: 'applied', message: 'Delivered' });
    const [issued] = await t.database.db
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.number, first!.parcels[0]!.shipmentNumber));
    expect(issued?.status).toBe('Issued');
  });

  it('delivers a stop once: a replayed id answers its first answer and changes nothing', async () => {
    const parcel = await visits.toIssue();
    await handOver(parcel);
    const [stop] = await stopsOf(COURIER, [parcel.number]);
    const action = deliver(stop!.stopId);
    const [first] = await sync([action]);
    expect(first).toMatchObject({ id: action.id, result: 'applied', message: 'Delivered' });
    expect((await read(parcel)).status).toBe('Issued');
    expect(await taskStatus(stop!.task.id)).toBe('Done');
    const [again] = await sync([action]);
    expect(again).toMatchObject({ id: action.id, result: 'duplicate', first: { result: 'applied' } });
    const { items } = await kit.ok<{ items: { event: string }[] }>(
      'administrator.god',
      'GET',
      `shipments/${parcel.id}/tracking`,
    );
    expect(items.filter((item) => item.event === 'Issued')).toHaveLength(1);
    // Another courier reusing the id learns nothing of it.
    const [foreign] = await sync([action], OTHER);
    expect(foreign).toMatchObject({ result: 'refused', code: 'ACTION_ID_TAKEN' });
  });

  it('applies a batch in its order: a stop failed first is not delivered after, and the other way round', async () => {
    const [a, b] = await stopsOf(COURIER, [], []);
    const answers = await sync([fail(a!.stopId), deliver(a!.stopId), deliver(b!.stopId), fail(b!.stopId)]);
    expect(answers.map((answer) => answer.result)).toEqual(['applied', 'refused', 'applied', 'refused']);
    expect(answers[1]!.code).toBe('STOP_CLOSED');
    expect(answers[3]!.code).toBe('STOP_ALREADY_DONE');
    expect(await taskStatus(a!.task.id)).toBe('NotCompleted');
    expect(await taskStatus(b!.task.id)).toBe('Done');
    const history = await kit.ok<{ items: { note: string | null; status: string; user: string }[] }>(
      HUB,
      'GET',
      `tracking-history/${a!.task.id}`,
    );
    expect(history.items.at(-1)?.note).toBe('Not delivered: the recipient was not there');
    // Closed from New in one go, the history still passes through InProgress, by the courier.
    expect(history.items.slice(-2).map((item) => [item.status, item.user])).toEqual([
      ['InProgress', COURIER],
      ['NotCompleted', COURIER],
    ]);
  });

  it('refuses, in words, a parcel already issued at a branch and a stop on another courier’s route', async () => {
    const parcel = await visits.toIssue();
    await handOver(parcel);
    const [stop] = await stopsOf(COURIER, [parcel.number]);
    // Issued at a branch counter meanwhile.
    await t.database.db.update(shipments).set({ status: 'Issued' }).where(eq(shipments.id, parcel.id));
    const [issued] = await sync([deliver(stop!.stopId)]);
    expect(issued).toMatchObject({ result: 'refused', code: 'SHIPMENT_ALREADY_ISSUED' });
    expect(issued!.message).toContain('already issued');
    expect(await taskStatus(stop!.task.id)).toBe('New');

    const [theirs] = await stopsOf(OTHER, []);
    const [foreign, unknown] = await sync([deliver(theirs!.stopId), deliver(crypto.randomUUID())]);
    expect(foreign).toMatchObject({ result: 'refused', code: 'STOP_NOT_YOURS' });
    expect(unknown).toMatchObject({ result: 'refused', code: 'STOP_UNKNOWN' });
    expect(await taskStatus(theirs!.task.id)).toBe('New');
    // Their own courier may.
    expect((await sync([deliver(theirs!.stopId)], OTHER))[0]!.result).toBe('applied');
  });

  it('a damaged parcel opens a problem parcel with its parcels', async () => {
    const parcel = await visits.toIssue();
    const [stop] = await stopsOf(COURIER, [parcel.number]);
    const [answer] = await sync([fail(stop!.stopId, 'damaged')]);
    expect(answer!.result).toBe('applied');
    expect(answer!.message).toMatch(/problem parcel PP\d+ opened/);
    const number = /PP\d+/.exec(answer!.message)![0];
    const [problem] = await t.database.db
      .select()
      .from(problemParcels)
      .where(eq(problemParcels.number, number));
    expect(problem).toMatchObject({ type: 'DamagedCargo', parcelNumbers: [parcel.parcels[0]!.number] });
  });

  it('shows what the recipient owes in the currency’s minor unit', async () => {
    const owing = await visits.toIssue({
      draft: {
        payerType: 'Recipient',
        services: [
          { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
          { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '40.15' },
        ],
      },
      options: { paymentStatuses: { Delivery: 'Paid' } },
    });
    const [stop] = await stopsOf(COURIER, [owing.number]);
    const day = await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today');
    const found = day.stops.find((candidate) => candidate.id === stop!.stopId)!;
    expect(found.parcels.map((parcel) => parcel.barcode)).toEqual(
      owing.parcels.map((parcel) => parcel.number),
    );
    // The cash on delivery (40.15) and the recipient's unpaid fees, in grosz: an integer, no float sum.
    const fees = (await read(owing)).services
      .filter((service) => service.paymentStatus === 'NeedPay' && service.payerType === 'Recipient')
      .reduce((sum, service) => sum + toMinor(service.cost, 2), 0n);
    expect(fees).toBeGreaterThan(0n);
    expect(found.toCollect).toEqual([
      { amountMinor: 4015 + Number(fees), currencyCode: owing.cashOnDelivery!.currencyCode },
    ]);
  });

  it('bounds and validates every batch (400, never 500) and lets only couriers and scanning staff in', async () => {
    const [stop] = await stopsOf(COURIER, []);
    const many = Array.from({ length: 501 }, () => deliver(stop!.stopId));
    await kit.refused(COURIER, 'POST', 'courier/actions', { actions: many }, 400, 'VALIDATION');
    await kit.refused(COURIER, 'POST', 'courier/actions', { actions: [] }, 400, 'VALIDATION');
    await kit.refused(COURIER, 'POST', 'courier/actions', { actions: [fail(stop!.stopId, 'late')] }, 400);
    await kit.refused(
      COURIER,
      'POST',
      'courier/actions',
      { actions: [{ ...deliver(stop!.stopId), id: 'x' }] },
      400,
    );
    const position = { latitude: 52.2, longitude: 21, accuracy: 12, at: at() };
    const positions = Array.from({ length: 201 }, () => position);
    await kit.refused(COURIER, 'POST', 'courier/positions', { positions }, 400, 'VALIDATION');
    await kit.refused(
      COURIER,
      'POST',
      'courier/positions',
      { positions: [{ ...position, longitude: 181 }] },
      400,
    );
    // A hub clerk may send the queue (hub scans) but not close a courier's stop; without either right, 403.
    const [clerk] = await sync([deliver(stop!.stopId)], 'operator');
    expect(clerk).toMatchObject({ result: 'refused', code: 'STOP_NOT_YOURS' });
    await kit.refused(
      'contact.centre.operator',
      'POST',
      'courier/actions',
      { actions: [deliver(stop!.stopId)] },
      403,
    );
    expect(await taskStatus(stop!.task.id)).toBe('New');
  });

  it('stores positions, keeps the newest as the last one, and drops what is older than the retention', async () => {
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, COURIER));
    const now = Date.now();
    const old = new Date(now - 8 * 86_400_000).toISOString();
    const positions = [
      { latitude: 52.1, longitude: 21.1, accuracy: 8, at: new Date(now - 1_000).toISOString() },
      { latitude: 52.2, longitude: 21.2, accuracy: 8, at: new Date(now).toISOString() },
      { latitude: 52.0, longitude: 21.0, accuracy: 8, at: old },
    ];
    expect(await kit.ok(COURIER, 'POST', 'courier/positions', { positions })).toEqual({ stored: 2 });
    const [last] = await t.database.db
      .select()
      .from(courierPositions)
      .where(eq(courierPositions.userId, me!.id));
    expect(last).toMatchObject({ latitude: 52.2, longitude: 21.2 });
    // A late batch of older positions does not move the last position back.
    await kit.ok(COURIER, 'POST', 'courier/positions', {
      positions: [{ latitude: 50, longitude: 20, accuracy: 8, at: new Date(now - 120_000).toISOString() }],
    });
    const monitoring = await kit.ok<{ items: { courier: string; lastPosition: unknown }[] }>(
      HUB,
      'GET',
      `dispatch-monitoring?divisionId=${divisionId}&limit=10`,
    );
    expect(monitoring.items.find((item) => item.courier === COURIER)?.lastPosition).toEqual({
      latitude: 52.2,
      longitude: 21.2,
      at: new Date(now).toISOString(),
    });
    const [still] = await t.database.db
      .select()
      .from(courierPositions)
      .where(eq(courierPositions.userId, me!.id));
    expect(still).toMatchObject({ latitude: 52.2, longitude: 21.2 });
    const track = await t.database.db
      .select()
      .from(courierPositionTrack)
      .where(eq(courierPositionTrack.userId, me!.id));
    expect(track.every((row) => row.takenAt.getTime() > now - 7 * 86_400_000)).toBe(true);
  });

  it('applies a long queue across commits in order: an id sent twice in one call answers its first answer, two calls at once apply each action once', async () => {
    const stops = await stopsOf(COURIER, ...Array.from({ length: 130 }, () => [] as string[]));
    const queue: ReturnType<typeof fail>[] = stops.map((stop) => fail(stop.stopId));
    // The 121st action repeats the 11th: the same id, past the first commit of the call.
    queue.splice(120, 0, queue[10]!);
    const answers = await sync(queue);
    expect(answers).toHaveLength(131);
    expect(answers.filter((answer) => answer.result === 'applied')).toHaveLength(130);
    expect(answers[120]).toMatchObject({
      id: queue[10]!.id,
      result: 'duplicate',
      first: { result: 'applied' },
    });
    expect(answers.map((answer) => answer.id)).toEqual(queue.map((action) => action.id));

    const more = await stopsOf(COURIER, [], [], []);
    const batch = more.map((stop) => deliver(stop.stopId));
    const [one, two] = await Promise.all([sync(batch), sync(batch)]);
    const applied = [...one!, ...two!].filter((answer) => answer.result === 'applied');
    expect(applied.map((answer) => answer.id).sort()).toEqual(batch.map((action) => action.id).sort());
    for (const stop of more) expect(await taskStatus(stop.task.id)).toBe('Done');
  });

  it('replaying any part of a synced queue, in its order, changes nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('deliver', 'fail'), fc.nat(2)), { minLength: 1, maxLength: 6 }),
        fc.infiniteStream(fc.boolean()),
        async (steps, keep) => {
          const stops = await stopsOf(COURIER, [], [], []);
          const queue = steps.map(([type, index]) =>
            type === 'deliver' ? deliver(stops[index]!.stopId) : fail(stops[index]!.stopId),
          );
          const answers = await sync(queue);
          const statuses = await Promise.all(stops.map((stop) => taskStatus(stop.task.id)));
          const part = queue.filter(() => keep.next().value);
          if (part.length === 0) return;
          const replayed = await sync(part);
          for (const answer of replayed) {
            const original = answers.find((candidate) => candidate.id === answer.id)!;
            expect(answer.result).toBe('duplicate');
            expect(answer.first?.result).toBe(original.result);
            expect(answer.message).toBe(original.message);
          }
          expect(await Promise.all(stops.map((stop) => taskStatus(stop.task.id)))).toEqual(statuses);
        },
      ),
      { numRuns: 8 },
    );
  });
});

/** A 1×1 PNG, as the phone's camera or signature pad sends it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAs(login: string, name: string): Promise<UploadInfo> {
  const boundary = '----courier-day-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(await t.tokenOf(login)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadInfo>();
}

async function download(login: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/uploads/attached/${url}`,
    headers: bearer(await t.tokenOf(login)),
  });
}

/** A parcel whose recipient pays the cash on delivery (40.15) and some fees at the door. */
const codParcel = () =>
  visits.toIssue({
    draft: {
      payerType: 'Recipient',
      services: [
        { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
        { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '40.15' },
      ],
    },
    options: { paymentStatuses: { Delivery: 'Paid' } },
  });

const stopOnPhone = async (stopId: string, courier = COURIER) =>
  (await kit.ok<CourierDay>(courier, 'GET', 'courier/today')).stops.find((stop) => stop.id === stopId)!;

describe('delivery with proof and cash at the door (issue 26)', () => {
  it('issues the parcels with a "delivered by courier" step and keeps the proof on the shipment, in its scope', async () => {
    const parcel = await visits.toIssue();
    await handOver(parcel);
    const [stop] = await stopsOf(COURIER, [parcel.number]);
    const signature = await uploadAs(COURIER, 'signature.png');
    const photo = await uploadAs(COURIER, 'photo.png');
    const action = {
      ...deliver(stop!.stopId),
      recipientName: 'Anna Nowak',
      signatureUploadId: signature.id,
      photoUploadId: photo.id,
    };
    expect((await sync([action]))[0]).toMatchObject({ result: 'applied', message: 'Delivered' });
    const { items: journey } = await kit.ok<{
      items: { event: string; note: string | null; userLogin: string }[];
    }>('operator', 'GET', `shipments/${parcel.id}/tracking`);
    expect(journey.at(-1)).toMatchObject({
      event: 'Issued',
      note: 'Delivered by courier',
      userLogin: COURIER,
    });
    expect((await stopOnPhone(stop!.stopId)).status).toBe('done');

    // The console user of the division sees the proof and opens its files.
    const proofs = await kit.ok<{ items: DeliveryProof[] }>(
      'operator',
      'GET',
      `shipments/${parcel.id}/delivery-proofs`,
    );
    expect(proofs.items).toEqual([
      {
        id: expect.any(String),
        shipmentId: parcel.id,
        recipientName: 'Anna Nowak',
        courier: COURIER,
        deliveredAt: new Date(action.at).toISOString(),
        signature: { url: signature.url, contentType: 'image/png' },
        photo: { url: photo.url, contentType: 'image/png' },
      },
    ]);
    expect((await download('operator', photo.url)).statusCode).toBe(200);
    expect((await download('branch.employee', signature.url)).statusCode).toBe(200);
    // Replayed, the delivery leaves one proof.
    expect((await sync([action]))[0]!.result).toBe('duplicate');
    expect(
      (await kit.ok<{ items: DeliveryProof[] }>('operator', 'GET', `shipments/${parcel.id}/delivery-proofs`))
        .items,
    ).toHaveLength(1);

    // Outside the shipment's scope, the proof and its files answer 404 like the shipment's files do.
    const elsewhere = await visits.otherDivision();
    await t.database.db
      .update(shipments)
      .set({
        senderDivisionId: elsewhere,
        recipientDivisionId: elsewhere,
        firstLogisticDivisionId: elsewhere,
        lastLogisticDivisionId: elsewhere,
      })
      .where(eq(shipments.id, parcel.id));
    await t.database.db
      .update(shipmentParcels)
      .set({ currentDivisionId: elsewhere })
      .where(eq(shipmentParcels.shipmentId, parcel.id));
    await kit.refused('operator', 'GET', `shipments/${parcel.id}/delivery-proofs`, undefined, 404);
    expect((await download('operator', photo.url)).statusCode).toBe(404);
    expect((await download('administrator.god', photo.url)).statusCode).toBe(200);
  });

  it('takes the cash on delivery as a payment before the delivery, in the batch’s order, once and to the minor unit', async () => {
    const parcel = await codParcel();
    await handOver(parcel);
    const [stop] = await stopsOf(COURIER, [parcel.number]);
    const [owed] = (await stopOnPhone(stop!.stopId)).toCollect;
    const currency = parcel.cashOnDelivery!.currencyCode;
    const words = `${fromMinor(BigInt(owed!.amountMinor), 2)} ${currency}`;
    const batch = [
      deliver(stop!.stopId),
      collect(stop!.stopId, owed!.amountMinor - 1, currency),
      collect(stop!.stopId, owed!.amountMinor, currency === 'EUR' ? 'USD' : 'EUR'),
      collect(stop!.stopId, owed!.amountMinor, currency),
      collect(stop!.stopId, owed!.amountMinor, currency),
      deliver(stop!.stopId),
    ];
    const answers = await sync(batch);
    expect(answers.map((answer) => answer.code ?? answer.result)).toEqual([
      'CASH_NOT_COLLECTED',
      'CASH_AMOUNT_WRONG',
      'CASH_AMOUNT_WRONG',
      'applied',
      'CASH_ALREADY_COLLECTED',
      'applied',
    ]);
    // The courier reads what to take, in the currency's own words.
    expect(answers[0]!.message).toBe(`Take ${words} from the recipient first, then deliver the parcels`);
    expect(answers[1]!.message).toContain(`pays ${words} at this stop`);
    expect(answers[3]!.message).toMatch(new RegExp(`^Cash taken: ${words} \\(payment PM\\d+\\)$`));

    const after = await read(parcel);
    expect(after.status).toBe('Issued');
    expect(after.cashOnDelivery?.status).toBe('Collected');
    expect(
      after.services.filter((service) => service.paymentStatus === 'NeedPay' && service.cost > 0),
    ).toEqual([]);
    // Owed to the sender, as a counter's collection is: the cash-on-delivery register lists it.
    const owedToSender = await kit.ok<{ items: unknown[] }>(
      'administrator.god',
      'GET',
      `cod-payables?search=${parcel.number}`,
    );
    expect(owedToSender.items).toEqual([
      expect.objectContaining({
        amount: '40.15',
        currencyCode: currency,
        status: 'Collected',
        collectedBy: COURIER,
      }),
    ]);
    const paymentNumber = /PM\d+/.exec(answers[3]!.message)![0];
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.number, paymentNumber));
    expect(payment).toMatchObject({ paymentSystem: 'cash', currencyCode: currency, userCreate: COURIER });
    expect(toMinor(payment!.sum, 2)).toBe(BigInt(owed!.amountMinor));
    expect(await stopOnPhone(stop!.stopId)).toMatchObject({ status: 'done', toCollect: [] });

    // The phone sending the whole queue again changes nothing: no second payment, no second payable.
    const replayed = await sync(batch);
    expect(replayed.every((answer) => answer.result === 'duplicate')).toBe(true);
    expect(replayed.map((answer) => answer.first?.code ?? answer.first?.result)).toEqual(
      answers.map((answer) => answer.code ?? answer.result),
    );
    expect(
      await t.database.db.select().from(codPayables).where(eq(codPayables.shipmentId, parcel.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.userCreate, COURIER)),
    ).toHaveLength(1);
  });

  it('refuses cash where nothing is owed, a float amount (400), and cash on another courier’s stop', async () => {
    const [free] = await stopsOf(COURIER, []);
    const [nothing] = await sync([collect(free!.stopId, 100)]);
    expect(nothing).toMatchObject({ result: 'refused', code: 'NOTHING_TO_COLLECT' });
    await kit.refused(COURIER, 'POST', 'courier/actions', { actions: [collect(free!.stopId, 40.15)] }, 400);
    const parcel = await codParcel();
    const [theirs] = await stopsOf(OTHER, [parcel.number]);
    const [foreign] = await sync([collect(theirs!.stopId, 4015)]);
    expect(foreign).toMatchObject({ result: 'refused', code: 'STOP_NOT_YOURS' });
    expect((await read(parcel)).cashOnDelivery?.status).toBe('ToCollect');
  });
});

describe('pickup at a client’s address (issue 26)', () => {
  /** A pickup given to a courier, holding the shipments (as a contact centre and a dispatcher make it). */
  async function pickupOf(...held: Shipment[]): Promise<Pickup> {
    // Booked for the next working day (the arrival rules refuse a weekend); the route carries it today.
    let next = new Date();
    do next = new Date(next.getTime() + 86_400_000);
    while (next.getUTCDay() === 0 || next.getUTCDay() === 6);
    const day = next.toISOString().slice(0, 10);
    const draft = await kit.ok<Pickup>(
      'contact.centre.operator',
      'POST',
      'pickups',
      {
        contact: { fullName: 'Anna Maria Nowak', phone: '48601222333' },
        address: { string: 'Marszałkowska 1, Warszawa', latitude: 52.2297, longitude: 21.0122 },
        addressParts: { street: 'Marszałkowska', building: '1', city: 'Warszawa' },
        countryCode: 'PL',
        divisionId,
        pickedTimeFrom: `${day}T09:00:00.000000Z`,
        pickedTimeTo: `${day}T12:00:00.000000Z`,
      },
      201,
    );
    await t.database.db.update(pickups).set({ status: 'AppointedCourier' }).where(eq(pickups.id, draft.id));
    if (held.length > 0)
      await t.database.db
        .insert(pickupShipments)
        .values(
          held.map((shipment) => ({ pickupId: draft.id, shipmentId: shipment.id, status: 'Added' as const })),
        );
    return kit.ok<Pickup>(HUB, 'GET', `pickups/${draft.id}`);
  }

  it('scans the handed-over parcels into the pickup; unknown parcels and parcels of another pickup are refused in words', async () => {
    const [a, b, c] = [await visits.toIssue(), await visits.toIssue(), await visits.toIssue()];
    const mine = await pickupOf(a, b);
    const other = await pickupOf(c);
    const [stopId] = await routeOf(COURIER, [mine.id], 'pickup');
    const [delivery] = await stopsOf(COURIER, []);
    const answers = await sync([
      scan(stopId!, ['NOT-A-PARCEL-1']),
      scan(stopId!, [a.parcels[0]!.number, c.parcels[0]!.number]),
      scan(delivery!.stopId, [a.parcels[0]!.number]),
      deliver(stopId!),
      scan(stopId!, [a.parcels[0]!.number, b.number]),
    ]);
    expect(answers.map((answer) => answer.code ?? answer.result)).toEqual([
      'BARCODE_UNKNOWN',
      'BARCODE_OTHER_PICKUP',
      'STOP_IS_DELIVERY',
      'STOP_IS_PICKUP',
      'applied',
    ]);
    expect(answers[0]!.message).toBe(
      'Barcode NOT-A-PARCEL-1 is not a parcel we know: do not take it, call your dispatcher',
    );
    expect(answers[1]!.message).toContain(`belongs to another pickup (${other.number})`);
    expect(answers[4]!.message).toBe(`2 parcels taken into pickup ${mine.number}`);
    const after = await kit.ok<Pickup>(HUB, 'GET', `pickups/${mine.id}`);
    expect(after.status).toBe('ReceivedByCourier');
    const rows = await t.database.db
      .select({ shipmentId: pickupShipments.shipmentId, status: pickupShipments.status })
      .from(pickupShipments)
      .where(inArray(pickupShipments.pickupId, [mine.id, other.id]));
    expect(
      rows
        .filter((row) => row.status === 'Accepted')
        .map((row) => row.shipmentId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await stopOnPhone(stopId!)).status).toBe('done');

    // Another courier cannot scan into it; the same scan sent again is a duplicate.
    const [foreign] = await sync([scan(stopId!, [a.parcels[0]!.number])], OTHER);
    expect(foreign).toMatchObject({ result: 'refused', code: 'STOP_NOT_YOURS' });
    const [closed] = await sync([scan(stopId!, [a.parcels[0]!.number])]);
    expect(closed!.result).toBe('applied');
    await t.database.db.update(pickups).set({ status: 'Done' }).where(eq(pickups.id, mine.id));
    const [late] = await sync([scan(stopId!, [a.parcels[0]!.number])]);
    expect(late).toMatchObject({ result: 'refused', code: 'PICKUP_CLOSED' });
  });
});
