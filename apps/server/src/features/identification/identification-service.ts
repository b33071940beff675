import { randomUUID } from 'node:crypto';
import {
  type Identification,
  type identificationCheckSchema,
  type identificationCreateSchema,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
} from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SmsCodeLimits } from '../../config.ts';
import type { Transaction } from '../../db/database.ts';
import { businessRule, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { identificationDocumentTypes } from '../catalogue/catalogue-tables.ts';
import { userDivision } from '../users/user-division.ts';
import {
  type IdentificationRow,
  lockEditableVisit,
  readVisitState,
  toIdentification,
  type VisitRow,
} from '../visits/visit-read.ts';
import { identifications } from '../visits/visits-tables.ts';
import { isMobilePhone } from './mobile-phone.ts';
import { codeMatches, codeText, hashCode, newCode, statusAfterFailures } from './sms-code.ts';
import { carriedFailures, reserveCodeSend } from './sms-code-limits.ts';

type IdentificationCreate = z.infer<typeof identificationCreateSchema>;
type IdentificationCheck = z.infer<typeof identificationCheckSchema>;
const CODES = VISIT_ERROR_CODES;

/** A text message to send once the transaction that stored its code has committed. */
export interface PendingSms {
  phone: string;
  text: string;
  reference: string;
}

/**
 * SMS identification (registers §4, §5): a mobile phone, and for Issuance documents every
 * recipient phone equal to the phone the code goes to.
 */
async function checkSmsPhone(tx: Transaction, user: AuthUser, visit: VisitRow, phone: string) {
  const { countryCode } = await userDivision(tx, user.id);
  if (!isMobilePhone(phone, countryCode))
    throw businessRule(CODES.phoneNotMobile, VISIT_MESSAGES.phoneNotMobile);
  const state = await readVisitState(tx, visit.id);
  const byId = new Map(state.shipments.map((shipment) => [shipment.id, shipment]));
  const differs = state.documents.some(
    (document) => document.status === 'Issuance' && byId.get(document.documentId)?.recipient.phone !== phone,
  );
  if (differs) throw businessRule(CODES.differentPhones, VISIT_MESSAGES.differentPhones);
}

/**
 * A new code for the visit's SMS identification: the existing one gets a new code valid for a few
 * minutes (a resend, also after Rejected); a Verified one stays as it is. Wrong codes count on
 * across resends (`carriedFailures`), and codes per visit and per phone are limited in a window.
 */
async function sendSmsCode(
  tx: Transaction,
  user: AuthUser,
  visit: VisitRow,
  body: IdentificationCreate,
  limits: SmsCodeLimits,
): Promise<{ row: IdentificationRow; sms?: PendingSms }> {
  const phone = body.client.phone ?? visit.phone;
  if (!phone) throw validationFailed({ 'client.phone': 'any.required' });
  const [existing] = await tx
    .select()
    .from(identifications)
    .where(
      and(
        eq(identifications.visitId, visit.id),
        eq(identifications.identificationType, 'SMS'),
        isNull(identifications.deletedAt),
      ),
    )
    .for('update');
  if (existing?.status === 'Verified' && existing.phone === phone) return { row: existing };
  await checkSmsPhone(tx, user, visit, phone);
  const now = new Date();
  await reserveCodeSend(tx, visit.id, phone, limits, now);
  const failedAttempts = await carriedFailures(tx, visit.id);
  const id = existing?.id ?? randomUUID();
  const code = newCode();
  const values = {
    operationType: body.operationType,
    status: statusAfterFailures(failedAttempts),
    phone,
    name: body.client.name ?? visit.fullName,
    codeHash: hashCode(id, code),
    failedAttempts,
    codeExpiresAt: new Date(now.getTime() + limits.ttlSeconds * 1000),
    verifiedAt: null,
    updatedAt: now,
  };
  const [row] = existing
    ? await tx.update(identifications).set(values).where(eq(identifications.id, id)).returning()
    : await tx
        .insert(identifications)
        .values({ ...values, id, visitId: visit.id, identificationType: 'SMS', createdByUser: user.login })
        .returning();
  return { row: row!, sms: { phone, text: codeText(code), reference: id } };
}

const cidPhone = (visit: VisitRow) => visit.cid?.profile.phones[0]?.phone ?? null;

/** Identity document (type and number) or the mobile app: verified at once by the clerk or the app. */
async function verifiedAtOnce(tx: Transaction, user: AuthUser, visit: VisitRow, body: IdentificationCreate) {
  const { client } = body;
  if (body.identificationType === 'Document') {
    const missing: Record<string, string> = {};
    if (!client.documentTypeId) missing['client.documentTypeId'] = 'any.required';
    if (!client.documentNumber) missing['client.documentNumber'] = 'any.required';
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
    const [type] = await tx
      .select({ id: identificationDocumentTypes.id })
      .from(identificationDocumentTypes)
      .where(eq(identificationDocumentTypes.id, client.documentTypeId!));
    if (!type) throw validationFailed({ 'client.documentTypeId': 'any.invalid' });
  }
  // The app vouches for its own client: there must be one (registers §4 "verified by app").
  if (body.identificationType === 'Mobile' && !visit.cid)
    throw businessRule(CODES.mobileNeedsCid, VISIT_MESSAGES.mobileNeedsCid);
  const now = new Date();
  const [row] = await tx
    .insert(identifications)
    .values({
      visitId: visit.id,
      operationType: body.operationType,
      identificationType: body.identificationType,
      status: 'Verified',
      phone: client.phone ?? (body.identificationType === 'Mobile' ? cidPhone(visit) : null) ?? visit.phone,
      name: client.name ?? visit.fullName,
      documentTypeId: client.documentTypeId ?? null,
      documentNumber: client.documentNumber ?? null,
      createdByUser: user.login,
      verifiedAt: now,
    })
    .returning();
  return row!;
}

/** `POST identification`. */
export async function createIdentification(
  tx: Transaction,
  user: AuthUser,
  body: IdentificationCreate,
  limits: SmsCodeLimits,
): Promise<{ identification: Identification; sms?: PendingSms }> {
  const visit = await lockEditableVisit(tx, body.ownerIds[0]!);
  const { row, sms } =
    body.identificationType === 'SMS'
      ? await sendSmsCode(tx, user, visit, body, limits)
      : { row: await verifiedAtOnce(tx, user, visit, body), sms: undefined };
  const identification = toIdentification(row);
  await recordAudit(tx, user, {
    action: sms ? 'send-code' : 'create',
    entity: 'identifications',
    entityId: row.id,
    after: identification,
  });
  return { identification, sms };
}

/**
 * The identification and its visit, locked in the order every visit write takes (the visit row
 * first), so a check and a resend of the same visit cannot deadlock.
 */
async function lockIdentification(tx: Transaction, id: string): Promise<IdentificationRow> {
  const live = and(eq(identifications.id, id), isNull(identifications.deletedAt));
  const [found] = await tx.select({ visitId: identifications.visitId }).from(identifications).where(live);
  if (!found) throw notFound('Identification not found');
  await lockEditableVisit(tx, found.visitId);
  const [row] = await tx.select().from(identifications).where(live).for('update');
  if (!row) throw notFound('Identification not found');
  return row;
}

export type CodeCheck =
  | { verified: true; identification: Identification }
  | { verified: false; identification: Identification };

/**
 * `POST identification/check`: the right code verifies; a wrong one counts, and the third makes it
 * Rejected. The count is stored before the caller answers 422, so it survives the refusal.
 */
export async function checkIdentificationCode(
  tx: Transaction,
  user: AuthUser,
  body: IdentificationCheck,
): Promise<CodeCheck> {
  const row = await lockIdentification(tx, body.id);
  if (row.status === 'Verified') return { verified: true, identification: toIdentification(row) };
  if (row.identificationType !== 'SMS')
    throw businessRule(CODES.wrongCode, 'Only an SMS identification is checked by a code');
  if (row.status === 'Rejected')
    throw businessRule(CODES.identificationRejected, 'The identification is rejected: send a new code');
  const now = new Date();
  // Not a wrong attempt: the code is past its time whatever it is. A row from before expiry existed has none.
  if (!row.codeExpiresAt || row.codeExpiresAt <= now)
    throw businessRule(CODES.codeExpired, VISIT_MESSAGES.codeExpired);
  const right = codeMatches(row, body.identificationData.code);
  const failedAttempts = right ? row.failedAttempts : row.failedAttempts + 1;
  const [updated] = await tx
    .update(identifications)
    .set(
      right
        ? { status: 'Verified', verifiedAt: now, updatedAt: now }
        : { status: statusAfterFailures(failedAttempts), failedAttempts, updatedAt: now },
    )
    .where(eq(identifications.id, row.id))
    .returning();
  const identification = toIdentification(updated!);
  await recordAudit(tx, user, {
    action: right ? 'verify' : 'wrong-code',
    entity: 'identifications',
    entityId: row.id,
    before: { status: row.status, failedAttempts: row.failedAttempts },
    after: { status: identification.status, failedAttempts },
  });
  return { verified: right, identification };
}

/** `DELETE identification/{id}`: the deletion mark; the visit must still be open. */
export async function deleteIdentification(
  tx: Transaction,
  user: AuthUser,
  id: string,
): Promise<Identification> {
  const row = await lockIdentification(tx, id);
  const now = new Date();
  const [updated] = await tx
    .update(identifications)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(identifications.id, id))
    .returning();
  const identification = toIdentification(updated!);
  await recordAudit(tx, user, {
    action: 'delete',
    entity: 'identifications',
    entityId: id,
    before: toIdentification(row),
    after: identification,
  });
  return identification;
}
