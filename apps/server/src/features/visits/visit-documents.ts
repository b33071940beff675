import {
  documentDeletionBlocker,
  OPEN_ITEMS_LIMIT,
  type Shipment,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type Visit,
  type VisitDocumentStatus,
  type visitDocumentAddSchema,
} from '@console/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../http/database-errors.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { isBlockedShipment } from '../conditions/condition-checks.ts';
import { lockOrder } from '../orders/order-service.ts';
import { addOrderToVisit, isOrderPaid } from '../orders/order-visit.ts';
import { refundVisitPaymentsOf } from '../payments/payment-operations.ts';
import { readShipments } from '../shipments/shipment-workflow.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { userDivision } from '../users/user-division.ts';
import { shipmentDocumentStatus } from './document-status.ts';
import { lockEditableVisit, readVisit, type VisitRow, visitDocumentRows } from './visit-read.ts';
import { visitDocuments, visits } from './visits-tables.ts';

type DocumentAdd = z.infer<typeof visitDocumentAddSchema>;
const CODES = VISIT_ERROR_CODES;

/** Statuses a shipment may have when the clerk receives it (registers §4 "Receiving"). */
const RECEIVABLE = ['ReadyToShip', 'Draft'] as const;

async function lockShipment(tx: Transaction, id: string): Promise<Shipment> {
  // The row lock makes a second clerk adding the same shipment wait for the first one's answer.
  await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id)).for('update');
  const [shipment] = await readShipments(tx, [id]);
  if (!shipment) throw notFound('Shipment not found');
  return shipment;
}

/** A shipment is an open document of one visit at a time (the partial unique index enforces it). */
async function checkNotInAnotherVisit(tx: Transaction, visit: VisitRow, shipment: Shipment) {
  const [other] = await tx
    .select({ number: visits.number })
    .from(visitDocuments)
    .innerJoin(visits, eq(visits.id, visitDocuments.visitId))
    .where(
      and(
        eq(visitDocuments.documentId, shipment.id),
        eq(visitDocuments.open, true),
        ne(visitDocuments.visitId, visit.id),
      ),
    )
    .limit(1);
  if (other) throw inAnotherVisit(shipment.number, other.number);
}

const inAnotherVisit = (shipmentNumber: string, visitNumber?: string) =>
  businessRule(
    CODES.inAnotherVisit,
    visitNumber
      ? `Shipment ${shipmentNumber} is already in visit ${visitNumber}`
      : `Shipment ${shipmentNumber} is already in another visit`,
  );

/**
 * "ReadyToShip from another division … for further acceptance" (registers §4): the clerk takes the
 * shipment in at their own branch, so its sender division becomes the user's.
 */
async function moveSenderToDivision(
  tx: Transaction,
  user: AuthUser,
  shipment: Shipment,
  divisionId: string | null,
) {
  const sender = { ...shipment.sender, divisionId };
  await tx
    .update(shipments)
    .set({
      sender,
      senderDivisionId: divisionId,
      lockVersion: shipment.lockVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id));
  await recordAudit(tx, user, {
    action: 'accept-at-division',
    entity: 'shipments',
    entityId: shipment.id,
    before: { senderDivisionId: shipment.sender.divisionId ?? null },
    after: { senderDivisionId: divisionId },
  });
}

/**
 * The status the new document takes, applying the receiving rules: a clerk receiving a parcel may
 * only take a ReadyToShip (or Draft) shipment; ReadyToShip from another branch needs the explicit
 * choice to accept it here.
 */
async function admittedStatus(
  tx: Transaction,
  user: AuthUser,
  visit: VisitRow,
  shipment: Shipment,
  body: DocumentAdd,
): Promise<VisitDocumentStatus> {
  if (body.receiving && !(RECEIVABLE as readonly string[]).includes(shipment.status))
    throw businessRule(CODES.notReadyToShip, VISIT_MESSAGES.notReadyToShip);
  const { divisionId } = await userDivision(tx, user.id);
  const status = await shipmentDocumentStatus(tx, visit.id, shipment, divisionId);
  if (status !== 'AcceptanceError') return status;
  if (!body.acceptAtUserDivision)
    throw businessRule(
      CODES.cannotBeAdded,
      `Shipment ${shipment.number} was sent from another division and has no backward delivery: accept it at your division to add it`,
    );
  await moveSenderToDivision(tx, user, shipment, divisionId);
  const [moved] = await readShipments(tx, [shipment.id]);
  return shipmentDocumentStatus(tx, visit.id, moved!, divisionId);
}

