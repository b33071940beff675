import type { Shipment } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, parcelOf } from '../src/features/shipments/shipment-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${await t.tokenOf('operator')}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('a party’s dimensions (platform §3, §5)', () => {
  it('keeps them and saves parcels that fit every nonzero side; zero is no limit', async () => {
    const base = draftOf({ parcels: [parcelOf({ length: 300, width: 200, height: 100 })] });
    const draft = {
      ...base,
      recipient: { ...base.recipient, dimensions: { length: 300, width: 0, height: 150 } },
    };
    const created = await call('POST', 'v2/shipments', draft);
    expect(created.statusCode, created.body).toBe(201);
    const read = await call('GET', `shipments/${created.json<Shipment>().id}`);
    expect(read.json<Shipment>().recipient.dimensions).toEqual({ length: 300, width: 0, height: 150 });
  });

  it('refuses a parcel longer than the sender’s or the recipient’s point takes, on create and update', async () => {
    const base = draftOf({ parcels: [parcelOf({ length: 300, width: 200, height: 100 })] });
    const tooSmall = { length: 250, width: 0, height: 0 };
    const refused = await call('POST', 'v2/shipments', {
      ...base,
      sender: { ...base.sender, dimensions: tooSmall },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PARCEL_EXCEEDS_PARTY_DIMENSIONS' });
    const created = await call('POST', 'v2/shipments', base);
    expect(created.statusCode, created.body).toBe(201);
    const updated = await call('PUT', `v2/shipments/${created.json<Shipment>().id}`, {
      ...base,
      recipient: { ...base.recipient, dimensions: tooSmall },
      lockVersion: created.json<Shipment>().lockVersion,
    });
    expect(updated.statusCode).toBe(422);
  });

  it('answers 400 for a negative or non-integer side', async () => {
    const base = draftOf();
    const bad = await call('POST', 'v2/shipments', {
      ...base,
      recipient: { ...base.recipient, dimensions: { length: -1, width: 1.5, height: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(
      expect.arrayContaining(['recipient.dimensions.length', 'recipient.dimensions.width']),
    );
  });
});
