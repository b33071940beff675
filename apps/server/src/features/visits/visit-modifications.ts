import {
  can,
  MODIFICATION_CAPABILITIES,
  operationCustomerOf,
  type ShipmentOperation,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type Visit,
  type VisitModification,
} from '@console/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, forbidden, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { cancelRefusal, createModification, createRefusal } from '../shipments/shipment-workflow.ts';
import { visitModification } from './document-status.ts';
import { lockEditableVisit, readVisit, readVisitState, type VisitRow } from './visit-read.ts';
import { visitDocuments, visits } from './visits-tables.ts';

/** Modifications made at the counter carry this source. */
const VISIT_SOURCE = 'Visit';

async function documentOf(tx: Transaction, visit: VisitRow, documentId: string) {
  const state = await readVisitState(tx, visit.id);
  const document = state.documents.find(
    (row) => row.documentId === documentId && row.documentType === 'Shipment',
  );
  if (!document) throw notFound('Document not found in the visit');
  return { ...document, shipment: state.shipments.find((shipment) => shipment.id === documentId) };
}

/** Stores the document's status as it now derives, and marks the visit changed. */
async function refreshDocument(tx: Transaction, visitId: string, documentId: string) {
  const state = await readVisitState(tx, visitId);
  const document = state.documents.find((row) => row.documentId === documentId);
  const now = new Date();
  if (document) {
    await tx
      .update(visitDocuments)
      .set({ status: document.status, updatedAt: now })
      .where(and(eq(visitDocuments.visitId, visitId), eq(visitDocuments.documentId, documentId)));
  }
  await tx.update(visits).set({ updatedAt: now }).where(eq(visits.id, visitId));
}

/** `POST visits/{id}/refusal`: the recipient refuses an Issuance document's shipment. */
export async function refuseDocument(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  body: { documentId: string; note?: string | null },
): Promise<Visit> {
  const visit = await lockEditableVisit(tx, visitId);
  const document = await documentOf(tx, visit, body.documentId);
  if (document.status !== 'Issuance')
    throw businessRule(
      VISIT_ERROR_CODES.notIssuance,
      `Only an Issuance document can be refused (${document.number})`,
    );
  // Registers §8 no_client_rejections: the refusal names the client who refused.
  if (!visit.phone && !visit.cid)
    throw businessRule(VISIT_ERROR_CODES.noClientRejections, VISIT_MESSAGES.noClientRejections);
  await createRefusal(tx, user, {
    shipmentId: document.documentId,
    source: VISIT_SOURCE,
    customerPhone: visit.phone,
    customerType: 'Recipient',
    note: body.note ?? null,
    visitId,
  });
  await refreshDocument(tx, visitId, document.documentId);
  return readVisit(tx, visitId);
}

/** `DELETE visits/{id}/refusal/{documentId}`: cancels the visit's latest refusal; the document is Issuance again. */
export async function cancelDocumentRefusal(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  documentId: string,
): Promise<Visit> {
  const visit = await lockEditableVisit(tx, visitId);
  await documentOf(tx, visit, documentId);
  const refusal = await visitModification(tx, visitId, documentId);
  if (refusal?.type !== 'Refusal') throw notFound('No refusal of this document in the visit');
  await cancelRefusal(tx, user, refusal.id);
  await refreshDocument(tx, visitId, documentId);
  return readVisit(tx, visitId);
}

/**
 * `POST visits/{id}/modifications`: a return, redirecting or change of data made at the counter;
 * the document then shows that type (or ChangeDeliveryDate with a preferred delivery date).
 */
export async function modifyDocument(
  tx: Transaction,
  user: AuthUser,
  visitId: string,
  body: VisitModification,
): Promise<Visit> {
  if (!can(user, MODIFICATION_CAPABILITIES[body.type])) throw forbidden();
  const visit = await lockEditableVisit(tx, visitId);
  const document = await documentOf(tx, visit, body.documentId);
  const { payload } = body;
  if (!document.shipment) throw notFound('Document not found in the visit');
  // Platform §3: a Return names the sender, other operations the recipient; an Internal client
  // with no phone takes that counterpart's phone.
  const customer = operationCustomerOf(body.type, document.shipment, {
    type: payload.customerType,
    phone: payload.customerPhone ?? visit.phone,
  });
  const operation: ShipmentOperation = {
    shipmentId: document.documentId,
    type: body.type,
    ...customer,
    payerType: payload.payerType ?? 'Sender',
    source: VISIT_SOURCE,
    note: payload.note ?? null,
    payerContractNumber: payload.payerContractNumber ?? null,
    recipient: payload.recipient ?? null,
    visitId,
  };
  const modification = await createModification(tx, user, body.type, operation);
  await refreshDocument(tx, visitId, document.documentId);
  await recordAudit(tx, user, {
    action: 'modify-document',
    entity: 'visits',
    entityId: visitId,
    after: { documentId: document.documentId, modificationId: modification.id, type: body.type },
  });
  return readVisit(tx, visitId);
}
