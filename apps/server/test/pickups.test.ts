import { addDays, type Pickup, type PickupExecutor, todayIn, type Weekday, weekdayOf } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { pickups } from '../src/features/pickups/pickups-tables.ts';
import { productionCalendar } from '../src/features/production-calendar/production-calendar-table.ts';
import { demoUserSpecs, NO_ACCESS_LOGIN } from '../src/seed/demo-users.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

const CCO = 'contact.centre.operator';
const DISPATCH = 'dispatch.manager';

/**
 * Poland's today: the service reads the arrival day on the country's clocks (Europe/Warsaw), so the
 * tests count from the same day, not from UTC's (which is a day behind from 23:00 or 22:00 UTC).
 */
const warsawToday = () => todayIn('Europe/Warsaw');
const weekend = (weekday: Weekday) => weekday === 'saturday' || weekday === 'sunday';

/** The next working day after Poland's today (Monday to Friday). */
function nextWorkingDay(): string {
  let day = addDays(warsawToday(), 1);
  while (weekend(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

function createBody(overrides: Record<string, unknown> = {}) {
  const day = nextWorkingDay();
  return {
    contact: { fullName: 'Anna Maria Nowak', phone: '48601222333', email: 'anna@example.com' },
    address: { string: 'Marszałkowska 1, Warszawa', latitude: 52.2297, longitude: 21.0122 },
    addressParts: { street: 'Marszałkowska', building: '1', city: 'Warszawa' },
    countryCode: 'PL',
    divisionId,
    pickedTimeFrom: `${day}T09:00:00.000000Z`,
    pickedTimeTo: `${day}T12:00:00.000000Z`,
    ...overrides,
  };
}

const create = (login = CCO, overrides: Record<string, unknown> = {}) =>
  kit.ok<Pickup>(login, 'POST', 'pickups', createBody(overrides), 201);

async function created(login = CCO): Promise<Pickup> {
  const draft = await create(login);
  return kit.ok<Pickup>(login, 'PUT', `pickups/${draft.id}/status`, {
    status: 'Created',
    lockVersion: draft.lockVersion,
  });
}

describe('pickup creation', () => {
  it('creates a Draft pickup numbered PU + country + ten digits, with its history', async () => {
    const pickup = await create();
    expect(pickup.status).toBe('Draft');
    expect(pickup.number).toMatch(/^PUPL\d{10}$/);
    expect(pickup.createdByUser).toBe(CCO);
    expect(pickup.lockVersion).toBe(1);
    expect(pickup.statuses.map((entry) => entry.status)).toEqual(['Draft']);
    expect(pickup.divisionId).toBe(divisionId);
  });

  it('refuses a contact name against the spec rules with the rule it breaks, nothing written', async () => {
    const before = (await t.database.db.select().from(pickups)).length;
    for (const [fullName, problem] of [
      ['Anna', 'words'],
      ['Anna 2Nowak', 'symbols'],
      ['Anna Anna Anna', 'repeated'],
      ['A B', 'word_length'],
      ['a b c d e f', 'words'],
    ]) {
      const response = await kit.call(
        CCO,
        'POST',
        'pickups',
        createBody({ contact: { fullName, phone: '48601222333' } }),
      );
      expect(response.statusCode, fullName).toBe(400);
      // The key the console translates (backend namespace), not a generic "invalid value".
      expect(response.json<{ errors: Record<string, string> }>().errors, fullName).toEqual({
        'contact.fullName': `pickup_name.${problem}`,
      });
    }
    expect((await t.database.db.select().from(pickups)).length).toBe(before);
  });

  it('refuses an arrival day outside today + 15 days or on a holiday (INVALID_COURIER_ARRIVAL_DATE)', async () => {
    const far = addDays(warsawToday(), 20);
    await kit.refused(
      CCO,
      'POST',
      'pickups',
      createBody({ pickedTimeFrom: `${far}T09:00:00.000Z`, pickedTimeTo: `${far}T10:00:00.000Z` }),
      'INVALID_COURIER_ARRIVAL_DATE',
    );
    const day = nextWorkingDay();
    await t.database.db
      .insert(productionCalendar)
      .values({ countryCode: 'PL', date: day, weekday: true, holiday: true })
      .onConflictDoUpdate({
        target: [productionCalendar.countryCode, productionCalendar.date],
        set: { holiday: true },
      });
    await kit.refused(CCO, 'POST', 'pickups', createBody(), 'INVALID_COURIER_ARRIVAL_DATE');
    await t.database.db
      .update(productionCalendar)
      .set({ holiday: false })
      .where(eq(productionCalendar.date, day));
  });

  it('refuses the arrival time without Z or with the end before the start', async () => {
    const day = nextWorkingDay();
    const noZone = await kit.call(
      CCO,
      'POST',
      'pickups',
      createBody({ pickedTimeFrom: `${day}T09:00:00`, pickedTimeTo: `${day}T10:00:00` }),
    );
    expect(noZone.statusCode).toBe(400);
    const reversed = await kit.call(
      CCO,
      'POST',
      'pickups',
      createBody({ pickedTimeFrom: `${day}T11:00:00Z`, pickedTimeTo: `${day}T10:00:00Z` }),
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('geozones the division when none is given', async () => {
    const pickup = await create(CCO, { divisionId: undefined });
    expect(pickup.divisionId).not.toBeNull();
  });
});

describe('pickup status and deletion', () => {
  it('moves Draft → Created with lockVersion; a stale lockVersion is 409', async () => {
    const draft = await create();
    const createdPickup = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${draft.id}/status`, {
      status: 'Created',
      note: 'client confirmed',
      lockVersion: 1,
    });
    expect(createdPickup.lockVersion).toBe(2);
    expect(createdPickup.statuses.at(-1)).toMatchObject({
      status: 'Created',
      note: 'client confirmed',
      user: CCO,
    });
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${draft.id}/status`,
      { status: 'ClientCanceled', lockVersion: 1 },
      'CONFLICT',
      409,
    );
  });

  it('refuses a move the status does not allow', async () => {
    const pickup = await created();
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${pickup.id}/status`,
      { status: 'Done', lockVersion: pickup.lockVersion },
      'PICKUP_STATUS',
    );
  });

  it('states the status again with a note, as an arrival change does (registers §4), never without one', async () => {
    const pickup = await created();
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${pickup.id}/status`,
      { status: pickup.status, lockVersion: pickup.lockVersion },
      'PICKUP_STATUS',
    );
    const noted = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${pickup.id}/status`, {
      status: pickup.status,
      note: 'Courier arrival changed to 2026-12-01 13:00–15:30',
      lockVersion: pickup.lockVersion,
    });
    expect(noted.status).toBe(pickup.status);
    expect(noted.lockVersion).toBe(pickup.lockVersion + 1);
    expect(noted.statuses.at(-1)).toMatchObject({
      status: pickup.status,
      note: 'Courier arrival changed to 2026-12-01 13:00–15:30',
    });
    expect(noted.statuses).toHaveLength(pickup.statuses.length + 1);
  });

  it('deletes only a non-deleted Draft', async () => {
    const draft = await create();
    const deleted = await kit.ok<Pickup>(CCO, 'DELETE', `pickups/${draft.id}`);
    expect(deleted.status).toBe('Deleted');
    expect(deleted.deletedAt).not.toBeNull();
    await kit.refused(CCO, 'DELETE', `pickups/${draft.id}`, undefined, 'PICKUP_STATUS');
    const pickup = await created();
    await kit.refused(CCO, 'DELETE', `pickups/${pickup.id}`, undefined, 'PICKUP_STATUS');
  });

  it('updates contact, note and arrival time with lockVersion', async () => {
    const draft = await create();
    const updated = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${draft.id}`, {
      note: 'Second floor',
      contact: { fullName: 'Jan Kowalski', phone: '48601999888' },
      lockVersion: 1,
    });
    expect(updated).toMatchObject({ note: 'Second floor', fullName: 'Jan Kowalski', lockVersion: 2 });
    await kit.refused(CCO, 'PUT', `pickups/${draft.id}`, { note: 'x', lockVersion: 1 }, 'CONFLICT', 409);
  });
});

describe('editing the contact and arrival time (PUT pickups/{id}, registers §5 "Pickup contact")', () => {
  /** The first day from Poland's today + `from` days on which `test` holds. */
  function dayWhere(from: number, test: (weekday: Weekday) => boolean): string {
    let day = addDays(warsawToday(), from);
    while (!test(weekdayOf(day))) day = addDays(day, 1);
    return day;
  }
  const at = (day: string, time: string) => `${day}T${time}:00.000000Z`;
  const edit = (pickup: Pickup, day: string) => ({
    contact: { fullName: 'Jan Maria Kowalski', phone: '48601999888', email: 'jan@example.com' },
    pickedTimeFrom: at(day, '13:00'),
    pickedTimeTo: at(day, '15:30'),
    lockVersion: pickup.lockVersion,
  });

  it('changes contact and time of a Created pickup, raising lockVersion; a stale lockVersion is 409 and writes nothing', async () => {
    const pickup = await created();
    const day = nextWorkingDay();
    const changed = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${pickup.id}`, edit(pickup, day));
    expect(changed).toMatchObject({
      fullName: 'Jan Maria Kowalski',
      phone: '48601999888',
      email: 'jan@example.com',
      status: 'Created',
      lockVersion: pickup.lockVersion + 1,
    });
    expect(Date.parse(changed.pickedTimeFrom!)).toBe(Date.parse(at(day, '13:00')));
    expect(Date.parse(changed.pickedTimeTo!)).toBe(Date.parse(at(day, '15:30')));
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${pickup.id}`,
      { ...edit(pickup, day), contact: { fullName: 'Ewa Nowak', phone: '48601000111' } },
      'CONFLICT',
      409,
    );
    const after = await kit.ok<Pickup>(CCO, 'GET', `pickups/${pickup.id}`);
    expect(after).toMatchObject({ fullName: 'Jan Maria Kowalski', lockVersion: changed.lockVersion });
  });

  it('refuses a name against the spec rules (400 on contact.fullName), nothing written', async () => {
    const pickup = await created();
    const response = await kit.call(CCO, 'PUT', `pickups/${pickup.id}`, {
      contact: { fullName: 'Jan Jan Jan', phone: '48601999888' },
      lockVersion: pickup.lockVersion,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual([
      'contact.fullName',
    ]);
    expect((await kit.ok<Pickup>(CCO, 'GET', `pickups/${pickup.id}`)).lockVersion).toBe(pickup.lockVersion);
  });

  it('refuses a day in the past, at today + 15, on a weekend or on a holiday (INVALID_COURIER_ARRIVAL_DATE)', async () => {
    const pickup = await created();
    const refusedDays = [addDays(warsawToday(), -1), addDays(warsawToday(), 15), dayWhere(1, weekend)];
    for (const day of refusedDays) {
      await kit.refused(
        CCO,
        'PUT',
        `pickups/${pickup.id}`,
        edit(pickup, day),
        'INVALID_COURIER_ARRIVAL_DATE',
      );
    }
    const holiday = dayWhere(1, (weekday) => !weekend(weekday));
    await t.database.db
      .insert(productionCalendar)
      .values({ countryCode: 'PL', date: holiday, weekday: true, holiday: true })
      .onConflictDoUpdate({
        target: [productionCalendar.countryCode, productionCalendar.date],
        set: { holiday: true },
      });
    try {
      await kit.refused(
        CCO,
        'PUT',
        `pickups/${pickup.id}`,
        edit(pickup, holiday),
        'INVALID_COURIER_ARRIVAL_DATE',
      );
    } finally {
      await t.database.db
        .update(productionCalendar)
        .set({ holiday: false })
        .where(eq(productionCalendar.date, holiday));
    }
    const unchanged = await kit.ok<Pickup>(CCO, 'GET', `pickups/${pickup.id}`);
    expect(unchanged.lockVersion).toBe(pickup.lockVersion);
  });

  it('edits only until the courier has the goods: a collected, finished or deleted pickup is refused (PICKUP_STATUS)', async () => {
    const day = nextWorkingDay();
    for (const status of ['ReceivedByCourier', 'NeedPay', 'Done', 'ClientCanceled'] as const) {
      const pickup = await created();
      await t.database.db.update(pickups).set({ status }).where(eq(pickups.id, pickup.id));
      await kit.refused(CCO, 'PUT', `pickups/${pickup.id}`, edit(pickup, day), 'PICKUP_STATUS');
    }
    // The note of a collected pickup may still change.
    const collected = await created();
    await t.database.db
      .update(pickups)
      .set({ status: 'ReceivedByCourier' })
      .where(eq(pickups.id, collected.id));
    const noted = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${collected.id}`, {
      note: 'Two boxes',
      lockVersion: collected.lockVersion,
    });
    expect(noted.note).toBe('Two boxes');
    const draft = await create();
    const deleted = await kit.ok<Pickup>(CCO, 'DELETE', `pickups/${draft.id}`);
    await kit.refused(CCO, 'PUT', `pickups/${draft.id}`, edit(deleted, day), 'PICKUP_STATUS');
    // AppointedCourier and InProgress still take a new time.
    const appointed = await kit.ok<Pickup>(DISPATCH, 'PUT', `pickups/${(await created()).id}/courier`, {
      executor: 'courier',
      lockVersion: 2,
    });
    const moved = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${appointed.id}`, edit(appointed, day));
    expect(moved).toMatchObject({ status: 'AppointedCourier', fullName: 'Jan Maria Kowalski' });
  });

  it("is the pickup screens' roles: every demo user holding base, contact-centre operator, administrator-god or service desk, 403 the rest", async () => {
    const screenRoles = ['base', 'contact_centre_operator', 'administrator_god', 'service_desk'];
    let pickup = await created();
    const day = nextWorkingDay();
    for (const spec of demoUserSpecs()) {
      const allowed =
        spec.login !== NO_ACCESS_LOGIN && spec.groups.some((group) => screenRoles.includes(group));
      const response = await kit.call(spec.login, 'PUT', `pickups/${pickup.id}`, edit(pickup, day));
      expect(response.statusCode, `${spec.login}: ${response.body}`).toBe(allowed ? 200 : 403);
      if (allowed) pickup = response.json<Pickup>();
    }
  });
});

describe('pickup shipments', () => {
  it('adds a ReadyToShip shipment only while Draft; Added moves to Accepted in bulk', async () => {
    const shipment = await kit.toSend();
    const draft = await create();
    const withShipment = await kit.ok<Pickup>(CCO, 'POST', `pickups/${draft.id}/shipments`, {
      shipments: [{ shipmentId: shipment.id }],
    });
    expect(withShipment.shipments).toMatchObject([{ shipmentId: shipment.id, status: 'Added' }]);
    expect(withShipment.shipmentsCount).toBe(1);
    const accepted = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${draft.id}/shipments`);
    expect(accepted.shipments[0]?.status).toBe('Accepted');

    const confirmed = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${draft.id}/status`, {
      status: 'Created',
      lockVersion: accepted.lockVersion,
    });
    const another = await kit.toSend();
    await kit.refused(
      CCO,
      'POST',
      `pickups/${confirmed.id}/shipments`,
      { shipments: [{ shipmentId: another.id }] },
      'PICKUP_STATUS',
    );
  });

  it('takes no shipment its sender still owes for into a pickup at a pickup point (registers §5)', async () => {
    const owing = await kit.toSend({ options: { paymentStatuses: {} } });
    const paid = await kit.toSend();
    const atPoint = await create(CCO, { type: 'PUDO' });
    const refusal = await kit.refused(
      CCO,
      'POST',
      `pickups/${atPoint.id}/shipments`,
      { shipments: [{ shipmentId: paid.id }, { shipmentId: owing.id }] },
      'SHIPMENT_NEEDS_SENDER_PAYMENT',
    );
    expect(refusal.message).toBe(`${owing.number}: Shipment needs payment by sender`);
    const unchanged = await kit.ok<Pickup>(CCO, 'GET', `pickups/${atPoint.id}`);
    expect(unchanged.shipments).toEqual([]);
    await kit.ok(CCO, 'POST', `pickups/${atPoint.id}/shipments`, { shipments: [{ shipmentId: paid.id }] });
    // At the client's address the courier takes the money: the same shipment is added there.
    const atAddress = await create();
    await kit.ok(CCO, 'POST', `pickups/${atAddress.id}/shipments`, { shipments: [{ shipmentId: owing.id }] });
  });

  it('at a pick-up point takes only a shipment handed in there or with no sender division (registers §5)', async () => {
    const fromHere = await kit.toSend();
    const point = await create(CCO, { type: 'PUDO', pickupDivisionId: divisionId });
    await kit.ok(CCO, 'POST', `pickups/${point.id}/shipments`, { shipments: [{ shipmentId: fromHere.id }] });
    const elsewhere = await kit.otherDivision();
    const fromElsewhere = await kit.toSend({ sender: { divisionId: elsewhere } });
    const refusal = await kit.refused(
      CCO,
      'POST',
      `pickups/${point.id}/shipments`,
      { shipments: [{ shipmentId: fromElsewhere.id }] },
      'SHIPMENT_CAN_NOT_BE_ADDED',
    );
    expect(refusal.message).toBe(
      `${fromElsewhere.number}: the shipment is handed in at another division than this pickup point`,
    );
    // At a client's address the sender division does not matter.
    const atAddress = await create();
    await kit.ok(CCO, 'POST', `pickups/${atAddress.id}/shipments`, {
      shipments: [{ shipmentId: fromElsewhere.id }],
    });
  });

  it("a partner's pick-up point takes no shipment with a sender division (registers §5)", async () => {
    const [partner] = await t.database.db
      .insert(divisions)
      .values({
        number: `8${String(Date.now() % 100000)}`,
        name: 'Partner point',
        divisionCategory: 'PUDO',
        countryCode: 'PL',
        source: 'Partner',
      })
      .returning({ id: divisions.id });
    const point = await create(CCO, { type: 'PUDO', pickupDivisionId: partner!.id });
    const handedIn = await kit.toSend({ sender: { divisionId: partner!.id } });
    const refusal = await kit.refused(
      CCO,
      'POST',
      `pickups/${point.id}/shipments`,
      { shipments: [{ shipmentId: handedIn.id }] },
      'SHIPMENT_CAN_NOT_BE_ADDED',
    );
    expect(refusal.message).toBe(
      `${handedIn.number}: this pickup point takes no shipment that has a sender division`,
    );
    const noDivision = await kit.toSend({ sender: { divisionId: null } });
    await kit.ok(CCO, 'POST', `pickups/${point.id}/shipments`, {
      shipments: [{ shipmentId: noDivision.id }],
    });
  });

  it('refuses a shipment actively added elsewhere (SHIPMENT_ALREADY_ADDED) and a Draft shipment', async () => {
    const shipment = await kit.toSend();
    const first = await create();
    await kit.ok(CCO, 'POST', `pickups/${first.id}/shipments`, { shipments: [{ shipmentId: shipment.id }] });
    const second = await create();
    const refusal = await kit.refused(
      CCO,
      'POST',
      `pickups/${second.id}/shipments`,
      { shipments: [{ shipmentId: shipment.id }] },
      'SHIPMENT_ALREADY_ADDED',
    );
    expect(refusal.message).toContain(shipment.number);
    const draftShipment = await kit.shipment({ options: { status: 'Draft' } });
    await kit.refused(
      CCO,
      'POST',
      `pickups/${second.id}/shipments`,
      { shipments: [{ shipmentId: draftShipment.id }] },
      'SHIPMENT_CAN_NOT_BE_ADDED',
    );
    // Removed from the first, it may be added to the second.
    await kit.ok(CCO, 'DELETE', `pickups/${first.id}/shipments?shipmentIds[]=${shipment.id}`);
    const added = await kit.ok<Pickup>(CCO, 'POST', `pickups/${second.id}/shipments`, {
      shipments: [{ shipmentId: shipment.id }],
    });
    expect(added.shipmentsCount).toBe(1);
  });

  it('with full address parts, takes only a shipment whose sender has the same building, street and post code', async () => {
    const parts = { street: 'Marszałkowska', building: '1', postCode: '00-001' };
    const pickup = await create(CCO, { addressParts: { ...parts, city: 'Warszawa' } });
    const elsewhere = await kit.toSend({
      sender: { addressParts: { street: 'Puławska', building: '9', postCode: '02-001' } },
    });
    await kit.refused(
      CCO,
      'POST',
      `pickups/${pickup.id}/shipments`,
      { shipments: [{ shipmentId: elsewhere.id }] },
      'SHIPMENT_CAN_NOT_BE_ADDED',
    );
    const same = await kit.toSend({ sender: { addressParts: parts } });
    const added = await kit.ok<Pickup>(CCO, 'POST', `pickups/${pickup.id}/shipments`, {
      shipments: [{ shipmentId: same.id }],
    });
    expect(added.shipmentsCount).toBe(1);
  });

  it("takes a shipment from 'Marszałkowska 10' into a pickup at 'ul. Marszałkowska 10'", async () => {
    const parts = { building: '10', postCode: '00-017' };
    const pickup = await create(CCO, {
      addressParts: { ...parts, street: 'ul. Marszałkowska 10', city: 'Warszawa' },
    });
    const shipment = await kit.toSend({ sender: { addressParts: { ...parts, street: 'Marszałkowska 10' } } });
    const added = await kit.ok<Pickup>(CCO, 'POST', `pickups/${pickup.id}/shipments`, {
      shipments: [{ shipmentId: shipment.id }],
    });
    expect(added.shipmentsCount).toBe(1);
  });

  it('sets the courier outcome per shipment (v2) and finds pickup shipments (limit 100)', async () => {
    const shipment = await kit.toSend();
    const draft = await create();
    await kit.ok(CCO, 'POST', `pickups/${draft.id}/shipments`, { shipments: [{ shipmentId: shipment.id }] });
    const changed = await kit.ok<Pickup>(CCO, 'PUT', `v2/pickups/${draft.id}/shipments`, {
      status: 'NotPacked',
      shipments: [{ shipmentId: shipment.id, note: 'no box' }],
    });
    expect(changed.shipments[0]).toMatchObject({ status: 'NotPacked', note: 'no box' });
    const found = await kit.ok<{ items: { pickupId: string }[] }>(
      CCO,
      'GET',
      `pickups/shipments?shipmentIds[]=${shipment.id}`,
    );
    expect(found.items.map((item) => item.pickupId)).toEqual([draft.id]);
  });
});

describe('courier and partner', () => {
  it('lists executors nearest first and appoints a courier (dispatch manager), not the contact centre', async () => {
    const pickup = await created();
    await kit.refused(CCO, 'GET', `pickups/${pickup.id}/executors`, undefined, 'FORBIDDEN', 403);
    const { items } = await kit.ok<{ items: PickupExecutor[] }>(
      DISPATCH,
      'GET',
      `pickups/${pickup.id}/executors`,
    );
    expect(items.length).toBeGreaterThan(0);
    const distances = items.map((item) => item.distance ?? Number.POSITIVE_INFINITY);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${pickup.id}/courier`,
      { executor: 'courier', lockVersion: pickup.lockVersion },
      'FORBIDDEN',
      403,
    );
    const appointed = await kit.ok<Pickup>(DISPATCH, 'PUT', `pickups/${pickup.id}/courier`, {
      executor: 'courier',
      note: 'nearest',
      lockVersion: pickup.lockVersion,
    });
    expect(appointed).toMatchObject({ status: 'AppointedCourier', executor: 'courier' });
    const removed = await kit.ok<Pickup>(DISPATCH, 'PUT', `pickups/${pickup.id}/courier`, {
      executor: null,
      lockVersion: appointed.lockVersion,
    });
    expect(removed).toMatchObject({ status: 'Created', executor: null });
    // Registers §4: no courier to remove from a Created pickup.
    await kit.refused(
      DISPATCH,
      'PUT',
      `pickups/${pickup.id}/courier`,
      { executor: null, lockVersion: removed.lockVersion },
      'PICKUP_STATUS',
    );
  });

  it('refuses a user who is not a courier', async () => {
    const pickup = await created();
    await kit.refused(
      DISPATCH,
      'PUT',
      `pickups/${pickup.id}/courier`,
      { executor: 'operator', lockVersion: pickup.lockVersion },
      'NOT_A_COURIER',
    );
  });

  it('assigns to a delivery partner (dispatch) and changes the address (contact centre)', async () => {
    const pickup = await created();
    await kit.refused(
      CCO,
      'PUT',
      `pickups/${pickup.id}/assign-to-partner`,
      { deliveryPartner: 'DPD', lockVersion: pickup.lockVersion },
      'FORBIDDEN',
      403,
    );
    const assigned = await kit.ok<Pickup>(DISPATCH, 'PUT', `pickups/${pickup.id}/assign-to-partner`, {
      deliveryPartner: 'DPD',
      deliveryPartnerNumber: '12345678',
      lockVersion: pickup.lockVersion,
    });
    expect(assigned).toMatchObject({ deliveryPartner: 'DPD', deliveryPartnerNumber: '12345678' });
    await kit.refused(
      DISPATCH,
      'PUT',
      `pickups/${pickup.id}/address`,
      { address: { string: 'x y', latitude: 52.2, longitude: 21 }, lockVersion: assigned.lockVersion },
      'FORBIDDEN',
      403,
    );
    const moved = await kit.ok<Pickup>(CCO, 'PUT', `pickups/${pickup.id}/address`, {
      address: { string: 'Puławska 2, Warszawa', latitude: 52.2, longitude: 21.02 },
      addressParts: { street: 'Puławska', building: '2' },
      lockVersion: assigned.lockVersion,
    });
    expect(moved.address).toMatchObject({ string: 'Puławska 2, Warszawa', latitude: 52.2 });
  });
});

describe('who may change the courier (platform §6 "Pickup assign to partner and change courier")', () => {
  // The spec's list, written out here so that a change of the capability matrix fails this walk.
  const SPEC_ROLES = ['administrator_god', 'dispatch_manager', 'courier'];
  const walk = demoUserSpecs().map((spec) => ({
    login: spec.login,
    // The access rule comes first: no.access holds courier but no service role, so it is refused.
    allowed: spec.login !== NO_ACCESS_LOGIN && spec.groups.some((group) => SPEC_ROLES.includes(group)),
  }));

  it('walks every demo user: the executors and the appointment answer the spec roles only, 403 the rest', async () => {
    expect(walk.filter((entry) => entry.allowed).map((entry) => entry.login)).toEqual([
      'administrator.god',
      'dispatch.manager',
      'courier',
    ]);
    let pickup = await created();
    for (const { login, allowed } of walk) {
      const executors = await kit.call(login, 'GET', `pickups/${pickup.id}/executors`);
      expect(executors.statusCode, `${login} GET executors`).toBe(allowed ? 200 : 403);
      const response = await kit.call(login, 'PUT', `pickups/${pickup.id}/courier`, {
        executor: 'courier',
        note: `by ${login}`,
        lockVersion: pickup.lockVersion,
      });
      expect(response.statusCode, `${login} PUT courier: ${response.body}`).toBe(allowed ? 200 : 403);
      if (allowed) {
        pickup = response.json<Pickup>();
        expect(pickup).toMatchObject({ status: 'AppointedCourier', executor: 'courier' });
      } else {
        expect(response.json<{ code: string }>().code).toBe('FORBIDDEN');
      }
    }
    // Refused calls wrote nothing: one history line per allowed appointment.
    const appointments = pickup.statuses.filter((entry) => entry.status === 'AppointedCourier');
    expect(appointments.map((entry) => entry.user)).toEqual(['administrator.god']);
    expect(pickup.lockVersion).toBe(2 + 3);
  });
});

describe('scope and list', () => {
  it('hides another country from a contact-centre operator (404) and lists by filters', async () => {
    const pickup = await create();
    await t.database.db.update(pickups).set({ countryCode: 'DE' }).where(eq(pickups.id, pickup.id));
    await kit.refused(CCO, 'GET', `pickups/${pickup.id}`, undefined, 'NOT_FOUND', 404);
    expect((await kit.call('administrator.god', 'GET', `pickups/${pickup.id}`)).statusCode).toBe(200);
    const list = await kit.ok<{ items: { id: string; number: string }[] }>(
      CCO,
      'GET',
      `pickups?numbers[]=${pickup.number}`,
    );
    expect(list.items).toEqual([]);
  });

  it('lists the demo pickups of today with the own-couriers filter and the shipment-number filter', async () => {
    const list = await kit.ok<{
      items: { deliveryPartner: string | null; timeInterval: string | null }[];
      total: number;
    }>(DISPATCH, 'GET', 'pickups?deliveryPartners[]=own&limit=100');
    expect(list.total).toBeGreaterThan(3);
    expect(list.items.every((item) => item.deliveryPartner === null)).toBe(true);
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect((await kit.call(DISPATCH, 'GET', `pickups?pickedTimeFrom=${far}`)).statusCode).toBe(400);
  });

  it('shows the courier window in the pickup country’s time zone, as the pickup itself shows it', async () => {
    const pickup = await create();
    const day = new Date().toISOString().slice(0, 10);
    const from = new Date(`${day}T13:00:00.000Z`);
    const to = new Date(`${day}T16:00:00.000Z`);
    await t.database.db
      .update(pickups)
      .set({ pickedTimeFrom: from, pickedTimeTo: to })
      .where(eq(pickups.id, pickup.id));
    const list = await kit.ok<{ items: { number: string; timeInterval: string | null }[] }>(
      CCO,
      'GET',
      `pickups?numbers[]=${pickup.number}&pickedTimeFrom=${day}`,
    );
    // Poland keeps Europe/Warsaw: 13:00Z is 14:00 or 15:00 there, never the UTC 13:00.
    const warsaw = (instant: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Warsaw',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
    expect(list.items.find((item) => item.number === pickup.number)?.timeInterval).toBe(
      `${warsaw(from)}-${warsaw(to)}`,
    );
  });

  it('refuses the country filter to a user without filterByCountry (403)', async () => {
    const response = await kit.call(DISPATCH, 'GET', 'pickups?countryCodes[]=PL');
    expect(response.statusCode).toBe(403);
    expect((await kit.call(CCO, 'GET', 'pickups?countryCodes[]=PL')).statusCode).toBe(200);
  });

  it('a courier from another division does not see the pickup', async () => {
    const pickup = await create();
    await t.database.db.update(users).set({ divisionId: null }).where(eq(users.login, 'branch.employee'));
    await kit.refused('branch.employee', 'GET', `pickups/${pickup.id}`, undefined, 'NOT_FOUND', 404);
    await t.database.db.update(users).set({ divisionId }).where(eq(users.login, 'branch.employee'));
    expect((await kit.call('branch.employee', 'GET', `pickups/${pickup.id}`)).statusCode).toBe(200);
  });
});
