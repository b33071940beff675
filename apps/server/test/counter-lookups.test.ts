import type {
  AvailableService,
  BarcodePlacement,
  ContactInformation,
  NomenclatureCalculationItem,
  Shipment,
  ShipmentsForProcessing,
  ShipmentsProcessed,
  SmallTalkAnswer,
  UserCityDistrict,
  WorkPlaceScanAnswer,
} from '@console/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { companies } from '../src/features/customers/companies-table.ts';
import { divisions as divisionsTable } from '../src/features/divisions/divisions-table.ts';
import { draftOf, parcelOf, partyOf } from '../src/features/shipments/shipment-factories.ts';
import { shipments as shipmentsTable } from '../src/features/shipments/shipments-tables.ts';
import { type DemoDivisions, demoDivisions } from '../src/seed/demo-shipments.ts';
import { scanningKit } from './scanning-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The counter's and the contact centre's look-ups (issue 25 item 5; registers §7). Each answers
 * on a fresh demo start: the demo visits' customers (demo-visits.ts), the goods price list
 * (demo-money.ts), the GB conditions (demo-conditions.ts), the Warsaw pickup zone (demo-pickups.ts)
 * and the parcels the demo accepted today.
 */

let t: TestApp;
let kit: ReturnType<typeof scanningKit>;
let divisions: DemoDivisions;
beforeAll(async () => {
  t = await createTestApp();
  kit = scanningKit(t);
  divisions = await demoDivisions(t.database.db);
});
afterAll(() => t.close());

const get = (login: string, url: string) => kit.call(login, 'GET', url);
const post = (login: string, url: string, body: unknown) => kit.call(login, 'POST', url, body);
const otherPolish = () => divisions.byCountry.PL[0]!;

