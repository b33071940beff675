import type { CourierAction, CourierActionAnswer, CourierStopAction } from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { collectCash, refuseWhileMoneyOwed, stopShipments } from './courier-cash.ts';
import { courierActions } from './courier-day-tables.ts';
import { checkDoorIdentification } from './courier-door-identification.ts';
import { failDelivery } from './courier-fail.ts';
import { scanIntoPickup } from './courier-pickup.ts';
import { recordDeliveryProofs } from './courier-proofs.ts';
import { Refusal } from './courier-refusal.ts';
import { checkUploads, closeTask, lockedTask, ownStop, refuseIssued } from './courier-stop.ts';
import { applyHubScan } from './hub-scan.ts';

type Answered = Exclude<CourierActionAnswer['result'], 'duplicate'>;
interface Outcome {
  result: Answered;
  code?: string;
  message: string;
}

/** The refusals of a delivery task's Done that the courier reads in words of the door (courier-cash.ts). */
const DELIVERY_REFUSALS = new Set(['DELIVERY_SHIPMENT_NOT_ACCEPTED', 'DELIVERY_MONEY_DUE']);

/** Actions applied under one commit: a phone's 500 queued actions are five commits, not 500. */
const ACTIONS_PER_COMMIT = 100;

/**
 * `POST courier/actions`: each action applied in the order sent, each in its own savepoint with the
 * row that keeps its id, so one refusal undoes only its own effects and an id sent again (a phone
 * retrying after a lost answer) gets the first answer back as `duplicate`. Up to
 * ACTIONS_PER_COMMIT actions share a transaction, and the answers go out only after it commits:
 * an answered action is durable, and an unexpected error (a 500) leaves the whole call to be sent
 * again, nothing of its chunk kept.
 */
export async function applyCourierActions(
  db: Database,
  user: AuthUser,
  actions: readonly CourierAction[],
): Promise<CourierActionAnswer[]> {
  const answers: CourierActionAnswer[] = [];
  for (let start = 0; start < actions.length; start += ACTIONS_PER_COMMIT) {
    const chunk = actions.slice(start, start + ACTIONS_PER_COMMIT);
    const chunkAnswers = await db.transaction(async (tx) => {
      const known = await firstAnswers(
        tx,
        user,
        chunk.map((action) => action.id),
      );
      const out: CourierActionAnswer[] = [];
      for (const action of chunk) out.push(known.get(action.id) ?? (await applyOnce(tx, user, action)));
      return out;
    });
    answers.push(...chunkAnswers);
  }
  return answers;
}

async function applyOnce(
  tx: Transaction,
  user: AuthUser,
  action: CourierAction,
): Promise<CourierActionAnswer> {
  try {
    const outcome = await tx.transaction(async (step) => {
      // The id row is written first: another request with the same id waits on it, then finds it.
      const kept = await keep(step, user, action, { result: 'applied', message: '' });
      if (!kept) return null;
      const message =
        action.type === 'hub_scan' ? await applyHubScan(step, user, action) : await apply(step, user, action);
      await step.update(courierActions).set({ message }).where(eq(courierActions.id, action.id));
      return { result: 'applied', message } satisfies Outcome;
    });
    if (outcome) return { id: action.id, ...outcome };
  } catch (error) {
    const refusal = asRefusal(error);
    const outcome: Outcome = { result: 'refused', code: refusal.code, message: refusal.message };
    if (await keep(tx, user, action, outcome)) {
      await refusal.persist?.(tx);
      return { id: action.id, ...outcome };
    }
  }
  // The same id earlier in this call, or in another call that committed meanwhile.
  return (await firstAnswers(tx, user, [action.id])).get(action.id)!;
}

function asRefusal(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  // A business rule of the reused workflows (422) or a missing record (404) is the courier's to read.
  if (
    error instanceof HttpError &&
    (error.statusCode === 422 || error.statusCode === 404 || error.statusCode === 409)
  )
    return new Refusal(error.code, error.message);
  if (error instanceof HttpError && error.statusCode === 403)
    return new Refusal('STOP_NOT_YOURS', 'This stop is not yours to close: ask your dispatcher');
  throw error;
}

