import { ACTIVE_PICKUP_SHIPMENT_STATUSES, type CourierAction, type PickupStatus } from '@console/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { setPickupShipmentsStatus } from '../pickups/pickup-shipments.ts';
import { pickupForUpdate, writePickup } from '../pickups/pickup-store.ts';
import { pickupShipments, pickups } from '../pickups/pickups-tables.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';
import { Refusal } from './courier-refusal.ts';

type PickupScan = Extract<CourierAction, { type: 'pickup_scan' }>;

/** A pickup the courier may still scan into: on its way, being collected, or already collected (more parcels). */
const SCANNABLE: readonly PickupStatus[] = ['Created', 'AppointedCourier', 'InProgress', 'ReceivedByCourier'];
/** The moves that bring a scanned pickup to "received by courier", one step at a time. */
const TOWARDS_RECEIVED: Partial<Record<PickupStatus, PickupStatus>> = {
  AppointedCourier: 'InProgress',
  InProgress: 'ReceivedByCourier',
};

/** Each barcode (a parcel's number, or a shipment's for a one-parcel shipment) to its shipment. */
async function shipmentsOfBarcodes(tx: Transaction, barcodes: readonly string[]) {
  const rows = await tx
    .select({ parcel: shipmentParcels.number, shipmentId: shipments.id, shipmentNumber: shipments.number })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(
      and(
        or(inArray(shipmentParcels.number, [...barcodes]), inArray(shipments.number, [...barcodes])),
        isNull(shipments.deletedAt),
      ),
    );
  return new Map(
    barcodes.map((barcode) => [
      barcode,
      rows.find((row) => row.parcel === barcode || row.shipmentNumber === barcode)?.shipmentId,
    ]),
  );
}

/**
 * `pickup_scan` at a client's address: the handed-over parcels are scanned into the stop's pickup
 * (its shipments Accepted, as the pickup workflow's courier outcome), and the pickup moves on to
 * ReceivedByCourier. Every barcode must be a parcel of this pickup: an unknown one, or one of
 * another pickup, refuses the whole scan in words, so the courier leaves that parcel.
 */
export async function scanIntoPickup(tx: Transaction, user: AuthUser, pickupId: string, action: PickupScan) {
  let pickup = await pickupForUpdate(tx, pickupId, null);
  if (pickup.deletedAt || !SCANNABLE.includes(pickup.status))
    throw new Refusal('PICKUP_CLOSED', `Pickup ${pickup.number} is already closed: ask your dispatcher`);
  const barcodes = [...new Set(action.barcodes)];
  const found = await shipmentsOfBarcodes(tx, barcodes);
  const unknown = barcodes.find((barcode) => !found.get(barcode));
  if (unknown)
    throw new Refusal(
      'BARCODE_UNKNOWN',
      `Barcode ${unknown} is not a parcel we know: do not take it, call your dispatcher`,
    );
  const shipmentIds = [...new Set([...found.values()].filter((id): id is string => id !== undefined))];
  const placed = await tx
    .select({
      shipmentId: pickupShipments.shipmentId,
      pickupId: pickupShipments.pickupId,
      number: pickups.number,
    })
    .from(pickupShipments)
    .innerJoin(pickups, eq(pickups.id, pickupShipments.pickupId))
    .where(
      and(
        inArray(pickupShipments.shipmentId, shipmentIds),
        inArray(pickupShipments.status, [...ACTIVE_PICKUP_SHIPMENT_STATUSES]),
        isNull(pickupShipments.deletedAt),
      ),
    );
  for (const barcode of barcodes) {
    const places = placed.filter((row) => row.shipmentId === found.get(barcode));
    if (places.some((row) => row.pickupId === pickupId)) continue;
    if (places[0])
      throw new Refusal(
        'BARCODE_OTHER_PICKUP',
        `Parcel ${barcode} belongs to another pickup (${places[0].number}): do not take it here`,
      );
    throw new Refusal(
      'BARCODE_NOT_IN_PICKUP',
      `Parcel ${barcode} is not in pickup ${pickup.number}: do not take it, call your dispatcher`,
    );
  }
  await setPickupShipmentsStatus(
    tx,
    user,
    pickupId,
    'Accepted',
    shipmentIds.map((shipmentId) => ({ shipmentId })),
  );
  for (let next = TOWARDS_RECEIVED[pickup.status]; next; next = TOWARDS_RECEIVED[pickup.status])
    pickup = await writePickup(
      tx,
      user,
      pickup,
      { status: next },
      'status',
      'Scanned by courier at the address',
    );
  const parcels = barcodes.length === 1 ? '1 parcel' : `${barcodes.length} parcels`;
  return `${parcels} taken into pickup ${pickup.number}`;
}
