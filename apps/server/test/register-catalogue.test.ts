import { MESSAGES, productionCalendarLatestDate, todayIn } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
async function call(login: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Row) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(await t.tokenOf(login)),
    ...(payload ? { payload } : {}),
  });
}
const items = async (url: string) => {
  const response = await call('operator', 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Row[]; total: number }>().items;
};

describe('settlement postal codes', () => {
  it('lists, adds and removes the rows of the postal codes tab', async () => {
    const [warszawa] = await items('settlements?name=Warszawa');
    const rows = await items(`settlements/${warszawa!.id}/post-codes`);
    expect(rows).toHaveLength(2);
    expect(warszawa!.postCode).toMatch(/^\d{2}-\d{3}-\d{2}-\d{3}$/);

    const added = await call('address.system.admin', 'POST', `settlements/${warszawa!.id}/post-codes`, {
      postCode: '00-950',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ number: 3, postCode: '00-950' });
    expect(await items('settlements?postCodes[]=00-950')).toEqual([
      expect.objectContaining({ id: warszawa!.id }),
    ]);
    expect(await items('postal_codes?postCode=00-95&countryCode=pl')).toEqual([
      expect.objectContaining({ postCode: '00-950', settlementName: 'Warszawa' }),
    ]);

    const refused = await call('operator', 'POST', `settlements/${warszawa!.id}/post-codes`, {
      postCode: '00-951',
    });
    expect(refused.statusCode).toBe(403);
    const empty = await call('address.system.admin', 'POST', `settlements/${warszawa!.id}/post-codes`, {
      postCode: '',
    });
    expect(empty.json().errors).toEqual({ postCode: 'string.empty' });

    const removed = await call(
      'address.system.admin',
      'DELETE',
      `settlements/${warszawa!.id}/post-codes/${added.json().id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await items(`settlements/${warszawa!.id}/post-codes`)).toHaveLength(2);
    const history = await call('address.system.admin', 'GET', `settlements/${warszawa!.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ items: Row[] }>().items.map((entry) => entry.action)).toEqual([
      'remove-post-code',
      'add-post-code',
    ]);
  });
});

