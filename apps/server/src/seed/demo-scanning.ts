import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import {
  changeProblemParcelStatus,
  createProblemParcel,
} from '../features/problem-parcels/problem-parcel-service.ts';
import { closeScanRegistry, createScanRegistry, scanBarcode } from '../features/scanning/scan-service.ts';
import { couriers, scanRegistries } from '../features/scanning/scanning-tables.ts';
import { recordShipmentEvents } from '../features/shipments/shipment-events.ts';
import { draftOf, partyOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-insert.ts';
import { shipmentModifications, shipmentParcels } from '../features/shipments/shipments-tables.ts';
import type { AuthUser } from '../http/permissions.ts';
import { demoDivisions } from './demo-shipments.ts';

/** Demo couriers: the barcode on their badge is 4 letters and 10 digits (platform §5). */
export const DEMO_COURIERS = [
  { barcode: 'KURP0000000001', login: 'courier', fullName: 'Piotr Kowalski' },
  { barcode: 'KURP0000000002', login: null, fullName: 'Marta Zielińska' },
  { barcode: 'KURP0000000003', login: null, fullName: 'Oleh Marchenko' },
] as const;

/** The vehicle of the demo's line haul into WAW-1. */
export const DEMO_VEHICLE = 'WX 12345';

async function demoUser(db: Database, login: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, login));
  return row ? { id: row.id, login: row.login, groups: row.groups as string[] } : null;
}

/**
 * Scanning demo (docs/decisions.md "Scanning"): couriers with badges, parcels on their way into
 * WAW-1 (`DEMO-SCAN-IN-*`, loaded at another branch on the demo vehicle and half unloaded at WAW-1)
 * and parcels at WAW-1 for courier delivery (`DEMO-SCAN-OUT-*`, in an open hand-over to the first
 * courier), and three problem parcels, one of them on its way back to the sender ('Awaiting
 * return', registers §4). Written once, into a database without scan registries.
 */
export async function seedDemoScanning(db: Database) {
  const waw = (await demoDivisions(db)).waw;
  await db
    .insert(couriers)
    .values(DEMO_COURIERS.map((courier) => ({ ...courier, divisionId: waw.id })))
    .onConflictDoNothing();
  const [existing] = await db.select({ id: scanRegistries.id }).from(scanRegistries).limit(1);
  if (existing) return;
  const admin = await demoUser(db, 'administrator.god');
  const operator = await demoUser(db, 'operator');
  const from = (await demoDivisions(db)).byCountry.PL[0];
  if (!admin || !operator || !from) return;

  const parcelsOf = async (
    clientOrder: string,
    count: number,
    sender: string,
    recipient: string | null,
    at: string,
  ) => {
    const numbers: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      await db.transaction(async (tx) => {
        const shipment = await insertShipment(
          tx,
          operator,
          draftOf({
            clientOrder: `${clientOrder}-${index}`,
            sender: partyOf({ name: 'Sklep Bursztyn', phone: `4860020030${index}`, divisionId: sender }),
            recipient: partyOf({
              name: `Odbiorca ${index}`,
              phone: `4850300400${index}`,
              divisionId: recipient,
            }),
          }),
          {
            status: 'Accepted',
            firstLogisticDivisionId: sender,
            lastLogisticDivisionId: recipient,
            acceptedByUser: operator.login,
          },
        );
        await recordShipmentEvents(tx, [
          {
            shipmentId: shipment.id,
            event: 'Accepted',
            shipmentStatus: 'Accepted',
            divisionId: at,
            user: operator,
          },
        ]);
        const parcels = await tx
          .select({ number: shipmentParcels.number })
          .from(shipmentParcels)
          .where(inArray(shipmentParcels.shipmentId, [shipment.id]));
        numbers.push(...parcels.map((parcel) => parcel.number));
      });
    }
    return numbers;
  };
  const inbound = await parcelsOf('DEMO-SCAN-IN', 6, from.id, waw.id, from.id);
  const outbound = await parcelsOf('DEMO-SCAN-OUT', 4, waw.id, null, waw.id);

  await db.transaction(async (tx) => {
    const loading = await createScanRegistry(tx, admin, {
      type: 'Loading',
      divisionId: from.id,
      destinationDivisions: [waw.id],
      vehicleNumber: DEMO_VEHICLE,
      tripNumber: 'T-0001',
    });
    for (const number of inbound) await scanBarcode(tx, admin, loading.data.id, number);
    await closeScanRegistry(tx, admin, loading.data.id);
  });
  const unloading = await db.transaction(async (tx) => {
    const created = await createScanRegistry(tx, operator, {
      type: 'Unloading',
      divisionId: waw.id,
      vehicleNumber: DEMO_VEHICLE,
    });
    for (const number of inbound.slice(0, 2)) await scanBarcode(tx, operator, created.data.id, number);
    return created.data.id;
  });
  await db.transaction(async (tx) => {
    const handOver = await createScanRegistry(tx, operator, {
      type: 'LoadingCourier',
      divisionId: waw.id,
      courierBarcode: DEMO_COURIERS[0].barcode,
    });
    await scanBarcode(tx, operator, handOver.data.id, outbound[0]!);
  });
  await db.transaction(async (tx) => {
    await createProblemParcel(tx, operator, {
      type: 'DamagedCargo',
      parcelNumbers: [inbound[1]!],
      scanRegistryId: unloading,
      note: 'Box crushed on one corner; contents rattle.',
    });
    const unknown = await createProblemParcel(tx, operator, {
      type: 'UnknownCargo',
      parcelNumbers: ['XX00000000001'],
      scanRegistryId: unloading,
      note: 'Bag without a label arrived on the line haul.',
    });
    await changeProblemParcelStatus(tx, admin, unknown.id, {
      status: 'InProgress',
      statusNote: 'Asked the sending branch',
      lockVersion: unknown.lockVersion,
    });
    // The demo shipment the sender asked back (demo-shipments.ts, 'modified-1') was damaged too:
    // its problem parcel shows the return state.
    const [returning] = await tx
      .select({ shipmentId: shipmentModifications.shipmentId })
      .from(shipmentModifications)
      .where(
        and(
          eq(shipmentModifications.type, 'Return'),
          ne(shipmentModifications.status, 'Canceled'),
          isNull(shipmentModifications.deletedAt),
        ),
      )
      .limit(1);
    if (returning) {
      const parcels = await tx
        .select({ number: shipmentParcels.number })
        .from(shipmentParcels)
        .where(eq(shipmentParcels.shipmentId, returning.shipmentId));
      await createProblemParcel(tx, operator, {
        type: 'DamagedCargo',
        parcelNumbers: parcels.map((parcel) => parcel.number),
        note: 'Wet packaging; the sender asked for the parcel back.',
      });
    }
  });
}
