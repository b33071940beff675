import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '../shipments/shipment-model.ts';
import {
  OPERATION_TYPES,
  SHIPMENT_STATUSES,
  type ShipmentModificationType,
  type ShipmentStatus,
} from '../statuses.ts';
import {
  closedDocumentStatus,
  type DocumentStatusInput,
  type DocumentStatusShipment,
  deriveDocumentStatus,
  InvalidDocumentStatusError,
} from './visit-document-status.ts';

const OWN = 'own-branch';
const OTHER = 'other-branch';

const division = fc.constantFrom(OWN, OTHER, 'third-branch', null);
const serviceCodes = fc.subarray([
  SERVICE_CODES.delivery,
  SERVICE_CODES.backwardDelivery,
  SERVICE_CODES.preferredDeliveryDate,
  SERVICE_CODES.insurance,
]);
const number = fc.oneof(fc.stringMatching(/^SHPL\d{10}$/), fc.stringMatching(/^OR\d{12}$/));
const shipmentArbitrary = (statuses: readonly ShipmentStatus[] = SHIPMENT_STATUSES) =>
  fc.record<DocumentStatusShipment>({
    number,
    status: fc.constantFrom(...statuses),
    senderDivisionId: division,
    recipientDivisionId: division,
    firstLogisticDivisionId: division,
    lastLogisticDivisionId: division,
    serviceCodes,
  });
const noModification = fc.constantFrom<ShipmentModificationType | null | undefined>(null, undefined);
const shownModification = fc.constantFrom<ShipmentModificationType>('Redirecting', 'Return', 'ChangeData');
const userDivision = fc.constantFrom<string | null>(OWN, null);

const input = (
  shipment: fc.Arbitrary<DocumentStatusShipment>,
  modification: fc.Arbitrary<ShipmentModificationType | null | undefined> = noModification,
) =>
  fc.record<DocumentStatusInput>({
    kind: fc.constant('Shipment'),
    shipment,
    userDivisionId: userDivision,
    modification,
  });

describe('deriveDocumentStatus: properties (registers §4 "Visit document status")', () => {
  it('an order is always Order, whatever else is sent', () => {
    fc.assert(
      fc.property(fc.option(shipmentArbitrary(), { nil: undefined }), userDivision, (shipment, user) => {
        expect(deriveDocumentStatus({ kind: 'Order', shipment, userDivisionId: user })).toBe('Order');
      }),
    );
  });

  it('a Draft shipment is always Draft without a modification', () => {
    fc.assert(
      fc.property(input(shipmentArbitrary(['Draft'])), (value) => {
        expect(deriveDocumentStatus(value)).toBe('Draft');
      }),
    );
  });

  it('Issued, Returned, Utilized and Deleted are always Service without a modification', () => {
    fc.assert(
      fc.property(input(shipmentArbitrary(['Issued', 'Returned', 'Utilized', 'Deleted'])), (value) => {
        expect(deriveDocumentStatus(value)).toBe('Service');
      }),
    );
  });

  it('a refusal made in the visit always shows Refusal', () => {
    fc.assert(
      fc.property(input(shipmentArbitrary(), fc.constant('Refusal')), (value) => {
        expect(deriveDocumentStatus(value)).toBe('Refusal');
      }),
    );
  });

  it('Redirecting, Return and ChangeData show themselves, or ChangeDeliveryDate with a preferred date', () => {
    fc.assert(
      fc.property(input(shipmentArbitrary(), shownModification), (value) => {
        const preferred = value.shipment?.serviceCodes.includes(SERVICE_CODES.preferredDeliveryDate);
        expect(deriveDocumentStatus(value)).toBe(preferred ? 'ChangeDeliveryDate' : value.modification);
      }),
    );
  });

  it('ReadyToShip (not OR) is Acceptance iff the sender branch is the user’s or it has backward delivery', () => {
    const readyToShip = shipmentArbitrary(['ReadyToShip']).filter(
      (shipment) => !shipment.number.startsWith('OR'),
    );
    fc.assert(
      fc.property(input(readyToShip), (value) => {
        const shipment = value.shipment!;
        const own = value.userDivisionId !== null && shipment.senderDivisionId === value.userDivisionId;
        const backward = shipment.serviceCodes.includes(SERVICE_CODES.backwardDelivery);
        expect(deriveDocumentStatus(value)).toBe(own || backward ? 'Acceptance' : 'AcceptanceError');
      }),
    );
  });

  it('Accepted is Issuance when the recipient or last logistic branch is the user’s', () => {
    const accepted = shipmentArbitrary(['Accepted']).filter((shipment) => !shipment.number.startsWith('OR'));
    fc.assert(
      fc.property(input(accepted), (value) => {
        const shipment = value.shipment!;
        const user = value.userDivisionId;
        const issuance =
          user !== null &&
          (shipment.recipientDivisionId === user || shipment.lastLogisticDivisionId === user);
        const firstOnly =
          user !== null &&
          shipment.firstLogisticDivisionId === user &&
          shipment.lastLogisticDivisionId !== user;
        const expected = issuance ? 'Issuance' : firstOnly ? 'Acceptance' : 'Service';
        expect(deriveDocumentStatus(value)).toBe(expected);
      }),
    );
  });

  it('never throws for a shipment that is given, whatever its status', () => {
    fc.assert(
      fc.property(input(shipmentArbitrary(), fc.option(shownModification, { nil: null })), (value) => {
        expect(() => deriveDocumentStatus(value)).not.toThrow();
      }),
    );
  });

  it('a user without a branch never gets Issuance', () => {
    fc.assert(
      fc.property(shipmentArbitrary(), (shipment) => {
        const status = deriveDocumentStatus({ kind: 'Shipment', shipment, userDivisionId: null });
        expect(status).not.toBe('Issuance');
      }),
    );
  });
});

