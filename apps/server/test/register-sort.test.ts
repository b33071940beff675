import type { Shipment, ShipmentModificationView } from '@console/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf } from '../src/features/shipments/shipment-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
const shipments: Shipment[] = [];
const modifications: ShipmentModificationView[] = [];
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${await t.tokenOf('operator')}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function list(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Record<string, unknown>[]; total: number }>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  // Three accepted shipments created 3, 2 and 1 days ago, each with a refusal and a visit of that day.
  for (const days of [3, 2, 1]) {
    const created = await call('POST', 'v2/shipments', draftOf({}) as unknown as Record<string, unknown>);
    expect(created.statusCode, created.body).toBe(201);
    const shipment = created.json<Shipment>();
    expect((await call('PUT', 'shipments/accept', { ids: [shipment.id] })).statusCode).toBe(200);
    const refusal = await call('POST', 'shipment-modification/refusal', {
      shipmentId: shipment.id,
      source: 'API',
      customerType: 'Recipient',
      note: 'Damaged box',
    });
    expect(refusal.statusCode, refusal.body).toBe(201);
    const modification = refusal.json<ShipmentModificationView>();
    const visit = await call('POST', 'visits');
    expect(visit.statusCode, visit.body).toBe(201);
    const at = new Date(Date.now() - days * 86_400_000).toISOString();
    await t.database.db.execute(sql`update shipments set date_time = ${at} where id = ${shipment.id}`);
    await t.database.db.execute(
      sql`update shipment_modifications set created_at = ${at} where id = ${modification.id}`,
    );
    await t.database.db.execute(
      sql`update visits set created_at = ${at} where id = ${visit.json<{ id: string }>().id}`,
    );
    shipments.push(shipment);
    modifications.push(modification);
  }
});
afterAll(() => t.close());

const times = (items: Record<string, unknown>[], field: string) =>
  items.map((item) => new Date(String(item[field])).getTime());
const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);
const descending = (values: number[]) => ascending([...values].reverse());

describe('sorting a register on the server', () => {
  const ids = () => shipments.map((shipment) => `ids[]=${shipment.id}`).join('&');

  it('sorts shipments by a sortable column both ways', async () => {
    const oldestFirst = await list(`shipments?${ids()}&sort=dateTime`);
    expect(oldestFirst.map((row) => row.id)).toEqual(shipments.map((shipment) => shipment.id));
    const newestFirst = await list(`shipments?${ids()}&sort=-dateTime`);
    expect(newestFirst.map((row) => row.id)).toEqual(shipments.map((shipment) => shipment.id).reverse());
    // No sort: the register's default, newest first.
    expect((await list(`shipments?${ids()}`)).map((row) => row.id)).toEqual(newestFirst.map((row) => row.id));
  });

  it('sorts modifications and visits by their creation both ways', async () => {
    for (const [path, field] of [
      ['shipment-modification', 'createdAt'],
      ['visits', 'createdAt'],
    ] as const) {
      const from = `createdAtFrom=${daysAgo(5)}&limit=100`;
      const up = times(await list(`${path}?${from}&sort=${field}`), field);
      const down = times(await list(`${path}?${from}&sort=-${field}`), field);
      expect(up.length, path).toBeGreaterThanOrEqual(3);
      expect(ascending(up), path).toBe(true);
      expect(descending(down), path).toBe(true);
      expect(up[0], path).toBeLessThan(down[0]!);
    }
  });

  it('refuses a column that is not sortable, and sort on a register without sortable columns', async () => {
    for (const url of [
      'shipments?sort=number',
      'shipments?sort=--dateTime',
      'visits?sort=phone',
      'countries?sort=code',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ code: string; errors: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION');
      expect(Object.keys(body.errors).join(), url).toMatch(/sort/);
    }
  });
});

describe('a search by an exact number ignores the default date range (registers §2.3)', () => {
  it('finds an older shipment by its whole number, parcel number or id, not by a part of its number', async () => {
    const old = shipments[0]!;
    const found = (items: Record<string, unknown>[]) => items.map((row) => row.id);
    expect(found(await list(`shipments?dateTimeFrom=${today}&number=${old.number}`))).toEqual([old.id]);
    expect(found(await list(`shipments?dateTimeFrom=${today}&number=${old.number.toLowerCase()}`))).toEqual([
      old.id,
    ]);
    expect(found(await list(`shipments?dateTimeFrom=${today}&parcelsNumbers[]=${old.number}`))).toEqual([
      old.id,
    ]);
    expect(found(await list(`shipments?dateTimeFrom=${today}&ids[]=${old.id}`))).toEqual([old.id]);
    // A part of a number is a search among the dates chosen.
    const partial = await list(`shipments?dateTimeFrom=${today}&number=${old.number.slice(0, 6)}`);
    expect(found(partial)).not.toContain(old.id);
  });

  it("finds an older modification by its whole number or its shipment's id", async () => {
    const old = modifications[0]!;
    const found = async (filter: string) =>
      (await list(`shipment-modification?createdAtFrom=${today}&${filter}`)).map((row) => row.id);
    expect(await found(`number=${old.number}`)).toEqual([old.id]);
    expect(await found(`shipmentId=${shipments[0]!.id}`)).toEqual([old.id]);
    expect(await found(`number=${old.number.slice(0, 4)}`)).not.toContain(old.id);
  });
});
