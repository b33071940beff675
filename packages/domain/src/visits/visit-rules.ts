import { type CapabilityUser, can } from '../capabilities.ts';
import type { ShipmentCod } from '../cash-on-delivery/cash-on-delivery.ts';
import { minorUnitsOf, roundMoney } from '../money/money.ts';
import { SERVICE_CODES, type Shipment, type ShipmentService } from '../shipments/shipment-model.ts';
import type { OperationType, ShipmentStatus, VisitDocumentStatus, VisitStatus } from '../statuses.ts';
import type { Identification, Visit, VisitDocument, VisitOpenedFrom } from './visit-model.ts';

/**
 * The visit rules of registers §4 ("SMS identification", "Ending a visit") and §5 ("Visit rules")
 * as pure functions, so the console and the API decide the same way.
 */

/** Deleted and closed visits are history: nothing in them changes any more (registers §4). */
export const FINISHED_VISIT_STATUSES = ['Deleted', 'Closed'] as const satisfies readonly VisitStatus[];

/**
 * The visit page's query flag that closes a visit to editing (registers §4): `?closedToEditing=true`
 * shows an open visit as it stands, with nothing to change and no goods to give.
 */
export const VISIT_CLOSED_TO_EDITING_PARAM = 'closedToEditing';

/** Whether a query value of `VISIT_CLOSED_TO_EDITING_PARAM` sets the flag (`true` or `1`). */
export function isClosedToEditingFlag(value: string | null | undefined): boolean {
  return value === 'true' || value === '1';
}

/**
 * A visit can be neither edited nor given documents or goods once deleted, closed, or closed to
 * editing by the query flag (registers §4).
 */
export function isVisitEditable(
  visit: { status: VisitStatus },
  options: { closedToEditing?: boolean } = {},
): boolean {
  if (options.closedToEditing) return false;
  return !(FINISHED_VISIT_STATUSES as readonly VisitStatus[]).includes(visit.status);
}

/** Why a visit cannot be deleted, or null when it can (registers §5 "Visit rules", §6; platform §6). */
export type VisitDeletionBlocker = 'forbidden' | 'finished' | 'hasDocuments' | 'openedFromVisitList';

/**
 * Deleting a visit takes the "Visit documents delete" capability; the visit must have no
 * documents and be neither Deleted nor Closed; and the visit page must not have been opened from
 * the visit list, whose rights are "none" (the `from` the page was opened with, not where the
 * visit was created).
 */
export function visitDeletionBlocker(
  user: CapabilityUser,
  visit: { status: VisitStatus; documentCount: number },
  openedFrom: VisitOpenedFrom | null | undefined,
  options: { closedToEditing?: boolean } = {},
): VisitDeletionBlocker | null {
  if (!can(user, 'visitDocumentsDelete')) return 'forbidden';
  if (!isVisitEditable(visit, options)) return 'finished';
  if (visit.documentCount > 0) return 'hasDocuments';
  return openedFrom === 'visit_list' ? 'openedFromVisitList' : null;
}

/** What the visit rules read of a shipment held by a document. */
export interface VisitRuleShipment {
  id: string;
  number: string;
  status: ShipmentStatus;
  recipient: { phone: string };
  createdByUser: string;
  services: readonly Pick<ShipmentService, 'payerType' | 'paymentStatus' | 'cost'>[];
  /** Cash on delivery still to take keeps an Issuance visit open like an unpaid service. */
  cashOnDelivery?: Pick<ShipmentCod, 'status'> | null;
}

export type VisitRuleVisit = Pick<Visit, 'phone' | 'cid'> & {
  documents: readonly Pick<VisitDocument, 'documentId' | 'documentType' | 'status'>[];
  identifications: readonly Pick<Identification, 'identificationType' | 'status'>[];
};

/** Documents whose customer has to prove who they are (registers §4 "SMS identification"). */
export const IDENTIFIED_DOCUMENT_STATUSES = [
  'Issuance',
  'Service',
  'Refusal',
] as const satisfies readonly OperationType[];

const shipmentsById = (shipments: readonly VisitRuleShipment[]) =>
  new Map(shipments.map((shipment) => [shipment.id, shipment]));

function documentShipments(
  visit: VisitRuleVisit,
  shipments: readonly VisitRuleShipment[],
  statuses: readonly VisitDocumentStatus[],
): VisitRuleShipment[] {
  const byId = shipmentsById(shipments);
  return visit.documents.flatMap((document) => {
    if (document.documentType !== 'Shipment' || !statuses.includes(document.status)) return [];
    const shipment = byId.get(document.documentId);
    return shipment ? [shipment] : [];
  });
}

/**
 * Verified by app: the customer has a CID, identified in the mobile app, and every issuance or
 * service recipient phone is one of the CID's phones.
 */
