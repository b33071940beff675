import {
  CLOSED_SHIPMENT_STATUSES,
  can,
  MESSAGES,
  MODIFICATION_PATH_TYPES,
  OPERATION_CAPABILITIES,
  SHIPMENT_OPERATIONS,
  type ShipmentDataChange,
  type ShipmentModificationView,
  type ShipmentOperationCheck,
  type ShipmentOperationKind,
} from '@console/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, HttpError, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { userDivision } from '../users/user-division.ts';
import { recordShipmentEvents } from './shipment-events.ts';
import {
  checkNoActiveModification,
  checkShipmentAllows,
  latestDeletion,
  lockedShipment,
  toModificationView,
} from './shipment-modifications.ts';
import { nextModificationNumber } from './shipment-numbers.ts';
import { shipmentModifications, shipments } from './shipments-tables.ts';

type Executor = Database | Transaction;
type ShipmentRow = typeof shipments.$inferSelect;

const isClosed = (shipment: ShipmentRow) =>
  (CLOSED_SHIPMENT_STATUSES as readonly string[]).includes(shipment.status);

/** Refuses what `cancel-close` may not reopen. */
function checkClosed(shipment: ShipmentRow) {
  if (!isClosed(shipment))
    throw businessRule('SHIPMENT_NOT_CLOSED', `Shipment ${shipment.number} is not closed`);
}

/** The state rule of one operation: throws the refusal the creating call would answer. */
async function checkOne(executor: Executor, operation: ShipmentOperationKind, shipment: ShipmentRow) {
  if (operation === 'cancel-close') return checkClosed(shipment);
  if (operation === 'cancel-delete') {
    if (shipment.status !== 'Deleted' || !(await latestDeletion(executor, shipment.id)))
      throw businessRule('SHIPMENT_NOT_DELETED', `Shipment ${shipment.number} is not deleted`);
    return;
  }
  const type = MODIFICATION_PATH_TYPES[operation];
  checkShipmentAllows(type, shipment);
  await checkNoActiveModification(executor, type, shipment);
}

/**
 * `POST shipment-modification/check`: which operations the caller may do on the shipment now, each
 * with the refusal its call would answer (capability first, then the shipment's state). Writes
 * nothing; the shipment screen asks it before offering delete, cancel-delete, cancel-close and the
 * modifications.
 */
export async function checkShipmentOperations(
  executor: Executor,
  user: AuthUser,
  shipmentId: string,
  operations: readonly ShipmentOperationKind[] = SHIPMENT_OPERATIONS,
): Promise<ShipmentOperationCheck[]> {
  const [shipment] = await executor.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) throw notFound('Shipment not found');
  const answers: ShipmentOperationCheck[] = [];
  for (const operation of operations) {
    if (!can(user, OPERATION_CAPABILITIES[operation])) {
      answers.push({ operation, allowed: false, code: 'FORBIDDEN', message: MESSAGES.resourceForbidden });
      continue;
    }
    try {
      await checkOne(executor, operation, shipment);
      answers.push({ operation, allowed: true, code: null, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answers.push({ operation, allowed: false, code: error.code, message: error.message });
    }
  }
  return answers;
}

/**
 * `POST shipment-modification/cancel-close`: a shipment closed by mistake (issued to the wrong
 * person, returned or utilized in error) goes back to Accepted in the caller's division, its
 * closing date cleared. A `close` modification (Processed at once) keeps what it was and why; the
 * journey shows the reopening. Money taken stays as it was (docs/decisions.md "Cancel close").
 */
export async function cancelShipmentClose(
  executor: Executor,
  user: AuthUser,
  input: { shipmentId: string; note: string },
): Promise<ShipmentModificationView> {
  const shipment = await lockedShipment(executor, input.shipmentId);
  checkClosed(shipment);
  const { divisionId } = await userDivision(executor, user.id);
  const now = new Date();
  await executor
    .update(shipments)
    .set({ status: 'Accepted', closingDate: null, lockVersion: shipment.lockVersion + 1, updatedAt: now })
    .where(eq(shipments.id, shipment.id));
  const [row] = await executor
    .insert(shipmentModifications)
    .values({
      number: await nextModificationNumber(executor),
      type: 'close',
      status: 'Processed',
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      divisionId,
      user: user.login,
      note: input.note,
      source: 'API',
      payload: {
        shipmentId: shipment.id,
        before: { status: shipment.status, closingDate: shipment.closingDate?.toISOString() ?? null },
        after: { status: 'Accepted', closingDate: null },
      },
    })
    .returning();
  await recordShipmentEvents(executor, [
    {
      shipmentId: shipment.id,
      event: 'Reopened',
      shipmentStatus: 'Accepted',
      divisionId,
      note: input.note,
      user,
    },
  ]);
  const view = toModificationView(row!);
  await recordAudit(executor, user, {
    action: 'cancel-close',
    entity: 'shipments',
    entityId: shipment.id,
    before: { status: shipment.status },
    after: { status: 'Accepted', modificationId: view.id },
  });
  return view;
}

/** `GET shipments-data-change/{id}`: the shipment's changes of data, oldest first. */
export async function readShipmentDataChanges(
  executor: Executor,
  shipmentId: string,
): Promise<{ items: ShipmentDataChange[] }> {
  const [shipment] = await executor
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) throw notFound('Shipment not found');
  const rows = await executor
    .select()
    .from(shipmentModifications)
    .where(
      and(eq(shipmentModifications.shipmentId, shipmentId), eq(shipmentModifications.type, 'ChangeData')),
    )
    .orderBy(asc(shipmentModifications.createdAt));
  return {
    items: rows.map((row) => {
      const payload = row.payload as { before?: unknown; after?: unknown };
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        user: row.user,
        createdAt: row.createdAt.toISOString(),
        note: row.note,
        before: payload.before ?? null,
        after: payload.after ?? null,
      };
    }),
  };
}
