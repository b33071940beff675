import type { Shipment, VisitSearchResult } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, parcelOf } from '../src/features/shipments/shipment-factories.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * The number look-ups are two index searches joined by id (a shipment number or its beginning,
 * and a parcel number), not an OR over every shipment: they must still find what the OR found.
 */
let t: TestApp;
let first: Shipment;
let second: Shipment;

async function get(url: string) {
  return t.app.inject({ url: `/api/v1/${url}`, headers: bearer(await t.tokenOf('operator')) });
}

async function create(): Promise<Shipment> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/v2/shipments',
    headers: bearer(await t.tokenOf('operator')),
    payload: draftOf({ parcels: [parcelOf(), parcelOf({ actualWeight: 2500 })] }) as never,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Shipment>();
}

beforeAll(async () => {
  t = await createTestApp();
  first = await create();
  second = await create();
});
afterAll(() => t.close());

describe('shipment number look-ups', () => {
  it('lists a shipment by its own number and by a further parcel number, and nothing for an unknown one', async () => {
    for (const number of [second.number, second.parcels[1]!.number]) {
      const response = await get(`shipments?parcelsNumbers[]=${number}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, items: [{ id: second.id }] });
    }
    const both = await get(
      `shipments?parcelsNumbers[]=${first.parcels[1]!.number}&parcelsNumbers[]=${second.number}`,
    );
    expect(
      both
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect((await get('shipments?parcelsNumbers[]=PCPL9999999999')).json()).toMatchObject({ total: 0 });
  });

  it("finds by a number's beginning in the visit search, newest first", async () => {
    const prefix = second.number.slice(0, 6);
    const response = await get(`shipments/visit-search/${prefix}`);
    const ids = response.json<VisitSearchResult>().groups[0]!.ids;
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    const byParcel = await get(`shipments/visit-search/${first.parcels[1]!.number}`);
    expect(byParcel.json<VisitSearchResult>().groups[0]!.ids).toEqual([first.id]);
  });
});
