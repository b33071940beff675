import { type CourierActionAnswer, type CourierDay, type Shipment, toMinor } from '@console/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { courierPositionTrack } from '../src/features/courier-day/courier-day-tables.ts';
import { courierRoutes, routeStops } from '../src/features/courier-routes/courier-routes-tables.ts';
import { courierPositions } from '../src/features/pickups/pickups-tables.ts';
import { problemParcels } from '../src/features/problem-parcels/problem-parcels-tables.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let visits: ReturnType<typeof visitKit>;
let divisionId: string;
let today: string;
const COURIER = 'courier';
const OTHER = 'courier.mykola';
const BADGE = 'KURP0000000001';
const HUB = 'dispatch.manager';

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  visits = visitKit(t);
  divisionId = await kit.demoDivisionId();
  today = (await kit.ok<CourierDay>(COURIER, 'GET', 'courier/today')).day;
});
afterAll(() => t.close());

interface Task {
  id: string;
  status: string;
}

let routeSerial = 0;
/** A confirmed route of today for the courier with one stop per task (as a built and confirmed route holds). */
async function routeOf(courier: string, taskIds: string[]): Promise<string[]> {
  routeSerial += 1;
  const [route] = await t.database.db
    .insert(courierRoutes)
    .values({
      number: `RT9${String(routeSerial).padStart(11, '0')}`,
      status: 'Created',
      divisionId,
      day: today,
      courier,
      createdByUser: HUB,
    })
    .returning({ id: courierRoutes.id });
  const now = new Date();
  const stops = await t.database.db
    .insert(routeStops)
    .values(
      taskIds.map((refId, position) => ({
        routeId: route!.id,
        position,
        kind: 'task' as const,
        refId,
        label: `STOP-${position}`,
        latitude: 52.23,
        longitude: 21.01,
        arrival: now,
        serviceStart: now,
        departure: now,
      })),
    )
    .returning({ id: routeStops.id, refId: routeStops.refId });
  return taskIds.map((id) => stops.find((stop) => stop.refId === id)!.id);
}

async function deliveryTask(courier: string, numbers: string[] = []): Promise<Task> {
  return kit.ok<Task>(
    HUB,
    'POST',
    'tasks',
    {
      type: 'ClientAddress',
      divisionId,
      address: { string: 'ul. Marszałkowska 104, Warszawa', latitude: 52.23, longitude: 21.01 },
      day: today,
      timeFrom: '09:00',
      timeTo: '12:00',
      shipmentNumbers: numbers,
      executor: courier,
    },
    201,
  );
}

/** Stops of the courier's own route, one per new task (with the shipments given). */
async function stopsOf(courier: string, ...numbers: string[][]) {
  const tasks = await Promise.all(numbers.map((list) => deliveryTask(courier, list)));
  const stopIds = await routeOf(
    courier,
    tasks.map((task) => task.id),
  );
  return tasks.map((task, index) => ({ task, stopId: stopIds[index]! }));
}

async function handOver(...parcels: Shipment[]) {
  const { data } = await kit.ok<{ data: { id: string } }>(
    HUB,
    'POST',
    'scan-registry',
    { type: 'LoadingCourier', courierBarcode: BADGE },
    201,
  );
  for (const shipment of parcels)
    for (const parcel of shipment.parcels)
      await kit.ok(HUB, 'POST', `scan-registry/${data.id}/scans`, { barcode: parcel.number });
  await kit.ok(HUB, 'POST', `scan-registry/${data.id}/close`);
}

const at = () => new Date().toISOString();
const deliver = (stopId: string, id: string = crypto.randomUUID()) => ({
  id,
  type: 'deliver',
  stopId,
  at: at(),
  recipientName: 'Recipient at the door',
});
const fail = (stopId: string, reason = 'absent', id: string = crypto.randomUUID()) => ({
  id,
  type: 'fail',
  stopId,
  at: at(),
  reason,
});
const sync = async (actions: unknown[], courier = COURIER) =>
  (await kit.ok<{ items: CourierActionAnswer[] }>(courier, 'POST', 'courier/actions', { actions })).items;
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
    const history = await kit.ok<{ items: { note: string | null }[] }>(
      HUB,
      'GET',
      `tracking-history/${a!.task.id}`,
    );
    expect(history.items.at(-1)?.note).toBe('Not delivered: the recipient was not there');
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

  it('bounds and validates every batch (400, never 500) and lets only couriers in', async () => {
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
    await kit.refused('operator', 'POST', 'courier/actions', { actions: [deliver(stop!.stopId)] }, 403);
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