export function isVerifiedByApp(visit: VisitRuleVisit, shipments: readonly VisitRuleShipment[]): boolean {
  if (!visit.cid) return false;
  const mobile = visit.identifications.some(
    (identification) =>
      identification.identificationType === 'Mobile' && identification.status === 'Verified',
  );
  if (!mobile) return false;
  const cidPhones = new Set(visit.cid.profile.phones.map((entry) => entry.phone));
  return documentShipments(visit, shipments, ['Issuance', 'Service']).every((shipment) =>
    cidPhones.has(shipment.recipient.phone),
  );
}

/**
 * Identification is possible when a document in Issuance, Service or Refusal holds an Accepted
 * shipment and the customer is not already verified by app.
 */
export function canIdentify(visit: VisitRuleVisit, shipments: readonly VisitRuleShipment[]): boolean {
  const accepted = documentShipments(visit, shipments, IDENTIFIED_DOCUMENT_STATUSES).some(
    (shipment) => shipment.status === 'Accepted',
  );
  return accepted && !isVerifiedByApp(visit, shipments);
}

/** A customer identified by an SMS code or an identity document. */
export function isIdentifiedAtCounter(visit: Pick<VisitRuleVisit, 'identifications'>): boolean {
  return visit.identifications.some(
    (identification) =>
      (identification.identificationType === 'SMS' || identification.identificationType === 'Document') &&
      identification.status === 'Verified',
  );
}

/**
 * The visitor's phone may change when there are no documents, or only orders, and no SMS
 * identification; or when an Issuance document's recipient phone differs from the visitor's.
 */
export function canEditVisitPhone(visit: VisitRuleVisit, shipments: readonly VisitRuleShipment[]): boolean {
  // A visit with no phone yet may always be given one: the rule keeps a phone from changing under
  // its documents, and locking an empty field would leave the visitor without a phone for good.
  if (!visit.phone) return true;
  const onlyOrders = visit.documents.every((document) => document.documentType === 'Order');
  const noSms = visit.identifications.every((identification) => identification.identificationType !== 'SMS');
  if (onlyOrders && noSms) return true;
  return documentShipments(visit, shipments, ['Issuance']).some(
    (shipment) => shipment.recipient.phone !== visit.phone,
  );
}

/** Why a visit cannot end yet (registers §4 "Ending a visit", §5 "Visit rules"). */
export const VISIT_END_REASONS = ['acceptanceEndError', 'identifyCustomer', 'unpaidServices'] as const;
export type VisitEndReason = (typeof VISIT_END_REASONS)[number];

const unpaidBy = (shipment: VisitRuleShipment, payer: 'Sender' | 'Recipient') =>
  shipment.services.some(
    (service) => service.payerType === payer && service.paymentStatus === 'NeedPay' && service.cost > 0,
  );

/**
 * Everything that keeps a visit open, in the order the console shows it: documents in
 * AcceptanceError or Draft; a customer who can be identified and was not (by SMS, a document or
 * the app); a sender's unpaid services on an Acceptance document or a recipient's on an Issuance one.
 */
export function visitEndBlockers(
  visit: VisitRuleVisit,
  shipments: readonly VisitRuleShipment[],
): VisitEndReason[] {
  const reasons: VisitEndReason[] = [];
  if (
    visit.documents.some((document) => document.status === 'AcceptanceError' || document.status === 'Draft')
  ) {
    reasons.push('acceptanceEndError');
  }
  if (canIdentify(visit, shipments) && !isIdentifiedAtCounter(visit)) reasons.push('identifyCustomer');
  const unpaid =
    documentShipments(visit, shipments, ['Acceptance']).some((shipment) => unpaidBy(shipment, 'Sender')) ||
    documentShipments(visit, shipments, ['Issuance']).some(
      (shipment) => unpaidBy(shipment, 'Recipient') || shipment.cashOnDelivery?.status === 'ToCollect',
    );
  if (unpaid) reasons.push('unpaidServices');
  return reasons;
}

/** One sum a visit asks for: a service's cost, or the cash on delivery of a parcel being issued. */
export interface VisitDue {
  kind: 'service' | 'cashOnDelivery';
  shipmentId: string;
  shipmentNumber: string;
  /** The shipment service paid (for cash on delivery, the CashOnDelivery service). */
  serviceId: string;
  name: string;
  /** Decimal string in the currency's minor units. */
  amount: string;
  currencyCode: string;
}

export type DueShipment = Pick<Shipment, 'id' | 'number' | 'services' | 'cashOnDelivery'>;

