import { canEditVisitPhone, type Shipment, toLatinKeyboard, type VisitDue } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { paymentPayload } from './payment-panel.tsx';
import {
  canDeleteVisit,
  identificationOperation,
  receivingDecision,
  returnRouteOf,
  smsAttemptsLeftKey,
} from './visit-rules.ts';
import {
  documentOf,
  OTHER_DIVISION,
  testService,
  testShipment,
  testVisit,
  USER_DIVISION,
} from './visit-test-data.ts';

const VISITOR = '48601234567';
const OTHER_PHONE = '48609999999';

describe('canEditVisitPhone: the visitor phone is editable (registers §4)', () => {
  const order = { documentId: 'o1', documentType: 'Order' as const, status: 'Order' as const };
  const issuance = { documentId: 's1', documentType: 'Shipment' as const, status: 'Issuance' as const };
  const acceptance = { documentId: 's1', documentType: 'Shipment' as const, status: 'Acceptance' as const };
  const sms = { identificationType: 'SMS' as const, status: 'FirstAttempt' as const };
  const byDocument = { identificationType: 'Document' as const, status: 'Verified' as const };
  const shipmentTo = (phone: string): Shipment => {
    const shipment = testShipment({ id: 's1' });
    shipment.recipient.phone = phone;
    return shipment;
  };

  it.each([
    ['no documents, no identification', [], [], VISITOR, true],
    ['only orders, no SMS identification', [order], [], VISITOR, true],
    ['only orders, identified by document', [order], [byDocument], VISITOR, true],
    ['no documents but an SMS identification', [], [sms], VISITOR, false],
    ['only orders and an SMS identification', [order], [sms], VISITOR, false],
    ['an acceptance shipment', [acceptance], [], VISITOR, false],
    ['issuance whose recipient phone is the visitor phone', [issuance], [], VISITOR, false],
    ['issuance whose recipient phone differs', [issuance], [], OTHER_PHONE, true],
    ['issuance whose recipient phone differs, even after SMS', [issuance], [sms], OTHER_PHONE, true],
    ['acceptance whose recipient phone differs', [acceptance], [], OTHER_PHONE, false],
  ] as const)('%s → %s', (_name, documents, identifications, recipientPhone, expected) => {
    const visit = { phone: VISITOR, cid: null, documents, identifications };
    expect(canEditVisitPhone(visit, [shipmentTo(recipientPhone)])).toBe(expected);
  });

  it('is not editable on an Issuance document whose shipment is not loaded yet', () => {
    const visit = { phone: VISITOR, cid: null, documents: [issuance], identifications: [] };
    expect(canEditVisitPhone(visit, [])).toBe(false);
  });
});

describe('receivingDecision (registers §4 "Receiving")', () => {
  const visit = testVisit();

  it('adds and opens a ReadyToShip shipment of the user division', () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    expect(receivingDecision(shipment, visit, USER_DIVISION)).toEqual({ kind: 'add', open: true });
  });

  it('asks before accepting a ReadyToShip shipment of another division', () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    shipment.sender.divisionId = OTHER_DIVISION;
    expect(receivingDecision(shipment, visit, USER_DIVISION)).toEqual({ kind: 'confirmOtherDivision' });
  });

  it('refuses a shipment that is not ready to ship', () => {
    for (const status of ['Draft', 'Deleted', 'Issued', 'Returned'] as const) {
      expect(receivingDecision(testShipment({ status }), visit, USER_DIVISION)).toEqual({ kind: 'notReady' });
    }
    // Accepted, but neither arriving here nor leaving from here: said apart (issue 24).
    expect(receivingDecision(testShipment({ status: 'Accepted' }), visit, USER_DIVISION)).toEqual({
      kind: 'notIssuedHere',
    });
  });

  it('adds an accepted shipment arriving for issuance at the user division', () => {
    const shipment = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    expect(receivingDecision(shipment, visit, USER_DIVISION)).toEqual({ kind: 'add', open: false });
  });

  it('refuses a shipment already in the visit', () => {
    const shipment = testShipment();
    const withIt = testVisit({ documents: [documentOf(shipment, 'Acceptance')] });
    expect(receivingDecision(shipment, withIt, USER_DIVISION)).toEqual({ kind: 'alreadyAdded' });
  });
});

