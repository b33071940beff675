import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { readShipmentEvents, recordShipmentEvents } from '../src/features/shipments/shipment-events.ts';
import { acceptShipments } from '../src/features/shipments/shipment-workflow.ts';
import { shipmentParcels, shipments } from '../src/features/shipments/shipments-tables.ts';
import type { AuthUser } from '../src/http/permissions.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let test: TestApp;
let operator: AuthUser & { divisionId: string | null };

beforeAll(async () => {
  test = await createTestApp();
  const [row] = await test.database.db
    .select({ id: users.id, login: users.login, groups: users.groups, divisionId: users.divisionId })
    .from(users)
    .where(eq(users.login, 'operator'));
  operator = row!;
});
afterAll(() => test.close());

async function readyShipment() {
  const [row] = await test.database.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.status, 'ReadyToShip'))
    .limit(1);
  return row!.id;
}

describe('shipment events (the tracking history)', () => {
  it('records thousands of events in one call, in order, with any text in their notes', async () => {
    // A shipment the other examples do not take (they take the first ReadyToShip one).
    const [row] = await test.database.db.select({ id: shipments.id }).from(shipments).limit(1).offset(7);
    const id = row!.id;
    const before = (await readShipmentEvents(test.database.db, id)).length;
    // Past 6,554 events a VALUES list would bind more than PostgreSQL's 65,535 parameters.
    const notes = ['a "quoted", {braced} note', 'back\\slash\\', 'NULL', null, 'Łódź — ok', ''];
    const events = Array.from({ length: 7_000 }, (_, index) => ({
      shipmentId: id,
      event: `Bench${index}`,
      note: notes[index % notes.length] ?? null,
      user: index % 2 === 0 ? operator : null,
    }));
    await test.database.db.transaction((tx) => recordShipmentEvents(tx, events));
    const recorded = (await readShipmentEvents(test.database.db, id)).slice(before);
    expect(recorded).toHaveLength(7_000);
    expect(recorded.map((event) => event.event)).toEqual(events.map((event) => event.event));
    expect(recorded.slice(0, 6).map((event) => event.note)).toEqual(notes);
    expect(recorded.slice(0, 2).map((event) => event.userLogin)).toEqual(['operator', null]);
  });

  it('acceptance records an Accepted event and puts every parcel in the accepting division', async () => {
    const id = await readyShipment();
    await test.database.db.transaction((tx) => acceptShipments(tx, operator, [id]));
    const events = await readShipmentEvents(test.database.db, id);
    expect(events.map((event) => [event.event, event.shipmentStatus, event.divisionId])).toEqual([
      ['Accepted', 'Accepted', operator.divisionId],
    ]);
    const parcels = await test.database.db
      .select({ currentDivisionId: shipmentParcels.currentDivisionId })
      .from(shipmentParcels)
      .where(eq(shipmentParcels.shipmentId, id));
    expect(parcels.length).toBeGreaterThan(0);
    expect(parcels.every((parcel) => parcel.currentDivisionId === operator.divisionId)).toBe(true);
  });

  it('a parcel event moves only that parcel and keeps the order of record', async () => {
    const [parcel] = await test.database.db
      .select({ id: shipmentParcels.id, shipmentId: shipmentParcels.shipmentId })
      .from(shipmentParcels)
      .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
      .where(and(eq(shipments.status, 'Accepted'), eq(shipmentParcels.position, 1)))
      .limit(1);
    const [other] = await test.database.db
      .select({ id: shipmentParcels.id, currentDivisionId: shipmentParcels.currentDivisionId })
      .from(shipmentParcels)
      .where(eq(shipmentParcels.position, 1))
      .limit(1);
    const before = await readShipmentEvents(test.database.db, parcel!.shipmentId);
    await recordShipmentEvents(test.database.db, [
      { shipmentId: parcel!.shipmentId, parcelId: parcel!.id, event: 'Loaded', user: operator, note: 'n1' },
      {
        shipmentId: parcel!.shipmentId,
        parcelId: parcel!.id,
        event: 'Unloaded',
        divisionId: operator.divisionId,
        user: operator,
      },
    ]);
    const after = await readShipmentEvents(test.database.db, parcel!.shipmentId);
    expect(after.slice(before.length).map((event) => event.event)).toEqual(['Loaded', 'Unloaded']);
    expect(after.at(-1)!.id).toBeGreaterThan(after.at(-2)!.id);
    const [moved] = await test.database.db
      .select({ currentDivisionId: shipmentParcels.currentDivisionId })
      .from(shipmentParcels)
      .where(eq(shipmentParcels.id, parcel!.id));
    expect(moved!.currentDivisionId).toBe(operator.divisionId);
    if (other!.id !== parcel!.id) {
      const [unchanged] = await test.database.db
        .select({ currentDivisionId: shipmentParcels.currentDivisionId })
        .from(shipmentParcels)
        .where(eq(shipmentParcels.id, other!.id));
      expect(unchanged!.currentDivisionId).toBe(other!.currentDivisionId);
    }
  });

  it('the demo data carries the history of its accepted shipments', async () => {
    const [accepted] = await test.database.db
      .select({ id: shipments.id, first: shipments.firstLogisticDivisionId })
      .from(shipments)
      .where(eq(shipments.status, 'Issued'))
      .limit(1);
    const events = await readShipmentEvents(test.database.db, accepted!.id);
    expect(events.map((event) => event.event)).toEqual(['Accepted', 'Issued']);
    expect(events[0]!.divisionId).toBe(accepted!.first);
  });
});
