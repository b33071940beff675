import { SERVICE_CODES, type Shipment } from '../shipments/shipment-model.ts';
import type { Kind, ShipmentModificationType, ShipmentStatus, VisitDocumentStatus } from '../statuses.ts';

/** What the document-status rule reads of a shipment (registers §4 "Visit document status"). */
export interface DocumentStatusShipment {
  number: string;
  status: ShipmentStatus;
  senderDivisionId: string | null;
  recipientDivisionId: string | null;
  firstLogisticDivisionId: string | null;
  lastLogisticDivisionId: string | null;
  serviceCodes: readonly string[];
}

export interface DocumentStatusInput {
  kind: Kind;
  /** Absent for orders. */
  shipment?: DocumentStatusShipment;
  /** The branch of the clerk serving the visit. */
  userDivisionId: string | null;
  /**
   * The latest active modification of the shipment made in this visit (Refusal, Redirecting,
   * Return, ChangeData), if any.
   */
  modification?: ShipmentModificationType | null;
}

/** Shipment numbers of service documents start with this prefix. */
export const SERVICE_ORDER_NUMBER_PREFIX = 'OR';

const FINISHED: readonly ShipmentStatus[] = ['Issued', 'Returned', 'Utilized'];
const MODIFICATIONS_SHOWN_AS_THEMSELVES: readonly ShipmentModificationType[] = [
  'Redirecting',
  'Return',
  'ChangeData',
];

export class InvalidDocumentStatusError extends Error {
  constructor(readonly input: DocumentStatusInput) {
    super('Invalid document status');
  }
}

/**
 * The status a document takes in a visit, derived exactly as registers §4 says:
 * - an order is Order;
 * - a refusal made in the visit shows Refusal; a Redirecting, Return or ChangeData modification
 *   shows that type, or ChangeDeliveryDate when the services hold a preferred delivery date;
 * - Draft is Draft;
 * - Service: deleted, a number with the order prefix OR, issued, returned or utilized, or accepted
 *   but for another branch;
 * - AcceptanceError: ready to ship, but the sender's branch is not the user's and there is no
 *   backward-delivery service;
 * - Acceptance: ready to ship, or the user's branch is the first but not the last logistic branch
 *   (and the shipment is not issued, returned or utilized);
 * - Issuance: accepted, and the recipient's or the last logistic branch is the user's.
 * Anything else cannot be derived and throws (the console shows a red notice).
 */
export function deriveDocumentStatus(input: DocumentStatusInput): VisitDocumentStatus {
  if (input.kind === 'Order') return 'Order';
  const shipment = input.shipment;
  if (!shipment) throw new InvalidDocumentStatusError(input);
  const { modification } = input;
  if (modification === 'Refusal') return 'Refusal';
  if (modification && MODIFICATIONS_SHOWN_AS_THEMSELVES.includes(modification)) {
    return shipment.serviceCodes.includes(SERVICE_CODES.preferredDeliveryDate)
      ? 'ChangeDeliveryDate'
      : (modification as 'Redirecting' | 'Return' | 'ChangeData');
  }
  const { status } = shipment;
  const user = input.userDivisionId;
  const isUsers = (divisionId: string | null) => user !== null && divisionId === user;
  if (status === 'Draft') return 'Draft';
  if (
    status === 'Deleted' ||
    FINISHED.includes(status) ||
    shipment.number.startsWith(SERVICE_ORDER_NUMBER_PREFIX)
  ) {
    return 'Service';
  }
  if (status === 'ReadyToShip') {
    const fromAnotherBranch = !isUsers(shipment.senderDivisionId);
    const backward = shipment.serviceCodes.includes(SERVICE_CODES.backwardDelivery);
    return fromAnotherBranch && !backward ? 'AcceptanceError' : 'Acceptance';
  }
  if (status === 'Accepted') {
    if (isUsers(shipment.recipientDivisionId) || isUsers(shipment.lastLogisticDivisionId)) return 'Issuance';
    if (isUsers(shipment.firstLogisticDivisionId) && !isUsers(shipment.lastLogisticDivisionId)) {
      return 'Acceptance';
    }
    return 'Service';
  }
  throw new InvalidDocumentStatusError(input);
}

/**
 * The status a document keeps once its visit is closed: by what was done, not what was to be done
 * — Issuance becomes Issued, an Acceptance whose shipment the visit accepted becomes Accepted;
 * every other status (a refusal, a return, a service document) already names its result.
 */
export function closedDocumentStatus(status: VisitDocumentStatus, accepted: boolean): VisitDocumentStatus {
  if (status === 'Issuance') return 'Issued';
  if (status === 'Acceptance' && accepted) return 'Accepted';
  return status;
}

/** What the document-status rule reads of a shipment as the API answers it. */
export function documentStatusShipment(shipment: Shipment): DocumentStatusShipment {
  return {
    number: shipment.number,
    status: shipment.status,
    senderDivisionId: shipment.sender.divisionId ?? null,
    recipientDivisionId: shipment.recipient.divisionId ?? null,
    firstLogisticDivisionId: shipment.firstLogisticDivisionId,
    lastLogisticDivisionId: shipment.lastLogisticDivisionId,
    serviceCodes: shipment.services.map((service) => service.serviceCode),
  };
}
