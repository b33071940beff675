import { aggregatePaymentStatus, canTransition, type ParcelRecipient } from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { refuseBlockedShipments } from '../conditions/condition-checks.ts';
import { userDivision } from '../users/user-division.ts';
import { recordShipmentEvents } from './shipment-events.ts';
import { shipmentParcels, shipmentServices, shipments } from './shipments-tables.ts';

export { userDivision } from '../users/user-division.ts';
/**
 * The shipment workflow steps (registers §4, §7 "Shipments"): each runs inside the caller's
 * transaction and refuses a broken rule with a 422 before it changes anything.
 */
export { type InsertShipmentOptions, insertShipment, updateShipment } from './shipment-insert.ts';
export {
  cancelModification,
  cancelRefusal,
  cancelShipmentDelete,
  changeModificationStatus,
  createModification,
  createRefusal,
  readModification,
} from './shipment-modifications.ts';
export { readInternalServices, readShipments } from './shipment-read.ts';

type Executor = Database | Transaction;

/**
 * ReadyToShip → Accepted at the counter: who accepted, when, and the user's division as the first
 * logistic division unless one is set. Any shipment in another status refuses the whole call.
 */
export async function acceptShipments(executor: Executor, user: AuthUser, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await executor
    .select({
      id: shipments.id,
      number: shipments.number,
      status: shipments.status,
      firstLogisticDivisionId: shipments.firstLogisticDivisionId,
    })
    .from(shipments)
    .where(inArray(shipments.id, unique))
    .for('update');
  if (rows.length !== unique.length) throw notFound('Shipment not found');
  const notReady = rows.find((row) => !canTransition(row.status, 'Accepted'));
  if (notReady)
    throw businessRule('SHIPMENT_NOT_READY_TO_SHIP', `Shipment ${notReady.number} is not ready to ship`);
  // A matching Blocking condition of shipment refuses the acceptance with its message.
  await refuseBlockedShipments(executor, unique);
  const { divisionId } = await userDivision(executor, user.id);
  const now = new Date();
  for (const row of rows) {
    const changes = {
      status: 'Accepted' as const,
      acceptedByUser: user.login,
      acceptedAt: now,
      firstLogisticDivisionId: row.firstLogisticDivisionId ?? divisionId,
      updatedAt: now,
    };
    await executor.update(shipments).set(changes).where(eq(shipments.id, row.id));
    await recordShipmentEvents(executor, [
      { shipmentId: row.id, event: 'Accepted', shipmentStatus: 'Accepted', divisionId, user },
    ]);
    await recordAudit(executor, user, {
      action: 'accept',
      entity: 'shipments',
      entityId: row.id,
      before: { status: row.status, firstLogisticDivisionId: row.firstLogisticDivisionId },
      after: changes,
    });
  }
}

/**
 * Records who took each parcel; a shipment all of whose parcels have a recipient is Issued and
 * closed. Only parcels of Accepted shipments can be issued.
 */
