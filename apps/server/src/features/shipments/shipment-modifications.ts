import {
  ACTIVE_MODIFICATION_STATUSES,
  canChangeModificationStatus,
  canTransition,
  type DeliveryDateOperation,
  type ModificationPayload,
  type RefusalCreate,
  type ShipmentModificationStatus,
  type ShipmentModificationType,
  type ShipmentModificationView,
  type ShipmentOperation,
  type ShipmentParty,
  type ShipmentStatus,
  todayIn,
} from '@console/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { readDivision } from '../courier-routes/route-store.ts';
import { userDivision } from '../users/user-division.ts';
import { addressLine } from './shipment-insert.ts';
import { nextModificationNumber } from './shipment-numbers.ts';
import { shipmentModifications, shipments } from './shipments-tables.ts';

/**
 * Shipment modifications (registers §2.3, §4; rules in docs/decisions.md "Shipment
 * modifications"): which shipment may get which modification, one active modification of a type
 * per shipment, and what each does to the shipment.
 */

type Executor = Database | Transaction;
type ModificationRow = typeof shipmentModifications.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

/** Modification types that act on a shipment in the operator's hands. */
const NEEDS_ACCEPTED: readonly ShipmentModificationType[] = [
  'Refusal',
  'Return',
  'Redirecting',
  'ChangeData',
  'InvoiceInspection',
  'ChangeDeliveryDate',
];

export function toModificationView(row: ModificationRow): ShipmentModificationView {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    shipmentId: row.shipmentId,
    shipmentNumber: row.shipmentNumber,
    divisionId: row.divisionId,
    visitId: row.visitId,
    user: row.user,
    note: row.note,
    source: row.source,
    customerType: row.customerType,
    customerPhone: row.customerPhone,
    payload: row.payload,
    additionalParameters: row.additionalParameters,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export async function lockedShipment(executor: Executor, id: string): Promise<ShipmentRow> {
  const [row] = await executor.select().from(shipments).where(eq(shipments.id, id)).for('update');
  if (!row) throw notFound('Shipment not found');
  return row;
}

/** The rule each type puts on the shipment's state. */
export function checkShipmentAllows(type: ShipmentModificationType, shipment: ShipmentRow) {
  if (NEEDS_ACCEPTED.includes(type) && shipment.status !== 'Accepted')
    throw businessRule('SHIPMENT_NOT_ACCEPTED', `Shipment ${shipment.number} is not accepted`);
  if (type === 'InvoiceInspection' && !(shipment.internationalShipping && shipment.invoice))
    throw businessRule(
      'INVOICE_INSPECTION_NOT_AVAILABLE',
      'Only an international shipment with an invoice can be inspected',
    );
  if (type === 'delete' && !canTransition(shipment.status, 'Deleted'))
    throw businessRule('SHIPMENT_NOT_DELETABLE', 'Only a Draft or ReadyToShip shipment can be deleted');
}

export async function checkNoActiveModification(
  executor: Executor,
  type: ShipmentModificationType,
  shipment: ShipmentRow,
) {
  const [active] = await executor
    .select({ number: shipmentModifications.number })
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.shipmentId, shipment.id),
        eq(shipmentModifications.type, type),
        inArray(shipmentModifications.status, [...ACTIVE_MODIFICATION_STATUSES]),
        isNull(shipmentModifications.deletedAt),
      ),
    )
    .limit(1);
  if (active)
    throw businessRule(
      'MODIFICATION_ALREADY_EXISTS',
      `Shipment ${shipment.number} already has modification ${active.number} of this type`,
    );
}

/** Change of data: the new recipient goes onto the shipment; the payload keeps before and after. */
async function applyRecipient(executor: Executor, shipment: ShipmentRow, recipient: ShipmentParty) {
  await executor
    .update(shipments)
    .set({
      recipient,
      recipientName: recipient.name,
      recipientPhone: recipient.phone,
      recipientAddress: addressLine(recipient),
      recipientCountryCode: recipient.countryCode,
      recipientDivisionId: recipient.divisionId ?? null,
      lockVersion: shipment.lockVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id));
  return { before: { recipient: shipment.recipient }, after: { recipient } };
}

