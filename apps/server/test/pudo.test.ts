import type {
  PudoParcel,
  PudoParcelCheck,
  PudoPassItem,
  PudoReceivingScanCreated,
  PudoWorkplaceSummary,
  ScanAnswer,
  ScanRegistry,
  Shipment,
  Visit,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { recordShipmentEvents } from '../src/features/shipments/shipment-events.ts';
import { DEMO_PUDO_DIVISION, DEMO_PUDO_LOGIN } from '../src/seed/demo-pudo.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;
let pudo: string;
const PUDO = DEMO_PUDO_LOGIN;

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

const parcelOf = (shipment: Shipment) => shipment.parcels[0]!.number!;

/** Accepted at WAW-1 and on its way to the PUDO (its current division is WAW-1). */
async function toPudo(): Promise<Shipment> {
  const waw = await kit.demoDivisionId();
  const shipment = await kit.shipment({
    sender: { divisionId: waw },
    recipient: { divisionId: pudo },
    options: {
      status: 'Accepted',
      acceptedByUser: 'operator',
      firstLogisticDivisionId: waw,
      lastLogisticDivisionId: pudo,
      paymentStatuses: { Delivery: 'Paid' },
    },
  });
  const user = await kit.userOf('operator');
  await recordShipmentEvents(t.database.db, [
    { shipmentId: shipment.id, event: 'Accepted', shipmentStatus: 'Accepted', divisionId: waw, user },
  ]);
  return shipment;
}

const VEHICLE = 'WX 1234A';

/** The receiving dialog's call: the PUDO's UnloadingCourier scan for a vehicle. */
const openScan = (vehicleNumber = VEHICLE) =>
  kit.ok<PudoReceivingScanCreated>(PUDO, 'POST', 'pudo/scan-registry', { vehicleNumber }, 201);
const scan = (id: string, barcode: string) =>
  kit.ok<ScanAnswer>(PUDO, 'POST', `scan-registry/${id}/scans`, { barcode });
const close = (id: string) => kit.ok(PUDO, 'POST', `scan-registry/${id}/close`);

/** Manual receiving: a scan of the PUDO, each number scanned, then closed. */
async function receive(parcelNumbers: string[]): Promise<ScanAnswer[]> {
  const { data } = await openScan();
  const answers: ScanAnswer[] = [];
  for (const number of parcelNumbers) answers.push(await scan(data.id, number));
  await close(data.id);
  return answers;
}
const listOf = async (state: string) =>
  (await kit.ok<{ items: PudoParcel[] }>(PUDO, 'GET', `pudo/shipments?state=${state}`)).items.map(
    (parcel) => parcel.parcelNumber,
  );

describe('PUDO workplace', () => {
  it('is for administrator-god, pudo managers and the service desk', async () => {
    for (const login of ['operator', 'courier', 'quality.control', 'branch.employee']) {
      expect((await kit.call(login, 'GET', 'pudo/workplace')).statusCode, login).toBe(403);
      const opened = await kit.call(login, 'POST', 'pudo/scan-registry', { vehicleNumber: VEHICLE });
      expect(opened.statusCode, login).toBe(403);
    }
    const summary = await kit.ok<PudoWorkplaceSummary>(PUDO, 'GET', 'pudo/workplace');
    expect(summary).toMatchObject({ pudoMode: true, division: { id: pudo, divisionCategory: 'PUDO' } });
    expect(summary.expected).toBeGreaterThan(0);
  });

  it("answers 'Is not PUDO workplace!' to a user whose division is no pickup point, changing nothing", async () => {
    const shipment = await toPudo();
    const god = await kit.ok<PudoWorkplaceSummary>('administrator.god', 'GET', 'pudo/workplace');
    expect(god.pudoMode).toBe(false);
    const refused = await kit.refused(
      'administrator.god',
      'POST',
      'pudo/scan-registry',
      { vehicleNumber: VEHICLE },
      'NOT_PUDO_WORKPLACE',
    );
    expect(refused.message).toBe('Is not PUDO workplace!');
    expect(await listOf('expected')).toContain(parcelOf(shipment));
  });

  it('receiving needs the vehicle number and reuses the day’s open scan of the clerk and vehicle', async () => {
    const missing = await kit.call(PUDO, 'POST', 'pudo/scan-registry', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ vehicleNumber: expect.any(String) });
    const first = await openScan('WX 7777B');
    expect(first.reused).toBe(false);
    expect(first.data.type).toBe('UnloadingCourier');
    const again = await kit.ok<PudoReceivingScanCreated>(PUDO, 'POST', 'pudo/scan-registry', {
      vehicleNumber: 'WX 7777B',
    });
    expect(again).toMatchObject({ reused: true, data: { id: first.data.id } });
    // The number is compared as stored: trimmed, upper case; a number typed half-way is refused.
    const typedLower = await kit.ok<PudoReceivingScanCreated>(PUDO, 'POST', 'pudo/scan-registry', {
      vehicleNumber: ' wx  7777b ',
    });
    expect(typedLower).toMatchObject({ reused: true, data: { id: first.data.id } });
    const partial = await kit.call(PUDO, 'POST', 'pudo/scan-registry', { vehicleNumber: 'WX 7' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toMatchObject({ vehicleNumber: 'string.pattern.vehicle_number' });
    const registry = await kit.ok<ScanRegistry>(PUDO, 'GET', `scan-registry/${first.data.id}`);
    expect(registry).toMatchObject({ divisionId: pudo, vehicleNumber: 'WX 7777B', courierBarcode: null });
    await close(first.data.id);
    expect((await openScan('WX 7777B')).data.id).not.toBe(first.data.id);
  });

  it('auto accept records every expected parcel in the PUDO scan; closing it moves them and writes tracking', async () => {
    const three = [await toPudo(), await toPudo(), await toPudo()];
    const numbers = three.map(parcelOf);
    expect(await listOf('expected')).toEqual(expect.arrayContaining(numbers));
    const { data } = await openScan('WX 1000C');
    const planned = await kit.ok<ScanRegistry>(PUDO, 'GET', `scan-registry/${data.id}`);
    expect(planned.missing.map((item) => item.parcelNumber)).toEqual(expect.arrayContaining(numbers));
    const { added } = await kit.ok<{ added: number }>(PUDO, 'POST', `pudo/scan-registry/${data.id}/mark-all`);
    expect(added).toBe(planned.forScanBarcodesAmount);
    await close(data.id);
    expect(await listOf('expected')).not.toEqual(expect.arrayContaining([numbers[0]]));
    expect(await listOf('arrived')).toEqual(expect.arrayContaining(numbers));
    const check = await kit.ok<PudoParcelCheck>(PUDO, 'GET', `pudo/parcels/${numbers[0]}`);
    expect(check.currentDivision).toBe(DEMO_PUDO_DIVISION.name);
    expect(check.events.map((event) => event.event)).toEqual([
      'Accepted',
      'ReturnedFromCourier',
      'ReadyForIssue',
    ]);
    // The scan list shows the receiving, closed, with what it moved.
    const list = await kit.ok<{ items: { id: string; status: string; scannedBarcodesAmount: number }[] }>(
      'administrator.god',
      'GET',
      `scan-registry?ids[]=${data.id}`,
    );
    expect(list.items[0]).toMatchObject({ id: data.id, status: 'Closed', scannedBarcodesAmount: added });
    // A closed scan takes no more: auto accept again is refused.
    await kit.refused(
      PUDO,
      'POST',
      `pudo/scan-registry/${data.id}/mark-all`,
      undefined,
      'SCAN_REGISTRY_NOT_OPEN',
    );
  });

  it('auto accept works only on the caller’s own PUDO receiving scans', async () => {
    const { data } = await openScan('WX 2000D');
    expect(
      (await kit.call('service.desk', 'POST', `pudo/scan-registry/${data.id}/mark-all`)).statusCode,
    ).toBe(422);
    const created = await kit.ok<{ data: { id: string } }>(
      'administrator.god',
      'POST',
      'scan-registry',
      { type: 'FixationOnDivision' },
      201,
    );
    const other = await kit.call(PUDO, 'POST', `pudo/scan-registry/${created.data.id}/mark-all`);
    expect(other.statusCode).toBe(404);
  });

  it('answers every scanned number on its own and announces a parcel ready only once', async () => {
    const expected = await toPudo();
    const elsewhere = await kit.toIssue();
    const answers = await receive([parcelOf(expected), parcelOf(elsewhere), 'SHPL9999999997']);
    expect(answers.map((answer) => answer.result)).toEqual(['expected', 'unexpected', 'unknown']);
    // A parcel bound elsewhere lies here until it leaves: it is among the parcels to send.
    expect(await listOf('outgoing')).toContain(parcelOf(elsewhere));
    expect(await listOf('arrived')).toContain(parcelOf(expected));
    // Scanned again in a later receiving: not expected any more, and not announced a second time.
    const second = await receive([parcelOf(expected).toLowerCase()]);
    expect(second[0]!.result).toBe('unexpected');
    const check = await kit.ok<PudoParcelCheck>(PUDO, 'GET', `pudo/parcels/${parcelOf(expected)}`);
    expect(check.events.filter((event) => event.event === 'ReadyForIssue')).toHaveLength(1);
    // Announced where it waits: the recipient's message names the point.
    const { items } = await kit.ok<{ items: { event: string; divisionId: string | null }[] }>(
      PUDO,
      'GET',
      `shipments/${expected.id}/tracking`,
    );
    expect(items.find((event) => event.event === 'ReadyForIssue')?.divisionId).toBe(pudo);
    const bound = await kit.ok<PudoParcelCheck>(PUDO, 'GET', `pudo/parcels/${parcelOf(elsewhere)}`);
    expect(bound.events.map((event) => event.event)).not.toContain('ReadyForIssue');
  });

  it('passes parcels lying here to a courier named by the barcode', async () => {
    const elsewhere = await kit.toIssue();
    await receive([parcelOf(elsewhere)]);
    const bad = await kit.call(PUDO, 'POST', 'pudo/pass-courier', {
      courierBarcode: 'AB12',
      parcelNumbers: [parcelOf(elsewhere)],
    });
    expect(bad.statusCode).toBe(400);
    const body = { courierBarcode: 'cour0000000001', parcelNumbers: [parcelOf(elsewhere), 'SHPL9999999996'] };
    const { items } = await kit.ok<{ items: PudoPassItem[] }>(PUDO, 'POST', 'pudo/pass-courier', body);
    expect(items.map((item) => item.outcome)).toEqual(['passed', 'unknown']);
    const again = await kit.ok<{ items: PudoPassItem[] }>(PUDO, 'POST', 'pudo/pass-courier', body);
    expect(again.items[0]!.outcome).toBe('notHere');
    expect(await listOf('outgoing')).not.toContain(parcelOf(elsewhere));
    const check = await kit.ok<PudoParcelCheck>(PUDO, 'GET', `pudo/parcels/${parcelOf(elsewhere)}`);
    expect(check.events.at(-1)).toMatchObject({ event: 'HandedToCourier', note: 'courier COUR0000000001' });
  });

  it('shows a pickup point only its own parcels; others are 404 as if they did not exist', async () => {
    const unrelated = await kit.toIssue();
    expect((await kit.call(PUDO, 'GET', `pudo/parcels/${parcelOf(unrelated)}`)).statusCode).toBe(404);
    expect((await kit.call(PUDO, 'GET', 'pudo/parcels/SHPL9999999995')).statusCode).toBe(404);
    expect((await kit.call(PUDO, 'GET', 'pudo/parcels/nonsense')).statusCode).toBe(400);
    const god = await kit.ok<PudoParcelCheck>(
      'administrator.god',
      'GET',
      `pudo/parcels/${parcelOf(unrelated)}`,
    );
    expect(god.shipmentNumber).toBe(unrelated.number);
  });

  it('issues a received parcel through a visit opened from the PUDO workplace', async () => {
    const shipment = await toPudo();
    await receive([parcelOf(shipment)]);
    const visit = await kit.ok<Visit>(PUDO, 'POST', 'visits', { openedFrom: 'pudo_workplace' }, 201);
    expect((await kit.addDocument(PUDO, visit.id, shipment.id)).statusCode).toBe(200);
    const [type] = await t.database.db
      .insert(identificationDocumentTypes)
      .values({ name: 'Passport', countryCode: 'PL' })
      .returning({ id: identificationDocumentTypes.id });
    await kit.ok(
      PUDO,
      'POST',
      'identification',
      {
        ownerType: 'Visit',
        ownerIds: [visit.id],
        operationType: 'Issuance',
        identificationType: 'Document',
        client: { documentTypeId: type!.id, documentNumber: 'AB123456', name: 'Piotr Nowak' },
      },
      201,
    );
    await kit.ok(PUDO, 'POST', `visits/${visit.id}/end`, {});
    const read = await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`);
    expect(read.status).toBe('Issued');
    expect(await listOf('arrived')).not.toContain(parcelOf(shipment));
    // The same visit opened elsewhere than the PUDO workplace may not issue for a pudo manager.
    const other = await toPudo();
    await receive([parcelOf(other)]);
    const plain = await kit.ok<Visit>(PUDO, 'POST', 'visits', { openedFrom: 'employee_workplace' }, 201);
    expect((await kit.addDocument(PUDO, plain.id, other.id)).statusCode).toBe(200);
    await kit.ok(
      PUDO,
      'POST',
      'identification',
      {
        ownerType: 'Visit',
        ownerIds: [plain.id],
        operationType: 'Issuance',
        identificationType: 'Document',
        client: { documentTypeId: type!.id, documentNumber: 'AB123456', name: 'Piotr Nowak' },
      },
      201,
    );
    expect((await kit.call(PUDO, 'POST', `visits/${plain.id}/end`, {})).statusCode).toBe(403);
  });

  it('takes what a visit of the point asks (fees and cash on delivery) through pudo/payments, only in its own visits', async () => {
    const waw = await kit.demoDivisionId();
    const shipment = await kit.shipment({
      sender: { divisionId: waw, name: 'Sklep PUDO', phone: '48600712345' },
      recipient: { divisionId: pudo },
      draft: {
        payerType: 'Recipient',
        services: [
          { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
          { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '99.90' },
        ],
      },
      options: {
        status: 'Accepted',
        acceptedByUser: 'operator',
        firstLogisticDivisionId: waw,
        lastLogisticDivisionId: pudo,
        paymentStatuses: {},
      },
    });
    await recordShipmentEvents(t.database.db, [
      {
        shipmentId: shipment.id,
        event: 'Accepted',
        shipmentStatus: 'Accepted',
        divisionId: waw,
        user: await kit.userOf('operator'),
      },
    ]);
    await receive([parcelOf(shipment)]);
    const visit = await kit.ok<Visit>(PUDO, 'POST', 'visits', { openedFrom: 'pudo_workplace' }, 201);
    expect((await kit.addDocument(PUDO, visit.id, shipment.id)).statusCode).toBe(200);
    await kit.identifyByDocument(visit.id, PUDO);
    // The recipient's fees (delivery and the COD fee) and the amount itself, as the visit's dialog sends them.
    const cod = shipment.services.find((service) => service.serviceCode === 'CashOnDelivery')!;
    const lines = [
      ...shipment.services
        .filter((service) => service.cost > 0)
        .map((service) => ({ sourceType: 'ShipmentServices', sourceId: shipment.id, serviceId: service.id })),
      { sourceType: 'CashOnDelivery', sourceId: shipment.id, serviceId: cod.id },
    ];
    const body = { paymentSystem: 'cash', visitId: visit.id, services: lines };
    // The payment-service route stays the counter's (platform §6); the point has its own segment.
    expect((await kit.call(PUDO, 'POST', 'payments', body)).statusCode).toBe(403);
    // A visit of another division is not the point's to take money in.
    const counter = await kit.openVisit();
    await kit.refused(PUDO, 'POST', 'pudo/payments', { ...body, visitId: counter.id }, 'NOT_FOUND', 404);
    // Without a visit there is nothing to take at a point.
    expect(
      (await kit.call(PUDO, 'POST', 'pudo/payments', { paymentSystem: 'cash', services: lines })).statusCode,
    ).toBe(400);
    // The service desk may open the workplace but works at no pickup point: the spec's refusal.
    await kit.refused('service.desk', 'POST', 'pudo/payments', body, 'NOT_PUDO_WORKPLACE');
    const feesMinor = shipment.services.reduce((sum, service) => sum + Math.round(service.cost * 100), 0);
    const created = await kit.ok<{ sum: string }>(PUDO, 'POST', 'pudo/payments', body, 201);
    expect(Math.round(Number(created.sum) * 100)).toBe(feesMinor + 9990);
    await kit.ok(PUDO, 'POST', `visits/${visit.id}/end`, {});
    const read = await kit.ok<Shipment>('administrator.god', 'GET', `shipments/${shipment.id}`);
    expect(read.status).toBe('Issued');
    expect(read.cashOnDelivery?.status).toBe('Collected');
    // The closed visit takes nothing more.
    await kit.refused(PUDO, 'POST', 'pudo/payments', body, 'VISIT_NOT_OPEN');
  });
});
