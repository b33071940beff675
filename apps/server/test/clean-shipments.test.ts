import type { CleanShipmentsAnswer, ProblemParcel, Shipment } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const clean = (login: string, query: string) =>
  kit.ok<CleanShipmentsAnswer>(login, 'GET', `clean-shipments?${query}`);

describe('GET clean-shipments (registers §7)', () => {
  it('keeps a shipment with no open business and names why the others are left out', async () => {
    const plain = await kit.toSend();
    // The demo's damaged parcel the sender asked back: an open problem parcel and a Return.
    const problems = await kit.ok<{ items: ProblemParcel[] }>('operator', 'GET', 'problem-parcels?limit=50');
    const details = await Promise.all(
      problems.items.map((item) => kit.ok<ProblemParcel>('operator', 'GET', `problem-parcels/${item.id}`)),
    );
    const returning = details.find((parcel) => parcel.returnState === 'Awaiting return');
    expect(returning).toBeDefined();
    const parcelNumber = returning!.parcelNumbers[0]!;

    const answer = await clean('operator', `ids[]=${plain.id}&parcelsNumbers[]=${parcelNumber}`);
    expect(answer.items.map((shipment: Shipment) => shipment.id)).toEqual([plain.id]);
    expect(answer.excluded).toHaveLength(1);
    expect(answer.excluded[0]!.reasons).toEqual(
      expect.arrayContaining(['ProblemParcel', 'OpenModification']),
    );
  });

  it('leaves out a shipment once a problem parcel names its parcel, and takes it back once processed', async () => {
    const shipment = await kit.toSend();
    const parcel = shipment.parcels[0]!.number;
    expect((await clean('operator', `ids[]=${shipment.id}`)).items).toHaveLength(1);
    const problem = await kit.ok<ProblemParcel>(
      'operator',
      'POST',
      'problem-parcels',
      { type: 'DamagedCargo', parcelNumbers: [parcel], note: 'Torn corner' },
      201,
    );
    const excluded = await clean('operator', `parcelsNumbers[]=${parcel.toLowerCase()}`);
    expect(excluded.items).toEqual([]);
    expect(excluded.excluded).toEqual([
      { id: shipment.id, number: shipment.number, reasons: ['ProblemParcel'] },
    ]);
    await kit.ok('administrator.god', 'PUT', `problem-parcels/${problem.id}/change-status`, {
      status: 'Processed',
      statusNote: 'Repacked',
      lockVersion: problem.lockVersion,
    });
    expect((await clean('operator', `ids[]=${shipment.id}`)).items).toHaveLength(1);
  });

  it('answers 400 with nothing named or a malformed number, and 403 to a user of no service role', async () => {
    expect((await kit.call('operator', 'GET', 'clean-shipments')).statusCode).toBe(400);
    expect((await kit.call('operator', 'GET', 'clean-shipments?parcelsNumbers[]=12')).statusCode).toBe(400);
    expect((await kit.call('operator', 'GET', 'clean-shipments?ids[]=nope')).statusCode).toBe(400);
    const shipment = await kit.toSend();
    expect((await kit.call('no.access', 'GET', `clean-shipments?ids[]=${shipment.id}`)).statusCode).toBe(403);
  });
});
