import type { Shipment, ShipmentDraft, VisitSearchResult } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { draftOf, parcelOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { markServicesPaid } from '../src/features/shipments/shipment-workflow.ts';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { DEMO_DIVISION } from '../src/seed/demo-users.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let wawId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [waw] = await t.database.db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.number, DEMO_DIVISION.number));
  wawId = waw!.id;
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

async function create(draft: Partial<ShipmentDraft> = {}, login = 'operator'): Promise<Shipment> {
  const response = await call(login, 'POST', 'v2/shipments', draftOf(draft));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

async function read(id: string): Promise<Shipment> {
  const response = await call('operator', 'GET', `shipments/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<Shipment>();
}

describe('POST v2/shipments', () => {
  it('numbers the shipment and its parcels, prices the services in the sender currency', async () => {
    const shipment = await create({
      parcels: [parcelOf(), parcelOf({ actualWeight: 4000 })],
      services: [{ serviceCode: 'Insurance', payerType: 'Sender', value: '1000' }],
    });
    expect(shipment.number).toMatch(/^SHPL\d{10}$/);
    expect(shipment.parcels[0]!.number).toBe(shipment.number);
    expect(shipment.parcels[1]!.number).toMatch(/^PCPL\d{10}$/);
    expect(shipment.status).toBe('ReadyToShip');
    expect(shipment.services.map((service) => service.serviceCode)).toEqual(['Delivery', 'Insurance']);
    const [delivery, insurance] = shipment.services;
    expect(delivery!.currencyCode).toBe('PLN');
    expect(delivery!.symbol).not.toBe('');
    // 1.2 kg (band ≤ 5 kg: 5 €) + 4 kg (5 €) at 4.3 PLN per list euro.
    expect(delivery!.cost).toBe(43);
    expect(insurance!.cost).toBe(5);
    expect(shipment.paymentStatus).toBe('NeedPay');
    expect(shipment.createdByUser).toBe('operator');
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.parcelsAmount).toBe(2);
    expect(row!.senderName).toBe('Anna Kowalska');
    expect(row!.recipientAddress).toBe('ul. Długa 5, 31-001 Kraków');
  });

  it('prices a Ukrainian sender in hryvnias and keeps a parcel number the draft gives', async () => {
    const shipment = await create({
      sender: partyOf({ name: 'Olena Shevchenko', phone: '380671234567', countryCode: 'UA' }),
      parcels: [parcelOf({ number: 'ABCD0000000001' })],
    });
    expect(shipment.number).toMatch(/^SHUA\d{10}$/);
    expect(shipment.parcels[0]!.number).toBe('ABCD0000000001');
    expect(shipment.services[0]!.currencyCode).toBe('UAH');
    const again = await call(
      'operator',
      'POST',
      'v2/shipments',
      draftOf({ parcels: [parcelOf({ number: 'ABCD0000000001' })] }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PARCEL_NUMBER_TAKEN');
  });

  it('refuses a bad body with field keys and a user without the route role', async () => {
    const bad = await call('operator', 'POST', 'v2/shipments', { ...draftOf(), parcels: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('parcels');
    const denied = await call('no.access', 'POST', 'v2/shipments', draftOf());
    expect(denied.statusCode).toBe(403);
  });
});

describe('PUT v2/shipments/{id}', () => {
  it('updates with the current lockVersion, raises it, and answers 409 when stale', async () => {
    const shipment = await create({ status: 'Draft' });
    const body = { ...draftOf({ status: 'Draft', note: 'changed' }), lockVersion: 1 };
    const updated = await call('operator', 'PUT', `v2/shipments/${shipment.id}`, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Shipment>()).toMatchObject({
      note: 'changed',
      lockVersion: 2,
      number: shipment.number,
    });
    expect(updated.json<Shipment>().parcels[0]!.number).toBe(shipment.number);
    const stale = await call('operator', 'PUT', `v2/shipments/${shipment.id}`, { ...body, note: 'again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await read(shipment.id)).note).toBe('changed');
    const missingLock = await call('operator', 'PUT', `v2/shipments/${shipment.id}`, draftOf());
    expect(missingLock.statusCode).toBe(400);
    const denied = await call('no.access', 'PUT', `v2/shipments/${shipment.id}`, { ...body, lockVersion: 2 });
    expect(denied.statusCode).toBe(403);
    expect((await read(shipment.id)).lockVersion).toBe(2);
  });

  it('refuses to change an accepted shipment', async () => {
    const shipment = await create();
    expect((await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(200);
    const response = await call('operator', 'PUT', `v2/shipments/${shipment.id}`, {
      ...draftOf(),
      lockVersion: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SHIPMENT_NOT_EDITABLE');
  });
});

describe('PUT shipments/accept', () => {
  it('accepts ReadyToShip in the user division; twice is 422 and changes nothing', async () => {
    const shipment = await create();
    const accepted = await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await read(shipment.id);
    expect(after).toMatchObject({
      status: 'Accepted',
      acceptedByUser: 'operator',
      firstLogisticDivisionId: wawId,
    });
    const again = await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('SHIPMENT_NOT_READY_TO_SHIP');
    expect(await read(shipment.id)).toEqual(after);
  });

  it('accepts none when one of them is not ready to ship', async () => {
    const ready = await create();
    const draft = await create({ status: 'Draft' });
    const response = await call('operator', 'PUT', 'shipments/accept', { ids: [ready.id, draft.id] });
    expect(response.statusCode).toBe(422);
    expect((await read(ready.id)).status).toBe('ReadyToShip');
  });

  it('is refused to a role without sendOrIssueParcel', async () => {
    const shipment = await create();
    expect((await call('courier', 'PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(403);
    expect((await read(shipment.id)).status).toBe('ReadyToShip');
  });
});

describe('shipment-parcel-recipients', () => {
  it('issues the shipment once every parcel has a recipient', async () => {
    const shipment = await create({ parcels: [parcelOf(), parcelOf()] });
    await call('operator', 'PUT', 'shipments/accept', { ids: [shipment.id] });
    const [first, second] = shipment.parcels;
    const recipient = {
      name: 'Piotr Nowak',
      identificationType: 'Document' as const,
      documentNumber: 'ABC123',
    };
    const one = await call('operator', 'POST', 'shipment-parcel-recipients', {
      data: [{ parcelNumber: first!.number, recipient }],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await read(shipment.id)).status).toBe('Accepted');
    await call('operator', 'POST', 'shipment-parcel-recipients', {
      data: [{ parcelNumber: second!.number, recipient }],
    });
    const issued = await read(shipment.id);
    expect(issued.status).toBe('Issued');
    expect(issued.parcels.every((parcel) => parcel.recipient?.name === 'Piotr Nowak')).toBe(true);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.closingDate).not.toBeNull();
    const recorded = await call('operator', 'GET', `shipment-parcel-recipients?shipmentId=${shipment.id}`);
    expect(recorded.json().items).toHaveLength(2);
  });

  it('refuses a parcel of a shipment that is not accepted, and an unknown parcel', async () => {
    const shipment = await create();
    const recipient = { name: 'Piotr Nowak' };
    const refused = await call('operator', 'POST', 'shipment-parcel-recipients', {
      data: [{ parcelNumber: shipment.parcels[0]!.number, recipient }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SHIPMENT_NOT_ACCEPTED');
    const unknown = await call('operator', 'POST', 'shipment-parcel-recipients', {
      data: [{ parcelNumber: 'ZZZZ9999999999', recipient }],
    });
    expect(unknown.statusCode).toBe(404);
    const denied = await call('courier', 'POST', 'shipment-parcel-recipients', {
      data: [{ parcelNumber: shipment.parcels[0]!.number, recipient }],
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('reading shipments', () => {
  it('reads up to 15 by id and refuses more', async () => {
    const a = await create();
    const b = await create();
    const response = await call('operator', 'GET', `internal/shipments?ids[]=${a.id}&ids[]=${b.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: Shipment) => item.id)).toEqual([a.id, b.id]);
    const sixteen = Array.from({ length: 16 }, () => `ids[]=${a.id}`).join('&');
    expect((await call('operator', 'GET', `internal/shipments?${sixteen}`)).statusCode).toBe(400);
    expect((await call('operator', 'GET', `shipments/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('operator', 'GET', 'shipments/not-a-uuid')).statusCode).toBe(400);
    const internal = await call('operator', 'GET', `shipments/${a.id}/internal-services`);
    expect(internal.json()).toEqual([]);
  });

  it('lists shipments of a whole day when dateTimeTo is that day', async () => {
    const shipment = await create({ clientOrder: 'END-OF-DAY-1' });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const list = async (query: string) =>
      (await call('operator', 'GET', `shipments?clientOrders[]=END-OF-DAY-1&${query}`)).json().items as {
        id: string;
      }[];
    expect((await list(`dateTimeFrom=${today}&dateTimeTo=${today}`)).map((item) => item.id)).toEqual([
      shipment.id,
    ]);
    expect(await list(`dateTimeFrom=${yesterday}&dateTimeTo=${yesterday}`)).toEqual([]);
  });

  it('filters closed shipments by closingDateTo to the end of that day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const items = (
      await call('operator', 'GET', `shipments?closingDateFrom=2000-01-01&closingDateTo=${today}&limit=100`)
    ).json().items as { closingDate: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.closingDate.slice(0, 10) <= today)).toBe(true);
  });
});

describe('POST shipments/{id}/promo-codes', () => {
  it('takes the percent off the list price; a second code replaces the first', async () => {
    const shipment = await create();
    const listCost = shipment.services[0]!.cost;
    const first = await call('operator', 'POST', `shipments/${shipment.id}/promo-codes`, {
      promoCode: 'WELCOME10',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Shipment>().services[0]!.cost).toBeCloseTo(listCost * 0.9, 2);
    expect(first.json<Shipment>().promoCode).toBe('WELCOME10');
    const second = await call('operator', 'POST', `shipments/${shipment.id}/promo-codes`, {
      promoCode: 'half50',
    });
    expect(second.json<Shipment>().services[0]!.cost).toBeCloseTo(listCost * 0.5, 2);
    const free = await call('operator', 'POST', `shipments/${shipment.id}/promo-codes`, {
      promoCode: 'FREESHIP',
    });
    expect(free.json<Shipment>().services[0]).toMatchObject({ cost: 0, paymentStatus: 'FreeOfCharge' });
  });

  it('refuses unknown and expired codes', async () => {
    const shipment = await create();
    for (const promoCode of ['NOSUCHCODE', 'EXPIRED5']) {
      const response = await call('operator', 'POST', `shipments/${shipment.id}/promo-codes`, { promoCode });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('PROMO_CODE_INVALID');
    }
    const denied = await call('no.access', 'POST', `shipments/${shipment.id}/promo-codes`, {
      promoCode: 'WELCOME10',
    });
    expect(denied.statusCode).toBe(403);
    expect((await read(shipment.id)).services[0]!.cost).toBe(shipment.services[0]!.cost);
  });
});

describe('GET shipments/visit-search/{text}', () => {
  const search = async (text: string) =>
    call('operator', 'GET', `shipments/visit-search/${encodeURIComponent(text)}`);

  it('finds a shipment by its number, a parcel number, and a number typed on a Ukrainian layout', async () => {
    const shipment = await create({ parcels: [parcelOf(), parcelOf()] });
    const byNumber = (await search(shipment.number)).json<VisitSearchResult>();
    expect(byNumber.groups).toEqual([{ type: 'shipments', label: 'shipments', ids: [shipment.id] }]);
    const byParcel = (await search(shipment.parcels[1]!.number)).json<VisitSearchResult>();
    expect(byParcel.groups[0]!.ids).toEqual([shipment.id]);
    const cyrillic = shipment.number.replace('SHPL', 'ІРЗД');
    expect((await search(cyrillic)).json<VisitSearchResult>().groups[0]!.ids).toEqual([shipment.id]);
  });

  it('groups a phone into the known client and their shipments', async () => {
    const phone = '48555000111';
    const older = await create({
      recipient: partyOf({
        name: 'Jan Kowalski',
        phone,
        companyTin: 'PL1234567890',
        companyName: 'Kowalski Sp. z o.o.',
      }),
    });
    const newer = await create({ sender: partyOf({ name: 'Jan Kowalski-Nowy', phone }) });
    const result = (await search(phone)).json<VisitSearchResult>();
    const shipmentsGroup = result.groups.find((group) => group.type === 'shipments');
    expect(shipmentsGroup?.ids).toEqual([newer.id, older.id]);
    const cid = result.groups.find((group) => group.type === 'cid');
    expect(cid).toMatchObject({
      label: 'Jan Kowalski-Nowy',
      cid: {
        id: `CID${phone}`,
        profile: {
          name: 'Jan Kowalski-Nowy',
          phones: [{ phone, verified: false }],
          companies: [{ name: 'Kowalski Sp. z o.o.', companyTin: 'PL1234567890' }],
        },
      },
    });
    const byCid = (await search(`cid${phone}`)).json<VisitSearchResult>();
    expect(byCid.groups.map((group) => group.type)).toEqual(['shipments', 'cid']);
  });

  it('validates the length: 4 to 14, 16 with cid', async () => {
    expect((await search('abc')).statusCode).toBe(400);
    expect((await search('123456789012345')).statusCode).toBe(400);
    expect((await search('cid4855500011122')).statusCode).toBe(200);
    expect((await search('cid485550001112233')).statusCode).toBe(400);
    expect((await search('ZZZZ')).json()).toEqual({ groups: [] });
  });
});

describe('print forms', () => {
  it('prints the marking as a PDF and marks it printed', async () => {
    const shipment = await create();
    const response = await call('operator', 'GET', `shipments/print-form/marking?ids[]=${shipment.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await read(shipment.id)).markingPrinted).toBe(true);
  });

  it('prints the search coupon only for an Issuance or Refusal document', async () => {
    const shipment = await create();
    const refused = await call('operator', 'GET', `shipments/print-form/search-coupon?ids[]=${shipment.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('print_only_delivery');
    const printed = await call(
      'operator',
      'GET',
      `shipments/print-form/search-coupon?ids[]=${shipment.id}&documentStatus=Issuance&clientName=Jan`,
    );
    expect(printed.statusCode).toBe(200);
  });

  it('refuses an invoice without currency, unknown kinds and more than 50 ids', async () => {
    const domestic = await create();
    const invoice = await call('operator', 'GET', `invoices/print-form?ids[]=${domestic.id}`);
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json().message).toBe('invalid invoice currencyCode');
    const international = await create({
      internationalShipping: true,
      recipient: partyOf({ name: 'Lukas Müller', phone: '4915112345678', countryCode: 'DE' }),
      invoice: {
        currencyCode: 'EUR',
        totalCost: 100,
        items: [{ description: 'Books', quantity: 1, value: 100 }],
      },
    });
    expect((await call('operator', 'GET', `invoices/print-form?ids[]=${international.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call('operator', 'GET', `shipments/print-form/invoice?ids[]=${domestic.id}`)).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 51 }, () => `ids[]=${domestic.id}`).join('&');
    expect((await call('operator', 'GET', `shipments/print-form/marking?${many}`)).statusCode).toBe(400);
  });
});

describe('markServicesPaid', () => {
  it('pays NeedPay services and follows with the shipment; paying again is refused', async () => {
    const shipment = await create();
    const ids = shipment.services.map((service) => service.id);
    const paymentId = crypto.randomUUID();
    await t.database.db.transaction((tx) => markServicesPaid(tx, ids, paymentId));
    const paid = await read(shipment.id);
    expect(paid.paymentStatus).toBe('Paid');
    expect(paid.services.every((service) => service.paymentStatus === 'Paid')).toBe(true);
    await expect(
      t.database.db.transaction((tx) => markServicesPaid(tx, ids, paymentId)),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'SERVICE_ALREADY_PAID',
    });
    await expect(
      t.database.db.transaction((tx) => markServicesPaid(tx, [crypto.randomUUID()], paymentId)),
    ).rejects.toMatchObject({ statusCode: 422, code: 'SERVICE_NOT_FOUND' });
  });
});