async function keep(
  tx: Transaction,
  user: AuthUser,
  action: CourierAction,
  outcome: Outcome,
): Promise<boolean> {
  const { id, type, at } = action;
  const { target, details } = targetOf(action);
  const rows = await tx
    .insert(courierActions)
    .values({
      id,
      courier: user.login,
      ...target,
      type,
      result: outcome.result,
      code: outcome.code ?? null,
      message: outcome.message,
      details,
      doneAt: new Date(at),
    })
    .onConflictDoNothing()
    .returning({ id: courierActions.id });
  return rows.length > 0;
}

/** A stop's action names its stop, a hub scan its registry; the rest of what it carried is details. */
function targetOf(action: CourierAction) {
  if (action.type === 'hub_scan')
    return { target: { scanRegistryId: action.registryId }, details: { barcode: action.barcode } };
  const { id: _id, type: _type, at: _at, stopId, ...details } = action;
  return { target: { stopId }, details };
}

/** The first answers already kept for these ids, by id (another courier's id says nothing of it). */
async function firstAnswers(
  tx: Transaction,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, CourierActionAnswer>> {
  const rows = await tx
    .select()
    .from(courierActions)
    .where(inArray(courierActions.id, [...ids]));
  return new Map(
    rows.map((row): [string, CourierActionAnswer] => {
      if (row.courier !== user.login)
        return [
          row.id,
          {
            id: row.id,
            result: 'refused',
            code: 'ACTION_ID_TAKEN',
            message: 'This action could not be sent: do it again (scan again, or again from the stop)',
          },
        ];
      const first = { result: row.result, message: row.message, ...(row.code ? { code: row.code } : {}) };
      return [row.id, { id: row.id, result: 'duplicate', message: row.message, first }];
    }),
  );
}

async function apply(tx: Transaction, user: AuthUser, action: CourierStopAction): Promise<string> {
  const stop = await ownStop(tx, user, action.stopId);
  if (action.type === 'pickup_scan') {
    if (stop.kind !== 'pickup')
      throw new Refusal('STOP_IS_DELIVERY', 'This stop is a delivery: deliver it or record why not');
    return scanIntoPickup(tx, user, stop.refId, action);
  }
  if (stop.kind !== 'task')
    throw new Refusal('STOP_IS_PICKUP', 'This stop is a pickup: scan the parcels instead');
  const task = await lockedTask(tx, stop.refId);
  if (task.status === 'Done') throw new Refusal('STOP_ALREADY_DONE', 'This stop is already delivered');
  if (task.status !== 'New' && task.status !== 'InProgress')
    throw new Refusal('STOP_CLOSED', 'This stop was already closed as not delivered: ask your dispatcher');
  if (action.type === 'collect_cash') {
    const own = await stopShipments(tx, task.shipmentNumbers);
    refuseIssued(own);
    return collectCash(tx, user, own, action);
  }
  if (action.type === 'deliver') {
    await checkUploads(tx, user, [action.signatureUploadId, action.photoUploadId]);
    const identified = await checkDoorIdentification(tx, action.stopId, task, action.identification);
    const note = `Delivered to ${action.recipientName}${identified ? `, ${identified}` : ''}`;
    try {
      await closeTask(tx, user, task, 'Done', note);
    } catch (error) {
      // The task's Done issues its shipments under the console's rules (deliverTaskShipments);
      // when they refuse, the shipments are read to say why in the courier's words.
      if (error instanceof HttpError && DELIVERY_REFUSALS.has(error.code)) {
        const own = await stopShipments(tx, task.shipmentNumbers);
        refuseIssued(own);
        refuseWhileMoneyOwed(own);
      }
      throw error;
    }
    // A proof of delivery is a hand-over to the recipient: an address delivery's, not a PUDO's or a postomat's.
    const issued =
      task.type === 'ClientAddress' && task.shipmentNumbers.length
        ? await tx
            .select({ id: shipments.id })
            .from(shipments)
            .where(and(inArray(shipments.number, task.shipmentNumbers), isNull(shipments.deletedAt)))
        : [];
    await recordDeliveryProofs(
      tx,
      user,
      issued.map((shipment) => shipment.id),
      { actionId: action.id, ...action },
    );
    return 'Delivered';
  }
  return failDelivery(tx, user, task, action);
}
