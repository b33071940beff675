import {
  canChangeProblemParcelStatus,
  type ProblemParcel,
  type ProblemParcelAttachment,
  type problemParcelCreateSchema,
  type problemParcelStatusSchema,
  type problemParcelUpdateSchema,
  returnStateOf,
} from '@console/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, conflict, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { addUploadReadCheck, ownUpload, type UploadReadCheck } from '../attachments/uploads.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { divisionScopeOf, isInDivisionScope } from '../scanning/scan-scope.ts';
import { scanRegistries } from '../scanning/scanning-tables.ts';
import { recordShipmentEvents } from '../shipments/shipment-events.ts';
import { shipmentModifications, shipmentParcels, shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { problemParcelAttachments, problemParcelNumbers, problemParcels } from './problem-parcels-tables.ts';

type Executor = Database | Transaction;
const NOT_FOUND = 'Problem parcel not found';

/** A problem parcel the caller may see: another division's is 404 like a missing one. */
export const PROBLEM_PARCEL_SCOPE = recordScope({
  record: 'problem parcel',
  notFound: NOT_FOUND,
  table: problemParcels,
  id: problemParcels.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: problemParcels.divisionId })
      .from(problemParcels)
      .where(eq(problemParcels.id, id));
    return row !== undefined && isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId);
  },
});

/** An attachment is seen through its problem parcel: outside that scope it is 404 too. */
export const PROBLEM_PARCEL_ATTACHMENT_SCOPE = recordScope({
  record: 'problem-parcel attachment',
  notFound: 'Attachment not found',
  table: problemParcelAttachments,
  id: problemParcelAttachments.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ divisionId: problemParcels.divisionId })
      .from(problemParcelAttachments)
      .innerJoin(problemParcels, eq(problemParcels.id, problemParcelAttachments.problemParcelId))
      .where(eq(problemParcelAttachments.id, id));
    return row !== undefined && isInDivisionScope(await divisionScopeOf(executor, user), row.divisionId);
  },
});

function attachmentOf(row: typeof problemParcelAttachments.$inferSelect): ProblemParcelAttachment {
  return {
    id: row.id,
    problemParcelId: row.problemParcelId,
    storageInfo: { url: row.url },
    fileName: row.fileName,
    userCreate: row.userCreate,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Each known parcel of the numbers: whether its shipment's return is asked for, and made. */
async function parcelReturns(executor: Executor, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  const returnAsked = executor
    .select({ one: sql`1` })
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.shipmentId, shipments.id),
        eq(shipmentModifications.type, 'Return'),
        ne(shipmentModifications.status, 'Canceled'),
        isNull(shipmentModifications.deletedAt),
      ),
    );
  return executor
    .select({
      returnAsked: sql<boolean>`exists (${returnAsked})`,
      returned: sql<boolean>`${shipments.status} = 'Returned'`,
    })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(inArray(shipmentParcels.number, [...numbers]));
}

export async function readProblemParcel(executor: Executor, id: string): Promise<ProblemParcel> {
  const [row] = await executor
    .select({ parcel: problemParcels, division: divisions.name, scanNumber: scanRegistries.number })
    .from(problemParcels)
    .leftJoin(divisions, eq(divisions.id, problemParcels.divisionId))
    .leftJoin(scanRegistries, eq(scanRegistries.id, problemParcels.scanRegistryId))
    .where(eq(problemParcels.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const { parcel } = row;
  const attachments = await executor
    .select()
    .from(problemParcelAttachments)
    .where(and(eq(problemParcelAttachments.problemParcelId, id), isNull(problemParcelAttachments.deletedAt)))
    .orderBy(asc(problemParcelAttachments.createdAt));
  return {
    id: parcel.id,
    number: parcel.number,
    type: parcel.type,
    status: parcel.status,
    statusNote: parcel.statusNote,
    lockVersion: parcel.lockVersion,
    note: parcel.notes,
    parcelNumbers: parcel.parcelNumbers,
    scanRegistryId: parcel.scanRegistryId,
    scanRegistryNumber: row.scanNumber,
    divisionId: parcel.divisionId,
    division: row.division,
    createdAt: parcel.createdAt.toISOString(),
    createdByUser: parcel.createdByUser,
    attachments: attachments.map(attachmentOf),
    statuses: parcel.statuses,
    returnState: returnStateOf(await parcelReturns(executor, parcel.parcelNumbers)),
  };
}

/** Known parcels among the numbers get a 'ProblemParcel' tracking event (the notifications read it). */
async function recordProblemEvents(
  tx: Transaction,
  user: AuthUser,
  numbers: readonly string[],
  note: string,
) {
  if (numbers.length === 0) return;
  const parcels = await tx
    .select({ id: shipmentParcels.id, shipmentId: shipmentParcels.shipmentId })
    .from(shipmentParcels)
    .where(inArray(shipmentParcels.number, [...numbers]));
  await recordShipmentEvents(
    tx,
    parcels.map((parcel) => ({
      shipmentId: parcel.shipmentId,
      parcelId: parcel.id,
      event: 'ProblemParcel',
      note,
      user,
    })),
  );
}

async function checkScanRegistry(tx: Transaction, user: AuthUser, scanRegistryId: string | null | undefined) {
  if (!scanRegistryId) return;
  const [scan] = await tx
    .select({ divisionId: scanRegistries.divisionId })
    .from(scanRegistries)
    .where(eq(scanRegistries.id, scanRegistryId));
  if (!scan || !isInDivisionScope(await divisionScopeOf(tx, user), scan.divisionId))
    throw validationFailed({ scanRegistryId: 'any.invalid' });
}

/** `POST problem-parcels`: from a scan (damaged, unknown cargo) or the workplace (damaged container). */
export async function createProblemParcel(
  tx: Transaction,
  user: AuthUser,
  body: z.output<typeof problemParcelCreateSchema>,
): Promise<ProblemParcel> {
  await checkScanRegistry(tx, user, body.scanRegistryId);
  const divisionId = body.divisionId ?? (await userDivision(tx, user.id)).divisionId;
  if (divisionId && !isInDivisionScope(await divisionScopeOf(tx, user), divisionId))
    throw validationFailed({ divisionId: 'any.invalid' });
  const now = new Date();
  const number = await nextNumber(tx, problemParcelNumbers, 'PP', 12);
  const parcelNumbers = [...new Set(body.parcelNumbers)];
  const [row] = await tx
    .insert(problemParcels)
    .values({
      number,
      type: body.type,
      parcelNumbers,
      scanRegistryId: body.scanRegistryId ?? null,
      divisionId,
      createdByUser: user.login,
      notes: body.note ? [{ text: body.note, author: user.login, createdAt: now.toISOString() }] : [],
      statuses: [{ status: 'Open', statusNote: null, user: user.login, createdAt: now.toISOString() }],
    })
    .returning({ id: problemParcels.id });
  const id = row!.id;
  await recordProblemEvents(tx, user, parcelNumbers, `${body.type} ${number}`);
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'problem_parcels',
    entityId: id,
    after: { number, type: body.type },
  });
  return readProblemParcel(tx, id);
}

