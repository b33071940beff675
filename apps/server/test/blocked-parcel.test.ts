import type { Shipment, Visit } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../src/features/shipments/shipments-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const TOO_HEAVY = 'The parcel is too heavy for this destination';

/** 35 kg to GB from the demo branch: the demo's Blocking condition "No parcels over 30 kg to GB" refuses it. */
async function gbBody(status: 'ReadyToShip' | 'Draft') {
  return {
    status,
    internationalShipping: true,
    sender: {
      name: 'Anna Kowalska',
      phone: '48600100200',
      countryCode: 'PL',
      divisionId: await kit.demoDivisionId(),
    },
    recipient: {
      name: 'John Smith',
      phone: '447400123456',
      countryCode: 'GB',
      addressParts: { street: 'Baker Street', building: '221B', city: 'London', postCode: 'NW1 6XE' },
    },
    parcels: [9, 9, 9, 8].map((kg) => ({ actualWeight: kg * 1000, length: 400, width: 300, height: 200 })),
  };
}

const toGb = async (status: 'ReadyToShip' | 'Draft') =>
  kit.call('operator', 'POST', 'v2/shipments', await gbBody(status));

const shipmentCount = async () =>
  (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(shipments))[0]!.count;

describe('a parcel a Blocking condition refuses', () => {
  it('cannot be saved ready to ship, new or changed; nothing is written', async () => {
    const before = await shipmentCount();
    const refused = await toGb('ReadyToShip');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'WEIGHT_LIMIT_EXCEEDED', message: TOO_HEAVY });
    expect(await shipmentCount()).toBe(before);

    const draft = await toGb('Draft');
    expect(draft.statusCode, draft.body).toBe(201);
    const saved = draft.json<Shipment>();
    const ready = await kit.call('operator', 'PUT', `v2/shipments/${saved.id}`, {
      ...(await gbBody('ReadyToShip')),
      lockVersion: saved.lockVersion,
    });
    expect(ready.statusCode, ready.body).toBe(422);
    expect(ready.json()).toMatchObject({ message: TOO_HEAVY });
    const kept = await kit.ok<Shipment>('operator', 'GET', `shipments/${saved.id}`);
    expect(kept.status).toBe('Draft');
    expect(kept.lockVersion).toBe(saved.lockVersion);
  });

  it('is not charged, and its document may leave the visit though the clerk created it', async () => {
    // Saved before the condition applied (a condition added later, a draft made ready elsewhere).
    const draft = (await toGb('Draft')).json<Shipment>();
    await t.database.db.update(shipments).set({ status: 'ReadyToShip' }).where(eq(shipments.id, draft.id));
    const visit = await kit.openVisit();
    const added = await kit.addDocument('operator', visit.id, draft.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Visit>().documents[0]!.status).toBe('Acceptance');

    const payment = await kit.call('operator', 'POST', 'payments', {
      paymentSystem: 'cash',
      visitId: visit.id,
      services: draft.services
        .filter((service) => service.cost > 0)
        .map((service) => ({ sourceType: 'ShipmentServices', sourceId: draft.id, serviceId: service.id })),
    });
    expect(payment.statusCode, payment.body).toBe(422);
    expect(payment.json()).toMatchObject({ message: TOO_HEAVY });

    const removed = await kit.call('operator', 'DELETE', `visits/${visit.id}/documents/${draft.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Visit>().documents).toEqual([]);
  });

  it('a parcel no condition refuses keeps the rule: created by the clerk with a cost, it is paid for first', async () => {
    const visit = await kit.openVisit();
    const parcel = await kit.toSend({ by: 'operator', options: { paymentStatuses: {} } });
    await kit.addDocument('operator', visit.id, parcel.id);
    await kit.refused(
      'operator',
      'DELETE',
      `visits/${visit.id}/documents/${parcel.id}`,
      undefined,
      'DOCUMENT_NOT_DELETABLE',
    );
  });
});
