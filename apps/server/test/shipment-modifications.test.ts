import type { Shipment, ShipmentDraft, ShipmentModificationView } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(
  login: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
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

async function accepted(draft: Partial<ShipmentDraft> = {}): Promise<Shipment> {
  const shipment = await create(draft);
  expect((await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(200);
  return shipment;
}

async function read(id: string): Promise<Shipment> {
  return (await call('operator', 'GET', `shipments/${id}`)).json<Shipment>();
}

const newRecipient = partyOf({
  name: 'Maria Zielińska',
  phone: '48609876543',
  addressParts: { street: 'ul. Prosta', building: '20', city: 'Warszawa', postCode: '00-850' },
});

describe('refusal', () => {
  it('is Processed at once on an Accepted shipment; one at a time; cancelling allows another', async () => {
    const shipment = await accepted();
    const body = { shipmentId: shipment.id, source: 'API', customerType: 'Recipient', note: 'Damaged box' };
    const created = await call('operator', 'POST', 'shipment-modification/refusal', body);
    expect(created.statusCode, created.body).toBe(201);
    const refusal = created.json<ShipmentModificationView>();
    expect(refusal).toMatchObject({ type: 'Refusal', status: 'Processed', shipmentNumber: shipment.number });
    expect(refusal.number).toMatch(/^MD\d{12}$/);
    const twice = await call('operator', 'POST', 'shipment-modification/refusal', body);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('MODIFICATION_ALREADY_EXISTS');
    const cancelled = await call('operator', 'DELETE', `shipment-modification/refusal/${refusal.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ShipmentModificationView>()).toMatchObject({ status: 'Canceled' });
    expect(cancelled.json<ShipmentModificationView>().deletedAt).not.toBeNull();
    expect((await call('operator', 'DELETE', `shipment-modification/refusal/${refusal.id}`)).statusCode).toBe(
      422,
    );
    expect((await call('operator', 'POST', 'shipment-modification/refusal', body)).statusCode).toBe(201);
    const view = await call('operator', 'GET', `shipment-modification-view/${refusal.id}`);
    expect(view.json<ShipmentModificationView>().payload).toMatchObject({ note: 'Damaged box' });
  });

  it('is refused for a shipment not accepted, and to a role without sendOrIssueParcel', async () => {
    const ready = await create();
    const response = await call('operator', 'POST', 'shipment-modification/refusal', {
      shipmentId: ready.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SHIPMENT_NOT_ACCEPTED');
    const shipment = await accepted();
    expect(
      (await call('courier', 'POST', 'shipment-modification/refusal', { shipmentId: shipment.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('operator', 'POST', 'shipment-modification/refusal', { shipmentId: 'nope' })).statusCode,
    ).toBe(400);
  });
});

describe('return and redirecting', () => {
  it('wait for processing: NeedProcessing → InProgress → Processed, no skipping', async () => {
    const shipment = await accepted();
    const created = await call('operator', 'POST', 'shipment-modification/return', {
      shipmentId: shipment.id,
      customerType: 'Sender',
      payerType: 'Sender',
    });
    expect(created.statusCode, created.body).toBe(201);
    const modification = created.json<ShipmentModificationView>();
    expect(modification.status).toBe('NeedProcessing');
    const statusUrl = `shipment-modification/return/${modification.id}/status`;
    const skip = await call('operator', 'PUT', statusUrl, { status: 'Processed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().code).toBe('MODIFICATION_STATUS_INVALID');
    expect((await call('operator', 'PUT', statusUrl, { status: 'InProgress' })).json().status).toBe(
      'InProgress',
    );
    expect((await call('operator', 'PUT', statusUrl, { status: 'Processed' })).json().status).toBe(
      'Processed',
    );
    expect((await call('operator', 'PUT', statusUrl, { status: 'Canceled' })).statusCode).toBe(422);
    expect(
      (
        await call('operator', 'PUT', `shipment-modification/redirecting/${modification.id}/status`, {
          status: 'InProgress',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('operator', 'PUT', statusUrl, { status: 'Done' })).statusCode).toBe(400);
    // A return's status is "Return, redirect" work (platform §6), which a contact-centre operator lacks.
    expect(
      (await call('contact.centre.operator', 'PUT', statusUrl, { status: 'InProgress' })).statusCode,
    ).toBe(403);
    expect((await call('no.access', 'PUT', statusUrl, { status: 'InProgress' })).statusCode).toBe(403);
  });

  it('redirecting needs the new recipient and can be cancelled while unprocessed', async () => {
    const shipment = await accepted();
    const missing = await call('operator', 'POST', 'shipment-modification/redirecting', {
      shipmentId: shipment.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('recipient');
    const created = await call('operator', 'POST', 'shipment-modification/redirecting', {
      shipmentId: shipment.id,
      recipient: newRecipient,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<ShipmentModificationView>().id;
    const cancelled = await call('operator', 'DELETE', `shipment-modification/redirecting/${id}`);
    expect(cancelled.json<ShipmentModificationView>().status).toBe('Canceled');
    expect(
      (await call('quality.control', 'DELETE', `shipment-modification/redirecting/${id}`)).statusCode,
    ).toBe(403);
  });

  it('are refused to a role without returnRedirect', async () => {
    const shipment = await accepted();
    const response = await call('quality.control', 'POST', 'shipment-modification/return', {
      shipmentId: shipment.id,
    });
    expect(response.statusCode).toBe(403);
    const list = await call(
      'operator',
      'GET',
      `shipment-modification?shipmentId=${shipment.id}&createdAtFrom=2000-01-01`,
    );
    expect(list.json().items).toEqual([]);
  });

  it('are refused on a shipment not in the operator hands', async () => {
    const draft = await create({ status: 'Draft' });
    const response = await call('operator', 'POST', 'shipment-modification/return', { shipmentId: draft.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SHIPMENT_NOT_ACCEPTED');
  });
});

describe('change-data', () => {
  it('puts the new recipient on the shipment and keeps before and after', async () => {
    const shipment = await accepted();
    const response = await call('operator', 'POST', 'shipment-modification/change-data', {
      shipmentId: shipment.id,
      customerType: 'Recipient',
      recipient: newRecipient,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { payload } = response.json<ShipmentModificationView>();
    expect(payload).toMatchObject({
      before: { recipient: { name: 'Piotr Nowak' } },
      after: { recipient: { name: 'Maria Zielińska' } },
    });
    const after = await read(shipment.id);
    expect(after.recipient.name).toBe('Maria Zielińska');
    const denied = await call('quality.control', 'POST', 'shipment-modification/change-data', {
      shipmentId: shipment.id,
      recipient: newRecipient,
    });
    expect(denied.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.recipientPhone).toBe('48609876543');
    expect(row!.recipientAddress).toBe('ul. Prosta 20, 00-850 Warszawa');
  });
});

describe('invoice-inspection', () => {
  it('only for an accepted international shipment with an invoice, by administrator or dispatch', async () => {
    const domestic = await accepted();
    const refused = await call('administrator.god', 'POST', 'shipment-modification/invoice-inspection', {
      shipmentId: domestic.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('INVOICE_INSPECTION_NOT_AVAILABLE');
    const international = await accepted({
      internationalShipping: true,
      recipient: partyOf({ name: 'Lukas Müller', phone: '4915112345678', countryCode: 'DE' }),
      invoice: { currencyCode: 'EUR', totalCost: 100, items: [] },
    });
    const body = { shipmentId: international.id, customerType: 'Internal' };
    expect(
      (await call('branch.employee', 'POST', 'shipment-modification/invoice-inspection', body)).statusCode,
    ).toBe(403);
    const created = await call('dispatch.manager', 'POST', 'shipment-modification/invoice-inspection', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<ShipmentModificationView>()).toMatchObject({
      type: 'InvoiceInspection',
      status: 'NeedProcessing',
    });
  });
});

describe('delete and cancel-delete', () => {
  it('marks a Draft deleted and restores it', async () => {
    const shipment = await create({ status: 'Draft' });
    const deleted = await call('operator', 'POST', 'shipment-modification/delete', {
      shipmentId: shipment.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(201);
    const marked = await read(shipment.id);
    expect(marked.status).toBe('Deleted');
    expect(marked.deletedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.statusBeforeDelete).toBe('Draft');
    expect(
      (await call('operator', 'POST', 'shipment-modification/delete', { shipmentId: shipment.id }))
        .statusCode,
    ).toBe(422);
    const restored = await call('operator', 'POST', 'shipment-modification/cancel-delete', {
      shipmentId: shipment.id,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read(shipment.id)).toMatchObject({ status: 'Draft', deletedAt: null });
    const again = await call('operator', 'POST', 'shipment-modification/cancel-delete', {
      shipmentId: shipment.id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('SHIPMENT_NOT_DELETED');
  });

  it('keeps ReadyToShip through delete and cancel-delete; refuses accepted ones and denied roles', async () => {
    const ready = await create();
    await call('operator', 'POST', 'shipment-modification/delete', { shipmentId: ready.id });
    await call('operator', 'POST', 'shipment-modification/cancel-delete', { shipmentId: ready.id });
    expect((await read(ready.id)).status).toBe('ReadyToShip');
    const shipment = await accepted();
    const refused = await call('operator', 'POST', 'shipment-modification/delete', {
      shipmentId: shipment.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SHIPMENT_NOT_DELETABLE');
    for (const login of ['courier', 'contact.centre.operator', 'pudo.manager']) {
      const denied = await call(login, 'POST', 'shipment-modification/delete', { shipmentId: ready.id });
      expect(denied.statusCode, login).toBe(403);
    }
    expect((await read(ready.id)).status).toBe('ReadyToShip');
  });
});

describe('GET shipment-modification', () => {
  it('lists the modifications of a shipment', async () => {
    const shipment = await accepted();
    await call('operator', 'POST', 'shipment-modification/return', { shipmentId: shipment.id });
    const today = new Date().toISOString().slice(0, 10);
    const response = await call(
      'operator',
      'GET',
      `shipment-modification?shipmentId=${shipment.id}&createdAtFrom=${today}&createdAtTo=${today}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toHaveLength(1);
    expect(response.json().items[0]).toMatchObject({
      type: 'Return',
      shipmentNumber: shipment.number,
      division: 'Warszawa Oddział nr 1',
    });
    expect(
      (await call('operator', 'GET', `shipment-modification-view/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });
});

describe("a problem parcel's return state (registers §4)", () => {
  it('awaits the return once one is asked for, is partial with one parcel back, full with all', async () => {
    const first = await accepted();
    const second = await accepted();
    const numbers = [first.parcels[0]!.number, second.parcels[0]!.number];
    const created = await call('operator', 'POST', 'problem-parcels', {
      type: 'DamagedCargo',
      parcelNumbers: numbers,
      note: 'Wet boxes',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const stateOf = async () => (await call('operator', 'GET', `problem-parcels/${id}`)).json().returnState;
    expect(await stateOf()).toBeNull();

    for (const shipment of [first, second]) {
      const asked = await call('operator', 'POST', 'shipment-modification/return', {
        shipmentId: shipment.id,
        customerType: 'Sender',
        payerType: 'Sender',
      });
      expect(asked.statusCode, asked.body).toBe(201);
    }
    expect(await stateOf()).toBe('Awaiting return');

    await t.database.db.update(shipments).set({ status: 'Returned' }).where(eq(shipments.id, first.id));
    expect(await stateOf()).toBe('Partial return');
    await t.database.db.update(shipments).set({ status: 'Returned' }).where(eq(shipments.id, second.id));
    expect(await stateOf()).toBe('Full return');
  });
});
