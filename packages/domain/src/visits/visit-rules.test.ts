import { describe, expect, it } from 'vitest';
import type { VisitCid } from './visit-model.ts';
import {
  canEditVisitPhone,
  canIdentify,
  documentDeletionBlocker,
  documentsForSignature,
  isClosedToEditingFlag,
  isVerifiedByApp,
  isVisitEditable,
  SIGNATURE_SENDER_COMPANY_TINS,
  type SignatureShipment,
  type VisitRuleShipment,
  type VisitRuleVisit,
  visitDeletionBlocker,
  visitEndBlockers,
} from './visit-rules.ts';

const VISITOR = '48500100200';
const OTHER_PHONE = '48500999888';

const cid = (phones: string[]): VisitCid => ({
  id: 'cid-1',
  regionBase: null,
  profile: {
    name: 'Jan Kowalski',
    phones: phones.map((phone) => ({ phone, verified: true })),
    companies: [],
    notification: { advertisement: false, promo: false },
  },
});

const shipment = (id: string, overrides: Partial<VisitRuleShipment> = {}): VisitRuleShipment => ({
  id,
  number: `SHPL000000000${id}`,
  status: 'Accepted',
  recipient: { phone: VISITOR },
  createdByUser: 'someone.else',
  services: [],
  ...overrides,
});

const visit = (overrides: Partial<VisitRuleVisit> = {}): VisitRuleVisit => ({
  phone: VISITOR,
  cid: null,
  documents: [],
  identifications: [],
  ...overrides,
});

const doc = (
  documentId: string,
  status: VisitRuleVisit['documents'][number]['status'],
  documentType: 'Shipment' | 'Order' = 'Shipment',
) => ({
  documentId,
  documentType,
  status,
});
const mobile = { identificationType: 'Mobile', status: 'Verified' } as const;
const smsVerified = { identificationType: 'SMS', status: 'Verified' } as const;

describe('isVerifiedByApp (registers §4)', () => {
  const issuance = visit({ documents: [doc('1', 'Issuance'), doc('2', 'Service')] });
  const shipments = [shipment('1'), shipment('2', { recipient: { phone: OTHER_PHONE } })];

  it('needs a CID, a mobile identification and every issuance or service recipient phone among the CID phones', () => {
    expect(
      isVerifiedByApp(
        { ...issuance, cid: cid([VISITOR, OTHER_PHONE]), identifications: [mobile] },
        shipments,
      ),
    ).toBe(true);
  });
  it('is false without a CID', () => {
    expect(isVerifiedByApp({ ...issuance, identifications: [mobile] }, shipments)).toBe(false);
  });
  it('is false without a mobile identification', () => {
    expect(
      isVerifiedByApp(
        { ...issuance, cid: cid([VISITOR, OTHER_PHONE]), identifications: [smsVerified] },
        shipments,
      ),
    ).toBe(false);
  });
  it('is false when one recipient phone is not a CID phone', () => {
    expect(isVerifiedByApp({ ...issuance, cid: cid([VISITOR]), identifications: [mobile] }, shipments)).toBe(
      false,
    );
  });
  it('ignores recipients of documents in other statuses', () => {
    const withAcceptance = { ...issuance, documents: [doc('1', 'Issuance'), doc('2', 'Acceptance')] };
    expect(
      isVerifiedByApp({ ...withAcceptance, cid: cid([VISITOR]), identifications: [mobile] }, shipments),
    ).toBe(true);
  });
});