describe('visit rules', () => {
  it('deletes a visit only without documents, not Closed or Deleted, not opened from the visit list', () => {
    const shipment = testShipment();
    const clerk = { groups: ['base', 'branch_employee'] };
    expect(canDeleteVisit(clerk, testVisit(), null)).toBe(true);
    expect(canDeleteVisit(clerk, testVisit(), 'employee_workplace')).toBe(true);
    expect(canDeleteVisit(clerk, testVisit(), 'visit_list')).toBe(false);
    // Visit list rights are "none" (registers §6): administrator-god neither.
    expect(canDeleteVisit({ groups: ['administrator_god'] }, testVisit(), 'visit_list')).toBe(false);
    expect(canDeleteVisit(clerk, testVisit({ status: 'Closed' }), null)).toBe(false);
    expect(canDeleteVisit(clerk, testVisit({ status: 'Deleted' }), null)).toBe(false);
    expect(canDeleteVisit(clerk, testVisit({ documents: [documentOf(shipment, 'Draft')] }), null)).toBe(
      false,
    );
    // "Visit documents delete" (platform §6): not a broker or a courier.
    expect(canDeleteVisit({ groups: ['base', 'broker'] }, testVisit(), null)).toBe(false);
    expect(canDeleteVisit({ groups: ['base', 'courier'] }, testVisit(), null)).toBe(false);
  });

  it('returns per `from`', () => {
    expect(returnRouteOf('visit_list')).toBe('visit_list_page');
    expect(returnRouteOf('task_form')).toBe('tasks');
    expect(returnRouteOf('pudo_workplace')).toBe('pudo_workplace');
    expect(returnRouteOf(null)).toBe('employee_workplace');
  });

  it('counts SMS attempts two, one, none', () => {
    expect(smsAttemptsLeftKey('FirstAttempt')).toBe('two');
    expect(smsAttemptsLeftKey('SecondAttempt')).toBe('one');
    expect(smsAttemptsLeftKey('Rejected')).toBe('none');
  });

  it('asks for identification only with an Accepted shipment in Issuance, Service or Refusal', () => {
    const accepted = testShipment({ status: 'Accepted' });
    const ready = testShipment({ status: 'ReadyToShip' });
    const shipments = new Map([accepted, ready].map((shipment) => [shipment.id, shipment]));
    const loaded = [...shipments.values()];
    expect(
      identificationOperation(testVisit({ documents: [documentOf(accepted, 'Issuance')] }), loaded),
    ).toBe('Issuance');
    expect(
      identificationOperation(testVisit({ documents: [documentOf(ready, 'Acceptance')] }), loaded),
    ).toBeNull();
    const verifiedByApp = testVisit({
      documents: [documentOf(accepted, 'Issuance')],
      cid: {
        id: 'CID1',
        regionBase: null,
        profile: {
          name: 'Anna Nowak',
          phones: [{ phone: accepted.recipient.phone, verified: true }],
          companies: [],
          notification: { advertisement: false, promo: false },
        },
      },
      identifications: [{ ...smsOf('Mobile') }],
    });
    expect(identificationOperation(verifiedByApp, loaded)).toBeNull();
  });

  it('maps Cyrillic and Polish keys to Latin', () => {
    expect(toLatinKeyboard('ІРЗД0000000001')).toBe('SHPL0000000001');
  });

  it('pays the unpaid services as ShipmentServices and cash on delivery as CashOnDelivery, the visitor as payer', () => {
    const shipment = testShipment();
    const service = testService(shipment.id);
    const due = (kind: VisitDue['kind']): VisitDue => ({
      kind,
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      serviceId: service.id,
      name: service.name,
      amount: '12.00',
      currencyCode: 'PLN',
    });
    expect(
      paymentPayload(
        testVisit({ fullName: 'Anna Maria Nowak' }),
        [due('service'), due('cashOnDelivery')],
        'card',
      ),
    ).toEqual({
      payerPhone: VISITOR,
      payerFirstName: 'Anna',
      payerLastName: 'Maria',
      payerPatronymic: 'Nowak',
      paymentSystem: 'card',
      visitId: testVisit().id,
      services: [
        { sourceType: 'ShipmentServices', sourceId: shipment.id, serviceId: service.id },
        { sourceType: 'CashOnDelivery', sourceId: shipment.id, serviceId: service.id },
      ],
    });
  });
});

function smsOf(type: 'Mobile') {
  return {
    id: '0f0f0f0f-1111-4222-8333-444444444445',
    ownerType: 'Visit' as const,
    ownerIds: [testVisit().id],
    operationType: 'Issuance' as const,
    identificationType: type,
    client: { phone: VISITOR, name: null, documentNumber: null },
    status: 'Verified' as const,
    attemptsLeft: 0,
    createdAt: '2026-11-23T09:05:00.000Z',
  };
}