describe('division parts', () => {
  it('saves the parts tab as a whole, reads it sorted by code and type, marks removed rows', async () => {
    const [division] = await items('divisions?limit=1');
    const url = `divisions/${division!.id}/parts`;
    const saved = await call('division.part.admin', 'PUT', url, {
      parts: [
        { code: 'B-02', type: 'part' },
        { code: 'A-01', type: 'address_storage' },
        { code: 'A-01', type: 'part' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const parts = saved.json<{ items: Row[] }>().items;
    expect(parts.map((part) => `${part.code}/${part.type}`)).toEqual([
      'A-01/address_storage',
      'A-01/part',
      'B-02/part',
    ]);

    const kept = parts
      .filter((part) => part.code === 'A-01')
      .map(({ id, code, type }) => ({ id, code, type }));
    const again = await call('administrator.god', 'PUT', url, { parts: kept });
    const after = again.json<{ items: Row[] }>().items;
    expect(after.find((part) => part.code === 'B-02')?.deletedAt).toEqual(expect.any(String));

    const [first] = after;
    const removed = await call('division.part.admin', 'DELETE', `parts/${first!.id}`);
    expect(removed.json().deletedAt).toEqual(expect.any(String));

    expect((await call('service.desk', 'PUT', url, { parts: [] })).statusCode).toBe(403);
    expect((await call('service.desk', 'DELETE', `parts/${first!.id}`)).statusCode).toBe(403);
    const short = await call('administrator.god', 'PUT', url, { parts: [{ code: 'AB', type: 'part' }] });
    expect(short.json().errors).toEqual({ 'parts.0.code': 'string.min' });
    const foreign = await call('administrator.god', 'PUT', url, {
      parts: [{ id: '00000000-0000-4000-8000-000000000000', code: 'ABC', type: 'part' }],
    });
    expect(foreign.json().errors).toEqual({ 'parts.0.id': 'any.invalid' });
    // The console's parts tab shows removed rows struck through with their date, so reads keep them.
    const read = (await call('operator', 'GET', url)).json<{ items: Row[] }>().items;
    expect(read.map((part) => [part.code, part.type, part.deletedAt !== null])).toEqual([
      ['A-01', 'address_storage', true],
      ['A-01', 'part', false],
      ['B-02', 'part', true],
    ]);
    expect(read.every((part) => typeof part.createdAt === 'string')).toBe(true);
  });

  it('lets only administrator-god edit a division, and nobody create one', async () => {
    const [division] = await items('divisions?limit=1');
    const denied = await call('division.part.admin', 'PATCH' as 'PUT', `divisions/${division!.id}`, {
      name: 'X',
    });
    expect(denied.statusCode).toBe(403);
    const created = await call('administrator.god', 'POST', 'divisions', { ...division });
    expect(created.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.resourceForbidden });
  });
});

describe('city districts', () => {
  it('lists a country’s districts with polygons and finds the districts holding a point', async () => {
    const districts = await items('countries/pl/list-city-districts');
    expect(districts.length).toBeGreaterThanOrEqual(4 * 10);
    expect(districts[0]!.polygon).toMatchObject({ type: 'Polygon' });
    const here = await items('city_districts?latitude=52.23&longitude=21.01&countryCodes[]=PL&limit=100');
    // The demo's pickup zone (geozoning of pickups) covers the centre too.
    expect(here.map((district) => district.name).sort()).toEqual([
      'WAW-1 pickup zone',
      'Warszawa Centre',
      'Warszawa Pickup zone',
    ]);
    const heavy = await items('city_districts?latitude=52.23&longitude=21.01&weight=50000&limit=100');
    expect(heavy.map((district) => district.name)).toEqual(['Warszawa Centre']);
    expect((await call('operator', 'GET', 'countries/QQ/list-city-districts')).statusCode).toBe(404);
  });

  it('refuses an open ring and a weight range upside down', async () => {
    const open = await call('administrator.god', 'POST', 'city_districts', {
      name: 'Open',
      countryCode: 'PL',
      type: 'delivery',
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [21, 52],
            [21.1, 52],
            [21.1, 52.1],
            [21, 52.2],
          ],
        ],
      },
    });
    expect(open.json().errors).toEqual({ 'polygon.coordinates.0': 'any.invalid' });
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [21, 52],
          [21.1, 52],
          [21.1, 52.1],
          [21, 52],
        ],
      ],
    };
    const upside = await call('administrator.god', 'POST', 'city_districts', {
      name: 'Upside down',
      countryCode: 'PL',
      type: 'delivery',
      polygon: square,
      weightFrom: 10,
      weightTo: 1,
    });
    expect(upside.json().errors).toEqual({ weightTo: 'number.min' });
  });
});

describe('catalogue calls', () => {
  it('offers the live cargo categories of a country by priority', async () => {
    const categories = await items('available-cargo-categories?countryCode=pl');
    expect(categories.map((category) => category.priority)).toEqual([1, 2, 3, 4, 5]);
    expect(categories.every((category) => category.countryCode === 'PL')).toBe(true);
  });

  it('converts an amount at the latest rate on or before the date', async () => {
    const response = await call(
      'operator',
      'GET',
      'exchange-rates/conversion?currencyCode=PLN&amount=425&convertedCurrencies[]=EUR&convertedCurrencies[]=UAH',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().conversions).toEqual([
      { currencyCode: 'EUR', rate: 0.235294, amount: 100 },
      { currencyCode: 'UAH', rate: 10.611765, amount: 4510 },
    ]);
    const main = await call(
      'operator',
      'GET',
      'exchange-rates/conversion?currencyCode=EUR&amount=10&countryCode=UA&onlyMainCurrency=true',
    );
    expect(main.json().conversions).toEqual([{ currencyCode: 'UAH', rate: 45.1, amount: 451 }]);
    const old = await call(
      'operator',
      'GET',
      'exchange-rates/conversion?currencyCode=PLN&amount=1&date=2000-01-01',
    );
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('EXCHANGE_RATE_NOT_FOUND');
    const bad = await call('operator', 'GET', 'exchange-rates/conversion?currencyCode=PLN&amount=-1');
    expect(bad.json().errors).toEqual({ 'querystring.amount': 'number.min' });
  });

  it('tells mobile from fixed numbers', async () => {
    const mobile = await call('operator', 'POST', 'phone-number-type', {
      number: '501 234 567',
      countryCode: 'PL',
    });
    expect(mobile.json()).toMatchObject({ type: 'mobile', isMobile: true, e164: '+48501234567' });
    const fixed = await call('operator', 'GET', 'v2/phone-number-type?number=%2B48221234567');
    expect(fixed.json()).toMatchObject({ type: 'fixed', isMobile: false });
    const invalid = await call('operator', 'GET', 'v2/phone-number-type?number=123&countryCode=UA');
    expect(invalid.json()).toMatchObject({ type: 'invalid', isMobile: false });
    const kyiv = await call('operator', 'GET', 'v2/phone-number-type?number=0671234567&countryCode=ua');
    expect(kyiv.json()).toMatchObject({ type: 'mobile', e164: '+380671234567' });
  });
});

