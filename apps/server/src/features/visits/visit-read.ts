import {
  type Identification,
  isVisitEditable as isEditableVisit,
  type Shipment,
  SMS_ATTEMPTS,
  type Visit,
  type VisitDocument,
} from '@console/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { readShipments } from '../shipments/shipment-workflow.ts';
import { shipmentDocumentStatus } from './document-status.ts';
import { identifications, visitDocuments, visits } from './visits-tables.ts';

export type Executor = Database | Transaction;
export type VisitRow = typeof visits.$inferSelect;
export type VisitDocumentRow = typeof visitDocuments.$inferSelect;
export type IdentificationRow = typeof identifications.$inferSelect;

export const isVisitEditable = (visit: Pick<VisitRow, 'status' | 'deletedAt'>) =>
  isEditableVisit(visit) && visit.deletedAt === null;

export const visitNotEditable = (visit: Pick<VisitRow, 'number' | 'status'>) =>
  businessRule('VISIT_NOT_EDITABLE', `Visit ${visit.number} is ${visit.status} and cannot be changed`);

/**
 * The visit row, locked for the rest of the transaction: every write to a visit takes this lock
 * first, so two clerks (or two clicks) changing one visit run one after the other.
 */
export async function lockVisit(tx: Transaction, id: string): Promise<VisitRow> {
  const [row] = await tx.select().from(visits).where(eq(visits.id, id)).for('update');
  if (!row) throw notFound('Visit not found');
  return row;
}

/** The locked visit, refused with 422 VISIT_NOT_EDITABLE once it is Deleted or Closed. */
export async function lockEditableVisit(tx: Transaction, id: string): Promise<VisitRow> {
  const row = await lockVisit(tx, id);
  if (!isVisitEditable(row)) throw visitNotEditable(row);
  return row;
}

export async function visitDocumentRows(executor: Executor, visitId: string): Promise<VisitDocumentRow[]> {
  return executor
    .select()
    .from(visitDocuments)
    .where(eq(visitDocuments.visitId, visitId))
    .orderBy(asc(visitDocuments.position), asc(visitDocuments.createdAt));
}

export async function identificationRows(executor: Executor, visitId: string): Promise<IdentificationRow[]> {
  return executor
    .select()
    .from(identifications)
    .where(and(eq(identifications.visitId, visitId), isNull(identifications.deletedAt)))
    .orderBy(asc(identifications.createdAt));
}

export function toVisitDocument(row: VisitDocumentRow): VisitDocument {
  return {
    documentId: row.documentId,
    documentType: row.documentType,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    placeNumber: row.placeNumber,
    number: row.number,
  };
}

/** SMS attempts left: three at first, one fewer per wrong code, none once verified or rejected. */
export function attemptsLeft(
  row: Pick<IdentificationRow, 'identificationType' | 'status' | 'failedAttempts'>,
) {
  if (row.identificationType !== 'SMS' || row.status === 'Verified' || row.status === 'Rejected') return 0;
  return Math.max(0, SMS_ATTEMPTS - row.failedAttempts);
}

export function toIdentification(row: IdentificationRow): Identification {
  return {
    id: row.id,
    ownerType: 'Visit',
    ownerIds: [row.visitId],
    operationType: row.operationType,
    identificationType: row.identificationType,
    client: { phone: row.phone, name: row.name, documentNumber: row.documentNumber },
    status: row.status,
    attemptsLeft: attemptsLeft(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVisit(
  row: VisitRow,
  division: string | null,
  documents: VisitDocumentRow[],
  identificationList: IdentificationRow[],
): Visit {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusDateTime: row.statusDateTime.toISOString(),
    divisionId: row.divisionId,
    division,
    user: row.user,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    companyTin: row.companyTin,
    clientAddress: row.clientAddress,
    coordinates:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    documents: documents.map(toVisitDocument),
    identifications: identificationList.map(toIdentification),
    cid: row.cid ?? null,
    cod: row.cod,
    note: row.note,
    warningShown: row.warningShown,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lockVersion: row.lockVersion,
  };
}

/**
 * Open shipment documents re-derived from their shipments now (a Draft completed in the visit
 * becomes Acceptance, a cancelled refusal Issuance again), served by the visit's division.
 * Closed documents keep what the end of the visit wrote.
 */
export async function currentDocuments(
  executor: Executor,
  visit: Pick<VisitRow, 'id' | 'divisionId'>,
  documents: VisitDocumentRow[],
  shipmentList: readonly Shipment[],
): Promise<VisitDocumentRow[]> {
  const byId = new Map(shipmentList.map((shipment) => [shipment.id, shipment]));
  const current: VisitDocumentRow[] = [];
  for (const document of documents) {
    const shipment = byId.get(document.documentId);
    if (!document.open || document.documentType !== 'Shipment' || !shipment) {
      current.push(document);
      continue;
    }
    const status = await shipmentDocumentStatus(executor, visit.id, shipment, visit.divisionId);
    current.push(status === document.status ? document : { ...document, status });
  }
  return current;
}

/** A visit with its documents, their current statuses and the shipments they hold. */
export interface VisitState {
  row: VisitRow;
  division: string | null;
  documents: VisitDocumentRow[];
  identifications: IdentificationRow[];
  shipments: Shipment[];
}

export async function readVisitState(executor: Executor, id: string): Promise<VisitState> {
  const [found] = await executor
    .select({ visit: visits, division: divisions.name })
    .from(visits)
    .leftJoin(divisions, eq(divisions.id, visits.divisionId))
    .where(eq(visits.id, id));
  if (!found) throw notFound('Visit not found');
  // One after the other: inside a transaction they run on one connection anyway.
  const stored = await visitDocumentRows(executor, id);
  const identificationList = await identificationRows(executor, id);
  const shipmentIds = stored.filter((row) => row.documentType === 'Shipment').map((row) => row.documentId);
  const shipmentList = await readShipments(executor, shipmentIds);
  const documents = await currentDocuments(executor, found.visit, stored, shipmentList);
  return {
    row: found.visit,
    division: found.division,
    documents,
    identifications: identificationList,
    shipments: shipmentList,
  };
}

/** The whole visit as `GET visits/{id}` answers it. */
export async function readVisit(executor: Executor, id: string): Promise<Visit> {
  const state = await readVisitState(executor, id);
  return toVisit(state.row, state.division, state.documents, state.identifications);
}
