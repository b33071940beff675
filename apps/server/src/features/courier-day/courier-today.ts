import {
  COURIER_PUDO_CHOICES,
  type CourierDay,
  type CourierDocumentType,
  type CourierPudoChoice,
  type CourierStop,
  type CourierStopKind,
  type CourierStopStatus,
  doorIdentificationRequired,
  minorUnitsOf,
  type PickupStatus,
  type TaskStatus,
  todayIn,
  toMinor,
  visitAmountsDue,
} from '@console/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { identificationDocumentTypes } from '../catalogue/catalogue-tables.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { courierRoutes, routeStops } from '../courier-routes/courier-routes-tables.ts';
import { pickups } from '../pickups/pickups-tables.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { nearbyPudos } from '../tracking/tracking-choices.ts';
import type { ShipmentRow } from '../tracking/tracking-read.ts';
import { userDivision } from '../users/user-division.ts';

type Executor = Database | Transaction;

const TASK_KINDS: Readonly<Record<string, CourierStopKind>> = {
  ClientAddress: 'delivery',
  PUDO: 'pudo',
  Postomat: 'postomat',
};

export function taskStopStatus(status: TaskStatus): CourierStopStatus {
  if (status === 'Done') return 'done';
  return status === 'NotCompleted' ? 'failed' : 'pending';
}

export function pickupStopStatus(status: PickupStatus): CourierStopStatus {
  if (status === 'Done' || status === 'ReceivedByCourier') return 'done';
  return status === 'NotCompleted' || status === 'ClientCanceled' ? 'failed' : 'pending';
}

/**
 * `GET courier/today`: the stops of the caller's confirmed routes of today (the day in their
 * working division's zone), in the built route's order, each with its parcels and what the
 * recipient still owes (fees and cash on delivery) in the currency's minor unit.
 */
export async function courierToday(db: Executor, user: AuthUser, now = new Date()): Promise<CourierDay> {
  const timeZone = await zoneOfUser(db, user);
  const day = todayIn(timeZone, now);
  const rows = await db
    .select({ stop: routeStops, routeNumber: courierRoutes.number })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .where(
      and(
        eq(courierRoutes.courier, user.login),
        eq(courierRoutes.day, day),
        ne(courierRoutes.status, 'Draft'),
        isNull(courierRoutes.deletedAt),
      ),
    )
    .orderBy(asc(courierRoutes.number), asc(routeStops.position));
  const taskIds = rows.filter((row) => row.stop.kind === 'task').map((row) => row.stop.refId);
  const pickupIds = rows.filter((row) => row.stop.kind === 'pickup').map((row) => row.stop.refId);
  const taskRows = taskIds.length
    ? await db
        .select({
          id: tasks.id,
          type: tasks.type,
          status: tasks.status,
          address: tasks.addressString,
          numbers: tasks.shipmentNumbers,
        })
        .from(tasks)
        .where(inArray(tasks.id, taskIds))
    : [];
  const pickupRows = pickupIds.length
    ? await db
        .select({ id: pickups.id, status: pickups.status, address: pickups.address })
        .from(pickups)
        .where(inArray(pickups.id, pickupIds))
    : [];
  const numbers = [...new Set(taskRows.flatMap((task) => task.numbers))];
  const shipmentRows = numbers.length
    ? await db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.number, numbers), isNull(shipments.deletedAt)))
    : [];
  const read = shipmentRows.length
    ? await readShipments(
        db,
        shipmentRows.map((row) => row.id),
      )
    : [];
  const byNumber = new Map(read.map((shipment) => [shipment.number, shipment]));
  const pudosOf = await pudoChoices(db, taskRows, shipmentRows);
  const stops = rows.flatMap(({ stop }, index): CourierStop[] => {
    const base = {
      id: stop.id,
      routeId: stop.routeId,
      position: index + 1,
      timeFrom: stop.timeFrom?.toISOString() ?? null,
      timeTo: stop.timeTo?.toISOString() ?? null,
      latitude: stop.latitude,
      longitude: stop.longitude,
    };
    if (stop.kind === 'pickup') {
      const pickup = pickupRows.find((row) => row.id === stop.refId);
      if (!pickup) return [];
      const status = pickupStopStatus(pickup.status);
      const address = pickup.address ? `${pickup.address} (${stop.label})` : stop.label;
      return [
        {
          ...base,
          kind: 'pickup',
          status,
          address,
          parcels: [],
          toCollect: [],
          identificationRequired: false,
          pudos: [],
        },
      ];
    }
    const task = taskRows.find((row) => row.id === stop.refId);
    if (!task) return [];
    const own = task.numbers.flatMap((number) => {
      const shipment = byNumber.get(number);
      return shipment ? [shipment] : [];
    });
    return [
      {
        ...base,
        kind: TASK_KINDS[task.type] ?? 'delivery',
        status: taskStopStatus(task.status),
        address: task.address ?? stop.label,
        parcels: own.flatMap((shipment) =>
          shipment.parcels.map((parcel) => ({ barcode: parcel.number, shipmentNumber: shipment.number })),
        ),
        toCollect: amountsToCollect(own),
        identificationRequired: doorIdentificationRequired({
          type: task.type,
          shipmentNumbers: task.numbers,
        }),
        pudos: pudosOf.get(task.id) ?? [],
      },
    ];
  });
  return { day, timeZone, stops, documentTypes: await documentTypesOf(db, user) };
}