describe('canIdentify (registers §4)', () => {
  it.each(['Issuance', 'Service', 'Refusal'] as const)(
    'is true for %s with an Accepted shipment',
    (status) => {
      expect(canIdentify(visit({ documents: [doc('1', status)] }), [shipment('1')])).toBe(true);
    },
  );
  it('is false when the shipment is not Accepted', () => {
    expect(
      canIdentify(visit({ documents: [doc('1', 'Service')] }), [shipment('1', { status: 'Issued' })]),
    ).toBe(false);
  });
  it.each(['Acceptance', 'Draft', 'AcceptanceError', 'Return'] as const)(
    'is false for a %s document',
    (status) => {
      expect(canIdentify(visit({ documents: [doc('1', status)] }), [shipment('1')])).toBe(false);
    },
  );
  it('is false when already verified by app', () => {
    const verified = visit({
      documents: [doc('1', 'Issuance')],
      cid: cid([VISITOR]),
      identifications: [mobile],
    });
    expect(canIdentify(verified, [shipment('1')])).toBe(false);
  });
});

describe('canEditVisitPhone (registers §4)', () => {
  it('is editable with no documents and no SMS identification', () => {
    expect(canEditVisitPhone(visit(), [])).toBe(true);
  });
  it('is editable with only orders and no SMS identification', () => {
    expect(canEditVisitPhone(visit({ documents: [doc('o', 'Order', 'Order')] }), [])).toBe(true);
  });
  it('is not editable with only orders once an SMS identification exists', () => {
    const sms = { identificationType: 'SMS', status: 'FirstAttempt' } as const;
    expect(canEditVisitPhone(visit({ identifications: [sms] }), [])).toBe(false);
  });
  it('is not editable with a shipment document whose recipient phone is the visitor’s', () => {
    expect(canEditVisitPhone(visit({ documents: [doc('1', 'Issuance')] }), [shipment('1')])).toBe(false);
  });
  it('is editable while the visit has no phone yet, whatever its documents (issue 24)', () => {
    const acceptance = visit({ phone: null, documents: [doc('1', 'Acceptance')] });
    expect(canEditVisitPhone(acceptance, [shipment('1', { status: 'ReadyToShip' })])).toBe(true);
    const sms = { identificationType: 'SMS', status: 'FirstAttempt' } as const;
    expect(canEditVisitPhone(visit({ phone: null, identifications: [sms] }), [])).toBe(true);
    expect(canEditVisitPhone(visit({ documents: [doc('1', 'Acceptance')] }), [shipment('1')])).toBe(false);
  });
  it('is editable when an Issuance recipient phone differs from the visitor’s', () => {
    const other = [shipment('1', { recipient: { phone: OTHER_PHONE } })];
    expect(canEditVisitPhone(visit({ documents: [doc('1', 'Issuance')] }), other)).toBe(true);
  });
  it('an Acceptance document with another phone does not make it editable', () => {
    const other = [shipment('1', { status: 'ReadyToShip', recipient: { phone: OTHER_PHONE } })];
    expect(canEditVisitPhone(visit({ documents: [doc('1', 'Acceptance')] }), other)).toBe(false);
  });
});

