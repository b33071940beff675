import type { Shipment } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/features/payments/payments-table.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
});
afterAll(() => t.close());

const linesOf = (shipment: Shipment) =>
  shipment.services.map((service) => ({
    sourceType: 'ShipmentServices',
    sourceId: shipment.id,
    serviceId: service.id,
  }));

interface Created {
  id: string;
  number: string;
  sum: string;
  currencyCode: string;
}

describe('POST payments', () => {
  it('takes one payment for NeedPay services of one currency and marks them Paid', async () => {
    const first = await kit.toSend({
      options: { paymentStatuses: {} },
      draft: { services: [{ serviceCode: 'Insurance', payerType: 'Sender', value: '1000' }] },
    });
    const second = await kit.toSend({ options: { paymentStatuses: {} } });
    const created = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      {
        paymentSystem: 'card',
        payerFirstName: 'Anna',
        payerLastName: 'Kowalska',
        payerPhone: '48600100200',
        services: [...linesOf(first), ...linesOf(second)],
      },
      201,
    );
    const total = [...first.services, ...second.services].reduce((sum, service) => sum + service.cost, 0);
    expect(created.number).toMatch(/^PM\d{12}$/);
    expect(Number(created.sum)).toBeCloseTo(total, 2);
    expect(created.sum).toMatch(/^\d+\.\d{2}$/);
    expect(created.currencyCode).toBe('PLN');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, created.id));
    expect(row).toMatchObject({
      paymentSystem: 'card',
      payerFirstName: 'Anna',
      payerLastName: 'Kowalska',
      lastStatus: 'paid',
      userCreate: 'operator',
      countryCode: 'PL',
      divisionId: await kit.demoDivisionId(),
    });
    expect(row!.statuses).toEqual([expect.objectContaining({ status: 'paid', user: 'operator' })]);
    expect(row!.services).toHaveLength(3);
    expect(row!.services[0]).toMatchObject({
      sourceNumber: first.number,
      serviceName: 'Delivery',
      amountPaid: first.services[0]!.cost.toFixed(2),
    });
    for (const shipment of [first, second]) {
      const read = await kit.ok<Shipment>('operator', 'GET', `shipments/${shipment.id}`);
      expect(read.paymentStatus).toBe('Paid');
      expect(read.services.every((service) => service.paymentStatus === 'Paid')).toBe(true);
    }
    await kit.refused(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', services: linesOf(second) },
      'SERVICE_NOT_PAYABLE',
    );
  });

  it('splits the visitor’s full name when no payer name is sent', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'PUT', `visits/${visit.id}`, {
      fullName: 'Ivan Petrenko Ivanovych',
      phone: '48501234567',
      lockVersion: 1,
    });
    const shipment = await kit.toSend({ options: { paymentStatuses: {} } });
    const created = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', visitId: visit.id, services: linesOf(shipment) },
      201,
    );
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, created.id));
    expect(row).toMatchObject({
      payerFirstName: 'Ivan',
      payerLastName: 'Petrenko',
      payerPatronymic: 'Ivanovych',
      payerPhone: '48501234567',
      visitId: visit.id,
    });
  });

  it('refuses two currencies in one payment, unknown orders and unknown services; nothing is paid then', async () => {
    const zloty = await kit.toSend({ options: { paymentStatuses: {} } });
    const hryvnia = await kit.toSend({
      options: { paymentStatuses: {} },
      sender: { countryCode: 'UA', phone: '380671234567' },
    });
    await kit.refused(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', services: [...linesOf(zloty), ...linesOf(hryvnia)] },
      'PAYMENT_CURRENCY_MIXED',
    );
    // A shipment named as an order is no order.
    const notOrder = await kit.call('operator', 'POST', 'payments', {
      paymentSystem: 'cash',
      services: [{ sourceType: 'Order', sourceId: zloty.id, serviceId: zloty.services[0]!.id }],
    });
    expect(notOrder.statusCode).toBe(400);
    expect(notOrder.json().errors).toEqual({ 'services.0.sourceId': 'any.invalid' });
    const unknown = await kit.call('operator', 'POST', 'payments', {
      paymentSystem: 'cash',
      services: [{ sourceType: 'ShipmentServices', sourceId: zloty.id, serviceId: hryvnia.services[0]!.id }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'services.0.serviceId': 'any.invalid' });
    const read = await kit.ok<Shipment>('operator', 'GET', `shipments/${zloty.id}`);
    expect(read.paymentStatus).toBe('NeedPay');
  });

  it('refuses services that need no payment', async () => {
    const free = await kit.toSend();
    await kit.refused(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', services: linesOf(free) },
      'SERVICE_NOT_PAYABLE',
    );
  });

  it('needs the payment-service capability and a valid body', async () => {
    const shipment = await kit.toSend({ options: { paymentStatuses: {} } });
    expect(
      (await kit.call('courier', 'POST', 'payments', { paymentSystem: 'cash', services: linesOf(shipment) }))
        .statusCode,
    ).toBe(403);
    const bad = await kit.call('operator', 'POST', 'payments', { paymentSystem: 'cheque', services: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['paymentSystem', 'services']));
  });
});

describe('PUT payments/{id} (registers §6 "Payments: edit and remove")', () => {
  async function takenPayment(): Promise<Created> {
    const shipment = await kit.toSend({ options: { paymentStatuses: {} } });
    return kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', payerPhone: '48600100200', services: linesOf(shipment) },
      201,
    );
  }

  it("edits a payment's note for the service desk, keeps its money as taken, and clears it", async () => {
    const payment = await takenPayment();
    const edited = await kit.ok<{ note: string | null; sum: string }>(
      'service.desk',
      'PUT',
      `payments/${payment.id}`,
      { note: '  Cash counted twice at the desk  ' },
      200,
    );
    expect(edited).toMatchObject({ note: 'Cash counted twice at the desk', sum: payment.sum });
    const cleared = await kit.ok<{ note: string | null }>('service.desk', 'PUT', `payments/${payment.id}`, {
      note: '',
    });
    expect(cleared.note).toBeNull();
  });

  it('is refused to branch staff, with a body past its limits, and on a deleted payment; nothing changes', async () => {
    const payment = await takenPayment();
    const url = `payments/${payment.id}`;
    expect((await kit.call('operator', 'PUT', url, { note: 'mine' })).statusCode).toBe(403);
    expect((await kit.call('service.desk', 'PUT', url, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await kit.call('service.desk', 'PUT', url, { note: 'a', sum: '0.01' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.note ?? null).toBeNull();
    expect((await kit.call('service.desk', 'DELETE', url)).statusCode).toBe(204);
    expect((await kit.call('service.desk', 'PUT', url, { note: 'late' })).statusCode).toBe(404);
  });
});