export async function registerParcelRecipients(
  executor: Executor,
  user: AuthUser,
  data: { parcelNumber: string; recipient: ParcelRecipient }[],
): Promise<void> {
  if (data.length === 0) return;
  const numbers = data.map((item) => item.parcelNumber);
  const parcels = await executor
    .select({
      id: shipmentParcels.id,
      number: shipmentParcels.number,
      shipmentId: shipmentParcels.shipmentId,
      status: shipments.status,
    })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(inArray(shipmentParcels.number, numbers));
  const byNumber = new Map(parcels.map((parcel) => [parcel.number, parcel]));
  const unknown = numbers.find((number) => !byNumber.has(number));
  if (unknown) throw notFound(`Parcel ${unknown} not found`);
  const notAccepted = parcels.find((parcel) => !canTransition(parcel.status, 'Issued'));
  if (notAccepted)
    throw businessRule('SHIPMENT_NOT_ACCEPTED', `Parcel ${notAccepted.number} is not waiting for issuance`);
  for (const item of data) {
    const parcel = byNumber.get(item.parcelNumber)!;
    await executor
      .update(shipmentParcels)
      .set({ recipient: item.recipient })
      .where(eq(shipmentParcels.id, parcel.id));
  }
  const now = new Date();
  for (const shipmentId of new Set(parcels.map((parcel) => parcel.shipmentId))) {
    const waiting = await executor
      .select({ id: shipmentParcels.id })
      .from(shipmentParcels)
      .where(and(eq(shipmentParcels.shipmentId, shipmentId), isNull(shipmentParcels.recipient)));
    const issued = waiting.length === 0;
    if (issued) {
      await executor
        .update(shipments)
        .set({ status: 'Issued', closingDate: now, updatedAt: now })
        .where(eq(shipments.id, shipmentId));
    }
    const { divisionId } = await userDivision(executor, user.id);
    await recordShipmentEvents(
      executor,
      parcels
        .filter((parcel) => parcel.shipmentId === shipmentId)
        .map((parcel, index, all) => ({
          shipmentId,
          parcelId: parcel.id,
          event: 'Issued',
          // The last parcel's event carries the shipment's new status.
          shipmentStatus: issued && index === all.length - 1 ? ('Issued' as const) : null,
          divisionId,
          user,
        })),
    );
    await recordAudit(executor, user, {
      action: 'parcel-recipients',
      entity: 'shipments',
      entityId: shipmentId,
      after: {
        recipients: data.filter((item) => byNumber.get(item.parcelNumber)?.shipmentId === shipmentId),
        status: issued ? 'Issued' : 'Accepted',
      },
    });
  }
}

/**
 * A payment settles the named services: NeedPay → Paid, and each shipment's payment status
 * follows. An unknown or already paid service refuses the whole payment.
 */
export async function markServicesPaid(executor: Executor, serviceIds: string[], paymentId: string) {
  const unique = [...new Set(serviceIds)];
  if (unique.length === 0) return;
  const rows = await executor
    .select({
      id: shipmentServices.id,
      shipmentId: shipmentServices.shipmentId,
      paymentStatus: shipmentServices.paymentStatus,
    })
    .from(shipmentServices)
    .where(inArray(shipmentServices.id, unique))
    .for('update');
  if (rows.length !== unique.length) throw businessRule('SERVICE_NOT_FOUND', 'Unknown shipment service');
  if (rows.some((row) => row.paymentStatus === 'Paid'))
    throw businessRule('SERVICE_ALREADY_PAID', 'The service is already paid');
  await executor
    .update(shipmentServices)
    .set({ paymentStatus: 'Paid', paymentId })
    .where(inArray(shipmentServices.id, unique));
  for (const shipmentId of new Set(rows.map((row) => row.shipmentId))) {
    const services = await executor
      .select({ paymentStatus: shipmentServices.paymentStatus, cost: shipmentServices.cost })
      .from(shipmentServices)
      .where(and(eq(shipmentServices.shipmentId, shipmentId), eq(shipmentServices.internal, false)));
    const paymentStatus = aggregatePaymentStatus(
      services.map((service) => ({ ...service, cost: Number(service.cost) })),
    );
    await executor
      .update(shipments)
      .set({ paymentStatus, updatedAt: new Date() })
      .where(eq(shipments.id, shipmentId));
    await recordAudit(executor, null, {
      action: 'services-paid',
      entity: 'shipments',
      entityId: shipmentId,
      after: {
        paymentId,
        serviceIds: rows.filter((row) => row.shipmentId === shipmentId).map((row) => row.id),
        paymentStatus,
      },
    });
  }
}

/** The marking form was printed for these shipments (the console then stops offering a reprint prompt). */
export async function markMarkingPrinted(executor: Executor, user: AuthUser, ids: string[]): Promise<void> {
  const changed = await executor
    .update(shipments)
    .set({ markingPrinted: true, updatedAt: new Date() })
    .where(and(inArray(shipments.id, ids), eq(shipments.markingPrinted, false)))
    .returning({ id: shipments.id });
  for (const { id } of changed) {
    await recordAudit(executor, user, {
      action: 'marking-printed',
      entity: 'shipments',
      entityId: id,
      before: { markingPrinted: false },
      after: { markingPrinted: true },
    });
  }
}