describe('visitEndBlockers (registers §4 "Ending a visit", §5 "Visit rules")', () => {
  it('an empty visit can end', () => {
    expect(visitEndBlockers(visit(), [])).toEqual([]);
  });
  it.each(['AcceptanceError', 'Draft'] as const)('a %s document blocks with acceptanceEndError', (status) => {
    expect(
      visitEndBlockers(visit({ documents: [doc('1', status)] }), [shipment('1', { status: 'ReadyToShip' })]),
    ).toEqual(['acceptanceEndError']);
  });
  it('an identifiable customer who was not identified blocks with identifyCustomer', () => {
    expect(visitEndBlockers(visit({ documents: [doc('1', 'Issuance')] }), [shipment('1')])).toEqual([
      'identifyCustomer',
    ]);
  });
  it('an SMS or Document verification lifts identifyCustomer, a rejected one does not', () => {
    const issuance = [doc('1', 'Issuance')];
    expect(
      visitEndBlockers(visit({ documents: issuance, identifications: [smsVerified] }), [shipment('1')]),
    ).toEqual([]);
    const document = { identificationType: 'Document', status: 'Verified' } as const;
    expect(
      visitEndBlockers(visit({ documents: issuance, identifications: [document] }), [shipment('1')]),
    ).toEqual([]);
    const rejected = { identificationType: 'SMS', status: 'Rejected' } as const;
    expect(
      visitEndBlockers(visit({ documents: issuance, identifications: [rejected] }), [shipment('1')]),
    ).toEqual(['identifyCustomer']);
  });
  it('the sender’s unpaid services block an Acceptance document, the recipient’s do not', () => {
    const acceptance = visit({ documents: [doc('1', 'Acceptance')] });
    const sender = { payerType: 'Sender', paymentStatus: 'NeedPay', cost: 12 } as const;
    const recipient = { payerType: 'Recipient', paymentStatus: 'NeedPay', cost: 12 } as const;
    expect(
      visitEndBlockers(acceptance, [shipment('1', { status: 'ReadyToShip', services: [sender] })]),
    ).toEqual(['unpaidServices']);
    expect(
      visitEndBlockers(acceptance, [shipment('1', { status: 'ReadyToShip', services: [recipient] })]),
    ).toEqual([]);
  });
  it('the recipient’s unpaid services block an Issuance document, paid ones do not', () => {
    const issuance = visit({ documents: [doc('1', 'Issuance')], identifications: [smsVerified] });
    const unpaid = { payerType: 'Recipient', paymentStatus: 'NeedPay', cost: 5 } as const;
    const paid = { payerType: 'Recipient', paymentStatus: 'Paid', cost: 5 } as const;
    expect(visitEndBlockers(issuance, [shipment('1', { services: [unpaid] })])).toEqual(['unpaidServices']);
    expect(visitEndBlockers(issuance, [shipment('1', { services: [paid] })])).toEqual([]);
  });
});

describe('documentDeletionBlocker (registers §5 "Visit rules")', () => {
  const priced = { payerType: 'Sender', paymentStatus: 'NeedPay', cost: 20 } as const;
  it('blocks a paid order and lets an unpaid one go', () => {
    expect(
      documentDeletionBlocker(doc('o', 'Order', 'Order'), undefined, { userLogin: 'me', orderPaid: true }),
    ).toEqual({
      reason: 'paidOrder',
    });
    expect(documentDeletionBlocker(doc('o', 'Order', 'Order'), undefined, { userLogin: 'me' })).toBeNull();
  });
  it('blocks an Acceptance shipment with cost above zero created by the user', () => {
    const mine = shipment('1', { status: 'ReadyToShip', createdByUser: 'me', services: [priced] });
    expect(documentDeletionBlocker(doc('1', 'Acceptance'), mine, { userLogin: 'me' })).toEqual({
      reason: 'payForShipment',
      number: mine.number,
    });
  });
  it('lets it go when somebody else created it or it costs nothing', () => {
    const theirs = shipment('1', { status: 'ReadyToShip', createdByUser: 'other', services: [priced] });
    expect(documentDeletionBlocker(doc('1', 'Acceptance'), theirs, { userLogin: 'me' })).toBeNull();
    const free = shipment('1', {
      status: 'ReadyToShip',
      createdByUser: 'me',
      services: [{ ...priced, cost: 0 }],
    });
    expect(documentDeletionBlocker(doc('1', 'Acceptance'), free, { userLogin: 'me' })).toBeNull();
  });
  it('blocks drafts', () => {
    expect(
      documentDeletionBlocker(doc('1', 'Draft'), shipment('1', { status: 'Draft' }), { userLogin: 'me' }),
    ).toEqual({
      reason: 'draft',
    });
  });
});

