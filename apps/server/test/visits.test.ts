import {
  OPEN_ITEMS_LIMIT,
  type RecentActivityItem,
  type Shipment,
  type Visit,
  type VisitCanEnd,
} from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { visits } from '../src/features/visits/visits-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { VISITOR_PHONE, visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const readVisit = (id: string, login = 'operator') => kit.ok<Visit>(login, 'GET', `visits/${id}`);
const statusOf = (visit: Visit, shipment: Shipment) =>
  visit.documents.find((document) => document.documentId === shipment.id)?.status;

/** A visit with a named visitor identified by an identity document. */
const identified = (visit: Visit) => kit.identifyByDocument(visit.id);

describe('POST, GET, PUT, DELETE visits', () => {
  it('opens an empty Open visit in the user’s division, numbered VS + 12 digits', async () => {
    const visit = await kit.openVisit('operator', { openedFrom: 'employee_workplace' });
    expect(visit.number).toMatch(/^VS\d{12}$/);
    expect(visit.status).toBe('Open');
    expect(visit.divisionId).toBe(await kit.demoDivisionId());
    expect(visit.division).toBe('Warszawa Oddział nr 1');
    expect(visit.user).toBe('operator');
    expect(visit.documents).toEqual([]);
    expect(visit.lockVersion).toBe(1);
    const again = await kit.openVisit();
    expect(again.number).not.toBe(visit.number);
    // The console may post no body at all.
    expect((await kit.call('operator', 'POST', 'visits')).statusCode).toBe(201);
    expect(await readVisit(visit.id)).toEqual(visit);
  });

  it('answers 404 for an unknown visit and 400 for a malformed id', async () => {
    expect(
      (await kit.call('operator', 'GET', 'visits/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await kit.call('operator', 'GET', 'visits/nope')).statusCode).toBe(400);
  });

  it('updates the visitor with lockVersion; a stale one is 409', async () => {
    const visit = await kit.openVisit();
    const updated = await kit.ok<Visit>('operator', 'PUT', `visits/${visit.id}`, {
      fullName: 'Piotr Nowak',
      phone: VISITOR_PHONE,
      note: 'Comes back tomorrow',
      lockVersion: 1,
    });
    expect(updated).toMatchObject({
      fullName: 'Piotr Nowak',
      phone: VISITOR_PHONE,
      note: 'Comes back tomorrow',
      lockVersion: 2,
    });
    await kit.refused(
      'operator',
      'PUT',
      `visits/${visit.id}`,
      { note: 'x', lockVersion: 1 },
      'CONFLICT',
      409,
    );
    const bad = await kit.call('operator', 'PUT', `visits/${visit.id}`, { phone: '12', lockVersion: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('phone');
  });

  it('keeps the phone once a shipment for that phone is in the visit, frees it when an Issuance recipient differs', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
    const parcel = await kit.toIssue();
    await kit.ok('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
    });
    await kit.refused(
      'operator',
      'PUT',
      `visits/${visit.id}`,
      { phone: '48509999999', lockVersion: 2 },
      'VISIT_PHONE_NOT_EDITABLE',
    );
    // Other fields still change.
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, { fullName: 'Piotr Nowak', lockVersion: 2 });

    const other = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${other.id}`, { phone: '48509999999', lockVersion: 1 });
    const theirs = await kit.toIssue();
    await kit.ok('operator', 'POST', `visits/${other.id}/documents`, {
      documentId: theirs.id,
      documentType: 'Shipment',
    });
    const changed = await kit.ok<Visit>('operator', 'PUT', `visits/${other.id}`, {
      phone: VISITOR_PHONE,
      lockVersion: 2,
    });
    expect(changed.phone).toBe(VISITOR_PHONE);
  });

  it('deletes only an empty visit not opened from the visit list; a deleted visit is not editable', async () => {
    // Where the page was opened decides, not where the visit was created (registers §5, §6).
    const created = await kit.openVisit('operator', { openedFrom: 'employee_workplace' });
    await kit.refused(
      'operator',
      'DELETE',
      `visits/${created.id}?from=visit_list`,
      undefined,
      'VISIT_NOT_DELETABLE',
    );
    const listed = await kit.openVisit('operator', { openedFrom: 'visit_list' });
    await kit.ok('operator', 'DELETE', `visits/${listed.id}?from=employee_workplace`);
    // Visit list rights are "none": not even administrator-god deletes from there.
    await kit.refused(
      'administrator.god',
      'DELETE',
      `visits/${created.id}?from=visit_list`,
      undefined,
      'VISIT_NOT_DELETABLE',
    );
    expect((await kit.call('broker', 'DELETE', `visits/${created.id}`)).statusCode).toBe(403);
    expect((await kit.call('operator', 'DELETE', `visits/${created.id}?from=elsewhere`)).statusCode).toBe(
      400,
    );

    const withDocument = await kit.openVisit();
    const parcel = await kit.toSend();
    await kit.ok('operator', 'POST', `visits/${withDocument.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
    });
    await kit.refused('operator', 'DELETE', `visits/${withDocument.id}`, undefined, 'VISIT_NOT_DELETABLE');

    const empty = await kit.openVisit();
    const deleted = await kit.ok<Visit>('operator', 'DELETE', `visits/${empty.id}`);
    expect(deleted.status).toBe('Deleted');
    await kit.refused('operator', 'DELETE', `visits/${empty.id}`, undefined, 'VISIT_NOT_DELETABLE');
    await kit.refused(
      'operator',
      'PUT',
      `visits/${empty.id}`,
      { note: 'late', lockVersion: deleted.lockVersion },
      'VISIT_NOT_EDITABLE',
    );
    const other = await kit.toSend();
    const add = await kit.addDocument('operator', empty.id, other.id);
    expect(add.statusCode).toBe(422);
    expect(add.json().code).toBe('VISIT_NOT_EDITABLE');
  });

  it('refuses users outside the visit route roles, for reads and writes', async () => {
    const visit = await kit.openVisit();
    const outsider = 'contact.centre.operator';
    expect((await kit.call(outsider, 'GET', `visits/${visit.id}`)).statusCode).toBe(403);
    expect((await kit.call(outsider, 'POST', 'visits', {})).statusCode).toBe(403);
    expect(
      (await kit.call(outsider, 'PUT', `visits/${visit.id}`, { note: 'x', lockVersion: 1 })).statusCode,
    ).toBe(403);
    expect((await kit.call(outsider, 'DELETE', `visits/${visit.id}`)).statusCode).toBe(403);
    expect((await kit.addDocument(outsider, visit.id, visit.id)).statusCode).toBe(403);
    expect((await kit.call(outsider, 'POST', `visits/${visit.id}/end`, {})).statusCode).toBe(403);
    expect((await kit.call(outsider, 'GET', `visits/${visit.id}/can-end`)).statusCode).toBe(403);
    expect((await kit.call(outsider, 'POST', `visits/${visit.id}/modifications`, {})).statusCode).toBe(403);
  });
});

describe('POST visits/{id}/documents', () => {
  it('derives the status, keeps the count, the parcel numbers and the visit’s updatedAt', async () => {
    const visit = await kit.openVisit();
    const sending = await kit.toSend();
    const issuing = await kit.toIssue();
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: sending.id,
      documentType: 'Shipment',
    });
    expect(after.documents).toEqual([
      expect.objectContaining({
        documentId: sending.id,
        number: sending.number,
        status: 'Acceptance',
        placeNumber: [sending.number],
      }),
    ]);
    expect(after.updatedAt > visit.updatedAt).toBe(true);
    const both = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: issuing.id,
      documentType: 'Shipment',
    });
    expect(statusOf(both, issuing)).toBe('Issuance');
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row!.documentsCount).toBe(2);
    const list = await kit.ok<{ items: { id: string; documents: number }[] }>(
      'operator',
      'GET',
      `visits?ids[]=${visit.id}`,
    );
    expect(list.items[0]!.documents).toBe(2);
  });

  it('refuses the same document twice in one visit', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toSend();
    await kit.ok('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
    });
    const body = await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/documents`,
      { documentId: parcel.id, documentType: 'Shipment' },
      'SHIPMENT_ALREADY_ADDED',
    );
    expect(body.message).toBe('This document already added to the current visit');
  });

  it('refuses a shipment that is open in another visit', async () => {
    const first = await kit.openVisit();
    const second = await kit.openVisit('branch.employee');
    const parcel = await kit.toSend();
    await kit.ok('operator', 'POST', `visits/${first.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
    });
    const body = await kit.refused(
      'branch.employee',
      'POST',
      `visits/${second.id}/documents`,
      { documentId: parcel.id, documentType: 'Shipment' },
      'SHIPMENT_IN_ANOTHER_VISIT',
    );
    expect(body.message).toContain(first.number);
  });

  it('takes one Draft at most', async () => {
    const visit = await kit.openVisit();
    const first = await kit.toSend({ draft: { status: 'Draft' } });
    const second = await kit.toSend({ draft: { status: 'Draft' } });
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: first.id,
      documentType: 'Shipment',
    });
    expect(statusOf(after, first)).toBe('Draft');
    const body = await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/documents`,
      { documentId: second.id, documentType: 'Shipment' },
      'MULTIPLE_DRAFTS',
    );
    expect(body.message).toBe('Forbidden to add multiple drafts');
  });

  it(`stops at ${OPEN_ITEMS_LIMIT} documents`, async () => {
    const visit = await kit.openVisit();
    for (let index = 0; index < OPEN_ITEMS_LIMIT; index += 1) {
      const parcel = await kit.toSend();
      expect((await kit.addDocument('operator', visit.id, parcel.id)).statusCode).toBe(200);
    }
    const one = await kit.toSend();
    const body = await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/documents`,
      { documentId: one.id, documentType: 'Shipment' },
      'OPEN_ITEMS_LIMIT',
    );
    expect(body.message).toBe('In order to create a new operation, you have to complete the previous one');
  });

  it('refuses ReadyToShip from another division unless the clerk accepts it at their own', async () => {
    const visit = await kit.openVisit();
    const elsewhere = await kit.otherDivision();
    const parcel = await kit.toSend({ sender: { divisionId: elsewhere } });
    const body = await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/documents`,
      { documentId: parcel.id, documentType: 'Shipment' },
      'SHIPMENT_CAN_NOT_BE_ADDED',
    );
    expect(body.message).toContain(parcel.number);
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
      acceptAtUserDivision: true,
    });
    expect(statusOf(after, parcel)).toBe('Acceptance');
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, parcel.id));
    expect(row!.senderDivisionId).toBe(await kit.demoDivisionId());
    expect(row!.sender.divisionId).toBe(await kit.demoDivisionId());
  });

  it('adds ReadyToShip from another division with backward delivery as Acceptance', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toSend({
      sender: { divisionId: await kit.otherDivision() },
      draft: { services: [{ serviceCode: 'BackwardDelivery', payerType: 'Sender' }] },
    });
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: parcel.id,
      documentType: 'Shipment',
    });
    expect(statusOf(after, parcel)).toBe('Acceptance');
  });

  it('when receiving, refuses a shipment that is not ready to ship (a Draft is still taken)', async () => {
    const visit = await kit.openVisit();
    const issued = await kit.toIssue();
    const body = await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/documents`,
      { documentId: issued.id, documentType: 'Shipment', receiving: true },
      'SHIPMENT_NOT_READY_TO_SHIP',
    );
    expect(body.message).toBe('Shipment not ready to ship');
    const draft = await kit.toSend({ draft: { status: 'Draft' } });
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: draft.id,
      documentType: 'Shipment',
      receiving: true,
    });
    expect(statusOf(after, draft)).toBe('Draft');
    // Outside receiving the same Accepted shipment is an Issuance document.
    const issuing = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: issued.id,
      documentType: 'Shipment',
    });
    expect(statusOf(issuing, issued)).toBe('Issuance');
  });

  it('shows finished and deleted shipments as Service documents', async () => {
    const visit = await kit.openVisit();
    const issued = await kit.toIssue({ options: { status: 'Issued' } });
    const after = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: issued.id,
      documentType: 'Shipment',
    });
    expect(statusOf(after, issued)).toBe('Service');
  });

  it('refuses unknown orders and unknown shipments', async () => {
    const visit = await kit.openVisit();
    const unknownOrder = await kit.call('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: visit.id,
      documentType: 'Order',
    });
    expect(unknownOrder.statusCode).toBe(404);
    const unknown = await kit.addDocument('operator', visit.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await kit.call('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: 'x',
      documentType: 'Parcel',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['documentId', 'documentType']));
  });
});

