import type { Shipment } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE, COURIER, courierDayKit, type DeliveryTask, HUB } from './courier-day-kit.ts';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

type Task = DeliveryTask;

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let visits: ReturnType<typeof visitKit>;
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  visits = visitKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

const handOver = (...parcels: Shipment[]) =>
  courierDayKit(t, kit, { divisionId, day: '2026-11-30', routePrefix: 'RT7' }).handOver(...parcels);

/** A delivery task for the shipments, given to the courier and started. */
async function startedDelivery(...numbers: string[]): Promise<Task> {
  const task = await kit.ok<Task>(
    HUB,
    'POST',
    'tasks',
    {
      type: 'ClientAddress',
      divisionId,
      ownerDocumentNumber: numbers[0],
      address: { string: 'ul. Marszałkowska 104, Warszawa', latitude: 52.23, longitude: 21.01 },
      day: '2026-11-30',
      timeFrom: '09:00',
      timeTo: '12:00',
      shipmentNumbers: numbers,
      executor: COURIER,
    },
    201,
  );
  return kit.ok<Task>(COURIER, 'PUT', `tasks/${task.id}/status-executor`, {
    status: 'InProgress',
    lockVersion: task.lockVersion,
  });
}

const done = (task: Task) => ({ status: 'Done', lockVersion: task.lockVersion });
/** The courier's Done refused with the reason's code: the task stays as it was. */
const refusedDone = (task: Task, code: string) =>
  kit.refused(COURIER, 'PUT', `tasks/${task.id}/status-executor`, done(task), 422, code);
const read = (shipment: Shipment) => kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`);

describe("a courier's delivery task done delivers its parcels (issue 24)", () => {
  it('issues the parcels the courier holds, records "delivered to client" at the division, and empties the courier', async () => {
    const parcel = await visits.toIssue();
    // The demo's door parcels are in this courier's hands too: the count comes back to where it was.
    const held = (await kit.ok<{ parcelsAmount: number }>(HUB, 'GET', `couriers/${BADGE}`)).parcelsAmount;
    await handOver(parcel);
    const task = await startedDelivery(parcel.number);
    const closed = await kit.ok<Task>(COURIER, 'PUT', `tasks/${task.id}/status-executor`, done(task));
    expect(closed.status).toBe('Done');
    expect((await read(parcel)).status).toBe('Issued');
    const { items } = await kit.ok<{ items: { event: string; divisionId: string; userLogin: string }[] }>(
      'administrator.god',
      'GET',
      `shipments/${parcel.id}/tracking`,
    );
    expect(items.at(-1)).toMatchObject({ event: 'Issued', divisionId, userLogin: COURIER });
    const courier = await kit.ok<{ parcelsAmount: number }>(HUB, 'GET', `couriers/${BADGE}`);
    expect(courier.parcelsAmount).toBe(held);
  });

  it('keeps the task open, delivering nothing, while a parcel is not in the courier’s hands', async () => {
    const held = await visits.toIssue();
    const notHeld = await visits.toIssue();
    await handOver(held);
    const task = await startedDelivery(held.number, notHeld.number);
    await refusedDone(task, 'DELIVERY_NOT_WITH_COURIER');
    expect((await read(held)).status).toBe('Accepted');
    expect((await kit.ok<Task>(COURIER, 'GET', `tasks/${task.id}`)).status).toBe('InProgress');
  });

  it('refuses while the recipient owes money (fees or cash on delivery): a courier takes no payment yet', async () => {
    const owing = await visits.toIssue({
      draft: {
        payerType: 'Recipient',
        services: [
          { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
          { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '40' },
        ],
      },
      options: { paymentStatuses: {} },
    });
    await handOver(owing);
    const task = await startedDelivery(owing.number);
    await refusedDone(task, 'DELIVERY_MONEY_DUE');
    expect((await read(owing)).status).toBe('Accepted');
  });

  it('refuses a shipment that is not waiting for delivery, or unknown', async () => {
    const parcel = await visits.toIssue();
    await handOver(parcel);
    const unknown = await startedDelivery('SHPL9999999990');
    await refusedDone(unknown, 'DELIVERY_SHIPMENT_UNKNOWN');
    const first = await startedDelivery(parcel.number);
    await kit.ok(COURIER, 'PUT', `tasks/${first.id}/status-executor`, done(first));
    const again = await startedDelivery(parcel.number);
    await refusedDone(again, 'DELIVERY_SHIPMENT_NOT_ACCEPTED');
  });
});
