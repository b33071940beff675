import { type CourierAction, type DeliveryFailureReason, todayIn } from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { uploads } from '../attachments/attachments-tables.ts';
import { zoneOfDivision } from '../countries/country-zone.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { addAttachment, createProblemParcel } from '../problem-parcels/problem-parcel-service.ts';
import { nextWorkingDay } from '../production-calendar/work-calendar.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { createRefusal } from '../shipments/shipment-workflow.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { createTask } from '../tasks/task-service.ts';
import { redirectShipmentToPudo } from '../tracking/tracking-choices.ts';
import { Refusal } from './courier-refusal.ts';
import { checkUploads, closeTask, type lockedTask } from './courier-stop.ts';

type Fail = Extract<CourierAction, { type: 'fail' }>;
type Task = Awaited<ReturnType<typeof lockedTask>>;

/** Modifications the courier asks for carry this source. */
export const COURIER_SOURCE = 'Courier';

const FAILURE_WORDS: Readonly<Record<DeliveryFailureReason, string>> = {
  absent: 'the recipient was not there',
  refused: 'the recipient refused the parcel',
  address_wrong: 'the address is wrong',
  damaged: 'the parcel is damaged',
};

/** The workflow's refusals of a redirect, in the courier's words. */
const REDIRECT_WORDS: Readonly<Record<string, string>> = {
  PUDO_NOT_OFFERED: 'This pickup point is not near the recipient: choose one of those offered',
  PUDO_FULL: 'This pickup point has no free place left: choose another one',
  MODIFICATION_ALREADY_EXISTS:
    'These parcels are already being redirected: keep them and call your dispatcher',
  SHIPMENT_NOT_ACCEPTED: 'These parcels can no longer be redirected: keep them and call your dispatcher',
};

async function stopShipmentRows(tx: Transaction, task: Task) {
  if (task.shipmentNumbers.length === 0) return [];
  return tx
    .select()
    .from(shipments)
    .where(and(inArray(shipments.number, task.shipmentNumbers), isNull(shipments.deletedAt)))
    .for('update');
}

/** A damaged parcel: a problem parcel with the stop's parcels, the fail's photo attached to it. */
async function openDamaged(tx: Transaction, user: AuthUser, task: Task, action: Fail, note: string) {
  const rows = await stopShipmentRows(tx, task);
  const parcelNumbers = (
    await readShipments(
      tx,
      rows.map((row) => row.id),
    )
  ).flatMap((shipment) => shipment.parcels.map((parcel) => parcel.number));
  if (parcelNumbers.length === 0) return '';
  const problem = await createProblemParcel(tx, user, {
    type: 'DamagedCargo',
    parcelNumbers,
    divisionId: task.divisionId,
    note,
  });
  if (action.photoUploadId) {
    const [photo] = await tx
      .select({ url: uploads.url })
      .from(uploads)
      .where(eq(uploads.id, action.photoUploadId));
    await addAttachment(tx, user, problem.id, { url: photo!.url });
    await tx.update(uploads).set({ linkedAt: new Date() }).where(eq(uploads.id, action.photoUploadId));
  }
  return `; problem parcel ${problem.number} opened`;
}

/** A refusal at the door returns the parcels to their sender as a counter's Refusal does. */
async function returnRefused(tx: Transaction, user: AuthUser, task: Task, note: string) {
  const rows = await stopShipmentRows(tx, task);
  for (const shipment of rows)
    await createRefusal(tx, user, {
      shipmentId: shipment.id,
      source: COURIER_SOURCE,
      customerPhone: shipment.recipientPhone,
      customerType: 'Recipient',
      note,
    });
  return rows.length ? '; the parcels go back to their sender' : '';
}

/** A new attempt: the same delivery on the division's next working day, waiting for a route. */
async function retry(tx: Transaction, user: AuthUser, task: Task) {
  const [division] = await tx
    .select({ countryCode: divisions.countryCode })
    .from(divisions)
    .where(eq(divisions.id, task.divisionId));
  const today = todayIn(await zoneOfDivision(tx, task.divisionId));
  const day = await nextWorkingDay(tx, division!.countryCode, today);
  const address =
    task.addressString && task.latitude !== null && task.longitude !== null
      ? { string: task.addressString, latitude: task.latitude, longitude: task.longitude }
      : null;
  if (!address || task.type === 'ChangeLocation')
    throw new Refusal('ADDRESS_UNKNOWN', 'This stop has no address to try again: call your dispatcher');
  await createTask(tx, user, {
    type: task.type,
    divisionId: task.divisionId,
    executor: null,
    ownerDocumentNumber: task.ownerDocumentNumber,
    title: task.title,
    note: task.note,
    address,
    day,
    timeFrom: task.timeFrom,
    timeTo: task.timeTo,
    weightKg: task.weightGrams / 1000,
    shipmentNumbers: task.shipmentNumbers,
  });
  return `; a new attempt on ${day}`;
}

/** The parcels to a nearby pickup point, as the recipient would ask on the tracking page. */
async function redirect(tx: Transaction, user: AuthUser, task: Task, pudoId: string) {
  const rows = await stopShipmentRows(tx, task);
  if (rows.length === 0)
    throw new Refusal('NOTHING_TO_REDIRECT', 'This stop has no parcels to take to a pickup point');
  let target = '';
  for (const shipment of rows) {
    const modification = await redirectShipmentToPudo(tx, shipment, pudoId, {
      user,
      source: COURIER_SOURCE,
      divisionId: task.divisionId,
    }).catch((error: unknown) => {
      const words = error instanceof HttpError ? REDIRECT_WORDS[error.code] : undefined;
      throw words ? new Refusal((error as HttpError).code, words) : error;
    });
    target = String((modification.payload as { tracking?: { target?: string } }).tracking?.target ?? '');
  }
  return `; the parcels go to pickup point ${target}`;
}

/**
 * `fail`: the task is NotCompleted with the reason; then what follows the reason. A refusal sends
 * the parcels back to their sender and a damaged parcel opens a problem parcel: neither takes a
 * `next`. Otherwise `next` asks for a new attempt or a pickup point.
 */
export async function failDelivery(
  tx: Transaction,
  user: AuthUser,
  task: Task,
  action: Fail,
): Promise<string> {
  await checkUploads(tx, user, [action.photoUploadId]);
  if (action.next && (action.reason === 'refused' || action.reason === 'damaged'))
    throw new Refusal(
      'NEXT_NOT_ALLOWED',
      action.reason === 'refused'
        ? 'A refused parcel goes back to its sender: no new attempt and no pickup point'
        : 'A damaged parcel goes to the problem parcels: no new attempt and no pickup point',
    );
  const note = `Not delivered: ${FAILURE_WORDS[action.reason]}${action.note ? ` (${action.note})` : ''}`;
  await closeTask(tx, user, task, 'NotCompleted', note);
  let then = '';
  if (action.reason === 'damaged') then = await openDamaged(tx, user, task, action, note);
  else if (action.reason === 'refused') then = await returnRefused(tx, user, task, note);
  else if (action.next?.kind === 'retry') then = await retry(tx, user, task);
  else if (action.next?.kind === 'pudo') then = await redirect(tx, user, task, action.next.pudoId);
  return `Recorded as not delivered${then}`;
}
