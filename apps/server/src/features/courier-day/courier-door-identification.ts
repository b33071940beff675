import {
  type DoorIdentification,
  type DoorSmsCodeSent,
  doorIdentificationRequired,
  type Shipment,
  SMS_ATTEMPTS,
  SMS_ATTEMPTS_LEFT,
  VISIT_ERROR_CODES,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import type { SmsCodeLimits } from '../../config.ts';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { identificationDocumentTypes } from '../catalogue/catalogue-tables.ts';
import type { PendingSms } from '../identification/identification-service.ts';
import { isMobilePhone } from '../identification/mobile-phone.ts';
import { codeMatches, codeText, hashCode, newCode, statusAfterFailures } from '../identification/sms-code.ts';
import { reserveCodeSend } from '../identification/sms-code-limits.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { userDivision } from '../users/user-division.ts';
import { stopShipments } from './courier-cash.ts';
import { courierDoorCodes } from './courier-day-tables.ts';
import { Refusal } from './courier-refusal.ts';
import { ownStop } from './courier-stop.ts';

type CodeRow = typeof courierDoorCodes.$inferSelect;

/** The spec's words for the attempts left (registers §4: two, one, none). */
const ATTEMPTS_WORDS = [
  'no attempts left: send the recipient a new code',
  'one attempt left',
  'two attempts left',
];

/** `+48 ••• ••• 789`: enough for the courier to tell the recipient where the code went. */
const masked = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

/**
 * The phone the code goes to: the recipient's phone of the stop's shipments, one mobile phone
 * (registers §5: SMS identification needs a mobile phone, and the recipients' phones one phone).
 */
async function recipientPhone(tx: Transaction, user: AuthUser, own: readonly Shipment[]): Promise<string> {
  const phones = [...new Set(own.map((shipment) => shipment.recipient.phone).filter(Boolean))];
  if (phones.length === 0 || phones.length !== 1 || own.some((shipment) => !shipment.recipient.phone))
    throw businessRule(
      phones.length > 1 ? VISIT_ERROR_CODES.differentPhones : 'PHONE_MISSING',
      phones.length > 1
        ? "The parcels of this stop go to different phones: check the recipient's document instead"
        : "The recipient has no phone: check the recipient's document instead",
    );
  const phone = phones[0]!;
  const { countryCode } = await userDivision(tx, user.id);
  if (!isMobilePhone(phone, countryCode))
    throw businessRule(
      VISIT_ERROR_CODES.phoneNotMobile,
      "The recipient's phone is not a mobile phone: check the recipient's document instead",
    );
  return phone;
}

/**
 * `POST courier/stops/{stopId}/sms-code`: a code for the stop's recipient, under the same limits
 * and time to live as a visit's codes. The stop keeps one row: a resend gives it a new code, and
 * its wrong attempts count on unless it was Rejected (then a new code starts again, registers §4).
 */
export async function sendDoorCode(
  tx: Transaction,
  user: AuthUser,
  stopId: string,
  limits: SmsCodeLimits,
  now = new Date(),
): Promise<{ sent: DoorSmsCodeSent; sms: PendingSms }> {
  const stop = await ownStop(tx, user, stopId).catch(() => {
    throw notFound('Stop not found');
  });
  if (stop.kind !== 'task') throw businessRule('STOP_IS_PICKUP', 'A pickup needs no identification');
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, stop.refId)).for('update');
  if (!task || task.status === 'Deleted') throw notFound('Stop not found');
  if (task.status !== 'New' && task.status !== 'InProgress')
    throw businessRule('STOP_CLOSED', 'This stop is already closed');
  if (!doorIdentificationRequired(task))
    throw businessRule('IDENTIFICATION_NOT_NEEDED', 'This stop needs no identification');
  const phone = await recipientPhone(tx, user, await stopShipments(tx, task.shipmentNumbers));
  await reserveCodeSend(tx, stopId, phone, limits, now);
  const [existing] = await tx
    .select()
    .from(courierDoorCodes)
    .where(eq(courierDoorCodes.stopId, stopId))
    .for('update');
  const carried =
    existing && existing.status !== 'Rejected' && existing.status !== 'Verified'
      ? Math.min(existing.failedAttempts, SMS_ATTEMPTS - 1)
      : 0;
  const id = existing?.id ?? crypto.randomUUID();
  const code = newCode();
  const values = {
    courier: user.login,
    status: statusAfterFailures(carried),
    codeHash: hashCode(id, code),
    failedAttempts: carried,
    codeExpiresAt: new Date(now.getTime() + limits.ttlSeconds * 1000),
    verifiedAt: null,
    updatedAt: now,
  };
  if (existing) await tx.update(courierDoorCodes).set(values).where(eq(courierDoorCodes.id, id));
  else await tx.insert(courierDoorCodes).values({ ...values, id, stopId });
  return {
    sent: { phone: masked(phone), expiresAt: values.codeExpiresAt.toISOString() },
    sms: { phone, text: codeText(code), reference: id },
  };
}

/** A wrong code: refused, its count kept after the action's own writes are undone. */
function wrongCode(row: CodeRow, now: Date): Refusal {
  const failedAttempts = row.failedAttempts + 1;
  const status = statusAfterFailures(failedAttempts);
  const refusal = new Refusal(
    VISIT_ERROR_CODES.wrongCode,
    `Wrong code: ${ATTEMPTS_WORDS[SMS_ATTEMPTS_LEFT[status]]}`,
  );
  refusal.persist = async (tx) => {
    await tx
      .update(courierDoorCodes)
      .set({ status, failedAttempts, updatedAt: now })
      .where(eq(courierDoorCodes.id, row.id));
  };
  return refusal;
}

/**
 * The deliver action's identification (issue 26): an address delivery with shipments needs one, a
 * document of a known type or the right SMS code of the stop, still valid and not Rejected.
 */
export async function checkDoorIdentification(
  tx: Transaction,
  stopId: string,
  task: { type: string; shipmentNumbers: readonly string[] },
  identification: DoorIdentification | undefined,
  now = new Date(),
): Promise<string | null> {
  if (!doorIdentificationRequired(task)) return null;
  if (!identification)
    throw new Refusal(
      'IDENTIFICATION_REQUIRED',
      "Identify the recipient first: an SMS code or the recipient's document",
    );
  if (identification.type === 'Document') {
    const [type] = await tx
      .select({ name: identificationDocumentTypes.name })
      .from(identificationDocumentTypes)
      .where(eq(identificationDocumentTypes.id, identification.documentTypeId));
    if (!type)
      throw new Refusal('DOCUMENT_TYPE_UNKNOWN', 'This kind of document is not accepted: choose another one');
    return `identified by ${type.name}`;
  }
  const [row] = await tx
    .select()
    .from(courierDoorCodes)
    .where(eq(courierDoorCodes.stopId, stopId))
    .for('update');
  if (!row) throw new Refusal('SMS_CODE_NOT_SENT', 'Send the recipient a code first');
  if (row.status === 'Verified') return 'identified by SMS code';
  if (row.status === 'Rejected')
    throw new Refusal(
      VISIT_ERROR_CODES.identificationRejected,
      'No attempts left: send the recipient a new code',
    );
  if (row.codeExpiresAt <= now)
    throw new Refusal(VISIT_ERROR_CODES.codeExpired, 'The code has expired: send the recipient a new one');
  if (!codeMatches(row, identification.code)) throw wrongCode(row, now);
  await tx
    .update(courierDoorCodes)
    .set({ status: 'Verified', verifiedAt: now, updatedAt: now })
    .where(eq(courierDoorCodes.id, row.id));
  return 'identified by SMS code';
}
