import type { CourierActionAnswer, Shipment } from '@console/domain';
import { courierRoutes, routeStops } from '../src/features/courier-routes/courier-routes-tables.ts';
import type { routesKit } from './courier-routes-kit.ts';
import type { TestApp } from './test-app.ts';

/** The demo courier whose badge is BADGE, the phone's demo courier, and the hub that gives them work. */
export const COURIER = 'courier';
export const OTHER = 'courier.mykola';
export const BADGE = 'KURP0000000001';
export const HUB = 'dispatch.manager';

export interface DeliveryTask {
  id: string;
  status: string;
  lockVersion: number;
}

/** Where the test stops stand: the Warsaw centre. */
const ADDRESS = { string: 'ul. Marszałkowska 104, Warszawa', latitude: 52.2311, longitude: 21.0107 };

/**
 * The courier's day as the courier-day, door and hub-scan tests set it up: parcels handed to the
 * courier at the hub, delivery tasks on a confirmed route of `day`, and the phone's queued actions.
 * `routePrefix` keeps the route numbers of one test file apart from the demo's.
 */
export function courierDayKit(
  t: TestApp,
  kit: ReturnType<typeof routesKit>,
  options: { divisionId: string; day: string; routePrefix: string },
) {
  const { divisionId, day, routePrefix } = options;
  let routeSerial = 0;

  /** Hands the parcels to the courier at the hub: a LoadingCourier scan, closed. */
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

  /** A client-address delivery task of `day` for the shipments, given to the courier. */
  function deliveryTask(courier: string, numbers: string[] = []): Promise<DeliveryTask> {
    return kit.ok<DeliveryTask>(
      HUB,
      'POST',
      'tasks',
      {
        type: 'ClientAddress',
        divisionId,
        address: ADDRESS,
        day,
        timeFrom: '09:00',
        timeTo: '12:00',
        weightKg: 2,
        shipmentNumbers: numbers,
        executor: courier,
      },
      201,
    );
  }

  /** A confirmed route of `day` for the courier with one stop per task or pickup, as a built route holds. */
  async function routeOf(courier: string, refIds: string[], kind: 'task' | 'pickup' = 'task') {
    routeSerial += 1;
    const [route] = await t.database.db
      .insert(courierRoutes)
      .values({
        number: `${routePrefix}${String(routeSerial).padStart(14 - routePrefix.length, '0')}`,
        status: 'Created',
        divisionId,
        day,
        courier,
        createdByUser: HUB,
      })
      .returning({ id: courierRoutes.id });
    const now = new Date();
    const stops = await t.database.db
      .insert(routeStops)
      .values(
        refIds.map((refId, position) => ({
          routeId: route!.id,
          position,
          kind,
          refId,
          label: `STOP-${position}`,
          latitude: ADDRESS.latitude,
          longitude: ADDRESS.longitude,
          arrival: now,
          serviceStart: now,
          departure: now,
        })),
      )
      .returning({ id: routeStops.id, refId: routeStops.refId });
    return refIds.map((id) => stops.find((stop) => stop.refId === id)!.id);
  }

  /** Stops of the courier's own route, one per new delivery task (with the shipments given). */
  async function stopsOf(courier: string, ...numbers: string[][]) {
    const tasks = await Promise.all(numbers.map((list) => deliveryTask(courier, list)));
    const stopIds = await routeOf(
      courier,
      tasks.map((task) => task.id),
    );
    return tasks.map((task, index) => ({ task, stopId: stopIds[index]! }));
  }

  /** `POST courier/actions` as the courier: the answers, one per action. */
  async function sync(actions: unknown[], courier = COURIER) {
    return (await kit.ok<{ items: CourierActionAnswer[] }>(courier, 'POST', 'courier/actions', { actions }))
      .items;
  }

  return { handOver, deliveryTask, routeOf, stopsOf, sync };
}

/** The phone's queued actions, each with a fresh client-made id unless one is given. */
export const queued = {
  deliver: (stopId: string, extra: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    type: 'deliver',
    stopId,
    at: new Date().toISOString(),
    recipientName: 'Recipient at the door',
    ...extra,
  }),
  fail: (stopId: string, reason = 'absent', extra: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    type: 'fail',
    stopId,
    at: new Date().toISOString(),
    reason,
    ...extra,
  }),
};
