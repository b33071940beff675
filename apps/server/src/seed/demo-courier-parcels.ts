import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { courierRoutes, routeStops } from '../features/courier-routes/courier-routes-tables.ts';
import { closeScanRegistry, createScanRegistry, scanBarcode } from '../features/scanning/scan-service.ts';
import { couriers } from '../features/scanning/scanning-tables.ts';
import { recordShipmentEvents } from '../features/shipments/shipment-events.ts';
import { draftOf, partyOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-insert.ts';
import { shipmentParcels } from '../features/shipments/shipments-tables.ts';
import { tasks } from '../features/tasks/tasks-table.ts';
import type { AuthUser } from '../http/permissions.ts';

/** The courier whose phone shows parcels to hand over, and the badge his hand-over scans. */
export const DEMO_PHONE_COURIER = {
  barcode: 'KURP0000000004',
  login: 'courier.mykola',
  fullName: 'Mykola Bondar',
};

/**
 * The other demo courier, whose parcels show the door's rules (identification by SMS or document,
 * a card payment, a retry or a PUDO redirect): his first parcel's recipient pays its delivery.
 */
export const DEMO_DOOR_COURIER = {
  barcode: 'KURP0000000001',
  login: 'courier',
  fullName: 'Piotr Kowalski',
};

interface DemoParcelsOf {
  courier: typeof DEMO_PHONE_COURIER;
  /** The shipments' client order prefix: `DEMO-COURIER-<n>`. */
  clientOrder: string;
  /** Mobile phones `<prefix><n>` (registers §5: an SMS code needs a mobile phone). */
  phonePrefix: string;
  firstOwes: boolean;
  /** Leave the route's last delivery stop without a parcel: the tracking demo puts its own there. */
  keepLastFree?: boolean;
}

const PHONE_COURIER_PARCELS: DemoParcelsOf = {
  courier: DEMO_PHONE_COURIER,
  clientOrder: 'DEMO-COURIER',
  phonePrefix: '4850300500',
  firstOwes: false,
};

export const DOOR_COURIER_PARCELS: DemoParcelsOf = {
  courier: DEMO_DOOR_COURIER,
  clientOrder: 'DEMO-DOOR',
  phonePrefix: '4850300600',
  firstOwes: true,
  keepLastFree: true,
};

/**
 * The courier's day with real parcels (issue 26): each delivery stop of `courier.mykola`'s
 * confirmed route of today gets one shipment (`DEMO-COURIER-<n>`) Accepted at WAW-1, fees paid by
 * the sender, addressed to the stop, and handed to him by a closed LoadingCourier scan, so
 * delivering the stop on the phone issues it with its proof. Written with the routes, once.
 */
export async function seedDemoCourierParcels(
  db: Database,
  user: AuthUser,
  division: { id: string },
  day: string,
  of: DemoParcelsOf = PHONE_COURIER_PARCELS,
): Promise<void> {
  const courier = of.courier;
  const found = await db
    .select({ taskId: tasks.id, address: tasks.addressString })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .innerJoin(tasks, eq(tasks.id, routeStops.refId))
    .where(
      and(
        eq(courierRoutes.courier, courier.login),
        eq(courierRoutes.day, day),
        ne(courierRoutes.status, 'Draft'),
        isNull(courierRoutes.deletedAt),
        eq(routeStops.kind, 'task'),
        eq(tasks.type, 'ClientAddress'),
      ),
    )
    .orderBy(asc(routeStops.position));
  const stops = of.keepLastFree ? found.slice(0, -1) : found;
  if (stops.length === 0) return;
  await db
    .insert(couriers)
    .values({ ...courier, divisionId: division.id })
    .onConflictDoNothing();
  const parcels: string[] = [];
  for (const [index, stop] of stops.entries()) {
    await db.transaction(async (tx) => {
      const [street = 'ul. Marszałkowska', building = '1'] = (stop.address ?? '')
        .split(',')[0]!
        .split(/ (?=\d)/);
      const shipment = await insertShipment(
        tx,
        user,
        draftOf({
          ...(of.firstOwes && index === 0
            ? {
                payerType: 'Recipient' as const,
                services: [{ serviceCode: 'Delivery', payerType: 'Recipient' as const, value: null }],
              }
            : {}),
          clientOrder: `${of.clientOrder}-${index + 1}`,
          sender: partyOf({ name: 'Sklep Bursztyn', phone: '48600200300' }),
          recipient: partyOf({
            name: `Odbiorca kurierski ${index + 1}`,
            phone: `${of.phonePrefix}${index}`,
            divisionId: division.id,
            addressParts: { street, building, city: 'Warszawa', postCode: '00-001' },
          }),
        }),
        {
          status: 'Accepted',
          firstLogisticDivisionId: division.id,
          lastLogisticDivisionId: division.id,
          acceptedByUser: user.login,
        },
      );
      await recordShipmentEvents(tx, [
        {
          shipmentId: shipment.id,
          event: 'Accepted',
          shipmentStatus: 'Accepted',
          divisionId: division.id,
          user,
        },
      ]);
      await tx
        .update(tasks)
        .set({ shipmentNumbers: [shipment.number] })
        .where(eq(tasks.id, stop.taskId));
      const rows = await tx
        .select({ number: shipmentParcels.number })
        .from(shipmentParcels)
        .where(inArray(shipmentParcels.shipmentId, [shipment.id]));
      parcels.push(...rows.map((row) => row.number));
    });
  }
  await db.transaction(async (tx) => {
    const handOver = await createScanRegistry(tx, user, {
      type: 'LoadingCourier',
      divisionId: division.id,
      courierBarcode: courier.barcode,
    });
    for (const number of parcels) await scanBarcode(tx, user, handOver.data.id, number);
    await closeScanRegistry(tx, user, handOver.data.id);
  });
}