/**
 * Everything the visit asks the customer to pay, in document order, from one rule for the payment
 * dialog and for `can-end`: on an Acceptance document the services the sender pays; on an Issuance
 * document the services the recipient pays and the cash on delivery still to take; on any other
 * document (a refusal, a return, a service) what is unpaid whoever pays it.
 */
export function visitAmountsDue(
  visit: { documents: readonly Pick<VisitDocument, 'documentId' | 'documentType' | 'status'>[] },
  shipments: readonly DueShipment[],
  digitsOf: (currencyCode: string) => number = minorUnitsOf,
): VisitDue[] {
  const byId = new Map(shipments.map((shipment) => [shipment.id, shipment]));
  return visit.documents.flatMap((document) => {
    const shipment = document.documentType === 'Shipment' ? byId.get(document.documentId) : undefined;
    if (!shipment) return [];
    const payer =
      document.status === 'Acceptance' ? 'Sender' : document.status === 'Issuance' ? 'Recipient' : null;
    const services: VisitDue[] = shipment.services
      .filter(
        (service) =>
          service.paymentStatus === 'NeedPay' &&
          service.cost > 0 &&
          (payer === null || service.payerType === payer),
      )
      .map((service) => ({
        kind: 'service',
        shipmentId: shipment.id,
        shipmentNumber: shipment.number,
        serviceId: service.id,
        name: service.name,
        amount: roundMoney(service.cost, digitsOf(service.currencyCode)),
        currencyCode: service.currencyCode,
      }));
    const cod = shipment.cashOnDelivery;
    const codService = shipment.services.find(
      (service) => service.serviceCode === SERVICE_CODES.cashOnDelivery,
    );
    if (document.status === 'Issuance' && cod?.status === 'ToCollect' && codService)
      services.push({
        kind: 'cashOnDelivery',
        shipmentId: shipment.id,
        shipmentNumber: shipment.number,
        serviceId: codService.id,
        name: 'cashOnDelivery',
        amount: cod.amount,
        currencyCode: cod.currencyCode,
      });
    return services;
  });
}

/** Why a document may not leave the visit (registers §5 "Visit rules"), or null when it may. */
export type DocumentDeletionBlocker =
  | { reason: 'paidOrder' }
  | { reason: 'payForShipment'; number: string }
  | { reason: 'draft' };

export function documentDeletionBlocker(
  document: Pick<VisitDocument, 'documentType' | 'status'>,
  shipment: VisitRuleShipment | undefined,
  context: { userLogin: string; orderPaid?: boolean; blocked?: boolean },
): DocumentDeletionBlocker | null {
  if (document.documentType === 'Order') return context.orderPaid ? { reason: 'paidOrder' } : null;
  if (document.status === 'Draft') return { reason: 'draft' };
  // A parcel a Blocking condition refuses can never be accepted as it is: "pay and finish the
  // visit" would keep the visit open for good, so its document may always leave.
  if (context.blocked) return null;
  if (document.status === 'Acceptance' && shipment && shipment.createdByUser === context.userLogin) {
    const cost = shipment.services.reduce((sum, service) => sum + service.cost, 0);
    if (cost > 0) return { reason: 'payForShipment', number: shipment.number };
  }
  return null;
}

/**
 * Sender companies whose parcels to Germany are handed over against the recipient's signature. The
 * spec keeps its list to itself (registers §4 "Documents for signature"); ours holds the German
 * shipper of the demo data, and an operator puts its own contract partners here
 * (docs/decisions.md "Documents for signature").
 */
export const SIGNATURE_SENDER_COMPANY_TINS: readonly string[] = ['DE811128135'];

/** What the signature rule reads of a shipment. */
export interface SignatureShipment {
  id: string;
  sender: { companyTin?: string | null };
  recipient: { countryCode: string };
}

/**
 * Documents for signature (registers §4): Issuance documents of shipments to Germany from one of
 * the listed sender companies, in a visit at the client's address. Returns their document ids.
 */
export function documentsForSignature(
  visit: Pick<Visit, 'clientAddress'> & {
    documents: readonly Pick<VisitDocument, 'documentId' | 'documentType' | 'status'>[];
  },
  shipments: readonly SignatureShipment[],
  senderCompanyTins: readonly string[] = SIGNATURE_SENDER_COMPANY_TINS,
): string[] {
  if (!visit.clientAddress?.trim()) return [];
  const byId = new Map(shipments.map((shipment) => [shipment.id, shipment]));
  return visit.documents
    .filter((document) => {
      if (document.documentType !== 'Shipment' || document.status !== 'Issuance') return false;
      const shipment = byId.get(document.documentId);
      const tin = shipment?.sender.companyTin;
      return shipment?.recipient.countryCode === 'DE' && !!tin && senderCompanyTins.includes(tin);
    })
    .map((document) => document.documentId);
}