/**
 * Pickup points an open address delivery's parcels may go to after a failed delivery, chosen
 * offline: the nearest with a free place (`nearbyPudos`, as the tracking page offers them).
 */
async function pudoChoices(
  db: Executor,
  taskRows: readonly { id: string; type: string; status: TaskStatus; numbers: string[] }[],
  shipmentRows: readonly ShipmentRow[],
): Promise<Map<string, CourierPudoChoice[]>> {
  const choices = new Map<string, CourierPudoChoice[]>();
  for (const task of taskRows) {
    if (task.type !== 'ClientAddress' || taskStopStatus(task.status) !== 'pending') continue;
    const first = shipmentRows.find((row) => task.numbers.includes(row.number) && row.status === 'Accepted');
    if (!first) continue;
    const near = await nearbyPudos(db, first);
    choices.set(
      task.id,
      near.slice(0, COURIER_PUDO_CHOICES).map(({ id, name, address, distanceKm, freePlaces }) => ({
        id,
        name,
        address,
        distanceKm,
        freePlaces,
      })),
    );
  }
  return choices;
}

/** The identity documents of the courier's country, for identification at the door offline. */
async function documentTypesOf(db: Executor, user: AuthUser): Promise<CourierDocumentType[]> {
  const { countryCode } = await userDivision(db, user.id);
  return db
    .select({
      id: identificationDocumentTypes.id,
      name: identificationDocumentTypes.name,
      countryCode: identificationDocumentTypes.countryCode,
    })
    .from(identificationDocumentTypes)
    .where(
      and(
        eq(identificationDocumentTypes.countryCode, countryCode),
        isNull(identificationDocumentTypes.deletedAt),
      ),
    )
    .orderBy(asc(identificationDocumentTypes.name));
}

/** What the recipient owes for the shipments (fees and cash on delivery), summed per currency in minor units. */
export function amountsToCollect(own: Parameters<typeof visitAmountsDue>[1]) {
  const due = visitAmountsDue(
    {
      documents: own.map((shipment) => ({
        documentId: shipment.id,
        documentType: 'Shipment',
        status: 'Issuance',
      })),
    },
    own,
    minorUnitsOf,
  );
  const sums = new Map<string, bigint>();
  for (const line of due)
    sums.set(
      line.currencyCode,
      (sums.get(line.currencyCode) ?? 0n) + toMinor(line.amount, minorUnitsOf(line.currencyCode)),
    );
  return [...sums].map(([currencyCode, minor]) => ({ amountMinor: Number(minor), currencyCode }));
}
