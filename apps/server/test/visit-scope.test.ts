import { type Identification, PAYMENT_SYSTEMS, type Visit } from '@console/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { identificationDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { type Method, VISITOR_PHONE, visitKit } from './visits-kit.ts';

/**
 * Issue 9 item 3: every visit, document and identification call by id keeps to the visit list's
 * scope — the caller's own division unless administrator-god, service desk or multi-country.
 * `operator` works at the demo branch; `branch.employee`, `broker` and `multi.country` are moved
 * to another branch here.
 */

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
/** Moved to the other branch: a clerk with every visit right, a broker and a multi-country user. */
const ELSEWHERE = ['branch.employee', 'broker', 'multi.country'];

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
  const other = await kit.otherDivision();
  await t.database.db.update(users).set({ divisionId: other }).where(inArray(users.login, ELSEWHERE));
});
afterAll(() => t.close());

/** The operator's visit with the visitor's phone, one document and a document identification. */
async function operatorsVisit() {
  const opened = await kit.openVisit('operator');
  await kit.ok('operator', 'PUT', `visits/${opened.id}`, { phone: VISITOR_PHONE, lockVersion: 1 });
  const parcel = await kit.toSend();
  expect((await kit.addDocument('operator', opened.id, parcel.id)).statusCode).toBe(200);
  const [type] = await t.database.db
    .insert(identificationDocumentTypes)
    .values({ name: 'ID card', countryCode: 'PL' })
    .returning({ id: identificationDocumentTypes.id });
  const identification = await kit.ok<Identification>(
    'operator',
    'POST',
    'identification',
    {
      ownerType: 'Visit',
      ownerIds: [opened.id],
      operationType: 'Issuance',
      identificationType: 'Document',
      client: { documentTypeId: type!.id, documentNumber: 'ABC123' },
    },
    201,
  );
  const visit = await kit.ok<Visit>('operator', 'GET', `visits/${opened.id}`);
  return { visit, parcelId: parcel.id, identificationId: identification.id };
}

describe('visit calls by id across divisions', () => {
  it('answer 404 to a user of another division for every read, change and delete', async () => {
    const { visit, parcelId, identificationId } = await operatorsVisit();
    const other = await kit.toSend();
    const calls: [Method, string, unknown][] = [
      ['GET', `visits/${visit.id}`, undefined],
      ['PUT', `visits/${visit.id}`, { note: 'not mine', lockVersion: visit.lockVersion }],
      ['DELETE', `visits/${visit.id}`, undefined],
      ['POST', `visits/${visit.id}/documents`, { documentId: other.id, documentType: 'Shipment' }],
      ['DELETE', `visits/${visit.id}/documents/${parcelId}`, undefined],
      ['GET', `visits/${visit.id}/can-end`, undefined],
      ['POST', `visits/${visit.id}/end`, {}],
      ['POST', `visits/${visit.id}/modifications`, { documentId: parcelId, type: 'Return' }],
      ['POST', `visits/${visit.id}/refusal`, { documentId: parcelId }],
      ['DELETE', `visits/${visit.id}/refusal/${parcelId}`, undefined],
      [
        'POST',
        'identification',
        {
          ownerType: 'Visit',
          ownerIds: [visit.id],
          operationType: 'Issuance',
          identificationType: 'SMS',
          client: { phone: VISITOR_PHONE },
        },
      ],
      ['POST', 'shipment-modification/return', { shipmentId: parcelId, visitId: visit.id }],
      ['POST', 'identification/check', { id: identificationId, identificationData: { code: '1234' } }],
      ['DELETE', `identification/${identificationId}`, undefined],
      [
        'POST',
        'payments',
        {
          visitId: visit.id,
          paymentSystem: PAYMENT_SYSTEMS[0],
          services: [{ sourceType: 'ShipmentServices', sourceId: parcelId, serviceId: parcelId }],
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await kit.call('branch.employee', method, url, body);
      // 404 like a visit that does not exist; a 400 would mean the test body is wrong, not the scope.
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/^(Visit|Identification) not found$/);
    }
    const after = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(after).toEqual(visit);
  });

  it('keeps a broker of another division out: 404 to read and change, 403 to delete', async () => {
    const { visit } = await operatorsVisit();
    expect((await kit.call('broker', 'GET', `visits/${visit.id}`)).statusCode).toBe(404);
    const change = { note: 'not mine', lockVersion: visit.lockVersion };
    expect((await kit.call('broker', 'PUT', `visits/${visit.id}`, change)).statusCode).toBe(404);
    // Deleting takes "Visit documents delete" (platform §6), which a broker does not hold.
    expect((await kit.call('broker', 'DELETE', `visits/${visit.id}`)).statusCode).toBe(403);
  });

  it('lets users of the same division, and the unscoped roles anywhere, work in the visit', async () => {
    const { visit } = await operatorsVisit();
    for (const login of ['branch.manager', 'administrator.god', 'service.desk', 'multi.country']) {
      const read = await kit.call(login, 'GET', `visits/${visit.id}`);
      expect(read.statusCode, login).toBe(200);
    }
    const changed = await kit.ok<Visit>('multi.country', 'PUT', `visits/${visit.id}`, {
      note: 'seen from another branch',
      lockVersion: visit.lockVersion,
    });
    expect(changed.note).toBe('seen from another branch');
  });

  it('agrees with the visit list: a scoped user neither lists nor opens the other division’s visits', async () => {
    const { visit } = await operatorsVisit();
    const listed = async (login: string) =>
      (await kit.ok<{ items: { id: string }[] }>(login, 'GET', `visits?ids[]=${visit.id}`)).items.map(
        (row) => row.id,
      );
    expect(await listed('branch.employee')).toEqual([]);
    expect(await listed('multi.country')).toEqual([visit.id]);
    expect(await listed('operator')).toEqual([visit.id]);
  });

  it('lets a clerk of another division open a visit of their own there', async () => {
    const own = await kit.openVisit('branch.employee');
    expect((await kit.call('branch.employee', 'GET', `visits/${own.id}`)).statusCode).toBe(200);
    expect((await kit.call('operator', 'GET', `visits/${own.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ divisionId: users.divisionId })
      .from(users)
      .where(eq(users.login, 'branch.employee'));
    expect(own.divisionId).toBe(row!.divisionId);
  });
});

describe('COD cash of a visit (platform §6 "editing cash-on-delivery cash")', () => {
  it('is changed by administrator-god only; sending it back unchanged is no change', async () => {
    const opened = await kit.openVisit('operator');
    const denied = await kit.call('operator', 'PUT', `visits/${opened.id}`, { cod: 120.5, lockVersion: 1 });
    expect(denied.statusCode).toBe(403);
    const set = await kit.ok<Visit>('administrator.god', 'PUT', `visits/${opened.id}`, {
      cod: 120.5,
      lockVersion: 1,
    });
    expect(set.cod).toBe(120.5);
    const same = await kit.ok<Visit>('operator', 'PUT', `visits/${opened.id}`, {
      cod: 120.5,
      note: 'cash counted',
      lockVersion: set.lockVersion,
    });
    expect(same).toMatchObject({ cod: 120.5, note: 'cash counted' });
    const cleared = await kit.call('operator', 'PUT', `visits/${opened.id}`, {
      cod: null,
      lockVersion: same.lockVersion,
    });
    expect(cleared.statusCode).toBe(403);
  });
});
