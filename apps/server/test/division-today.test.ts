import type { WorkCalendarDay } from '@console/domain';
import { addDays, instantAt, isSameTimeZone } from '@console/domain';
import {
  AROUND_MIDNIGHT,
  type AroundMidnight,
  COUNTRY_OF_ZONE,
  caseName,
} from '@console/domain/testing/around-midnight';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { zoneOfCountry, zoneOfDivision, zoneOfUser } from '../src/features/countries/country-zone.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { checkArrivalDay } from '../src/features/pickups/pickup-service.ts';
import { productionCalendar } from '../src/features/production-calendar/production-calendar-table.ts';
import { validPromoCode } from '../src/features/shipments/shipment-promo.ts';
import { promoCodes, shipments } from '../src/features/shipments/shipments-tables.ts';
import { taskQueue } from '../src/features/tasks/task-queue.ts';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { findTimeInterval } from '../src/features/time-intervals/time-interval-find.ts';
import { timeIntervals } from '../src/features/time-intervals/time-intervals-table.ts';
import type { AuthUser } from '../src/http/permissions.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 30: every server site that decides "today" reads it on the clocks of the place concerned,
 * checked half an hour either side of midnight in Warsaw, Kyiv and Lisbon (winter and summer).
 * The clock is passed in where the site takes one, else Date alone is faked for the request.
 */
let t: TestApp;
/** A division of each test country, and a user of each role working in it per case. */
const divisionOf: Record<string, string> = {};
const LOGINS = { clerk: 'operator', broker: 'administrator.god' } as const;
const cases = AROUND_MIDNIGHT.map((moment) => [caseName(moment), moment] as const);