/** Deletion mark of a Draft or ReadyToShip shipment, remembering the status to restore. */
async function markShipmentDeleted(executor: Executor, shipment: ShipmentRow) {
  const now = new Date();
  await executor
    .update(shipments)
    .set({ status: 'Deleted', statusBeforeDelete: shipment.status, deletedAt: now, updatedAt: now })
    .where(eq(shipments.id, shipment.id));
}

function initialStatus(type: ShipmentModificationType): ShipmentModificationStatus {
  // A refusal at the counter and a deletion take effect at once; the others wait for processing.
  return type === 'Refusal' || type === 'delete' ? 'Processed' : 'NeedProcessing';
}

/**
 * A new modification of a shipment, with its effect on the shipment, in one step. It belongs to the
 * user's working division, or to `options.divisionId` when the author is the system (the recipient
 * on the tracking page), which works in no division of its own.
 */
export async function createModification(
  executor: Executor,
  user: AuthUser,
  type: ShipmentModificationType,
  payload: ModificationPayload,
  options: { divisionId?: string | null } = {},
): Promise<ShipmentModificationView> {
  const shipment = await lockedShipment(executor, payload.shipmentId);
  checkShipmentAllows(type, shipment);
  await checkNoActiveModification(executor, type, shipment);
  let stored: Record<string, unknown> = { ...payload };
  if (type === 'ChangeData') {
    const recipient = (payload as ShipmentOperation).recipient;
    if (!recipient) throw businessRule('RECIPIENT_REQUIRED', 'The new recipient data is required');
    stored = { ...stored, ...(await applyRecipient(executor, shipment, recipient)) };
  }
  if (type === 'delete') await markShipmentDeleted(executor, shipment);
  const { divisionId } =
    options.divisionId !== undefined
      ? { divisionId: options.divisionId }
      : await userDivision(executor, user.id);
  if (type === 'ChangeDeliveryDate') await checkDeliveryDate(executor, divisionId, payload);
  const operation = payload as Partial<ShipmentOperation & RefusalCreate>;
  const [row] = await executor
    .insert(shipmentModifications)
    .values({
      number: await nextModificationNumber(executor),
      type,
      status: initialStatus(type),
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      divisionId,
      visitId: operation.visitId ?? null,
      user: user.login,
      note: operation.note ?? null,
      source: operation.source ?? 'API',
      customerType: operation.customerType ?? null,
      customerPhone: operation.customerPhone ?? null,
      payload: stored,
    })
    .returning();
  const view = toModificationView(row!);
  await recordAudit(executor, user, {
    action: 'create',
    entity: 'shipment_modification',
    entityId: view.id,
    after: view,
  });
  return view;
}

/** A preferred delivery date is today or later, in the caller's division's time zone. */
async function checkDeliveryDate(
  executor: Executor,
  divisionId: string | null,
  payload: ModificationPayload,
  now = new Date(),
) {
  const { preferredDeliveryDate } = payload as Partial<DeliveryDateOperation>;
  if (!preferredDeliveryDate)
    throw businessRule('DELIVERY_DATE_REQUIRED', 'The preferred delivery date is required');
  const zone = divisionId ? (await readDivision(executor, divisionId)).zone : 'UTC';
  if (preferredDeliveryDate < todayIn(zone, now))
    throw businessRule('DELIVERY_DATE_PAST', 'The preferred delivery date cannot be in the past');
}

async function lockedModification(executor: Executor, type: ShipmentModificationType, id: string) {
  const [row] = await executor
    .select()
    .from(shipmentModifications)
    .where(and(eq(shipmentModifications.id, id), eq(shipmentModifications.type, type)))
    .for('update');
  if (!row) throw notFound('Modification not found');
  return row;
}

/** Cancel delete: the shipment gets back the status it had before the deletion mark. */
async function restoreShipment(executor: Executor, shipmentId: string) {
  const shipment = await lockedShipment(executor, shipmentId);
  const restored: ShipmentStatus = shipment.statusBeforeDelete ?? 'Draft';
  if (shipment.status !== 'Deleted' || !canTransition('Deleted', restored))
    throw businessRule('SHIPMENT_NOT_DELETED', `Shipment ${shipment.number} is not deleted`);
  await executor
    .update(shipments)
    .set({ status: restored, statusBeforeDelete: null, deletedAt: null, updatedAt: new Date() })
    .where(eq(shipments.id, shipmentId));
}

