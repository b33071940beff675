import type {
  Shipment,
  ShipmentDraft,
  ShipmentJourneyEvent,
  ShipmentModificationView,
  ShipmentOperationCheck,
} from '@console/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { shipmentModifications, shipments } from '../src/features/shipments/shipments-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The shipment screen's operations (issue 25 item 2; registers §7 "Modification"). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function create(draft: Partial<ShipmentDraft> = {}): Promise<Shipment> {
  const response = await call('operator', 'POST', 'v2/shipments', draftOf(draft));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

async function accepted(): Promise<Shipment> {
  const shipment = await create();
  expect((await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(200);
  return shipment;
}

async function checks(login: string, shipmentId: string) {
  const response = await call(login, 'POST', 'shipment-modification/check', { shipmentId });
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json<{ items: ShipmentOperationCheck[] }>();
  return Object.fromEntries(items.map((item) => [item.operation, item]));
}

async function statusOf(id: string) {
  const [row] = await t.database.db
    .select({ status: shipments.status, closingDate: shipments.closingDate })
    .from(shipments)
    .where(eq(shipments.id, id));
  return row!;
}

describe('shipment-modification/check', () => {
  it('answers each operation with the refusal its call would give, writing nothing', async () => {
    const shipment = await create();
    const before = await t.database.db.select().from(shipmentModifications);
    const answer = await checks('administrator.god', shipment.id);
    expect(answer.delete).toMatchObject({ allowed: true, code: null });
    expect(answer['cancel-delete']).toMatchObject({ allowed: false, code: 'SHIPMENT_NOT_DELETED' });
    expect(answer['cancel-close']).toMatchObject({ allowed: false, code: 'SHIPMENT_NOT_CLOSED' });
    expect(answer.return).toMatchObject({ allowed: false, code: 'SHIPMENT_NOT_ACCEPTED' });
    expect(answer['invoice-inspection']?.allowed).toBe(false);
    expect(await t.database.db.select().from(shipmentModifications)).toHaveLength(before.length);
  });

  it('says FORBIDDEN for an operation the role lacks (platform §6)', async () => {
    const shipment = await accepted();
    // Invoice inspection is administrator-god's and the dispatch manager's, not a clerk's.
    const answer = await checks('operator', shipment.id);
    expect(answer['invoice-inspection']).toMatchObject({ allowed: false, code: 'FORBIDDEN' });
    expect(answer['change-delivery-date']).toMatchObject({ allowed: false, code: 'FORBIDDEN' });
    expect(answer.return).toMatchObject({ allowed: true });
  });

  it('a deleted shipment can have its deletion cancelled, after the check says so', async () => {
    const shipment = await create();
    expect(
      (await call('operator', 'POST', 'shipment-modification/delete', { shipmentId: shipment.id }))
        .statusCode,
    ).toBe(201);
    const answer = await checks('operator', shipment.id);
    expect(answer['cancel-delete']).toMatchObject({ allowed: true });
    expect(answer.delete?.allowed).toBe(false);
    const cancelled = await call('operator', 'POST', 'shipment-modification/cancel-delete', {
      shipmentId: shipment.id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await statusOf(shipment.id)).status).toBe(shipment.status);
  });

  it('refuses an unknown shipment with 404 and a bad body with 400', async () => {
    const missing = await call('operator', 'POST', 'shipment-modification/check', {
      shipmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('operator', 'POST', 'shipment-modification/check', {
      shipmentId: '00000000-0000-4000-8000-000000000000',
      operations: ['explode'],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('shipment-modification/cancel-close', () => {
  async function issued(): Promise<Shipment> {
    const shipment = await accepted();
    await t.database.db
      .update(shipments)
      .set({ status: 'Issued', closingDate: new Date() })
      .where(eq(shipments.id, shipment.id));
    return shipment;
  }

  it('takes an issued shipment back to Accepted, keeps why, and shows it on the journey', async () => {
    const shipment = await issued();
    expect((await checks('operator', shipment.id))['cancel-close']).toMatchObject({ allowed: true });
    const response = await call('operator', 'POST', 'shipment-modification/cancel-close', {
      shipmentId: shipment.id,
      note: 'Issued to the wrong person',
    });
    expect(response.statusCode, response.body).toBe(200);
    const modification = response.json<ShipmentModificationView>();
    expect(modification).toMatchObject({
      type: 'close',
      status: 'Processed',
      note: 'Issued to the wrong person',
    });
    expect(modification.payload).toMatchObject({
      before: { status: 'Issued' },
      after: { status: 'Accepted' },
    });
    expect(await statusOf(shipment.id)).toEqual({ status: 'Accepted', closingDate: null });

    const tracking = await call('operator', 'GET', `shipments/${shipment.id}/tracking`);
    const events = tracking.json<ShipmentJourneyEvent[] | { items: ShipmentJourneyEvent[] }>();
    const list = Array.isArray(events) ? events : events.items;
    expect(list.at(-1)).toMatchObject({
      event: 'Reopened',
      shipmentStatus: 'Accepted',
      userLogin: 'operator',
    });

    const again = await call('operator', 'POST', 'shipment-modification/cancel-close', {
      shipmentId: shipment.id,
      note: 'again',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('SHIPMENT_NOT_CLOSED');
  });

  it('needs a reason and the shipment-management capability; a refusal changes nothing', async () => {
    const shipment = await issued();
    const noNote = await call('operator', 'POST', 'shipment-modification/cancel-close', {
      shipmentId: shipment.id,
    });
    expect(noNote.statusCode).toBe(400);
    const broker = await call('broker', 'POST', 'shipment-modification/cancel-close', {
      shipmentId: shipment.id,
      note: 'x',
    });
    expect(broker.statusCode).toBe(403);
    expect((await statusOf(shipment.id)).status).toBe('Issued');
  });
});

describe('shipment-modification/change-delivery-date', () => {
  it('records the preferred day of an accepted shipment; a past day is refused', async () => {
    const shipment = await accepted();
    const past = await call('dispatch.manager', 'POST', 'shipment-modification/change-delivery-date', {
      shipmentId: shipment.id,
      preferredDeliveryDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('DELIVERY_DATE_PAST');
    const created = await call('dispatch.manager', 'POST', 'shipment-modification/change-delivery-date', {
      shipmentId: shipment.id,
      preferredDeliveryDate: '2099-06-01',
      note: 'Recipient away until June',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<ShipmentModificationView>()).toMatchObject({
      type: 'ChangeDeliveryDate',
      status: 'NeedProcessing',
      payload: { preferredDeliveryDate: '2099-06-01' },
    });
    const clerk = await call('operator', 'POST', 'shipment-modification/change-delivery-date', {
      shipmentId: shipment.id,
      preferredDeliveryDate: '2099-06-02',
    });
    expect(clerk.statusCode).toBe(403);
  });
});

describe('shipments-data-change/{id}', () => {
  it('lists the shipment’s changes of data with the recipient before and after', async () => {
    const shipment = await accepted();
    const recipient = partyOf({
      name: 'Maria Zielińska',
      phone: '48609876543',
      addressParts: { street: 'ul. Prosta', building: '20', city: 'Warszawa', postCode: '00-850' },
    });
    const changed = await call('service.desk', 'POST', 'shipment-modification/change-data', {
      shipmentId: shipment.id,
      recipient,
    });
    expect(changed.statusCode, changed.body).toBe(201);
    const response = await call('contact.centre.operator', 'GET', `shipments-data-change/${shipment.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{
      items: { before: { recipient: { name: string } }; after: { recipient: { name: string } } }[];
    }>();
    expect(items).toHaveLength(1);
    expect(items[0]!.before.recipient.name).toBe(shipment.recipient.name);
    expect(items[0]!.after.recipient.name).toBe('Maria Zielińska');
    const rows = await t.database.db
      .select()
      .from(shipmentModifications)
      .where(
        and(eq(shipmentModifications.shipmentId, shipment.id), eq(shipmentModifications.type, 'ChangeData')),
      );
    expect(rows).toHaveLength(1);
  });

  it('is refused to a role without the data-change right', async () => {
    const shipment = await create();
    expect((await call('broker', 'GET', `shipments-data-change/${shipment.id}`)).statusCode).toBe(403);
  });
});