beforeAll(async () => {
  t = await createTestApp();
  for (const countryCode of Object.values(COUNTRY_OF_ZONE)) {
    const [row] = await t.database.db
      .insert(divisions)
      .values({
        number: `9930${countryCode}`,
        name: `Today test ${countryCode}`,
        divisionCategory: 'PostBranch',
        status: 'Working',
        countryCode,
        source: 'NPAX',
      })
      .returning({ id: divisions.id });
    divisionOf[countryCode] = row!.id;
  }
  // The test days are working days everywhere (the calendar's rows win), so the arrival check
  // turns on the day alone.
  const days = AROUND_MIDNIGHT.flatMap((moment) =>
    Array.from({ length: 17 }, (_, index) => addDays(moment.day, index - 1)),
  );
  for (const countryCode of Object.values(COUNTRY_OF_ZONE)) {
    await t.database.db
      .delete(productionCalendar)
      .where(and(eq(productionCalendar.countryCode, countryCode), inArray(productionCalendar.date, days)));
    await t.database.db
      .insert(productionCalendar)
      .values([...new Set(days)].map((date) => ({ countryCode, date, weekday: true, holiday: false })));
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

/** Puts the demo user to work in the case's country and answers them as the server sees them. */
async function userIn(login: string, moment: AroundMidnight): Promise<AuthUser> {
  const [row] = await t.database.db
    .update(users)
    .set({ divisionId: divisionOf[COUNTRY_OF_ZONE[moment.zone]]!, workingDivisionId: null })
    .where(eq(users.login, login))
    .returning({ id: users.id, login: users.login, groups: users.groups });
  return row!;
}

const countryOf = (moment: AroundMidnight) => COUNTRY_OF_ZONE[moment.zone];

/** Runs a request with Date (only) stopped at the case's instant. */
async function at<T>(moment: AroundMidnight, request: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: moment.instant });
  try {
    return await request();
  } finally {
    vi.useRealTimers();
  }
}

describe('the zone of a place', () => {
  it.each(cases)('country, division and user read the country’s zone: %s', async (_, moment) => {
    const db = t.database.db;
    expect(isSameTimeZone(await zoneOfCountry(db, countryOf(moment)), moment.zone)).toBe(true);
    expect(isSameTimeZone(await zoneOfDivision(db, divisionOf[countryOf(moment)]!), moment.zone)).toBe(true);
    const user = await userIn(LOGINS.clerk, moment);
    expect(isSameTimeZone(await zoneOfUser(db, user), moment.zone)).toBe(true);
  });
});

describe('today at every site, around midnight', () => {
  it.each(cases)('pickup: the courier may come today, not yesterday: %s', async (_, moment) => {
    const check = (from: Date) =>
      t.database.db.transaction((tx) =>
        checkArrivalDay(tx, countryOf(moment), from.toISOString(), moment.instant),
      );
    // 00:15 today is today, though UTC may still read yesterday.
    await expect(check(instantAt(moment.zone, moment.day, 15))).resolves.toBeUndefined();
    // 23:45 yesterday is past, though UTC may already read today.
    await expect(check(instantAt(moment.zone, addDays(moment.day, -1), 23 * 60 + 45))).rejects.toMatchObject({
      code: 'INVALID_COURIER_ARRIVAL_DATE',
    });
    // The last day is today + 14.
    await expect(check(instantAt(moment.zone, addDays(moment.day, 14), 10 * 60))).resolves.toBeUndefined();
    await expect(check(instantAt(moment.zone, addDays(moment.day, 15), 10 * 60))).rejects.toMatchObject({
      code: 'INVALID_COURIER_ARRIVAL_DATE',
    });
  });

  it.each(cases)('promo code: valid on the division’s today: %s', async (_, moment) => {
    const user = await userIn(LOGINS.clerk, moment);
    const suffix = `${countryOf(moment)}${moment.local.replace(/\D/g, '')}`;
    await t.database.db.insert(promoCodes).values([
      { code: `TODAY${suffix}`, discountPercent: 5, validFrom: moment.day, validTo: moment.day },
      { code: `ENDED${suffix}`, discountPercent: 5, validTo: addDays(moment.day, -1) },
    ]);
    await expect(
      validPromoCode(t.database.db, user, `TODAY${suffix}`, moment.instant),
    ).resolves.toMatchObject({
      code: `TODAY${suffix}`,
    });
    await expect(validPromoCode(t.database.db, user, `ENDED${suffix}`, moment.instant)).rejects.toMatchObject(
      {
        code: 'PROMO_CODE_INVALID',
      },
    );
  });

  it.each(cases)('time interval: the window of the division’s today: %s', async (_, moment) => {
    const countryCode = countryOf(moment);
    const divisionId = divisionOf[countryCode]!;
    await t.database.db.delete(timeIntervals).where(eq(timeIntervals.divisionId, divisionId));
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    await t.database.db.insert(timeIntervals).values({
      countryCode,
      divisionId,
      type: 'PickupDayToDay',
      ...Object.fromEntries(week.map((day) => [day, '09:00-18:00'])),
    });
    const found = await findTimeInterval(
      t.database.db,
      'PickupDayToDay',
      { countryCode, divisionId },
      moment.instant,
    );
    expect(found.day).toBe(moment.day);
  });

  it.each(cases)('task queue: the daily range is the division’s day: %s', async (_, moment) => {
    const user = await userIn(LOGINS.clerk, moment);
    const divisionId = divisionOf[countryOf(moment)]!;
    const tag = `${countryOf(moment)}-${moment.local}`;
    const midnight = instantAt(moment.zone, moment.day);
    await t.database.db.insert(tasks).values([
      {
        type: 'ClientAddress',
        divisionId,
        createdByUser: 'test',
        ownerDocumentNumber: `DAY ${tag}`,
        day: moment.day,
      },
      {
        type: 'ClientAddress',
        divisionId,
        createdByUser: 'test',
        ownerDocumentNumber: `YESTERDAY ${tag}`,
        day: addDays(moment.day, -1),
      },
      {
        type: 'ClientAddress',
        divisionId,
        createdByUser: 'test',
        ownerDocumentNumber: `CREATED ${tag}`,
        createdAt: midnight,
      },
      {
        type: 'ClientAddress',
        divisionId,
        createdByUser: 'test',
        ownerDocumentNumber: `CREATED BEFORE ${tag}`,
        createdAt: new Date(midnight.getTime() - 60_000),
      },
    ]);
    const numbers = (await taskQueue(t.database.db, user, moment.instant)).map(
      (task) => task.ownerDocumentNumber,
    );
    expect(numbers.filter((number) => number?.endsWith(tag)).sort()).toEqual([
      `CREATED ${tag}`,
      `DAY ${tag}`,
    ]);
  });

  it.each(cases)('exchange rate: today’s date of the country asked about: %s', async (_, moment) => {
    const token = await t.tokenOf(LOGINS.clerk);
    const response = await at(moment, () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/exchange-rates/conversion?currencyCode=EUR&amount=10&countryCode=${countryOf(moment)}&convertedCurrencies[]=EUR`,
        headers: bearer(token),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ date: string }>().date).toBe(moment.day);
  });

  it.each(cases)('work calendar: starts on the country’s today: %s', async (_, moment) => {
    const token = await t.tokenOf(LOGINS.clerk);
    const response = await at(moment, () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/work-calendar?countryCode=${countryOf(moment)}`,
        headers: bearer(token),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ dateFrom: string; items: WorkCalendarDay[] }>();
    expect(body.dateFrom).toBe(moment.day);
    expect(body.items[0]?.date).toBe(moment.day);
  });

  it.each(cases)('customs export: the file is named after the caller’s today: %s', async (_, moment) => {
    await userIn(LOGINS.broker, moment);
    const token = await t.tokenOf(LOGINS.broker);
    const [shipment] = await t.database.db.select({ id: shipments.id }).from(shipments).limit(1);
    const response = await at(moment, () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/shipments/customs/export?ids[]=${shipment!.id}`,
        headers: bearer(token),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename=customs-${moment.day}.csv`);
  });
});

describe('GET work-calendar: public holidays where no row says otherwise', () => {
  const calendar = async (from: string, to: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/work-calendar?countryCode=PL&dateFrom=${from}&dateTo=${to}`,
      headers: bearer(await t.tokenOf(LOGINS.clerk)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Map(response.json<{ items: WorkCalendarDay[] }>().items.map((day) => [day.date, day]));
  };
  const rowsOf = (dates: string[]) =>
    and(eq(productionCalendar.countryCode, 'PL'), inArray(productionCalendar.date, dates));

  it('marks 25 December and 3 May off in Poland without a row, and a row wins', async () => {
    await t.database.db.delete(productionCalendar).where(rowsOf(['2026-12-24', '2026-12-25', '2026-05-03']));
    let days = await calendar('2026-12-21', '2026-12-27');
    expect(days.get('2026-12-25')).toEqual({
      date: '2026-12-25',
      weekday: true,
      holiday: true,
      working: false,
    });
    expect(days.get('2026-12-22')?.working).toBe(true);
    expect((await calendar('2026-05-01', '2026-05-04')).get('2026-05-03')).toMatchObject({
      holiday: true,
      working: false,
    });
    // The operator works on Christmas Day this year: its row says so.
    await t.database.db
      .insert(productionCalendar)
      .values({ countryCode: 'PL', date: '2026-12-25', weekday: true, holiday: false });
    days = await calendar('2026-12-21', '2026-12-27');
    expect(days.get('2026-12-25')).toEqual({
      date: '2026-12-25',
      weekday: true,
      holiday: false,
      working: true,
    });
  });
});