/**
 * Cancels a modification: Canceled, with a deletion mark so that it no longer counts. A refusal
 * (Processed at once) and a deletion can be cancelled; other types only while not processed.
 */
export async function cancelModification(
  executor: Executor,
  user: AuthUser,
  type: ShipmentModificationType,
  id: string,
): Promise<ShipmentModificationView> {
  const row = await lockedModification(executor, type, id);
  const cancellable =
    row.deletedAt === null &&
    (type === 'Refusal' || type === 'delete'
      ? row.status === 'Processed'
      : row.status === 'NeedProcessing' || row.status === 'InProgress');
  if (!cancellable)
    throw businessRule('MODIFICATION_NOT_CANCELLABLE', `Modification ${row.number} cannot be cancelled`);
  if (type === 'delete') await restoreShipment(executor, row.shipmentId);
  const now = new Date();
  const [updated] = await executor
    .update(shipmentModifications)
    .set({ status: 'Canceled', deletedAt: now, updatedAt: now })
    .where(eq(shipmentModifications.id, id))
    .returning();
  const view = toModificationView(updated!);
  await recordAudit(executor, user, {
    action: 'cancel',
    entity: 'shipment_modification',
    entityId: id,
    before: toModificationView(row),
    after: view,
  });
  return view;
}

/** The shipment's deletion in force (Processed, not cancelled), the latest one. */
export async function latestDeletion(executor: Executor, shipmentId: string) {
  const [row] = await executor
    .select({ id: shipmentModifications.id })
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.shipmentId, shipmentId),
        eq(shipmentModifications.type, 'delete'),
        eq(shipmentModifications.status, 'Processed'),
        isNull(shipmentModifications.deletedAt),
      ),
    )
    .orderBy(desc(shipmentModifications.createdAt))
    .limit(1);
  return row;
}

/** `POST shipment-modification/cancel-delete`: cancels the shipment's active deletion. */
export async function cancelShipmentDelete(
  executor: Executor,
  user: AuthUser,
  shipmentId: string,
): Promise<ShipmentModificationView> {
  const latest = await latestDeletion(executor, shipmentId);
  if (!latest) {
    await lockedShipment(executor, shipmentId);
    throw businessRule('SHIPMENT_NOT_DELETED', 'The shipment is not deleted');
  }
  return cancelModification(executor, user, 'delete', latest.id);
}

export const createRefusal = (executor: Executor, user: AuthUser, payload: RefusalCreate) =>
  createModification(executor, user, 'Refusal', payload);

export const cancelRefusal = (executor: Executor, user: AuthUser, id: string) =>
  cancelModification(executor, user, 'Refusal', id);

/** `PUT shipment-modification/{type}/{id}/status`: NeedProcessing → InProgress → Processed | Canceled. */
export async function changeModificationStatus(
  executor: Executor,
  user: AuthUser,
  type: ShipmentModificationType,
  id: string,
  status: ShipmentModificationStatus,
): Promise<ShipmentModificationView> {
  const row = await lockedModification(executor, type, id);
  if (row.deletedAt !== null || !canChangeModificationStatus(row.status, status))
    throw businessRule(
      'MODIFICATION_STATUS_INVALID',
      `Modification ${row.number} cannot go from ${row.status} to ${status}`,
    );
  const [updated] = await executor
    .update(shipmentModifications)
    .set({ status, updatedAt: new Date() })
    .where(eq(shipmentModifications.id, id))
    .returning();
  const view = toModificationView(updated!);
  await recordAudit(executor, user, {
    action: 'status',
    entity: 'shipment_modification',
    entityId: id,
    before: { status: row.status },
    after: { status },
  });
  return view;
}

/** `GET shipment-modification-view/{id}`. */
export async function readModification(executor: Executor, id: string): Promise<ShipmentModificationView> {
  const [row] = await executor.select().from(shipmentModifications).where(eq(shipmentModifications.id, id));
  if (!row) throw notFound('Modification not found');
  return toModificationView(row);
}