describe('documentsForSignature (registers §4 "Documents for signature")', () => {
  const [listed] = SIGNATURE_SENDER_COMPANY_TINS;
  const parcel = (
    id: string,
    countryCode = 'DE',
    companyTin: string | null = listed ?? null,
  ): SignatureShipment => ({
    id,
    sender: { companyTin },
    recipient: { countryCode },
  });
  const atAddress = (
    documents: VisitRuleVisit['documents'],
    clientAddress: string | null = 'Hauptstr. 1, Berlin',
  ) => ({
    clientAddress,
    documents,
  });

  it('an Issuance to DE from a listed sender company, in a visit with an address', () => {
    expect(listed).toBeDefined();
    expect(documentsForSignature(atAddress([doc('1', 'Issuance')]), [parcel('1')])).toEqual(['1']);
  });

  it('needs every condition', () => {
    const shipments = [
      parcel('1'),
      parcel('2', 'PL'),
      parcel('3', 'DE', 'PL5260250274'),
      parcel('4', 'DE', null),
    ];
    const documents = [
      doc('1', 'Acceptance'),
      doc('2', 'Issuance'),
      doc('3', 'Issuance'),
      doc('4', 'Issuance'),
    ];
    expect(documentsForSignature(atAddress(documents), shipments)).toEqual([]);
    expect(documentsForSignature(atAddress([doc('1', 'Issuance')], null), [parcel('1')])).toEqual([]);
    expect(documentsForSignature(atAddress([doc('1', 'Issuance')], '  '), [parcel('1')])).toEqual([]);
    expect(documentsForSignature(atAddress([doc('1', 'Issuance', 'Order')]), [parcel('1')])).toEqual([]);
  });

  it('reads the company list it is given', () => {
    const visitAtAddress = atAddress([doc('1', 'Issuance')]);
    const shipments = [parcel('1', 'DE', 'X1')];
    expect(documentsForSignature(visitAtAddress, shipments)).toEqual([]);
    expect(documentsForSignature(visitAtAddress, shipments, ['X1'])).toEqual(['1']);
  });
});

describe('visitDeletionBlocker (registers §5, §6; platform §6)', () => {
  const clerk = { groups: ['base', 'branch_employee'] };
  const empty = { status: 'Open' as const, documentCount: 0 };

  it('lets a holder of "Visit documents delete" delete an empty open visit not opened from the list', () => {
    expect(visitDeletionBlocker(clerk, empty, 'employee_workplace')).toBeNull();
    expect(visitDeletionBlocker({ groups: ['pudo_manager'] }, empty, undefined)).toBeNull();
  });

  it('names the first rule that blocks it', () => {
    expect(visitDeletionBlocker({ groups: ['base', 'broker'] }, empty, null)).toBe('forbidden');
    expect(visitDeletionBlocker({ groups: ['base', 'branch_employee', 'courier'] }, empty, null)).toBe(
      'forbidden',
    );
    expect(visitDeletionBlocker(clerk, { ...empty, status: 'Closed' }, null)).toBe('finished');
    expect(visitDeletionBlocker(clerk, { ...empty, documentCount: 1 }, null)).toBe('hasDocuments');
    expect(visitDeletionBlocker({ groups: ['administrator_god'] }, empty, 'visit_list')).toBe(
      'openedFromVisitList',
    );
  });
});

describe('isVisitEditable (registers §4)', () => {
  it('closes a visit to editing once deleted or closed, or by the query flag', () => {
    expect(isVisitEditable({ status: 'Open' })).toBe(true);
    expect(isVisitEditable({ status: 'InProgress' }, { closedToEditing: false })).toBe(true);
    expect(isVisitEditable({ status: 'Closed' })).toBe(false);
    expect(isVisitEditable({ status: 'Deleted' })).toBe(false);
    expect(isVisitEditable({ status: 'Open' }, { closedToEditing: true })).toBe(false);
    expect(
      visitDeletionBlocker({ groups: ['administrator_god'] }, { status: 'Open', documentCount: 0 }, null, {
        closedToEditing: true,
      }),
    ).toBe('finished');
  });

  it('reads the flag from true or 1 only', () => {
    expect(isClosedToEditingFlag('true')).toBe(true);
    expect(isClosedToEditingFlag('1')).toBe(true);
    for (const value of ['false', '0', '', null, undefined, 'yes'])
      expect(isClosedToEditingFlag(value)).toBe(false);
  });
});