async function touchVisit(tx: Transaction, visitId: string) {
  const documents = await visitDocumentRows(tx, visitId);
  await tx
    .update(visits)
    .set({ documentsCount: documents.length, updatedAt: new Date() })
    .where(eq(visits.id, visitId));
}

/** `POST visits/{id}/documents` (registers §4, §5 "Visit rules"). */
export async function addDocument(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  body: DocumentAdd,
): Promise<Visit> {
  const visit = await lockEditableVisit(tx, visitId);
  // An order of the goods sale found by the visit search (orders/order-visit.ts).
  if (body.documentType === 'Order') {
    await addOrderToVisit(tx, user, visitId, await lockOrder(tx, user, body.documentId));
    return readVisit(tx, visitId);
  }
  const documents = await visitDocumentRows(tx, visitId);
  if (documents.some((document) => document.documentId === body.documentId))
    throw businessRule(CODES.alreadyAdded, VISIT_MESSAGES.documentAlreadyAdded);
  if (documents.length >= OPEN_ITEMS_LIMIT)
    throw businessRule(CODES.openItemsLimit, VISIT_MESSAGES.openItemsLimit);
  const shipment = await lockShipment(tx, body.documentId);
  await checkNotInAnotherVisit(tx, visit, shipment);
  const status = await admittedStatus(tx, user, visit, shipment, body);
  if (status === 'Draft' && documents.some((document) => document.status === 'Draft'))
    throw businessRule(CODES.multipleDrafts, VISIT_MESSAGES.multipleDrafts);
  const position = documents.reduce((max, document) => Math.max(max, document.position), 0) + 1;
  try {
    await tx.insert(visitDocuments).values({
      visitId,
      documentId: shipment.id,
      documentType: 'Shipment',
      number: shipment.number,
      status,
      placeNumber: shipment.parcels.map((parcel) => parcel.number),
      position,
    });
  } catch (error) {
    // A clerk at another counter added it between our check and this insert.
    if (isUniqueViolation(error, 'visit_documents_open_document_idx')) throw inAnotherVisit(shipment.number);
    if (isUniqueViolation(error, 'visit_documents_visit_document_idx'))
      throw businessRule(CODES.alreadyAdded, VISIT_MESSAGES.documentAlreadyAdded);
    throw error;
  }
  await touchVisit(tx, visitId);
  await recordAudit(tx, user, {
    action: 'add-document',
    entity: 'visits',
    entityId: visitId,
    after: { documentId: shipment.id, number: shipment.number, status },
  });
  return readVisit(tx, visitId);
}

const DELETION_MESSAGES = {
  paidOrder: () => 'paid_order_error',
  payForShipment: (number: string) => VISIT_MESSAGES.payForShipment.replace('{{number}}', number),
  draft: () => VISIT_MESSAGES.draftUpdateOrCancel,
};

/** `DELETE visits/{id}/documents/{documentId}`, with the blocking rules of registers §5. */
export async function removeDocument(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  documentId: string,
): Promise<Visit> {
  await lockEditableVisit(tx, visitId);
  const [document] = await tx
    .select()
    .from(visitDocuments)
    .where(and(eq(visitDocuments.visitId, visitId), eq(visitDocuments.documentId, documentId)));
  if (!document) throw notFound('Document not found in the visit');
  const [shipment] = document.documentType === 'Shipment' ? await readShipments(tx, [documentId]) : [];
  const blocker = documentDeletionBlocker(document, shipment, {
    userLogin: user.login,
    orderPaid: document.documentType === 'Order' && (await isOrderPaid(tx, documentId)),
    blocked:
      document.status === 'Acceptance' && shipment !== undefined && (await isBlockedShipment(tx, documentId)),
  });
  if (blocker) {
    const message =
      blocker.reason === 'payForShipment'
        ? DELETION_MESSAGES.payForShipment(blocker.number)
        : DELETION_MESSAGES[blocker.reason]();
    throw businessRule(CODES.documentNotDeletable, message);
  }
  // Whatever the visit took for the shipment goes back with it (issue 24: a parcel refused by a
  // blocking condition had been charged, and its document left with the money kept).
  if (document.documentType === 'Shipment') await refundVisitPaymentsOf(tx, user, visitId, documentId);
  await tx.delete(visitDocuments).where(eq(visitDocuments.id, document.id));
  await touchVisit(tx, visitId);
  await recordAudit(tx, user, {
    action: 'remove-document',
    entity: 'visits',
    entityId: visitId,
    before: { documentId, number: document.number, status: document.status },
  });
  return readVisit(tx, visitId);
}