describe('DELETE visits/{id}/documents/{documentId}', () => {
  it('takes a document out and lowers the count', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toIssue();
    await kit.addDocument('operator', visit.id, parcel.id);
    const after = await kit.ok<Visit>('operator', 'DELETE', `visits/${visit.id}/documents/${parcel.id}`);
    expect(after.documents).toEqual([]);
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row!.documentsCount).toBe(0);
    // Out of the visit, it can go into another one.
    const next = await kit.openVisit();
    expect((await kit.addDocument('operator', next.id, parcel.id)).statusCode).toBe(200);
  });

  it('blocks an Acceptance shipment with a cost created by the user, and drafts', async () => {
    const visit = await kit.openVisit();
    const mine = await kit.toSend({ by: 'operator', options: { paymentStatuses: {} } });
    await kit.addDocument('operator', visit.id, mine.id);
    const body = await kit.refused(
      'operator',
      'DELETE',
      `visits/${visit.id}/documents/${mine.id}`,
      undefined,
      'DOCUMENT_NOT_DELETABLE',
    );
    expect(body.message).toBe(`Pay for the shipment ${mine.number} and finish the visit`);
    // Somebody else's shipment may go.
    const theirs = await kit.toSend({ options: { paymentStatuses: {} } });
    await kit.addDocument('operator', visit.id, theirs.id);
    await kit.ok('operator', 'DELETE', `visits/${visit.id}/documents/${theirs.id}`);

    const draft = await kit.toSend({ draft: { status: 'Draft' } });
    await kit.addDocument('operator', visit.id, draft.id);
    const drafted = await kit.refused(
      'operator',
      'DELETE',
      `visits/${visit.id}/documents/${draft.id}`,
      undefined,
      'DOCUMENT_NOT_DELETABLE',
    );
    expect(drafted.message).toBe('draft update or cancel');
  });

  it('needs the visit-documents-delete capability (a courier may not)', async () => {
    const visit = await kit.openVisit('courier');
    const parcel = await kit.toIssue();
    expect((await kit.addDocument('courier', visit.id, parcel.id)).statusCode).toBe(200);
    expect(
      (await kit.call('courier', 'DELETE', `visits/${visit.id}/documents/${parcel.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('pudo.manager', 'DELETE', `visits/${visit.id}/documents/${parcel.id}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a document not in the visit', async () => {
    const visit = await kit.openVisit();
    expect(
      (await kit.call('operator', 'DELETE', `visits/${visit.id}/documents/${visit.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('ending a visit', () => {
  it('refuses while a document is in AcceptanceError or Draft (acceptanceEndError)', async () => {
    const visit = await kit.openVisit();
    const draft = await kit.toSend({ draft: { status: 'Draft' } });
    await kit.addDocument('operator', visit.id, draft.id);
    const canEnd = await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`);
    expect(canEnd).toEqual({ canEnd: false, reasons: ['acceptanceEndError'], due: [] });
    const body = await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'ACCEPTANCE_END_ERROR');
    expect(body.message).toBe('acceptanceEndError');
  });

  it('a Draft completed in the visit becomes Acceptance and no longer blocks', async () => {
    const visit = await kit.openVisit();
    const draft = await kit.toSend({ draft: { status: 'Draft' } });
    await kit.addDocument('operator', visit.id, draft.id);
    await t.database.db.update(shipments).set({ status: 'ReadyToShip' }).where(eq(shipments.id, draft.id));
    expect(statusOf(await readVisit(visit.id), draft)).toBe('Acceptance');
    expect(await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).toEqual({
      canEnd: true,
      reasons: [],
      due: [],
    });
  });

  it('refuses until the customer of an issuance is identified (identifyCustomer)', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toIssue();
    await kit.addDocument('operator', visit.id, parcel.id);
    const body = await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'IDENTIFY_CUSTOMER');
    expect(body.message).toBe('identifyCustomer');
    await identified(visit);
    expect(await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).toEqual({
      canEnd: true,
      reasons: [],
      due: [],
    });
  });

  it('refuses with unpaid sender services on an Acceptance document (UNPAID_SERVICES)', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toSend({ options: { paymentStatuses: {} } });
    await kit.addDocument('operator', visit.id, parcel.id);
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'UNPAID_SERVICES');
    // can-end names every sum still owed: here each of the sender's services.
    expect(await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).toEqual({
      canEnd: false,
      reasons: ['unpaidServices'],
      due: parcel.services
        .filter((service) => service.cost > 0)
        .map((service) => ({
          kind: 'service',
          shipmentId: parcel.id,
          shipmentNumber: parcel.number,
          serviceId: service.id,
          name: service.name,
          amount: service.cost.toFixed(2),
          currencyCode: service.currencyCode,
        })),
    });
  });

  it('refuses with unpaid recipient services on an Issuance document', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toIssue({ draft: { payerType: 'Recipient' }, options: { paymentStatuses: {} } });
    await kit.addDocument('operator', visit.id, parcel.id);
    await identified(visit);
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'UNPAID_SERVICES');
  });

  it('accepts, pays, issues and closes in one go; ending again is refused', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, {
      fullName: 'Piotr Nowak',
      phone: VISITOR_PHONE,
      lockVersion: 1,
    });
    const sending = await kit.toSend({ options: { paymentStatuses: {} } });
    const issuing = await kit.toIssue();
    await kit.addDocument('operator', visit.id, sending.id);
    await kit.addDocument('operator', visit.id, issuing.id);
    await identified(visit);
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'UNPAID_SERVICES');
    const payment = await kit.ok<{ number: string; sum: string }>(
      'operator',
      'POST',
      'payments',
      {
        paymentSystem: 'cash',
        visitId: visit.id,
        services: sending.services.map((service) => ({
          sourceType: 'ShipmentServices',
          sourceId: sending.id,
          serviceId: service.id,
        })),
      },
      201,
    );
    // An exact decimal string (docs/decisions.md "Money at the counter").
    expect(payment.sum).toBe(sending.services.reduce((sum, service) => sum + service.cost, 0).toFixed(2));

    const closed = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/end`, {});
    expect(closed.status).toBe('Closed');
    expect(closed.statusDateTime >= closed.createdAt).toBe(true);
    // Both documents of the closed visit are tagged by their result, not one by its operation.
    expect(statusOf(closed, sending)).toBe('Accepted');
    expect(statusOf(closed, issuing)).toBe('Issued');
    const accepted = await kit.ok<Shipment>('operator', 'GET', `shipments/${sending.id}`);
    expect(accepted.status).toBe('Accepted');
    expect(accepted.acceptedByUser).toBe('operator');
    expect(accepted.paymentStatus).toBe('Paid');
    const issued = await kit.ok<Shipment>('operator', 'GET', `shipments/${issuing.id}`);
    expect(issued.status).toBe('Issued');
    expect(issued.parcels[0]!.recipient).toEqual({
      name: 'Piotr Nowak',
      phone: VISITOR_PHONE,
      identificationType: 'Document',
      documentNumber: 'AB123456',
    });
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'VISIT_NOT_EDITABLE');
    // Closed documents no longer hold their shipments.
    const next = await kit.openVisit();
    expect((await kit.addDocument('operator', next.id, issuing.id)).statusCode).toBe(200);
  });

  it('takes the recipients the body names', async () => {
    const visit = await kit.openVisit();
    const issuing = await kit.toIssue();
    await kit.addDocument('operator', visit.id, issuing.id);
    await identified(visit);
    const recipient = {
      name: 'Maria Nowak',
      phone: '48501000111',
      identificationType: 'Document',
      documentNumber: 'XY1',
    };
    const bad = await kit.call('operator', 'POST', `visits/${visit.id}/end`, {
      recipients: [{ parcelNumber: 'PCPL0000000000', recipient }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'recipients.0.parcelNumber': 'any.invalid' });
    await kit.ok('operator', 'POST', `visits/${visit.id}/end`, {
      recipients: [{ parcelNumber: issuing.number, recipient }],
    });
    const issued = await kit.ok<Shipment>('operator', 'GET', `shipments/${issuing.id}`);
    expect(issued.parcels[0]!.recipient).toEqual(recipient);
  });

  it('leaves nothing half-done when a step fails', async () => {
    const visit = await kit.openVisit();
    const sending = await kit.toSend();
    const issuing = await kit.toIssue();
    await kit.addDocument('operator', visit.id, sending.id);
    await kit.addDocument('operator', visit.id, issuing.id);
    await identified(visit);
    // The database refuses the issuance step, which runs after the acceptance step.
    await t.database.db.execute(
      sql.raw(`create function refuse_parcel() returns trigger language plpgsql as $$
        begin
          if new.number = '${issuing.number}' then raise exception 'refused' using errcode = '23514'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_parcel before update on shipment_parcels for each row execute function refuse_parcel()',
      ),
    );
    try {
      const response = await kit.call('operator', 'POST', `visits/${visit.id}/end`, {});
      expect(response.statusCode).toBe(400);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_parcel on shipment_parcels'));
      await t.database.db.execute(sql.raw('drop function refuse_parcel()'));
    }
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, sending.id));
    expect(row!.status).toBe('ReadyToShip');
    const after = await readVisit(visit.id);
    expect(after.status).toBe('Open');
    expect(after.documents.map((document) => document.status)).toEqual(['Acceptance', 'Issuance']);
    // Once the obstacle is gone the same visit ends.
    expect((await kit.call('operator', 'POST', `visits/${visit.id}/end`, {})).statusCode).toBe(200);
  });

  it('needs the send-or-issue capability to accept or issue (a courier may not)', async () => {
    const visit = await kit.openVisit('courier');
    const parcel = await kit.toSend();
    await kit.addDocument('courier', visit.id, parcel.id);
    expect((await kit.call('courier', 'POST', `visits/${visit.id}/end`, {})).statusCode).toBe(403);
    // An empty visit ends for anybody who may work in visits.
    const empty = await kit.openVisit('courier');
    expect((await kit.call('courier', 'POST', `visits/${empty.id}/end`, {})).statusCode).toBe(200);
  });
});