/** Locks the row and checks the sent lockVersion (409 when stale); a Deleted one changes no more. */
async function lockForChange(tx: Transaction, id: string, lockVersion: number) {
  const [row] = await tx.select().from(problemParcels).where(eq(problemParcels.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.lockVersion !== lockVersion)
    throw conflict('The problem parcel was changed by somebody else: reload it');
  if (row.status === 'Deleted')
    throw businessRule('PROBLEM_PARCEL_DELETED', 'A deleted problem parcel cannot change');
  return row;
}

/**
 * `PUT problem-parcels/{id}`: a note is appended with its author; type, parcel numbers and scan
 * change only with the edit right (the route checks it when they are sent).
 */
export async function updateProblemParcel(
  tx: Transaction,
  user: AuthUser,
  id: string,
  body: z.output<typeof problemParcelUpdateSchema>,
): Promise<ProblemParcel> {
  const row = await lockForChange(tx, id, body.lockVersion);
  await checkScanRegistry(tx, user, body.scanRegistryId);
  const now = new Date();
  const notes = body.note
    ? [...row.notes, { text: body.note, author: user.login, createdAt: now.toISOString() }]
    : row.notes;
  const changes = {
    notes,
    type: body.type ?? row.type,
    parcelNumbers: body.parcelNumbers ? [...new Set(body.parcelNumbers)] : row.parcelNumbers,
    scanRegistryId: body.scanRegistryId === undefined ? row.scanRegistryId : body.scanRegistryId,
    lockVersion: row.lockVersion + 1,
    updatedAt: now,
  };
  await tx.update(problemParcels).set(changes).where(eq(problemParcels.id, id));
  const added = changes.parcelNumbers.filter((number) => !row.parcelNumbers.includes(number));
  await recordProblemEvents(tx, user, added, `${changes.type} ${row.number}`);
  await recordAudit(tx, user, {
    action: 'update',
    entity: 'problem_parcels',
    entityId: id,
    before: { type: row.type, parcelNumbers: row.parcelNumbers, lockVersion: row.lockVersion },
    after: {
      type: changes.type,
      parcelNumbers: changes.parcelNumbers,
      lockVersion: changes.lockVersion,
      noteAdded: Boolean(body.note),
    },
  });
  return readProblemParcel(tx, id);
}

/** `PUT problem-parcels/{id}/change-status`: the answer carries `success` (registers §4). */
export async function changeProblemParcelStatus(
  tx: Transaction,
  user: AuthUser,
  id: string,
  body: z.output<typeof problemParcelStatusSchema>,
): Promise<{ success: true; data: ProblemParcel }> {
  const row = await lockForChange(tx, id, body.lockVersion);
  if (!canChangeProblemParcelStatus(row.status, body.status))
    throw businessRule(
      'PROBLEM_PARCEL_STATUS_INVALID',
      `A problem parcel cannot go from ${row.status} to ${body.status}`,
    );
  const now = new Date();
  const statusNote = body.statusNote || null;
  await tx
    .update(problemParcels)
    .set({
      status: body.status,
      statusNote,
      statuses: [
        ...row.statuses,
        { status: body.status, statusNote, user: user.login, createdAt: now.toISOString() },
      ],
      lockVersion: row.lockVersion + 1,
      updatedAt: now,
      ...(body.status === 'Deleted' ? { deletedAt: now } : {}),
    })
    .where(eq(problemParcels.id, id));
  await recordAudit(tx, user, {
    action: 'change-status',
    entity: 'problem_parcels',
    entityId: id,
    before: { status: row.status, lockVersion: row.lockVersion },
    after: { status: body.status, lockVersion: row.lockVersion + 1 },
  });
  return { success: true, data: await readProblemParcel(tx, id) };
}

export async function listAttachments(
  executor: Executor,
  user: AuthUser,
  query: { problemParcelId?: string; ids?: string[]; deletionMark?: boolean | null },
): Promise<{ items: ProblemParcelAttachment[] }> {
  const conditions = [];
  if (query.problemParcelId)
    conditions.push(eq(problemParcelAttachments.problemParcelId, query.problemParcelId));
  if (query.ids?.length) conditions.push(inArray(problemParcelAttachments.id, query.ids));
  if (conditions.length === 0) throw validationFailed({ problemParcelId: 'any.required' });
  if (query.deletionMark === false) conditions.push(isNull(problemParcelAttachments.deletedAt));
  const rows = await executor
    .select({ attachment: problemParcelAttachments, divisionId: problemParcels.divisionId })
    .from(problemParcelAttachments)
    .innerJoin(problemParcels, eq(problemParcels.id, problemParcelAttachments.problemParcelId))
    .where(and(...conditions))
    .orderBy(asc(problemParcelAttachments.createdAt))
    .limit(200);
  const scope = await divisionScopeOf(executor, user);
  return {
    items: rows
      .filter((row) => isInDivisionScope(scope, row.divisionId))
      .map((row) => attachmentOf(row.attachment)),
  };
}

export async function addAttachment(
  tx: Transaction,
  user: AuthUser,
  problemParcelId: string,
  body: { url: string; fileName?: string | null },
): Promise<ProblemParcelAttachment> {
  const [parcel] = await tx
    .select({ status: problemParcels.status })
    .from(problemParcels)
    .where(eq(problemParcels.id, problemParcelId));
  if (!parcel) throw notFound(NOT_FOUND);
  if (parcel.status === 'Deleted')
    throw businessRule('PROBLEM_PARCEL_DELETED', 'A deleted problem parcel cannot change');
  // The file must be one the caller stored with `POST uploads` (OWN_UPLOAD, as shipment
  // attachments): another user's upload is 404, never linked; its own name is kept when none is sent.
  const upload = await ownUpload(tx, user, body.url);
  const [row] = await tx
    .insert(problemParcelAttachments)
    .values({
      problemParcelId,
      url: body.url,
      fileName: body.fileName ?? upload.originalName,
      userCreate: user.login,
    })
    .returning();
  await recordAudit(tx, user, {
    action: 'attach',
    entity: 'problem_parcels',
    entityId: problemParcelId,
    after: { attachmentId: row!.id },
  });
  return attachmentOf(row!);
}

/** `DELETE problem-parcels/attachments/{id}`: the deletion mark (administrator-god, platform §6). */
export async function removeAttachment(
  tx: Transaction,
  user: AuthUser,
  id: string,
): Promise<ProblemParcelAttachment> {
  const [row] = await tx
    .select({ attachment: problemParcelAttachments })
    .from(problemParcelAttachments)
    .where(eq(problemParcelAttachments.id, id));
  // The route's scope (PROBLEM_PARCEL_ATTACHMENT_SCOPE) has refused another division's already.
  if (!row) throw notFound('Attachment not found');
  if (row.attachment.deletedAt) return attachmentOf(row.attachment);
  const [updated] = await tx
    .update(problemParcelAttachments)
    .set({ deletedAt: new Date() })
    .where(eq(problemParcelAttachments.id, id))
    .returning();
  await recordAudit(tx, user, {
    action: 'remove-attachment',
    entity: 'problem_parcels',
    entityId: row.attachment.problemParcelId,
    before: { attachmentId: id },
  });
  return attachmentOf(updated!);
}

/** A file attached (and not removed) to a problem parcel the reader may see can be downloaded. */
const attachedToReadableProblemParcel: UploadReadCheck = async (executor, user, upload) => {
  const rows = await executor
    .select({ divisionId: problemParcels.divisionId })
    .from(problemParcelAttachments)
    .innerJoin(problemParcels, eq(problemParcels.id, problemParcelAttachments.problemParcelId))
    .where(and(eq(problemParcelAttachments.url, upload.url), isNull(problemParcelAttachments.deletedAt)));
  if (rows.length === 0) return false;
  const scope = await divisionScopeOf(executor, user);
  return rows.some((row) => isInDivisionScope(scope, row.divisionId));
};
addUploadReadCheck(attachedToReadableProblemParcel);
