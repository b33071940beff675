import type { Shipment } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisterService } from '../src/features/registers/register-service.ts';
import { shipmentsBinding } from '../src/features/shipments/shipment-registers.ts';
import { readShipments } from '../src/features/shipments/shipment-workflow.ts';
import { shipmentModifications, shipments } from '../src/features/shipments/shipments-tables.ts';
import {
  demoDivisions,
  demoShipmentNumbers,
  planDemoShipments,
  seedDemoShipments,
} from '../src/seed/demo-shipments.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let waw: string;
let numbers: Awaited<ReturnType<typeof demoShipmentNumbers>>;

beforeAll(async () => {
  t = await createTestApp();
  waw = (await demoDivisions(t.database.db)).waw.id;
  numbers = await demoShipmentNumbers(t.database.db);
});
afterAll(() => t.close());

async function byNumbers(list: string[]): Promise<Shipment[]> {
  const rows = await t.database.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(sql`${shipments.number} in ${list}`);
  return readShipments(
    t.database.db,
    rows.map((row) => row.id),
  );
}

describe('demo shipments', () => {
  it('plans the same shipments for the same day', async () => {
    const known = await demoDivisions(t.database.db);
    const today = new Date('2026-11-22T12:00:00Z');
    expect(planDemoShipments(today, known)).toEqual(planDemoShipments(today, known));
    expect(planDemoShipments(today, known).length).toBeGreaterThan(30);
  });

  it('gives Polish women the feminine form of a -ski surname, and men the masculine', async () => {
    const known = await demoDivisions(t.database.db);
    const names = planDemoShipments(new Date('2026-11-22T12:00:00Z'), known)
      .flatMap((spec) => [spec.draft.sender, spec.draft.recipient])
      .filter((party) => party.countryCode === 'PL')
      .map((party) => party.name);
    const women = names.filter((name) => /^(Anna|Katarzyna|Magdalena|Agnieszka) /.test(name));
    const men = names.filter((name) => /^(Piotr|Tomasz|Paweł|Michał) /.test(name));
    expect(women.length).toBeGreaterThan(0);
    expect(men.length).toBeGreaterThan(0);
    expect(women.filter((name) => /[sc]ki$/.test(name))).toEqual([]);
    expect(men.filter((name) => /[sc]ka$/.test(name))).toEqual([]);
  });

  it('gives WAW-1 five shipments to accept with unpaid sender services, and two from elsewhere', async () => {
    const acceptance = await byNumbers(numbers.acceptance);
    expect(acceptance).toHaveLength(5);
    for (const shipment of acceptance) {
      expect(shipment).toMatchObject({ status: 'ReadyToShip', paymentStatus: 'NeedPay' });
      expect(shipment.sender.divisionId).toBe(waw);
      expect(shipment.services.some((s) => s.payerType === 'Sender' && s.paymentStatus === 'NeedPay')).toBe(
        true,
      );
    }
    const other = await byNumbers(numbers.otherDivision);
    expect(other).toHaveLength(2);
    expect(other.every((s) => s.status === 'ReadyToShip' && s.sender.divisionId !== waw)).toBe(true);
  });

  it('gives WAW-1 six accepted shipments to issue to Polish mobiles', async () => {
    const issuance = await byNumbers(numbers.issuance);
    expect(issuance).toHaveLength(6);
    for (const shipment of issuance) {
      expect(shipment).toMatchObject({ status: 'Accepted', lastLogisticDivisionId: waw });
      expect(shipment.recipient.divisionId).toBe(waw);
      expect(shipment.recipient.phone).toMatch(/^4850\d{7}$/);
    }
  });

  it('has drafts, history, an international shipment with an invoice and modifications', async () => {
    expect((await byNumbers(numbers.draft)).map((s) => s.status)).toEqual(['Draft', 'Draft']);
    expect((await byNumbers(numbers.issued)).every((s) => s.status === 'Issued')).toBe(true);
    expect((await byNumbers(numbers.returned)).every((s) => s.status === 'Returned')).toBe(true);
    const [international] = await byNumbers(numbers.international);
    expect(international).toMatchObject({ internationalShipping: true, invoice: { currencyCode: 'EUR' } });
    expect((await byNumbers(numbers.deleted))[0]!.status).toBe('Deleted');
    const types = await t.database.db
      .select({ type: shipmentModifications.type })
      .from(shipmentModifications);
    expect(types.map((row) => row.type).sort()).toEqual([
      'InvoiceInspection',
      'Redirecting',
      'Return',
      'delete',
    ]);
  });

  it("fills today's register and is written only once", async () => {
    const service = createRegisterService(t.database.db, shipmentsBinding);
    const today = new Date().toISOString().slice(0, 10);
    const page = await service.list({ dateTimeFrom: today, page: 1, limit: 15 } as never);
    expect(page.total).toBeGreaterThanOrEqual(10);
    const [before] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(shipments);
    await seedDemoShipments(t.database.db);
    const [after] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(shipments);
    expect(after).toEqual(before);
    const [issued] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.number, numbers.issued[0]!));
    expect(issued!.closingDate).not.toBeNull();
  });
});
