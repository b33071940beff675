import type { Shipment } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, parcelOf } from '../src/features/shipments/shipment-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${await t.tokenOf('operator')}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('a parcel’s volumetric weight', () => {
  it('is computed from its sizes (L×W×H cm / 5000) and stored, whatever was sent', async () => {
    const draft = draftOf({
      parcels: [
        // 40 × 30 × 20 cm = 24 000 cm³ → 4.8 kg.
        parcelOf({ length: 400, width: 300, height: 200, volumetricWeight: 0 }),
        // 30 × 20 × 10 cm → 1.2 kg; the 0.8 kg sent is not what the sizes say.
        parcelOf({ volumetricWeight: 800 }),
        parcelOf({ length: 123, width: 45, height: 67, volumetricWeight: null }),
      ],
    });
    const created = await call('POST', 'v2/shipments', draft);
    expect(created.statusCode, created.body).toBe(201);
    const read = await call('GET', `shipments/${created.json<Shipment>().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Shipment>().parcels.map((parcel) => parcel.volumetricWeight)).toEqual([
      4800, 1200,
      // 123 × 45 × 67 mm³ / 5000 = 74.16… g, rounded up.
      75,
    ]);
  });
});
