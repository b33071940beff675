import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CourierActionAnswer, ScanRegistry } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { courierActions } from '../src/features/courier-day/courier-day-tables.ts';
import { scanningKit } from './scanning-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let dataDir: string;
let kit: ReturnType<typeof scanningKit>;
let waw: string;
let other: string;
/** A courier who holds no scanning right (no `base`): the contact centre's service role only. */
const BARE_COURIER = 'courier.ewa';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hub-scan-queue-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = scanningKit(t);
  const divisions = await kit.divisions();
  waw = divisions.waw.id;
  other = divisions.byCountry.PL[1]!.id;
  await t.database.db
    .update(users)
    .set({ groups: ['contact_centre_operator', 'courier'] })
    .where(eq(users.login, BARE_COURIER));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hubScan = (registryId: string, barcode: string) => ({
  id: randomUUID(),
  type: 'hub_scan',
  at: new Date().toISOString(),
  registryId,
  barcode,
});

async function sync(login: string, actions: unknown[]): Promise<CourierActionAnswer[]> {
  const response = await kit.call(login, 'POST', 'courier/actions', { actions });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: CourierActionAnswer[] }>().items;
}

const registry = async (id: string) =>
  (await kit.call('administrator.god', 'GET', `scan-registry/${id}`)).json<ScanRegistry>();

describe('hub scanning through the phone queue (issue 26)', () => {
  it('applies a hub_scan once: a replay answers the first answer and the registry holds the parcel once', async () => {
    const id = await kit.create('operator', { type: 'FixationOnDivision', divisionId: waw });
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const action = hubScan(id, parcel!.number);
    const [first] = await sync('operator', [action]);
    expect(first).toMatchObject({ id: action.id, result: 'applied' });
    expect(first!.message).toMatch(/^Scanned/);
    const [again] = await sync('operator', [action]);
    expect(again).toMatchObject({ id: action.id, result: 'duplicate', first: { result: 'applied' } });
    const held = await registry(id);
    expect(held.items.filter((item) => item.barcode === parcel!.number)).toHaveLength(1);
    expect(held.scannedBarcodesAmount).toBe(1);
    const [kept] = await t.database.db.select().from(courierActions).where(eq(courierActions.id, action.id));
    expect(kept).toMatchObject({ stopId: null, scanRegistryId: id, type: 'hub_scan', courier: 'operator' });
  });

  it("refuses another division's registry per action and applies the rest of the batch", async () => {
    const mine = await kit.create('operator', { type: 'FixationOnDivision', divisionId: waw });
    const foreign = await kit.create('administrator.god', { type: 'FixationOnDivision', divisionId: other });
    const [a, b] = await kit.parcels(2, { at: waw, destination: null });
    const answers = await sync('operator', [
      hubScan(mine, a!.number),
      hubScan(foreign, a!.number),
      hubScan(randomUUID(), a!.number),
      hubScan(mine, b!.number),
    ]);
    expect(answers.map((answer) => answer.result)).toEqual(['applied', 'refused', 'refused', 'applied']);
    expect(answers[1]).toMatchObject({ code: 'NOT_FOUND', message: 'Scan registry not found' });
    expect(answers[2]).toMatchObject({ code: 'NOT_FOUND', message: 'Scan registry not found' });
    expect((await registry(mine)).scannedBarcodesAmount).toBe(2);
    expect((await registry(foreign)).scannedBarcodesAmount).toBe(0);
  });

  it('refuses a courier without the scanning right per action, and a closed registry in its own words', async () => {
    const id = await kit.create('operator', { type: 'FixationOnDivision', divisionId: waw });
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const [bare] = await sync(BARE_COURIER, [hubScan(id, parcel!.number)]);
    expect(bare).toMatchObject({ result: 'refused', code: 'SCAN_NOT_ALLOWED' });
    expect((await registry(id)).scannedBarcodesAmount).toBe(0);
    expect((await kit.call('operator', 'POST', `scan-registry/${id}/close`)).statusCode).toBe(200);
    const [closed] = await sync('operator', [hubScan(id, parcel!.number)]);
    expect(closed).toMatchObject({
      result: 'refused',
      code: 'SCAN_REGISTRY_NOT_OPEN',
      message: 'The scan is closed',
    });
  });

  it('keeps the order: the same barcode scanned again is refused as already scanned', async () => {
    const id = await kit.create('operator', { type: 'FixationOnDivision', divisionId: waw });
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const answers = await sync('operator', [
      hubScan(id, parcel!.number),
      hubScan(id, parcel!.number.toLowerCase()),
      hubScan(id, 'ZZZZ00000001'),
    ]);
    expect(answers.map((answer) => [answer.result, answer.code])).toEqual([
      ['applied', undefined],
      ['refused', 'BARCODE_ALREADY_SCANNED'],
      ['applied', undefined],
    ]);
    expect(answers[2]!.message).toContain('unknown cargo');
    expect((await registry(id)).scannedBarcodesAmount).toBe(2);
  });

  it('lets in couriers and scanning staff only; a stop action of a clerk is refused as not theirs', async () => {
    const answers = await sync('operator', [
      {
        id: randomUUID(),
        type: 'fail',
        stopId: randomUUID(),
        at: new Date().toISOString(),
        reason: 'absent',
      },
    ]);
    expect(answers[0]).toMatchObject({ result: 'refused', code: 'STOP_UNKNOWN' });
    const id = await kit.create('operator', { type: 'FixationOnDivision', divisionId: waw });
    const refused = await kit.call('contact.centre.operator', 'POST', 'courier/actions', {
      actions: [hubScan(id, 'SHPL0000000001')],
    });
    expect(refused.statusCode).toBe(403);
    const noStop = await kit.call('operator', 'POST', 'courier/actions', {
      actions: [{ ...hubScan(id, 'SHPL0000000001'), stopId: randomUUID() }],
    });
    expect(noStop.statusCode).toBe(400);
  });
});