describe('production calendar and work calendar', () => {
  it('refuses a date filter beyond about three months plus one day', async () => {
    const latest = productionCalendarLatestDate();
    expect((await call('operator', 'GET', `production_calendar?dateTo=${latest}`)).statusCode).toBe(200);
    const next = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const refused = await call('operator', 'GET', `production_calendar?dateFrom=${next}`);
    expect(refused.json().errors).toEqual({ 'querystring.dateFrom': 'date.max' });
  });

  it('filters by a single day (registers §2.3), the range still answering', async () => {
    const [first] = await items('production_calendar?countryCodes[]=PL&limit=1');
    const day = first!.date as string;
    const one = await items(`production_calendar?countryCodes[]=PL&date=${day}`);
    expect(one.map((row) => row.date)).toEqual([day]);
    // A date with a time is the day it falls on, as the other date filters read it.
    const timed = await items(`production_calendar?countryCodes[]=PL&date=${day}T10:00:00`);
    expect(timed.map((row) => row.date)).toEqual([day]);
    const ranged = await items(`production_calendar?countryCodes[]=PL&dateFrom=${day}&dateTo=${day}`);
    expect(ranged.map((row) => row.date)).toEqual([day]);
    const bad = await call('operator', 'GET', 'production_calendar?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'querystring.date': 'date.base' });
  });

  it('lets administrator-god and service desk edit weekday and holiday only', async () => {
    const [day] = await items('production_calendar?countryCodes[]=PL&limit=1');
    const edited = await call('service.desk', 'PUT', `production_calendar/${day!.id}`, {
      weekday: true,
      holiday: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await call('service.desk', 'PUT', `production_calendar/${day!.id}`, {
      date: '2020-01-01',
      weekday: true,
      holiday: true,
    });
    expect(moved.json().errors).toEqual({ date: 'object.unknown' });
    expect((await call('administrator.god', 'DELETE', `production_calendar/${day!.id}`)).statusCode).toBe(
      403,
    );
  });

  it('answers 15 days from today by default, with public holidays', async () => {
    const response = await call('operator', 'GET', 'work-calendar?countryCode=PL');
    const calendar = response.json<{ items: { date: string; working: boolean }[] }>();
    expect(calendar.items).toHaveLength(15);
    // Today on Poland's clocks, not the UTC date: they differ for an hour or two before midnight UTC.
    expect(calendar.items[0]!.date).toBe(todayIn('Europe/Warsaw'));
    const year = new Date().getUTCFullYear();
    const christmas = await call(
      'operator',
      'GET',
      `work-calendar?countryCode=PL&dateFrom=${year}-12-24&dateTo=${year}-12-27`,
    );
    expect(christmas.json().items.map((day: { working: boolean }) => day.working)).toEqual(
      [`${year}-12-24`, `${year}-12-25`, `${year}-12-26`, `${year}-12-27`].map((date) => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        return date === `${year}-12-24` && year >= 2025
          ? false
          : !['25', '26'].includes(date.slice(8)) && weekday >= 1 && weekday <= 5;
      }),
    );
  });

  it('falls back to generated weekdays where the calendar has no rows', async () => {
    const response = await call(
      'operator',
      'GET',
      'work-calendar?countryCode=FR&dateFrom=2030-01-05&dateTo=2030-01-08',
    );
    expect(response.json().items).toEqual([
      { date: '2030-01-05', weekday: false, holiday: false, working: false },
      { date: '2030-01-06', weekday: false, holiday: false, working: false },
      { date: '2030-01-07', weekday: true, holiday: false, working: true },
      { date: '2030-01-08', weekday: true, holiday: false, working: true },
    ]);
    const upside = await call(
      'operator',
      'GET',
      'work-calendar?countryCode=PL&dateFrom=2030-01-08&dateTo=2030-01-05',
    );
    expect(upside.json().errors).toEqual({ 'querystring.dateTo': 'date.min' });
  });
});