describe('deriveDocumentStatus: the spec’s sentences as examples', () => {
  const base: DocumentStatusShipment = {
    number: 'SHPL0000000001',
    status: 'ReadyToShip',
    senderDivisionId: OWN,
    recipientDivisionId: OTHER,
    firstLogisticDivisionId: null,
    lastLogisticDivisionId: null,
    serviceCodes: [],
  };
  const derive = (shipment: Partial<DocumentStatusShipment>, modification?: ShipmentModificationType) =>
    deriveDocumentStatus({
      kind: 'Shipment',
      shipment: { ...base, ...shipment },
      userDivisionId: OWN,
      modification,
    });

  it.each<[string, Partial<DocumentStatusShipment>, ShipmentModificationType | undefined, string]>([
    ['Draft', { status: 'Draft' }, undefined, 'Draft'],
    ['Service: deleted', { status: 'Deleted' }, undefined, 'Service'],
    [
      'Service: order number prefix OR',
      { number: 'OR000000000001', status: 'Accepted' },
      undefined,
      'Service',
    ],
    ['Service: issued', { status: 'Issued' }, undefined, 'Service'],
    ['Service: returned', { status: 'Returned' }, undefined, 'Service'],
    ['Service: utilized', { status: 'Utilized' }, undefined, 'Service'],
    [
      'Service: accepted but for another branch',
      { status: 'Accepted', recipientDivisionId: OTHER, lastLogisticDivisionId: OTHER },
      undefined,
      'Service',
    ],
    [
      'AcceptanceError: ready to ship, sender branch differs, no backward delivery',
      { senderDivisionId: OTHER },
      undefined,
      'AcceptanceError',
    ],
    [
      'Acceptance: ready to ship from another branch with backward delivery',
      { senderDivisionId: OTHER, serviceCodes: [SERVICE_CODES.backwardDelivery] },
      undefined,
      'Acceptance',
    ],
    ['Acceptance: ready to ship in the user’s branch', {}, undefined, 'Acceptance'],
    [
      'Acceptance: the user’s branch is the first but not the last logistic branch',
      { status: 'Accepted', firstLogisticDivisionId: OWN, lastLogisticDivisionId: OTHER },
      undefined,
      'Acceptance',
    ],
    [
      'Issuance: accepted, the recipient branch is the user’s',
      { status: 'Accepted', recipientDivisionId: OWN },
      undefined,
      'Issuance',
    ],
    [
      'Issuance: accepted, the last logistic branch is the user’s',
      { status: 'Accepted', lastLogisticDivisionId: OWN },
      undefined,
      'Issuance',
    ],
    ['Refusing sets Refusal', { status: 'Accepted', recipientDivisionId: OWN }, 'Refusal', 'Refusal'],
    ['After a Redirecting: Redirecting', { status: 'Accepted' }, 'Redirecting', 'Redirecting'],
    ['After a Return: Return', { status: 'Accepted' }, 'Return', 'Return'],
    ['After a ChangeData: ChangeData', { status: 'Accepted' }, 'ChangeData', 'ChangeData'],
    [
      'ChangeDeliveryDate if services include a preferred delivery date',
      { status: 'Accepted', serviceCodes: [SERVICE_CODES.preferredDeliveryDate] },
      'Return',
      'ChangeDeliveryDate',
    ],
  ])('%s', (_, shipment, modification, expected) => {
    expect(derive(shipment, modification)).toBe(expected);
  });

  it('an Order document is Order', () => {
    expect(deriveDocumentStatus({ kind: 'Order', userDivisionId: OWN })).toBe('Order');
  });

  it('a shipment document without its shipment cannot be derived (red notice)', () => {
    expect(() => deriveDocumentStatus({ kind: 'Shipment', userDivisionId: OWN })).toThrow(
      InvalidDocumentStatusError,
    );
  });
});

describe('closedDocumentStatus: a closed visit tags every document by its result', () => {
  it('turns Issuance into Issued and an accepted Acceptance into Accepted', () => {
    expect(closedDocumentStatus('Issuance', false)).toBe('Issued');
    expect(closedDocumentStatus('Acceptance', true)).toBe('Accepted');
    // Not accepted at the close (its shipment was not ready to ship): nothing was done.
    expect(closedDocumentStatus('Acceptance', false)).toBe('Acceptance');
  });

  it('leaves no operation that was carried out named as still to do', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATION_TYPES), fc.boolean(), (status, accepted) => {
        const closed = closedDocumentStatus(status, accepted);
        expect(closed).not.toBe('Issuance');
        if (accepted) expect(closed).not.toBe('Acceptance');
        if (status !== 'Issuance' && status !== 'Acceptance') expect(closed).toBe(status);
      }),
    );
  });
});
