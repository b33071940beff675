import {
  can,
  canEditVisitPhone,
  type Visit,
  type VisitCid,
  type VisitOpenedFrom,
  type VisitUpdate,
  visitDeletionBlocker,
} from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, conflict, forbidden, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { findClient } from '../shipments/shipment-search.ts';
import { userDivision } from '../users/user-division.ts';
import {
  isVisitEditable,
  lockVisit,
  readVisit,
  readVisitState,
  type VisitRow,
  visitNotEditable,
} from './visit-read.ts';
import { identifications, visitNumbers, visits } from './visits-tables.ts';

/** `POST visits`: an empty Open visit in the user's division. */
export async function createVisit(
  tx: Transaction,
  user: AuthUser,
  openedFrom: VisitOpenedFrom | null | undefined,
): Promise<Visit> {
  const { divisionId } = await userDivision(tx, user.id);
  const [row] = await tx
    .insert(visits)
    .values({
      number: await nextNumber(tx, visitNumbers, 'VS', 12),
      divisionId,
      user: user.login,
      openedFrom: openedFrom ?? null,
    })
    .returning();
  const visit = await readVisit(tx, row!.id);
  await recordAudit(tx, user, { action: 'create', entity: 'visits', entityId: visit.id, after: visit });
  return visit;
}

/**
 * Registers §4: the visitor's phone may change when there are no documents (or only orders) and
 * no SMS identification, or when an Issuance document's recipient phone differs from it.
 */
async function phoneEditable(tx: Transaction, visit: VisitRow): Promise<boolean> {
  const state = await readVisitState(tx, visit.id);
  return canEditVisitPhone({ ...visit, ...state }, state.shipments);
}

async function checkPhoneChange(tx: Transaction, visit: VisitRow) {
  if (!(await phoneEditable(tx, visit)))
    throw businessRule(
      'VISIT_PHONE_NOT_EDITABLE',
      'The phone cannot be changed once shipments or an SMS identification are in the visit',
    );
}

/**
 * The customer's CID with the profile the visit search knows of it (docs/decisions.md "Visit
 * search and CID"); a CID nobody knows is refused.
 */
async function visitCid(tx: Transaction, cid: string): Promise<VisitCid> {
  const client = await findClient(tx, cid);
  if (!client) throw validationFailed({ cid: 'any.invalid' });
  return { id: client.id, regionBase: null, profile: client.profile };
}

/** A mobile identification vouches for one CID: another CID, or none, voids it. */
async function voidMobileIdentifications(tx: Transaction, visitId: string) {
  await tx
    .update(identifications)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(identifications.visitId, visitId),
        eq(identifications.identificationType, 'Mobile'),
        isNull(identifications.deletedAt),
      ),
    );
}

/**
 * What a CID changes: the visit keeps the client's profile, an empty visitor name and (where the
 * phone may still change) an empty phone take the client's, and mobile identifications of
 * another CID are void.
 */
async function cidChanges(
  tx: Transaction,
  row: VisitRow,
  update: Pick<VisitUpdate, 'cid' | 'fullName' | 'phone'>,
): Promise<Partial<VisitRow>> {
  if (update.cid === undefined || (update.cid ?? null) === (row.cid?.id ?? null)) return {};
  await voidMobileIdentifications(tx, row.id);
  if (!update.cid) return { cid: null };
  const cid = await visitCid(tx, update.cid);
  const changes: Partial<VisitRow> = { cid };
  if (!row.fullName && !update.fullName) changes.fullName = cid.profile.name;
  const phone = cid.profile.phones[0]?.phone;
  if (phone && !row.phone && !update.phone && (await phoneEditable(tx, row))) changes.phone = phone;
  return changes;
}

/** `PUT visits/{id}`: the visitor's details, the CID and the note, guarded by lockVersion. */
export async function updateVisit(
  tx: Transaction,
  user: AuthUser,
  id: string,
  update: VisitUpdate,
): Promise<Visit> {
  const row = await lockVisit(tx, id);
  if (row.lockVersion !== update.lockVersion) throw conflict('The visit was changed by someone else');
  if (!isVisitEditable(row)) throw visitNotEditable(row);
  if (update.cod !== undefined && (update.cod ?? null) !== row.cod && !can(user, 'editCodCash'))
    throw forbidden();
  const { lockVersion, cid, ...fields } = update;
  if (fields.phone !== undefined && (fields.phone ?? null) !== row.phone) await checkPhoneChange(tx, row);
  const before = await readVisit(tx, id);
  // Absent fields keep their value; null clears them.
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await tx
    .update(visits)
    .set({
      ...changes,
      ...(await cidChanges(tx, row, update)),
      lockVersion: lockVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(visits.id, id));
  const after = await readVisit(tx, id);
  await recordAudit(tx, user, { action: 'update', entity: 'visits', entityId: id, before, after });
  return after;
}

/**
 * `DELETE visits/{id}?from=` (registers §5, §6): with "Visit documents delete", only a visit with
 * no documents, not Deleted or Closed, whose page was not opened from the visit list. It keeps
 * its row, marked Deleted.
 */
export async function deleteVisit(
  tx: Transaction,
  user: AuthUser,
  id: string,
  openedFrom: VisitOpenedFrom | undefined,
): Promise<Visit> {
  const row = await lockVisit(tx, id);
  const blocker = visitDeletionBlocker(
    user,
    { status: row.deletedAt ? 'Deleted' : row.status, documentCount: row.documentsCount },
    openedFrom,
  );
  if (blocker === 'forbidden') throw forbidden();
  if (blocker) throw notDeletable(`Visit ${row.number} ${DELETION_REFUSALS[blocker]}`);
  const before = await readVisit(tx, id);
  const now = new Date();
  await tx
    .update(visits)
    .set({
      status: 'Deleted',
      statusDateTime: now,
      deletedAt: now,
      updatedAt: now,
      lockVersion: row.lockVersion + 1,
    })
    .where(eq(visits.id, id));
  const after = await readVisit(tx, id);
  await recordAudit(tx, user, { action: 'delete', entity: 'visits', entityId: id, before, after });
  return after;
}

const notDeletable = (message: string) => businessRule('VISIT_NOT_DELETABLE', message);

const DELETION_REFUSALS = {
  finished: 'is closed or deleted',
  hasDocuments: 'has documents',
  openedFromVisitList: 'is open from the visit list, where visits cannot be deleted',
} as const;
