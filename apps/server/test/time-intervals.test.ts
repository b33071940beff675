import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

/** The next Monday (a day with a window in the demo intervals). */
function nextMonday(): string {
  let day = new Date();
  do day = new Date(day.getTime() + 86_400_000);
  while (day.getUTCDay() !== 1);
  return day.toISOString().slice(0, 10);
}

describe('time intervals register', () => {
  it('finds intervals by the city district chosen in divisionIds (registers §2.3), and by division still', async () => {
    const districts = await kit.ok<{ items: { id: string }[] }>(
      'operator',
      'GET',
      'city_districts?countryCodes[]=PL&limit=1',
    );
    const district = districts.items[0]!.id;
    const created = await kit.ok<{ id: string }>(
      'address.delivery.admin',
      'POST',
      'time-intervals',
      { countryCode: 'PL', type: 'Delivery', cityDistrictId: district, monday: '09:00-17:00' },
      201,
    );
    const found = await kit.ok<{ items: { id: string }[] }>(
      'operator',
      'GET',
      `time-intervals?divisionIds[]=${district}&limit=50`,
    );
    expect(found.items.map((item) => item.id)).toContain(created.id);
    const other = await kit.ok<{ items: { id: string }[] }>(
      'operator',
      'GET',
      `time-intervals?divisionIds[]=${crypto.randomUUID()}`,
    );
    expect(other.items).toEqual([]);
  });

  it('is created and edited by the route planners only (platform §6)', async () => {
    const body = {
      countryCode: 'PL',
      type: 'PickupSameDay',
      deliveryPartner: 'GLS',
      monday: '08:00-12:00',
      tuesday: 'ALL_DAY',
    };
    await kit.refused('contact.centre.operator', 'POST', 'time-intervals', body, 'FORBIDDEN', 403);
    await kit.refused('operator', 'POST', 'time-intervals', body, 'FORBIDDEN', 403);
    const created = await kit.ok<{ id: string; monday: string }>(
      'address.delivery.admin',
      'POST',
      'time-intervals',
      body,
      201,
    );
    expect(created.monday).toBe('08:00-12:00');
    const bad = await kit.call('address.delivery.admin', 'PUT', `time-intervals/${created.id}`, {
      ...body,
      monday: '12:00-08:00',
    });
    expect(bad.statusCode).toBe(400);
    const badFormat = await kit.call('service.desk', 'POST', 'time-intervals', { ...body, friday: '8-12' });
    expect(badFormat.statusCode).toBe(400);
  });

  it('lists by partner (own couriers), type and active days, not deleted by default in the console', async () => {
    const own = await kit.ok<{ items: { deliveryPartner: string | null }[] }>(
      'operator',
      'GET',
      'time-intervals?deliveryPartners[]=own&deletionMark=false',
    );
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((item) => item.deliveryPartner === null)).toBe(true);
    const saturdays = await kit.ok<{ items: { saturday: string | null }[] }>(
      'operator',
      'GET',
      'time-intervals?activeDays[]=saturday',
    );
    expect(saturdays.items.every((item) => item.saturday !== null)).toBe(true);
  });
});

describe('time-intervals/find', () => {
  it("answers the division's window of the day for a Warsaw point", async () => {
    const found = await kit.ok<{ window: string; from: string; to: string; day: string }>(
      'contact.centre.operator',
      'POST',
      'time-intervals/find?type=PickupDayToDay',
      { countryCode: 'pl', latitude: 52.23, longitude: 21.01, date: nextMonday() },
    );
    expect(found).toMatchObject({ window: '09:00-18:00', from: '09:00', to: '18:00' });
  });

  it('reads the next day for PickupNextDay and gives ALL_DAY as the whole day', async () => {
    const sunday = new Date(Date.parse(`${nextMonday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const found = await kit.ok<{ day: string; from: string; to: string }>(
      'operator',
      'POST',
      'time-intervals/find?type=PickupNextDay',
      {
        countryCode: 'PL',
        date: sunday,
      },
    );
    expect(found).toMatchObject({ day: nextMonday(), from: '00:00', to: '23:59' });
  });

  it('is 404 where no interval is set and 400 for an unknown type', async () => {
    await kit.refused(
      'operator',
      'POST',
      'time-intervals/find?type=PickupDayToDay',
      { countryCode: 'FR' },
      'NOT_FOUND',
      404,
    );
    const bad = await kit.call('operator', 'POST', 'time-intervals/find?type=Weekly', { countryCode: 'PL' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('delivery partners', () => {
  it('lists partner branches by geozoning for the carriers of the country', async () => {
    const { items } = await kit.ok<{ items: { carrier: string; number: string }[] }>(
      'operator',
      'GET',
      'delivery-partners/list-by-geozoning?countryCode=PL&lat=52.23&lng=21.01&weight=2',
    );
    expect(items.length).toBeLessThanOrEqual(20);
    const numbers = items.map((item) => item.number);
    // AlzaBox is added to Poland's offering (registers §9); Packeta is not a Polish partner.
    expect(numbers).toEqual(expect.arrayContaining(['WAW01M', 'PL10293847', 'PLALZ0001']));
    expect(numbers).not.toContain('PLPKT0001');
    expect(numbers).not.toContain('DE40012345');
    const bad = await kit.call(
      'operator',
      'GET',
      'delivery-partners/list-by-geozoning?countryCode=PL&lat=95&lng=21',
    );
    expect(bad.statusCode).toBe(400);
  });

  it("keeps a shipment's first-mile partner records, one main", async () => {
    const shipment = await kit.toSend();
    const first = await kit.ok<{ id: string; type: string }>(
      'operator',
      'POST',
      `shipments/${shipment.id}/delivery-partners`,
      {
        name: 'DPD',
        number: '12345678',
        main: true,
      },
      201,
    );
    expect(first.type).toBe('FirstMile');
    await kit.ok(
      'operator',
      'POST',
      `shipments/${shipment.id}/delivery-partners`,
      { name: 'GLS', number: '87654321', main: true, parcelNumber: 'GLS1' },
      201,
    );
    const { items } = await kit.ok<{ items: { name: string; main: boolean }[] }>(
      'operator',
      'GET',
      `shipment-delivery-partners?shipmentIds[]=${shipment.id}`,
    );
    expect(items.filter((item) => item.main).map((item) => item.name)).toEqual(['GLS']);
    const empty = await kit.call('operator', 'POST', `shipments/${shipment.id}/delivery-partners`, {
      name: 'DPD',
      number: ' ',
    });
    expect(empty.statusCode).toBe(400);
    await kit.ok('operator', 'DELETE', `shipment-delivery-partners/${first.id}`);
    await kit.refused(
      'operator',
      'DELETE',
      `shipment-delivery-partners/${first.id}`,
      undefined,
      'NOT_FOUND',
      404,
    );
  });
});
