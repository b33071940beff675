import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProblemParcel, ScanRegistry } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPng } from '../src/features/attachments/demo-files.ts';
import { courierParcels } from '../src/features/scanning/scanning-tables.ts';
import { readShipmentEvents } from '../src/features/shipments/shipment-events.ts';
import { shipmentParcels, shipments } from '../src/features/shipments/shipments-tables.ts';
import { scanningKit } from './scanning-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let dataDir: string;
let kit: ReturnType<typeof scanningKit>;
let waw: string;
let other: string;
const COURIER = 'KURP0000000002';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scanning-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  kit = scanningKit(t);
  const divisions = await kit.divisions();
  waw = divisions.waw.id;
  other = divisions.byCountry.PL[1]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = async (login: string, id: string) => {
  const response = await kit.call(login, 'GET', `scan-registry/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScanRegistry>();
};

describe('creating a scan registry', () => {
  it('refuses a courier scan without a courier barcode and an unloading without a vehicle (400)', async () => {
    const noCourier = await kit.call('operator', 'POST', 'scan-registry', { type: 'LoadingCourier' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().errors).toMatchObject({ courierBarcode: 'any.required' });
    const noVehicle = await kit.call('operator', 'POST', 'scan-registry', { type: 'Unloading' });
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().errors).toMatchObject({ vehicleNumber: 'any.required' });
    const badType = await kit.call('operator', 'POST', 'scan-registry', { type: 'Teleport' });
    expect(badType.statusCode).toBe(400);
    const badBarcode = await kit.call('operator', 'POST', 'scan-registry', {
      type: 'LoadingCourier',
      courierBarcode: 'KUR1',
    });
    expect(badBarcode.statusCode).toBe(400);
  });

  it('refuses a vehicle number that is not one (400 on the field) and stores it upper case, trimmed', async () => {
    for (const vehicleNumber of ['WX 5', 'WX 54321WX 54', 'WX--54321']) {
      for (const type of ['Unloading', 'LoadingCourier'] as const) {
        const response = await kit.call('operator', 'POST', 'scan-registry', {
          type,
          vehicleNumber,
          courierBarcode: COURIER,
        });
        expect(response.statusCode, `${type} ${vehicleNumber}`).toBe(400);
        expect(response.json().errors).toMatchObject({ vehicleNumber: 'string.pattern.vehicle_number' });
      }
    }
    const id = await kit.create('operator', { type: 'Unloading', vehicleNumber: '  wx   54321 ' });
    expect((await read('operator', id)).vehicleNumber).toBe('WX 54321');
  });

  it('refuses a barcode no courier carries (422 COURIER_NOT_FOUND)', async () => {
    const response = await kit.call('operator', 'POST', 'scan-registry', {
      type: 'LoadingCourier',
      courierBarcode: 'ZZZZ9999999999',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('COURIER_NOT_FOUND');
  });

  it('gives a 14-character number and a plan; users without the scanning right get 403', async () => {
    const id = await kit.create('operator', { type: 'FixationOnDivision' });
    const registry = await read('operator', id);
    expect(registry.number).toMatch(/^SC\d{12}$/);
    expect(registry.status).toBe('Open');
    expect(registry.divisionId).toBe(waw);
    const refused = await kit.call('contact.centre.operator', 'POST', 'scan-registry', {
      type: 'FixationOnDivision',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps another division to those who see every division: 404 for a branch clerk', async () => {
    const forbidden = await kit.call('operator', 'POST', 'scan-registry', {
      type: 'FixationOnDivision',
      divisionId: other,
    });
    expect(forbidden.statusCode).toBe(404);
    const id = await kit.create('administrator.god', { type: 'FixationOnDivision', divisionId: other });
    expect((await kit.call('operator', 'GET', `scan-registry/${id}`)).statusCode).toBe(404);
    expect(
      (await kit.call('operator', 'POST', `scan-registry/${id}/scans`, { barcode: 'SHPL0000000001' }))
        .statusCode,
    ).toBe(404);
    expect((await kit.call('administrator.god', 'GET', `scan-registry/${id}`)).statusCode).toBe(200);
    const list = await kit.call('operator', 'GET', `scan-registry?ids[]=${id}`);
    expect(list.json().items).toHaveLength(0);
  });

  it('is made at a live part of its own division (registers §3.2 "divisionPart"), never another', async () => {
    const parts = async (divisionId: string, list: { code: string; type: string }[]) => {
      const response = await kit.call('administrator.god', 'PUT', `divisions/${divisionId}/parts`, {
        parts: list,
      });
      expect(response.statusCode, response.body).toBe(200);
      const read = await kit.call('administrator.god', 'GET', `divisions/${divisionId}/parts`);
      return read.json<{ items: { id: string; code: string; type: string }[] }>().items;
    };
    const own = await parts(waw, [
      { code: 'GATE-1', type: 'part' },
      { code: 'A-01-01', type: 'address_storage' },
    ]);
    const gate = own.find((part) => part.code === 'GATE-1')!;
    const cell = own.find((part) => part.code === 'A-01-01')!;
    const foreign = (await parts(other, [{ code: 'GATE-9', type: 'part' }]))[0]!;

    const id = await kit.create('operator', { type: 'FixationOnDivision', divisionPartId: gate.id });
    expect((await read('operator', id)).divisionPart).toEqual({ id: gate.id, code: 'GATE-1' });
    expect(
      (await read('operator', await kit.create('operator', { type: 'FixationOnDivision' }))).divisionPart,
    ).toBeNull();
    for (const partId of [foreign.id, cell.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await kit.call('operator', 'POST', 'scan-registry', {
        type: 'FixationOnDivision',
        divisionPartId: partId,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ divisionPartId: 'any.invalid' });
    }
  });
});

describe('scanning answers at once and closing moves the parcels', () => {
  it('hands parcels to a courier and takes them back', async () => {
    const parcels = await kit.parcels(3, { at: waw, destination: null });
    const elsewhere = await kit.parcels(1, { at: other, destination: null });
    const id = await kit.create('operator', {
      type: 'LoadingCourier',
      courierBarcode: COURIER.toLowerCase(),
    });
    const before = await read('operator', id);
    expect(before.courierBarcode).toBe(COURIER);
    expect(before.forScanBarcodesAmount).toBeGreaterThanOrEqual(3);

    const first = await kit.scan('operator', id, parcels[0]!.number);
    expect(first).toMatchObject({ result: 'expected', scannedBarcodesAmount: 1 });
    expect(first.forScanBarcodesAmount).toBe(before.forScanBarcodesAmount);
    expect((await kit.scan('operator', id, parcels[0]!.number)).result).toBe('alreadyScanned');
    // Typed with a Ukrainian layout: ІРЗД… is SHPL… (registers §9).
    const cyrillic = parcels[1]!.number.replace('SHPL', 'ІРЗД');
    expect(await kit.scan('operator', id, ` ${cyrillic} `)).toMatchObject({
      result: 'expected',
      barcode: parcels[1]!.number,
    });
    expect((await kit.scan('operator', id, elsewhere[0]!.number)).result).toBe('unexpected');
    const unknown = await kit.scan('operator', id, 'QQQQ0000000000');
    expect(unknown).toMatchObject({ result: 'unknown', scannedBarcodesAmount: 4 });
    expect(
      (await kit.call('operator', 'POST', `scan-registry/${id}/scans`, { barcode: 'x' })).statusCode,
    ).toBe(400);

    const scanned = await read('operator', id);
    expect(scanned.items.map((item) => item.barcode)).toContain(parcels[1]!.number);
    // Four barcodes scanned, three parcels move (the unknown barcode is none), two of them planned.
    expect(scanned.tally).toEqual({ moving: 3, planned: 2 });
    expect(scanned.missing.map((item) => item.parcelNumber)).toContain(parcels[2]!.number);

    const closed = await kit.call('operator', 'POST', `scan-registry/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', movedParcels: 3 });
    const events = await readShipmentEvents(t.database.db, parcels[0]!.shipmentId);
    expect(events.at(-1)).toMatchObject({ event: 'HandedToCourier', divisionId: waw, scanRegistryId: id });
    const held = await t.database.db
      .select()
      .from(courierParcels)
      .where(eq(courierParcels.courierBarcode, COURIER));
    expect(held.map((row) => row.parcelId).sort()).toEqual(
      [parcels[0]!.parcelId, parcels[1]!.parcelId, elsewhere[0]!.parcelId].sort(),
    );
    // The unexpected parcel moved too: it is here now.
    const [moved] = await t.database.db
      .select({ at: shipmentParcels.currentDivisionId })
      .from(shipmentParcels)
      .where(eq(shipmentParcels.id, elsewhere[0]!.parcelId));
    expect(moved!.at).toBe(waw);

    const again = await kit.call('operator', 'POST', `scan-registry/${id}/close`);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('SCAN_REGISTRY_NOT_OPEN');
    const late = await kit.call('operator', 'POST', `scan-registry/${id}/scans`, {
      barcode: parcels[2]!.number,
    });
    expect(late.statusCode).toBe(422);

    // The courier comes back with two of them and a parcel picked up from a client.
    const pickedUp = await kit.parcels(1, {
      at: null,
      destination: other,
      status: 'ReadyToShip',
      sender: waw,
    });
    const back = await kit.create('operator', {
      type: 'UnloadingCourier',
      courierBarcode: COURIER,
      vehicleNumber: 'WX 54321',
    });
    expect((await read('operator', back)).forScanBarcodesAmount).toBe(3);
    expect((await kit.scan('operator', back, parcels[0]!.number)).result).toBe('expected');
    expect((await kit.scan('operator', back, parcels[1]!.number)).result).toBe('expected');
    expect((await kit.scan('operator', back, pickedUp[0]!.number)).result).toBe('unexpected');
    expect((await kit.call('operator', 'POST', `scan-registry/${back}/close`)).statusCode).toBe(200);
    const stillHeld = await t.database.db
      .select()
      .from(courierParcels)
      .where(eq(courierParcels.courierBarcode, COURIER));
    expect(stillHeld.map((row) => row.parcelId)).toEqual([elsewhere[0]!.parcelId]);
    const [accepted] = await t.database.db
      .select({ status: shipments.status, acceptedByUser: shipments.acceptedByUser })
      .from(shipments)
      .where(eq(shipments.id, pickedUp[0]!.shipmentId));
    expect(accepted).toEqual({ status: 'Accepted', acceptedByUser: 'operator' });
    const pickedEvents = await readShipmentEvents(t.database.db, pickedUp[0]!.shipmentId);
    expect(pickedEvents.at(-1)).toMatchObject({
      event: 'Accepted',
      shipmentStatus: 'Accepted',
      divisionId: waw,
    });
    expect((await readShipmentEvents(t.database.db, parcels[0]!.shipmentId)).at(-1)?.event).toBe(
      'ReturnedFromCourier',
    );
  });

  it('unloads what the vehicle loaded elsewhere, and tells where each parcel goes next', async () => {
    const loaded = await kit.parcels(2, { at: other, destination: waw });
    const through = await kit.parcels(1, { at: other, destination: other });
    const loading = await kit.create('administrator.god', {
      type: 'Loading',
      divisionId: other,
      destinationDivisions: [waw],
      vehicleNumber: 'KR 77001',
    });
    for (const parcel of loaded)
      expect((await kit.scan('administrator.god', loading, parcel.number)).result).toBe('expected');
    expect((await kit.call('administrator.god', 'POST', `scan-registry/${loading}/close`)).statusCode).toBe(
      200,
    );
    const unloading = await kit.create('operator', { type: 'Unloading', vehicleNumber: 'KR 77001' });
    expect((await read('operator', unloading)).forScanBarcodesAmount).toBe(2);
    const answer = await kit.scan('operator', unloading, loaded[0]!.number);
    expect(answer).toMatchObject({ result: 'expected', item: { nextDivision: null } });
    const sorted = await kit.scan('operator', unloading, through[0]!.number);
    expect(sorted).toMatchObject({ result: 'unexpected', item: { nextDivision: { id: other } } });
    const plans = await kit.call('operator', 'GET', `movement-plans?parcelNumbers[]=${through[0]!.number}`);
    expect(plans.statusCode).toBe(200);
    expect(plans.json().items[0]).toMatchObject({
      nextDivision: { id: other },
      currentDivision: { id: other },
    });
    expect((await kit.call('operator', 'GET', 'movement-plans?parcelNumbers[]=nope')).statusCode).toBe(400);
  });

  it('takes a scan back only while the registry is open', async () => {
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const id = await kit.create('operator', { type: 'FixationOnDivision' });
    const answer = await kit.scan('operator', id, parcel!.number);
    const removed = await kit.call('operator', 'DELETE', `scan-registry/${id}/scans/${answer.item!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await read('operator', id)).scannedBarcodesAmount).toBe(0);
    expect((await kit.scan('operator', id, parcel!.number)).result).toBe('expected');
  });

  it('lists scans in the register with counts, filtered by type', async () => {
    const id = await kit.create('operator', { type: 'FixationOnDivision', vehicleNumber: 'LIST-1' });
    const response = await kit.call(
      'operator',
      'GET',
      'scan-registry?types[]=FixationOnDivision&vehicleNumber=LIST-1',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id, type: 'FixationOnDivision', status: 'Open', scannedBarcodesAmount: 0 }),
    ]);
  });
});

describe('clerks at the same moment', () => {
  it('the same parcel scanned twice into one registry at once counts once', async () => {
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const id = await kit.create('operator', { type: 'FixationOnDivision' });
    const answers = await Promise.all([
      kit.scan('operator', id, parcel!.number),
      kit.scan('branch.employee', id, parcel!.number),
    ]);
    expect(answers.map((answer) => answer.result).sort()).toEqual(['alreadyScanned', 'expected']);
    expect((await read('operator', id)).scannedBarcodesAmount).toBe(1);
  });

  it('the same parcel scanned into two registries at once is recorded in both', async () => {
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const first = await kit.create('operator', { type: 'FixationOnDivision' });
    const second = await kit.create('branch.employee', { type: 'FixationOnDivision' });
    const answers = await Promise.all([
      kit.scan('operator', first, parcel!.number),
      kit.scan('branch.employee', second, parcel!.number),
    ]);
    expect(answers.map((answer) => answer.result)).toEqual(['expected', 'expected']);
    expect((await read('operator', first)).scannedBarcodesAmount).toBe(1);
    expect((await read('operator', second)).scannedBarcodesAmount).toBe(1);
  });

  it('many clerks scanning different parcels into one registry lose none', async () => {
    const parcels = await kit.parcels(8, { at: waw, destination: null });
    const id = await kit.create('operator', { type: 'FixationOnDivision' });
    const clerks = ['operator', 'branch.employee', 'branch.manager', 'base'];
    await Promise.all(
      parcels.map((parcel, index) => kit.scan(clerks[index % clerks.length]!, id, parcel.number)),
    );
    const registry = await read('operator', id);
    expect(registry.scannedBarcodesAmount).toBe(8);
    expect(registry.items).toHaveLength(8);
  });

  it('closing a registry twice at once moves its parcels once', async () => {
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const id = await kit.create('operator', { type: 'FixationOnDivision' });
    await kit.scan('operator', id, parcel!.number);
    const answers = await Promise.all([
      kit.call('operator', 'POST', `scan-registry/${id}/close`),
      kit.call('branch.employee', 'POST', `scan-registry/${id}/close`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const events = await readShipmentEvents(t.database.db, parcel!.shipmentId);
    expect(events.filter((event) => event.scanRegistryId === id)).toHaveLength(1);
  });
});

describe('problem parcels', () => {
  const create = async (login: string, body: Record<string, unknown>) =>
    kit.call(login, 'POST', 'problem-parcels', body);

  it('registers damaged cargo from a scan and unknown cargo by its bare barcode', async () => {
    const [parcel] = await kit.parcels(1, { at: waw, destination: null });
    const scan = await kit.create('operator', { type: 'FixationOnDivision' });
    const damaged = await create('operator', {
      type: 'DamagedCargo',
      parcelNumbers: [parcel!.number],
      scanRegistryId: scan,
      note: 'Wet box',
    });
    expect(damaged.statusCode, damaged.body).toBe(201);
    const body = damaged.json<ProblemParcel>();
    expect(body).toMatchObject({
      status: 'Open',
      lockVersion: 1,
      divisionId: waw,
      note: [{ text: 'Wet box', author: 'operator' }],
      statuses: [{ status: 'Open', user: 'operator' }],
    });
    expect(body.number).toMatch(/^PP\d{12}$/);
    const events = await readShipmentEvents(t.database.db, parcel!.shipmentId);
    expect(events.at(-1)).toMatchObject({ event: 'ProblemParcel' });
    expect(
      (await create('operator', { type: 'DamagedCargo', parcelNumbers: ['not a parcel'] })).statusCode,
    ).toBe(400);
    expect(
      (await create('operator', { type: 'UnknownCargo', parcelNumbers: ['bag 42 xx'] })).statusCode,
    ).toBe(201);
    expect(
      (await create('contact.centre.operator', { type: 'UnknownCargo', parcelNumbers: ['BAG42'] }))
        .statusCode,
    ).toBe(403);
    const list = await kit.call('operator', 'GET', `problem-parcels?parcelNumbers[]=${parcel!.number}`);
    expect(list.json().items).toEqual([expect.objectContaining({ id: body.id, type: 'DamagedCargo' })]);
  });

  it('adds notes with their author under lockVersion; edits, status changes and attachment removal need their rights', async () => {
    const created = (
      await create('operator', { type: 'UnknownCargo', parcelNumbers: ['LABELLESS1'] })
    ).json<ProblemParcel>();
    const url = `problem-parcels/${created.id}`;
    const noted = await kit.call('operator', 'PUT', url, { note: 'Checked the camera', lockVersion: 1 });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      lockVersion: 2,
      note: [{ text: 'Checked the camera', author: 'operator' }],
    });
    const stale = await kit.call('operator', 'PUT', url, { note: 'Again', lockVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await kit.call('operator', 'PUT', url, { type: 'LostParcel', lockVersion: 2 })).statusCode).toBe(
      403,
    );
    const retyped = await kit.call('administrator.god', 'PUT', url, { type: 'LostParcel', lockVersion: 2 });
    expect(retyped.json()).toMatchObject({ type: 'LostParcel', lockVersion: 3 });

    const byClerk = await kit.call('operator', 'PUT', `${url}/change-status`, {
      status: 'InProgress',
      lockVersion: 3,
    });
    expect(byClerk.statusCode).toBe(403);
    const changed = await kit.call('service.desk', 'PUT', `${url}/change-status`, {
      status: 'Processed',
      statusNote: 'Found the sender',
      lockVersion: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, data: { status: 'Processed', lockVersion: 4 } });
    expect(changed.json().data.statuses.map((entry: { status: string }) => entry.status)).toEqual([
      'Open',
      'Processed',
    ]);
    const invalid = await kit.call('service.desk', 'PUT', `${url}/change-status`, {
      status: 'Open',
      lockVersion: 4,
    });
    expect(invalid.statusCode).toBe(422);

    const boundary = '----scan-test';
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="damage.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        demoPng(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${await t.tokenOf('operator')}`,
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const fileUrl = stored.json().url;
    // Not an upload's name at all: 400 (only the caller's own upload can be linked, else 404).
    expect((await kit.call('operator', 'POST', `${url}/attachments`, { url: 'nope.png' })).statusCode).toBe(
      400,
    );
    const attached = await kit.call('operator', 'POST', `${url}/attachments`, { url: fileUrl });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json()).toMatchObject({ fileName: 'damage.png', userCreate: 'operator' });
    // Another clerk of the division may download it through the problem parcel.
    const download = await kit.call('branch.employee', 'GET', `uploads/attached/${fileUrl}`);
    expect(download.statusCode).toBe(200);
    const attachmentId = attached.json().id;
    const listed = await kit.call(
      'operator',
      'GET',
      `problem-parcels/attachments?problemParcelId=${created.id}`,
    );
    expect(listed.json().items).toHaveLength(1);
    expect(
      (await kit.call('operator', 'DELETE', `problem-parcels/attachments/${attachmentId}`)).statusCode,
    ).toBe(403);
    const removed = await kit.call(
      'administrator.god',
      'DELETE',
      `problem-parcels/attachments/${attachmentId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    const left = await kit.call(
      'operator',
      'GET',
      `problem-parcels/attachments?problemParcelId=${created.id}&deletionMark=false`,
    );
    expect(left.json().items).toHaveLength(0);

    const deleted = await kit.call('administrator.god', 'PUT', `${url}/change-status`, {
      status: 'Deleted',
      lockVersion: 4,
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await kit.call('operator', 'PUT', url, { note: 'late', lockVersion: 5 });
    expect(afterDelete.statusCode).toBe(422);
  });

  it('keeps another division’s problem parcel from a branch clerk (404)', async () => {
    const { byCountry } = await kit.divisions();
    const foreign = await create('administrator.god', {
      type: 'UnknownCargo',
      parcelNumbers: ['FOREIGN1'],
      divisionId: byCountry.PL[2]!.id,
    });
    expect(foreign.statusCode).toBe(201);
    const id = foreign.json().id;
    expect((await kit.call('operator', 'GET', `problem-parcels/${id}`)).statusCode).toBe(404);
    expect(
      (await kit.call('operator', 'PUT', `problem-parcels/${id}`, { note: 'x', lockVersion: 1 })).statusCode,
    ).toBe(404);
  });
});

it('the demo has couriers with badges, an open unloading and problem parcels', async () => {
  const couriers = await kit.call('dispatch.manager', 'GET', 'couriers');
  expect(couriers.json().items.map((courier: { barcode: string }) => courier.barcode)).toContain(
    'KURP0000000001',
  );
  const unloading = await kit.call('operator', 'GET', 'scan-registry?types[]=Unloading&statuses[]=Open');
  expect(unloading.json().total).toBeGreaterThanOrEqual(1);
  const problems = await kit.call('operator', 'GET', 'problem-parcels');
  expect(problems.json().total).toBeGreaterThanOrEqual(3);
  // One of them is on its way back to the sender (registers §4 return states).
  const states = await Promise.all(
    problems
      .json()
      .items.map(
        async (item: { id: string }) =>
          (await kit.call('operator', 'GET', `problem-parcels/${item.id}`)).json().returnState,
      ),
  );
  expect(states).toContain('Awaiting return');
});

it("the employee workplace's recent activity lists the user's own scans, open first", async () => {
  const id = await kit.create('branch.manager', { type: 'FixationOnDivision' });
  const response = await kit.call('branch.manager', 'GET', 'work-place/recent-activity');
  expect(response.statusCode).toBe(200);
  expect(response.json().items[0]).toMatchObject({ type: 'scan', id, open: true });
});

it('marks every planned parcel scanned at once for administrator-god and dispatch managers only', async () => {
  const parcels = await kit.parcels(3, { at: other, destination: waw });
  const loading = await kit.create('administrator.god', {
    type: 'Loading',
    divisionId: other,
    destinationDivisions: [waw],
    vehicleNumber: 'MARK-ALL-1',
  });
  for (const parcel of parcels) await kit.scan('administrator.god', loading, parcel.number);
  await kit.call('administrator.god', 'POST', `scan-registry/${loading}/close`);
  const unloading = await kit.create('operator', { type: 'Unloading', vehicleNumber: 'MARK-ALL-1' });
  await kit.scan('operator', unloading, parcels[0]!.number);
  expect((await kit.call('operator', 'POST', `scan-registry/${unloading}/mark-all`)).statusCode).toBe(403);
  const marked = await kit.call('dispatch.manager', 'POST', `scan-registry/${unloading}/mark-all`);
  expect(marked.statusCode, marked.body).toBe(200);
  expect(marked.json()).toEqual({ added: 2 });
  expect((await read('operator', unloading)).scannedBarcodesAmount).toBe(3);
});
