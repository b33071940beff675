import {
  type CapabilityUser,
  canIdentify,
  deriveDocumentStatus,
  documentStatusShipment,
  IDENTIFIED_DOCUMENT_STATUSES,
  type IdentificationStatus,
  InvalidDocumentStatusError,
  OPEN_ITEMS_LIMIT,
  type Shipment,
  SMS_ATTEMPTS_LEFT,
  type Visit,
  type VisitDocumentStatus,
  type VisitRuleVisit,
  visitDeletionBlocker,
} from '@console/domain';
import type { OpenedFrom } from './visit-api.ts';

/**
 * Registers §5, §6 and platform §6 through the domain's rule: "Visit documents delete", no
 * documents, not Deleted or Closed, and this page not opened from the visit list.
 */
export function canDeleteVisit(
  user: CapabilityUser,
  visit: Pick<Visit, 'status' | 'documents'>,
  from: OpenedFrom | null,
  closedToEditing = false,
): boolean {
  return (
    visitDeletionBlocker(user, { status: visit.status, documentCount: visit.documents.length }, from, {
      closedToEditing,
    }) === null
  );
}

/** Opening 15 or more items is refused (registers §8, §9). */
export function openItemsLimitReached(visit: Pick<Visit, 'documents'>): boolean {
  return visit.documents.length >= OPEN_ITEMS_LIMIT;
}

export function hasDraftDocument(visit: Pick<Visit, 'documents'>): boolean {
  return visit.documents.some((document) => document.status === 'Draft');
}

function statusAtUserDivision(shipment: Shipment, userDivisionId: string | null): VisitDocumentStatus | null {
  try {
    return deriveDocumentStatus({
      kind: 'Shipment',
      shipment: documentStatusShipment(shipment),
      userDivisionId,
    });
  } catch (error) {
    if (error instanceof InvalidDocumentStatusError) return null;
    throw error;
  }
}

/**
 * What selecting a shipment found by the visit search does (registers §4 "Receiving"):
 * - already in the visit: refused ('This document already added to the current visit');
 * - ReadyToShip in the user's division: added and opened;
 * - ReadyToShip from another division: the selection dialog asks whether to accept it here;
 * - accepted and arriving for issuance at the user's division: added (the issuance flow);
 * - anything else: 'Shipment not ready to ship'.
 * (A CID group is the fifth case: it opens a new shipment with the CID as sender.)
 */
export type ReceivingDecision =
  | { kind: 'alreadyAdded' }
  | { kind: 'add'; open: boolean }
  | { kind: 'confirmOtherDivision' }
  /** Accepted, but waiting for its recipient at another division: not issued here. */
  | { kind: 'notIssuedHere' }
  | { kind: 'notReady' };

export function receivingDecision(
  shipment: Shipment,
  visit: Pick<Visit, 'documents'>,
  userDivisionId: string | null,
  job: VisitJob | null = null,
): ReceivingDecision {
  if (visit.documents.some((document) => document.documentId === shipment.id))
    return { kind: 'alreadyAdded' };
  if (shipment.status === 'ReadyToShip') {
    const here = userDivisionId !== null && shipment.sender.divisionId === userDivisionId;
    return here ? { kind: 'add', open: true } : { kind: 'confirmOtherDivision' };
  }
  // Receiving asks the server's rule (only ReadyToShip or Draft; the add carries `receiving`):
  // a Draft opens to be completed, anything else comes back refused in the server's words.
  if (job === 'receive') return { kind: 'add', open: shipment.status === 'Draft' };
  if (statusAtUserDivision(shipment, userDivisionId) === 'Issuance') return { kind: 'add', open: false };
  // "Not ready to ship" would send the clerk looking for a fault in a parcel that is simply elsewhere.
  if (shipment.status === 'Accepted') return { kind: 'notIssuedHere' };
  return { kind: 'notReady' };
}

/** What the workplace opened the visit for (`?job=`): issuing, receiving or sending a parcel, selling goods. */
export const VISIT_JOBS = ['issue', 'receive', 'send', 'sellGoods'] as const;
export type VisitJob = (typeof VISIT_JOBS)[number];

export function parseVisitJob(value: string | null): VisitJob | null {
  return (VISIT_JOBS as readonly (string | null)[]).includes(value) ? (value as VisitJob) : null;
}

export type IdentificationOperation = (typeof IDENTIFIED_DOCUMENT_STATUSES)[number];

/**
 * The operation a customer identification is for, or null when none is possible (the domain's
 * `canIdentify`: an Accepted shipment in Issuance, Service or Refusal, not verified by app).
 */
export function identificationOperation(
  visit: VisitRuleVisit,
  shipments: readonly Shipment[],
): IdentificationOperation | null {
  if (!canIdentify(visit, shipments)) return null;
  const byId = new Map(shipments.map((shipment) => [shipment.id, shipment]));
  return (
    IDENTIFIED_DOCUMENT_STATUSES.find((status) =>
      visit.documents.some(
        (document) => document.status === status && byId.get(document.documentId)?.status === 'Accepted',
      ),
    ) ?? null
  );
}

/** The SMS identification in progress, the latest one. */
export function latestSmsIdentification<T extends { identificationType: string; createdAt: string }>(
  identifications: readonly T[],
): T | undefined {
  return identifications
    .filter((entry) => entry.identificationType === 'SMS')
    .reduce<T | undefined>(
      (latest, entry) => (!latest || entry.createdAt >= latest.createdAt ? entry : latest),
      undefined,
    );
}

/** 'two', 'one' or 'none': the SMS attempts left of a status (registers §4, §8). */
export function smsAttemptsLeftKey(status: IdentificationStatus): 'two' | 'one' | 'none' {
  const left = SMS_ATTEMPTS_LEFT[status];
  if (left >= 2) return 'two';
  return left === 1 ? 'one' : 'none';
}

/** Where closing (or ending) a visit returns, by the `from` query (registers §2.4). */
export function returnRouteOf(
  from: OpenedFrom | null,
): 'visit_list_page' | 'tasks' | 'pudo_workplace' | 'employee_workplace' {
  switch (from) {
    case 'visit_list':
      return 'visit_list_page';
    case 'task_form':
      return 'tasks';
    case 'pudo_workplace':
      return 'pudo_workplace';
    default:
      return 'employee_workplace';
  }
}

export function parseOpenedFrom(value: string | null): OpenedFrom | null {
  return value === 'visit_list' ||
    value === 'task_form' ||
    value === 'pudo_workplace' ||
    value === 'employee_workplace'
    ? value
    : null;
}
