import { minorUnitsOf, visitAmountsDue } from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { courierParcels, couriers } from '../scanning/scanning-tables.ts';
import { recordShipmentEvents } from '../shipments/shipment-events.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { shipments } from '../shipments/shipments-tables.ts';

/** A delivery to the client's address: the task type whose Done hands its parcels over. */
const DELIVERY_TASK_TYPE = 'ClientAddress';

interface DeliveryTask {
  type: string;
  divisionId: string | null;
  executor: string | null;
  shipmentNumbers: readonly string[];
}

/**
 * A courier's delivery task done: the shipments it names are delivered to their recipient —
 * Issued, with an `Issued` event ("delivered to client") at the task's division by whoever closed
 * it — and leave the courier's hands. Each must be Accepted and held whole by the task's courier
 * (handed over by a LoadingCourier scan), and owe nothing: the recipient's fees and cash on
 * delivery are taken first (at a counter, a pickup point, or by the courier's `collect_cash` on the
 * phone, courier-cash.ts). Any of them
 * failing keeps the task open with the reason (422), delivering nothing.
 */
export async function deliverTaskShipments(
  tx: Transaction,
  user: AuthUser,
  task: DeliveryTask,
): Promise<void> {
  if (task.type !== DELIVERY_TASK_TYPE || task.shipmentNumbers.length === 0) return;
  const numbers = [...new Set(task.shipmentNumbers)];
  const rows = await tx
    .select({ id: shipments.id, number: shipments.number, status: shipments.status })
    .from(shipments)
    .where(and(inArray(shipments.number, numbers), isNull(shipments.deletedAt)))
    .for('update');
  const missing = numbers.find((number) => !rows.some((row) => row.number === number));
  if (missing) throw businessRule('DELIVERY_SHIPMENT_UNKNOWN', `Shipment ${missing} not found`);
  const notWaiting = rows.find((row) => row.status !== 'Accepted');
  if (notWaiting)
    throw businessRule(
      'DELIVERY_SHIPMENT_NOT_ACCEPTED',
      `Shipment ${notWaiting.number} is not waiting for delivery (${notWaiting.status})`,
    );
  const ids = rows.map((row) => row.id);
  // Read once: their parcels say what the courier must hold, their services what is still owed.
  const read = await readShipments(tx, ids);
  const held = task.executor
    ? await tx
        .select({ parcelId: courierParcels.parcelId, shipmentId: courierParcels.shipmentId })
        .from(courierParcels)
        .innerJoin(couriers, eq(couriers.barcode, courierParcels.courierBarcode))
        .where(and(inArray(courierParcels.shipmentId, ids), eq(couriers.login, task.executor)))
    : [];
  for (const row of rows) {
    const total = read.find((shipment) => shipment.id === row.id)?.parcels.length ?? 0;
    const inHand = held.filter((entry) => entry.shipmentId === row.id).length;
    if (inHand < total)
      throw businessRule(
        'DELIVERY_NOT_WITH_COURIER',
        `Shipment ${row.number} is not with the task's courier: hand it over at the courier hub first`,
      );
  }
  const due = visitAmountsDue(
    { documents: ids.map((id) => ({ documentId: id, documentType: 'Shipment', status: 'Issuance' })) },
    read,
    minorUnitsOf,
  );
  if (due.length > 0)
    throw businessRule(
      'DELIVERY_MONEY_DUE',
      `Shipment ${due[0]!.shipmentNumber} has ${due[0]!.amount} ${due[0]!.currencyCode} to collect: issue it at a counter or a pickup point`,
    );
  const now = new Date();
  await tx
    .update(shipments)
    .set({ status: 'Issued', closingDate: now, updatedAt: now })
    .where(inArray(shipments.id, ids));
  await tx.delete(courierParcels).where(inArray(courierParcels.shipmentId, ids));
  await recordShipmentEvents(
    tx,
    held.map((entry, index) => ({
      shipmentId: entry.shipmentId,
      parcelId: entry.parcelId,
      event: 'Issued',
      // The shipment's last parcel carries its new status.
      shipmentStatus:
        held.findLastIndex((other) => other.shipmentId === entry.shipmentId) === index ? 'Issued' : null,
      divisionId: task.divisionId,
      note: 'Delivered by courier',
      user,
    })),
  );
}
