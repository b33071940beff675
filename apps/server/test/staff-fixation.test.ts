import type { StaffFixation, VisitCid } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { DEMO_PUDO_DIVISION, DEMO_PUDO_LOGIN } from '../src/seed/demo-pudo.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { VISITOR_PHONE, visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let pudo: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
  const [row] = await t.database.db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.number, DEMO_PUDO_DIVISION.number));
  pudo = row!.id;
});
afterAll(() => t.close());

const fix = (login: string, body: Record<string, unknown>) =>
  kit.call(login, 'POST', 'staff-fixations', body);

describe('staff fixation (POST staff-fixations)', () => {
  it('marks an employee of the division present, then away, by their badge', async () => {
    const first = await fix(DEMO_PUDO_LOGIN, { barcode: 'mdm0101' });
    expect(first.statusCode, first.body).toBe(201);
    const arrival = first.json<StaffFixation>();
    // The demo already holds MDM0101's arrival of today: this scan is the departure.
    expect(arrival).toMatchObject({
      mdmId: 'MDM0101',
      divisionId: pudo,
      kind: 'departure',
      positionName: null,
    });
    const next = (await fix(DEMO_PUDO_LOGIN, { barcode: 'MDM0101' })).json<StaffFixation>();
    expect(next.kind).toBe('arrival');
    const today = await kit.ok<{ items: StaffFixation[] }>(DEMO_PUDO_LOGIN, 'GET', 'staff-fixations');
    expect(today.items[0]).toMatchObject({ id: next.id, staffName: 'Zając Ewa' });
  });

  it('takes an employee of another division only where they hold an active part-time position', async () => {
    const partTime = (await fix(DEMO_PUDO_LOGIN, { barcode: 'MDM0102' })).json<StaffFixation>();
    expect(partTime.positionName).toBe('PUDO operator (part-time)');
    const refused = await fix(DEMO_PUDO_LOGIN, { barcode: 'MDM0103' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'STAFF_NOT_AT_DIVISION',
      error: expect.stringContaining('MDM0103'),
    });
  });

  it('refuses an unknown badge with a string error (shown as BOClient: …) and a malformed one with 400', async () => {
    const unknown = await fix(DEMO_PUDO_LOGIN, { barcode: 'MDM9999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'STAFF_UNKNOWN', error: 'Unknown badge MDM9999' });
    expect((await fix(DEMO_PUDO_LOGIN, { barcode: 'a b' })).statusCode).toBe(400);
    expect((await fix(DEMO_PUDO_LOGIN, { barcode: 'MDM0101', extra: 1 })).statusCode).toBe(400);
  });

  it("marks at the caller's own division only, unless the caller works for all divisions", async () => {
    const other = await fix('operator', { barcode: 'MDM0101', divisionId: pudo });
    expect(other.statusCode).toBe(404);
    const god = await fix('administrator.god', { barcode: 'MDM0101', divisionId: pudo });
    expect(god.statusCode).toBe(201);
    expect((await kit.call('no.access', 'POST', 'staff-fixations', { barcode: 'MDM0101' })).statusCode).toBe(
      403,
    );
  });
});

describe('CID look-up of the mobile scanner (GET cid/search/{cidOrPhone})', () => {
  it('finds a known client by CID or by phone, 404 for an unknown one, 400 for nonsense', async () => {
    await kit.toIssue({ recipient: { name: 'Piotr Nowak', phone: VISITOR_PHONE } });
    const byCid = await kit.ok<VisitCid>('operator', 'GET', `cid/search/CID${VISITOR_PHONE}`);
    expect(byCid).toMatchObject({ id: `CID${VISITOR_PHONE}`, profile: { name: 'Piotr Nowak' } });
    const byPhone = await kit.ok<VisitCid>('operator', 'GET', `cid/search/+${VISITOR_PHONE}`);
    expect(byPhone.id).toBe(byCid.id);
    expect((await kit.call('operator', 'GET', 'cid/search/CID48000000001')).statusCode).toBe(404);
    expect((await kit.call('operator', 'GET', 'cid/search/hello')).statusCode).toBe(400);
    expect(
      (await kit.call('contact.centre.operator', 'GET', `cid/search/CID${VISITOR_PHONE}`)).statusCode,
    ).toBe(403);
  });
});
