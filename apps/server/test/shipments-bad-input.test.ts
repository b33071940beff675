import { shipmentDraftSchema } from '@console/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf } from '../src/features/shipments/shipment-factories.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of every shipment table and the audit log: a refused call leaves them all as they were. */
async function counts() {
  const result = await t.database.db.execute(
    sql`select (select count(*)::int from shipments) as shipments,
      (select count(*)::int from shipment_parcels) as parcels,
      (select count(*)::int from shipment_services) as services,
      (select count(*)::int from audit_log) as audits`,
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  // JSON has no Infinity: it would arrive as null, which may well be valid.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const base = draftOf();
const partyFields = Object.keys(base.sender);
const parcelFields = Object.keys(base.parcels[0]!);

/** A valid draft broken in one place: a top-level field, a party field, a parcel field, or junk. */
const badBody = fc.oneof(
  fc
    .record({ field: fc.constantFrom(...Object.keys(shipmentDraftSchema.shape)), value: anyValue })
    .map(({ field, value }) => ({ ...base, [field]: value })),
  fc
    .record({
      party: fc.constantFrom('sender', 'recipient'),
      field: fc.constantFrom(...partyFields),
      value: anyValue,
    })
    .map(({ party, field, value }) => ({ ...base, [party]: { ...base[party as 'sender'], [field]: value } })),
  fc
    .record({ field: fc.constantFrom(...parcelFields), value: anyValue })
    .map(({ field, value }) => ({ ...base, parcels: [{ ...base.parcels[0], [field]: value }] })),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => ({ ...base, [`x_${key}`]: 1 })),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('POST v2/shipments with generated bad bodies', () => {
  it('answers 4xx with field keys and writes nothing', async () => {
    const token = await t.tokenOf('operator');
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        fc.pre(!shipmentDraftSchema.safeParse(body).success);
        const before = await counts();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/v2/shipments',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${JSON.stringify(body)} → ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        const answer = response.json<{ code: string; errors?: Record<string, string> }>();
        expect(answer.code).toBe('VALIDATION');
        expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
        expect(await counts()).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
