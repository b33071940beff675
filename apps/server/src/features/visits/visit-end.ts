import {
  can,
  closedDocumentStatus,
  minorUnitsOf,
  type ParcelRecipient,
  type Shipment,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type Visit,
  type VisitCanEnd,
  type VisitEnd,
  type VisitEndReason,
  visitAmountsDue,
  visitEndBlockers,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { businessRule, forbidden, type HttpError, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { hasUnpaidOrders } from '../orders/order-visit.ts';
import { acceptShipments, registerParcelRecipients } from '../shipments/shipment-workflow.ts';
import {
  type Executor,
  isVisitEditable,
  lockVisit,
  readVisit,
  readVisitState,
  type VisitState,
  visitNotEditable,
} from './visit-read.ts';
import { visitDocuments, visits } from './visits-tables.ts';

const END_ERRORS: Record<VisitEndReason, () => HttpError> = {
  acceptanceEndError: () =>
    businessRule(VISIT_ERROR_CODES.acceptanceEndError, VISIT_MESSAGES.acceptanceEndError),
  identifyCustomer: () => businessRule(VISIT_ERROR_CODES.identifyCustomer, VISIT_MESSAGES.identifyCustomer),
  unpaidServices: () => businessRule(VISIT_ERROR_CODES.unpaidServices, 'unpaidServices'),
};

const blockersOf = (state: VisitState) =>
  visitEndBlockers(
    {
      phone: state.row.phone,
      cid: state.row.cid,
      documents: state.documents,
      identifications: state.identifications,
    },
    state.shipments,
  );

/** `GET visits/{id}/can-end`: what still keeps the visit open. */
export async function canEndVisit(executor: Executor, id: string): Promise<VisitCanEnd> {
  const state = await readVisitState(executor, id);
  if (!isVisitEditable(state.row)) throw visitNotEditable(state.row);
  const reasons = blockersOf(state);
  if (!reasons.includes('unpaidServices') && (await hasUnpaidOrders(executor, state.documents)))
    reasons.push('unpaidServices');
  return {
    canEnd: reasons.length === 0,
    reasons,
    due: visitAmountsDue({ documents: state.documents }, state.shipments, minorUnitsOf),
  };
}

const shipmentsIn = (state: VisitState, status: 'Acceptance' | 'Issuance'): Shipment[] => {
  const byId = new Map(state.shipments.map((shipment) => [shipment.id, shipment]));
  return state.documents.flatMap((document) => {
    const shipment = document.status === status ? byId.get(document.documentId) : undefined;
    return shipment ? [shipment] : [];
  });
};

/**
 * Who takes a parcel when the body does not say: the visitor (else the shipment's recipient), by
 * the phone of the visit and the identification that verified them.
 */
function visitorAsRecipient(state: VisitState, shipment: Shipment): ParcelRecipient {
  const verified = state.identifications
    .filter((identification) => identification.status === 'Verified')
    .at(-1);
  return {
    name: state.row.fullName ?? shipment.recipient.name,
    phone: state.row.phone ?? shipment.recipient.phone,
    identificationType: verified?.identificationType ?? null,
    documentNumber: verified?.documentNumber ?? null,
  };
}

function parcelRecipients(state: VisitState, issued: Shipment[], body: VisitEnd) {
  const parcels = new Map(
    issued.flatMap((shipment) => shipment.parcels.map((parcel) => [parcel.number, shipment])),
  );
  const given = new Map<string, ParcelRecipient>();
  for (const [index, item] of body.recipients.entries()) {
    if (!parcels.has(item.parcelNumber))
      throw validationFailed({ [`recipients.${index}.parcelNumber`]: 'any.invalid' });
    given.set(item.parcelNumber, item.recipient);
  }
  return [...parcels].map(([parcelNumber, shipment]) => ({
    parcelNumber,
    recipient: given.get(parcelNumber) ?? visitorAsRecipient(state, shipment),
  }));
}

/**
 * `POST visits/{id}/end` (registers §4 "Ending a visit"), inside the caller's transaction: the
 * visit row is locked first, so a second end of the same visit waits and then finds it Closed.
 * Refused (422) while a document is in AcceptanceError or Draft, the customer can be and was not
 * identified, or services are unpaid; then the Acceptance shipments that are ReadyToShip are
 * accepted, the parcels of Issuance documents get their recipients, and the visit is Closed.
 */
export async function endVisit(tx: Transaction, user: AuthUser, id: string, body: VisitEnd): Promise<Visit> {
  const row = await lockVisit(tx, id);
  if (!isVisitEditable(row)) throw visitNotEditable(row);
  const state = await readVisitState(tx, id);
  const [reason] = blockersOf(state);
  if (reason) throw END_ERRORS[reason]();
  if (await hasUnpaidOrders(tx, state.documents)) throw END_ERRORS.unpaidServices();
  const accepted = shipmentsIn(state, 'Acceptance').filter((shipment) => shipment.status === 'ReadyToShip');
  const issued = shipmentsIn(state, 'Issuance');
  // A visit opened from the PUDO workplace issues and accepts under the pudo-workplace capability.
  const mayMove =
    can(user, 'sendOrIssueParcel') || (row.openedFrom === 'pudo_workplace' && can(user, 'pudoWorkplace'));
  if ((accepted.length > 0 || issued.length > 0) && !mayMove) throw forbidden();
  const recipients = parcelRecipients(state, issued, body);
  const before = await readVisit(tx, id);

  await acceptShipments(
    tx,
    user,
    accepted.map((shipment) => shipment.id),
  );
  await registerParcelRecipients(tx, user, recipients);
  await closeDocuments(tx, state, new Set(accepted.map((shipment) => shipment.id)));
  const now = new Date();
  await tx
    .update(visits)
    .set({ status: 'Closed', statusDateTime: now, updatedAt: now, lockVersion: row.lockVersion + 1 })
    .where(eq(visits.id, id));
  const after = await readVisit(tx, id);
  await recordAudit(tx, user, { action: 'end', entity: 'visits', entityId: id, before, after });
  return after;
}

/**
 * Documents keep their result (Issuance → Issued, an accepted Acceptance → Accepted) and stop
 * holding their shipments.
 */
async function closeDocuments(tx: Transaction, state: VisitState, accepted: ReadonlySet<string>) {
  const now = new Date();
  for (const document of state.documents) {
    const status = closedDocumentStatus(document.status, accepted.has(document.documentId));
    await tx
      .update(visitDocuments)
      .set({ status, open: false, updatedAt: now })
      .where(eq(visitDocuments.id, document.id));
  }
}