describe('refusal and modifications from the visit', () => {
  it('refuses an Issuance document and cancels the refusal', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
    const parcel = await kit.toIssue();
    await kit.addDocument('operator', visit.id, parcel.id);
    const refused = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/refusal`, {
      documentId: parcel.id,
      note: 'Damaged box',
    });
    expect(statusOf(refused, parcel)).toBe('Refusal');
    const modifications = await kit.ok<{ items: { type: string; visitId: string; customerPhone: string }[] }>(
      'administrator.god',
      'GET',
      `shipment-modification?shipmentId=${parcel.id}`,
    );
    expect(modifications.items).toEqual([
      expect.objectContaining({ type: 'Refusal', customerPhone: VISITOR_PHONE }),
    ]);
    const again = await kit.call('operator', 'POST', `visits/${visit.id}/refusal`, { documentId: parcel.id });
    expect(again.statusCode).toBe(422);
    const cancelled = await kit.ok<Visit>('operator', 'DELETE', `visits/${visit.id}/refusal/${parcel.id}`);
    expect(statusOf(cancelled, parcel)).toBe('Issuance');
    expect((await kit.call('operator', 'DELETE', `visits/${visit.id}/refusal/${parcel.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a refusal while the visit names no client (registers §8 no_client_rejections)', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toIssue();
    await kit.addDocument('operator', visit.id, parcel.id);
    await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/refusal`,
      { documentId: parcel.id },
      'NO_CLIENT_REJECTIONS',
    );
    const after = await kit.ok<{ items: unknown[] }>(
      'administrator.god',
      'GET',
      `shipment-modification?shipmentId=${parcel.id}`,
    );
    expect(after.items).toEqual([]);
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
    await kit.ok('operator', 'POST', `visits/${visit.id}/refusal`, { documentId: parcel.id });
  });

  it('refuses a refusal of a document that is not Issuance, and a courier', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toSend();
    await kit.addDocument('operator', visit.id, parcel.id);
    await kit.refused(
      'operator',
      'POST',
      `visits/${visit.id}/refusal`,
      { documentId: parcel.id },
      'DOCUMENT_NOT_ISSUANCE',
    );
    expect(
      (await kit.call('courier', 'POST', `visits/${visit.id}/refusal`, { documentId: parcel.id })).statusCode,
    ).toBe(403);
  });

  it('a return shows Return; with a preferred delivery date, ChangeDeliveryDate', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toIssue();
    const dated = await kit.toIssue({
      draft: {
        services: [{ serviceCode: 'PreferredDeliveryDate', payerType: 'Sender', value: '2030-01-02' }],
      },
    });
    await kit.addDocument('operator', visit.id, parcel.id);
    await kit.addDocument('operator', visit.id, dated.id);
    const returned = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/modifications`, {
      documentId: parcel.id,
      type: 'Return',
      payload: { note: 'Sender wants it back' },
    });
    expect(statusOf(returned, parcel)).toBe('Return');
    const changed = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/modifications`, {
      documentId: dated.id,
      type: 'Return',
    });
    expect(statusOf(changed, dated)).toBe('ChangeDeliveryDate');
  });

  it('names the sender for a Return and the recipient otherwise; an Internal client takes the counterpart phone (platform §3)', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
    const returned = await kit.toIssue();
    const redirected = await kit.toIssue();
    const internal = await kit.toIssue();
    for (const parcel of [returned, redirected, internal])
      await kit.addDocument('operator', visit.id, parcel.id);
    await kit.ok('operator', 'POST', `visits/${visit.id}/modifications`, {
      documentId: returned.id,
      type: 'Return',
    });
    await kit.ok('operator', 'POST', `visits/${visit.id}/modifications`, {
      documentId: redirected.id,
      type: 'Redirecting',
      payload: { recipient: { ...redirected.recipient, name: 'Nowy Odbiorca' } },
    });
    await kit.ok('operator', 'POST', `visits/${visit.id}/modifications`, {
      documentId: internal.id,
      type: 'Return',
      payload: { customerType: 'Internal' },
    });
    const customerOf = async (shipmentId: string) => {
      const list = await kit.ok<{ items: { customerType: string; customerPhone: string | null }[] }>(
        'administrator.god',
        'GET',
        `shipment-modification?shipmentId=${shipmentId}`,
      );
      return list.items.map(({ customerType, customerPhone }) => ({ customerType, customerPhone }));
    };
    expect(await customerOf(returned.id)).toEqual([{ customerType: 'Sender', customerPhone: VISITOR_PHONE }]);
    expect(await customerOf(redirected.id)).toEqual([
      { customerType: 'Recipient', customerPhone: VISITOR_PHONE },
    ]);
    // The visitor's phone wins while there is one; with none the Internal client takes the sender's.
    expect(await customerOf(internal.id)).toEqual([
      { customerType: 'Internal', customerPhone: VISITOR_PHONE },
    ]);
    const bare = await kit.openVisit();
    const another = await kit.toIssue();
    await kit.addDocument('operator', bare.id, another.id);
    await kit.ok('operator', 'POST', `visits/${bare.id}/modifications`, {
      documentId: another.id,
      type: 'Return',
      payload: { customerType: 'Internal' },
    });
    expect(await customerOf(another.id)).toEqual([
      { customerType: 'Internal', customerPhone: another.sender.phone },
    ]);
  });

  it('needs the capability of the modification type', async () => {
    const visit = await kit.openVisit('courier');
    const parcel = await kit.toIssue();
    await kit.addDocument('courier', visit.id, parcel.id);
    // Return needs returnRedirect, which a courier lacks.
    expect(
      (
        await kit.call('courier', 'POST', `visits/${visit.id}/modifications`, {
          documentId: parcel.id,
          type: 'Return',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST replaying', () => {
  it('publishes visits for administrator-god and service desk and records it', async () => {
    const visit = await kit.openVisit();
    const answer = await kit.ok('service.desk', 'POST', 'replaying', { type: 'visit', ids: [visit.id] });
    expect(answer).toEqual({ data: { success: true } });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, visit.id));
    expect(rows.map((row) => row.action)).toContain('published');
    expect(
      (await kit.call('operator', 'POST', 'replaying', { type: 'visit', ids: [visit.id] })).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call('service.desk', 'POST', 'replaying', {
          type: 'visit',
          ids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET work-place/recent-activity', () => {
  it('lists the user’s own visits, open first, newest first, at most 8', async () => {
    const login = 'branch.manager';
    const closed = await kit.openVisit(login);
    await kit.ok(login, 'POST', `visits/${closed.id}/end`, {});
    const opened: Visit[] = [];
    for (let index = 0; index < 8; index += 1) opened.push(await kit.openVisit(login));
    const { items } = await kit.ok<{ items: RecentActivityItem[] }>(
      login,
      'GET',
      'work-place/recent-activity',
    );
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.type === 'visit' && item.open)).toBe(true);
    expect(items.map((item) => item.id)).toEqual(opened.reverse().map((visit) => visit.id));
    expect(items.map((item) => item.id)).not.toContain(closed.id);
    const other = await kit.ok<{ items: RecentActivityItem[] }>(
      'terminal.employee',
      'GET',
      'work-place/recent-activity',
    );
    expect(other.items).toEqual([]);
  });

  it('lists closed visits after open ones', async () => {
    const login = 'terminal.manager';
    const closed = await kit.openVisit(login);
    // No body at all: every parcel would go to the visitor.
    await kit.ok(login, 'POST', `visits/${closed.id}/end`);
    const open = await kit.openVisit(login);
    const { items } = await kit.ok<{ items: RecentActivityItem[] }>(
      login,
      'GET',
      'work-place/recent-activity',
    );
    expect(items.map((item) => [item.id, item.open])).toEqual([
      [open.id, true],
      [closed.id, false],
    ]);
  });
});

describe('visit list by division', () => {
  it("shows a branch clerk their own division's visits only; the administrator filters by any division", async () => {
    const own = await kit.openVisit();
    const [elsewhere] = await t.database.db
      .insert(visits)
      .values({ number: 'VS999900000001', divisionId: await kit.otherDivision(), user: 'someone' })
      .returning();
    if (!elsewhere) throw new Error('visit not inserted');
    const ids = `ids[]=${own.id}&ids[]=${elsewhere.id}`;
    type Page = { items: { id: string }[] };
    const clerk = await kit.ok<Page>('operator', 'GET', `visits?${ids}`);
    expect(clerk.items.map((visit) => visit.id)).toEqual([own.id]);
    // The divisions filter is not the clerk's to use (registers §6): refused, naming the filter.
    const asked = await kit.call('operator', 'GET', `visits?${ids}&divisions[]=${elsewhere.divisionId}`);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'FORBIDDEN', errors: { divisions: 'filter.forbidden' } });
    const multiCountry = await kit.ok<Page>('multi.country', 'GET', `visits?${ids}`);
    expect(multiCountry.items.map((visit) => visit.id).sort()).toEqual([own.id, elsewhere.id].sort());
    const admin = await kit.ok<Page>(
      'administrator.god',
      'GET',
      `visits?${ids}&divisions[]=${elsewhere.divisionId}`,
    );
    expect(admin.items.map((visit) => visit.id)).toEqual([elsewhere.id]);
  });
});