async function createShipment(overrides: Parameters<typeof draftOf>[0]): Promise<Shipment> {
  const response = await post('operator', 'v2/shipments', draftOf(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

describe('GET contact-information', () => {
  it('answers a demo visitor by phone as typed: the CID, their name and the branch of their visit', async () => {
    const response = await get(
      'operator',
      `contact-information?phone=${encodeURIComponent('+48 512-300-401')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { cid } = response.json<ContactInformation>();
    expect(cid.id).toBe('CID48512300401');
    expect(cid.name).toBe('Katarzyna Lewandowska');
    expect(cid.deliveryPoints.deliveryPoints).toContainEqual(
      expect.objectContaining({
        kind: 'division',
        divisionId: divisions.waw.id,
        divisionNumber: '1001',
        source: 'visit',
      }),
    );
  });

  it('lists each division or address once, the most recently used first, and matches names by wildcard', async () => {
    const phone = '48777000111';
    const recipient = (overrides: Partial<Parameters<typeof partyOf>[0]>) =>
      partyOf({ name: 'Zofia Lookupowska', phone, ...overrides });
    await createShipment({ recipient: recipient({ divisionId: otherPolish().id }) });
    await createShipment({
      recipient: recipient({ address: { string: 'ul. Polna 7, Kraków', latitude: 50.06, longitude: 19.94 } }),
    });
    await createShipment({ recipient: recipient({ divisionId: otherPolish().id }) });

    const byPhone = (
      await get('operator', `contact-information?phone=${phone}&countryCode=PL`)
    ).json<ContactInformation>();
    const points = byPhone.cid.deliveryPoints.deliveryPoints;
    expect(points.map((point) => point.kind)).toEqual(['division', 'address']);
    expect(points[0]).toMatchObject({ divisionId: otherPolish().id, divisionNumber: expect.any(String) });
    expect(points[1]).toMatchObject({ address: 'ul. Polna 7, Kraków', latitude: 50.06, longitude: 19.94 });
    expect(points[0]!.lastUsedAt >= points[1]!.lastUsedAt).toBe(true);
    expect(byPhone.cid.name).toBe('Zofia Lookupowska');

    const byName = (
      await get('operator', 'contact-information?name=zofia%20lookup*')
    ).json<ContactInformation>();
    expect(byName.cid.id).toBeNull();
    expect(byName.cid.deliveryPoints.deliveryPoints).toHaveLength(2);
    // Pattern characters are the text's own: "%%" matches nobody rather than everybody.
    const escaped = (await get('operator', 'contact-information?name=%25%25')).json<ContactInformation>();
    expect(escaped.cid.deliveryPoints.deliveryPoints).toEqual([]);
    // Another country narrows everything away.
    const elsewhere = (
      await get('operator', `contact-information?phone=${phone}&countryCode=DE`)
    ).json<ContactInformation>();
    expect(elsewhere.cid.deliveryPoints.deliveryPoints).toEqual([]);
  });

  it('answers the delivery-point entity in display order: usual branch, other branches, usual postomat, addresses', async () => {
    const phone = '48777000222';
    const [, usual, postomat, older] = divisions.byCountry.PL;
    const db = t.database.db;
    const recipient = (overrides: Partial<Parameters<typeof partyOf>[0]>) =>
      partyOf({ name: 'Ola Punktowa', phone, ...overrides });
    // Oldest first: the address, the closed branch, the postomat, then the usual branch (received there).
    await createShipment({
      recipient: recipient({ address: { string: 'ul. Lipowa 3, Łódź', latitude: 51.76, longitude: 19.45 } }),
    });
    await createShipment({ recipient: recipient({ divisionId: older!.id }) });
    await createShipment({ recipient: recipient({ divisionId: postomat!.id }) });
    const received = await createShipment({ recipient: recipient({ divisionId: usual!.id }) });
    await db.update(shipmentsTable).set({ status: 'Issued' }).where(eq(shipmentsTable.id, received.id));
    await db
      .update(divisionsTable)
      .set({ divisionCategory: 'Postomat' })
      .where(eq(divisionsTable.id, postomat!.id));
    await db.update(divisionsTable).set({ status: 'NotWorking' }).where(eq(divisionsTable.id, older!.id));

    const answer = (await get('operator', `contact-information?phone=${phone}`)).json<ContactInformation>();
    const points = answer.cid.deliveryPoints.deliveryPoints;
    expect(points.map((point) => [point.name, point.type, point.displayOrder])).toEqual([
      [expect.any(String), 'WAREHOUSE', 1],
      [expect.any(String), 'WAREHOUSE', 2],
      [expect.any(String), 'POSTOMAT', 3],
      ['ul. Lipowa 3, Łódź', null, null],
    ]);
    expect(points[0]).toMatchObject({
      id: usual!.id,
      pointNumber: expect.any(String),
      confirmed: true,
      isActive: true,
    });
    expect(points[1]).toMatchObject({ id: older!.id, confirmed: false, isActive: false });
    expect(points[2]).toMatchObject({ id: postomat!.id, divisionId: postomat!.id, favoriteAddressId: null });
    const address = points[3]!;
    expect(address).toMatchObject({ kind: 'address', favoriteAddressId: address.id, isActive: true });
    expect(address.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The address's id is stable: asked again, the same.
    const again = (await get('operator', `contact-information?phone=${phone}`)).json<ContactInformation>();
    expect(again.cid.deliveryPoints.deliveryPoints[3]?.id).toBe(address.id);
  });

  it('answers the contact centre, refuses a user without the service, and 400 without a phone or a name', async () => {
    expect((await get('contact.centre.operator', 'contact-information?phone=48512300401')).statusCode).toBe(
      200,
    );
    expect((await get('no.access', 'contact-information?phone=48512300401')).statusCode).toBe(403);
    expect((await get('operator', 'contact-information')).statusCode).toBe(400);
    expect((await get('operator', 'contact-information?phone=12ab')).statusCode).toBe(400);
    expect((await get('operator', 'contact-information?name=**')).statusCode).toBe(400);
  });

  it('looks a phone up from 8 digits, not from 7 (registers §5 "Phone lookups need at least 8 characters")', async () => {
    const seven = await get('operator', `contact-information?phone=${encodeURIComponent('+48 512 30')}`);
    expect(seven.statusCode).toBe(400);
    expect(seven.json().errors).toEqual({ 'querystring.phone': 'string.pattern.phone' });
    const eight = await get('operator', `contact-information?phone=${encodeURIComponent('+48 512 300')}`);
    expect(eight.statusCode, eight.body).toBe(200);
  });
});

describe('POST small-talk', () => {
  it('tells the clerk who a demo customer is and what they are sending', async () => {
    const before = await t.database.db.$count(auditLog);
    const response = await post('contact.centre.operator', 'small-talk', {
      phone: '48512300402',
      country: 'PL',
      clientType: 'Sender',
      source: 'ContactCentre',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SmallTalkAnswer>();
    expect(answer.cid).toEqual({ id: 'CID48512300402', name: 'Janusz Piotrowski' });
    expect(answer.shipments).toContainEqual(
      expect.objectContaining({ role: 'sender', status: 'ReadyToShip', recipientName: 'Helena Piotrowska' }),
    );
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });

  it('says where an accepted parcel is, for the recipient asking', async () => {
    const [parcel] = await kit.parcels(1, { at: divisions.waw.id, destination: otherPolish().id });
    const answer = (
      await post('operator', 'small-talk', { phone: '48501234567', country: 'PL', clientType: 'Recipient' })
    ).json<SmallTalkAnswer>();
    expect(answer.shipments.find((shipment) => shipment.id === parcel!.shipmentId)).toMatchObject({
      role: 'recipient',
      status: 'Accepted',
      currentDivision: { id: divisions.waw.id },
    });
  });

  it('refuses a country outside the small-talk list with its own code, and a bad phone with 400', async () => {
    const refused = await post('operator', 'small-talk', { phone: '48512300402', country: 'UA' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string }>().code).toBe('SMALL_TALK_COUNTRY_NOT_SUPPORTED');
    expect((await post('operator', 'small-talk', { phone: 'x', country: 'PL' })).statusCode).toBe(400);
    expect((await post('no.access', 'small-talk', { phone: '48512300402', country: 'PL' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST companies-crm', () => {
  it('registers a company by tin, then updates it, keeping what the second call leaves out; both audited', async () => {
    const created = await post('operator', 'companies-crm', {
      tin: 'PL5250001234',
      name: 'Lookup Trading Sp. z o.o.',
      countryCode: 'PL',
      manager: 'Ewa Nowak',
      phones: ['48221234567'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ tin: 'PL5250001234', manager: 'Ewa Nowak' });
    const updated = await post('operator', 'companies-crm', {
      tin: 'PL5250001234',
      name: 'Lookup Trading S.A.',
      countryCode: 'PL',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.tin, 'PL5250001234'));
    expect(row).toMatchObject({ name: 'Lookup Trading S.A.', manager: 'Ewa Nowak', phones: ['48221234567'] });
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, 'PL5250001234')));
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
  });

  it('refuses the contact centre (not a counter role), a bad tin and an unknown country', async () => {
    const body = { tin: 'PL5250009999', name: 'X', countryCode: 'PL' };
    expect((await post('contact.centre.operator', 'companies-crm', body)).statusCode).toBe(403);
    expect((await post('operator', 'companies-crm', { ...body, tin: 'a b' })).statusCode).toBe(400);
    expect((await post('operator', 'companies-crm', { ...body, countryCode: 'ZZ' })).statusCode).toBe(400);
  });
});

describe('available services by the conditions', () => {
  // A parcel weighs at most 10 kg (registers §9): the weights are the parcels' sum.
  const toGb = (...grams: number[]) =>
    draftOf({
      internationalShipping: true,
      recipient: partyOf({ name: 'John Smith', phone: '447700900123', countryCode: 'GB' }),
      parcels: grams.map((actualWeight) => parcelOf({ actualWeight })),
    });
  const byCode = (items: AvailableService[]) =>
    Object.fromEntries(items.map((item) => [item.serviceCode, item]));

  it('a 12 kg parcel to GB must have packaging and may have the SMS notice (demo conditions)', async () => {
    const response = await post(
      'operator',
      'v2/shipments/available-services/structure-checking',
      toGb(6_000, 6_000),
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = byCode(response.json<{ items: AvailableService[] }>().items);
    expect(items.Packaging).toEqual({
      serviceCode: 'Packaging',
      available: true,
      required: true,
      reason: 'Packaging for heavy parcels to GB',
      // 5.00 for each of the two parcels (the condition counts each seat).
      cost: '10.00',
    });
    expect(items.SmsNotification).toMatchObject({ available: true, required: false, cost: '1.00' });
    expect(items.Delivery).toMatchObject({ available: true, required: true });
  });

  it('over 30 kg a Blocking condition refuses every service with its message; a domestic draft has the price list', async () => {
    const heavy = byCode(
      (
        await post(
          'operator',
          'v2/shipments/available-services/structure-checking',
          toGb(9_000, 9_000, 9_000, 9_000),
        )
      ).json<{
        items: AvailableService[];
      }>().items,
    );
    expect(Object.values(heavy).every((item) => !item.available && item.reason !== null)).toBe(true);
    const domestic = byCode(
      (await post('operator', 'v2/shipments/available-services/structure-checking', draftOf())).json<{
        items: AvailableService[];
      }>().items,
    );
    expect(domestic.Packaging).toMatchObject({ available: true, required: false, reason: null });
  });

  it('checks a stored shipment by id; unknown → 404, not an id → 400', async () => {
    const shipment = await createShipment(toGb(6_000, 6_000));
    const response = await get('operator', `shipments/available-services/id-checking/${shipment.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(byCode(response.json<{ items: AvailableService[] }>().items).Packaging?.required).toBe(true);
    expect(
      (await get('operator', 'shipments/available-services/id-checking/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await get('operator', 'shipments/available-services/id-checking/nope')).statusCode).toBe(400);
    expect(
      (await post('no.access', 'v2/shipments/available-services/structure-checking', draftOf())).statusCode,
    ).toBe(403);
  });
});

describe('POST pricing/nomenclature-calculations', () => {
  it('prices goods from the price list and multiplies exactly (3 × 0.30 is 0.90)', async () => {
    const response = await post('operator', 'pricing/nomenclature-calculations', {
      countryCode: 'PL',
      services: [
        { serviceCode: 'XERO', amount: 3 },
        { serviceCode: 'BOX-M', amount: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: NomenclatureCalculationItem[] }>().items;
    expect(
      items.map(({ serviceCode, price, cost, currencyCode }) => ({ serviceCode, price, cost, currencyCode })),
    ).toEqual([
      { serviceCode: 'XERO', price: '0.30', cost: '0.90', currencyCode: 'PLN' },
      { serviceCode: 'BOX-M', price: '6.90', cost: '13.80', currencyCode: 'PLN' },
    ]);
  });

  it('an unknown item is 400, an unknown contract 404, the contact centre 403', async () => {
    const body = { countryCode: 'PL', services: [{ serviceCode: 'XERO', amount: 1 }] };
    expect(
      (
        await post('operator', 'pricing/nomenclature-calculations', {
          ...body,
          services: [{ serviceCode: 'NO-SUCH-ITEM', amount: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('operator', 'pricing/nomenclature-calculations', { ...body, contractNumber: 'NO-SUCH' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('contact.centre.operator', 'pricing/nomenclature-calculations', body)).statusCode,
    ).toBe(403);
  });
});

describe('GET barcode-placements', () => {
  it('says where each parcel goes from the caller’s division and since when it is there', async () => {
    const [onward] = await kit.parcels(1, { at: divisions.waw.id, destination: otherPolish().id });
    const response = await get(
      'operator',
      `barcode-placements?barcodes[]=${onward!.number}&barcodes[]=ZZZZ0000000000`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [known, unknown] = response.json<{ items: BarcodePlacement[] }>().items;
    expect(known).toMatchObject({
      barcode: onward!.number,
      found: true,
      nextDivision: { id: otherPolish().id },
    });
    expect(Date.parse(known!.firstScanDateTimeOnDivision ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(unknown).toEqual({
      barcode: 'ZZZZ0000000000',
      found: false,
      shipmentNumber: null,
      nextDivision: null,
      firstScanDateTimeOnDivision: null,
    });
  });

  it('refuses the contact centre and 400 without barcodes', async () => {
    expect(
      (await get('contact.centre.operator', 'barcode-placements?barcodes[]=ZZZZ0000000000')).statusCode,
    ).toBe(403);
    expect((await get('operator', 'barcode-placements')).statusCode).toBe(400);
  });
});

describe('the employee workplace', () => {
  it('counts what the division processed today: the demo’s accepted visit parcel, then one more', async () => {
    const before = (await get('operator', 'work-place/shipment-processed')).json<ShipmentsProcessed>();
    expect(before.division?.id).toBe(divisions.waw.id);
    expect(before.accepted).toBeGreaterThanOrEqual(1);
    await kit.parcels(1, { at: divisions.waw.id, destination: otherPolish().id });
    const after = (await get('operator', 'work-place/shipment-processed')).json<ShipmentsProcessed>();
    expect(after).toMatchObject({ accepted: before.accepted + 1, count: before.count + 1, day: before.day });
  });

  it('counts the shipments lying at the division: for issue here and going on', async () => {
    const before = (
      await get('operator', 'work-place/shipment-for-processed')
    ).json<ShipmentsForProcessing>();
    await kit.parcels(1, { at: divisions.waw.id, destination: divisions.waw.id });
    await kit.parcels(2, { at: divisions.waw.id, destination: otherPolish().id });
    const after = (await get('operator', 'work-place/shipment-for-processed')).json<ShipmentsForProcessing>();
    expect(after).toMatchObject({
      forIssue: before.forIssue + 1,
      outgoing: before.outgoing + 2,
      count: before.count + 3,
    });
  });

  it('scans parcels into the day’s stock-take registry, reused for the next scan', async () => {
    const [here] = await kit.parcels(1, { at: divisions.waw.id, destination: divisions.waw.id });
    const [elsewhere] = await kit.parcels(1, { at: otherPolish().id, destination: otherPolish().id });
    const first = await post('operator', 'work-place/scans', { barcode: here!.number.toLowerCase() });
    expect(first.statusCode, first.body).toBe(200);
    const scanned = first.json<WorkPlaceScanAnswer>();
    expect(scanned).toMatchObject({ result: 'expected', belongsHere: true, barcode: here!.number });
    const second = (
      await post('operator', 'work-place/scans', { barcode: elsewhere!.number })
    ).json<WorkPlaceScanAnswer>();
    expect(second).toMatchObject({ result: 'unexpected', belongsHere: false });
    expect(second.scanRegistry.id).toBe(scanned.scanRegistry.id);
    const again = (
      await post('operator', 'work-place/scans', { barcode: here!.number })
    ).json<WorkPlaceScanAnswer>();
    expect(again.result).toBe('alreadyScanned');
  });

  it('refuses the contact centre, and a barcode too short is 400', async () => {
    expect((await get('contact.centre.operator', 'work-place/shipment-processed')).statusCode).toBe(403);
    expect(
      (await post('contact.centre.operator', 'work-place/scans', { barcode: 'ABCD0000000001' })).statusCode,
    ).toBe(403);
    expect((await post('operator', 'work-place/scans', { barcode: 'AB' })).statusCode).toBe(400);
  });
});

describe('GET users/city-districts', () => {
  it('finds the demo pickup zone in the caller’s country only', async () => {
    const found = (await get('operator', 'users/city-districts?name=pickup')).json<{
      items: UserCityDistrict[];
    }>();
    expect(found.items).toContainEqual(
      expect.objectContaining({ name: 'WAW-1 pickup zone', countryCode: 'PL', type: 'pickup' }),
    );
    expect(found.items.length).toBeLessThanOrEqual(20);
    const kyiv = (await get('clerk.kyiv', 'users/city-districts?name=WAW-1')).json<{
      items: UserCityDistrict[];
    }>();
    expect(kyiv.items).toEqual([]);
  });

  it('400 on a name too long; 403 without the service', async () => {
    expect((await get('operator', `users/city-districts?name=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('no.access', 'users/city-districts?name=pickup')).statusCode).toBe(403);
  });
});
