import {
  type GoodsItem,
  isValidEan13,
  type Order,
  type Payment,
  type Shipment,
  type Visit,
} from '@console/domain';
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

interface Created {
  id: string;
  number: string;
  sum: string;
  currencyCode: string;
}

const order = async (
  services: { serviceCode: string; amount: number }[],
  extra: Record<string, unknown> = {},
) => (await kit.ok<{ data: Order }>('operator', 'POST', 'orders', { services, ...extra }, 201)).data;
const payOrder = (login: string, id: string, extra: Record<string, unknown> = {}) =>
  kit.call(login, 'POST', 'payments', {
    paymentSystem: 'cash',
    services: [{ sourceType: 'Order', sourceId: id, serviceId: id }],
    ...extra,
  });
const shipmentLines = (shipment: Shipment) =>
  shipment.services.map((service) => ({
    sourceType: 'ShipmentServices',
    sourceId: shipment.id,
    serviceId: service.id,
  }));

describe('GET orders/goods (registers §5 "Goods sale")', () => {
  const search = async (query: string) =>
    (await kit.ok<{ items: GoodsItem[] }>('operator', 'GET', `orders/goods${query}`)).items;

  it('lists priced goods of the clerk’s country, prices as exact decimals in its currency', async () => {
    const items = await search('');
    expect(items.map((item) => item.code)).toEqual(
      expect.arrayContaining(['BOX-S', 'BOX-M', 'TAPE', 'XERO']),
    );
    const box = items.find((item) => item.code === 'BOX-S')!;
    expect(box).toMatchObject({ price: '4.50', currencyCode: 'PLN', barcodes: ['5901234123457'] });
  });

  it('searches 1–2 characters by barcode only and 3 or more by barcode and name, merged once', async () => {
    expect(await search('?search=Bo')).toEqual([]);
    expect((await search('?search=59')).length).toBeGreaterThanOrEqual(5);
    expect((await search('?search=5901234123457')).map((item) => item.code)).toEqual(['BOX-S']);
    const boxes = (await search('?search=Box')).map((item) => item.code);
    expect(boxes).toEqual(expect.arrayContaining(['BOX-S', 'BOX-M', 'BOX-L']));
    expect(new Set(boxes).size).toBe(boxes.length);
  });

  it('gives every demo item a barcode a scanner reads (a valid EAN-13)', async () => {
    const items = await search('');
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items)
      for (const barcode of item.barcodes) expect(isValidEan13(barcode), barcode).toBe(true);
  });

  it('marks boxes that do not fit the entered size hidden and lists them last', async () => {
    const items = await search('?search=Box&width=250');
    const last = items.at(-1)!;
    expect(last.isHidden).toBe(true);
    expect(items.find((item) => item.code === 'BOX-S')!.isHidden).toBe(false);
  });
});

describe('orders (registers §3.2 "Order", §7 "Orders")', () => {
  it('prices an order exactly: 2 × 4.50 + 1 × 7.99 = 16.99 PLN, NeedPay, OR + twelve digits', async () => {
    const created = await order([
      { serviceCode: 'BOX-S', amount: 2 },
      { serviceCode: 'TAPE', amount: 1 },
    ]);
    expect(created.number).toMatch(/^OR\d{12}$/);
    expect(created).toMatchObject({
      amountCost: '16.99',
      currencyCode: 'PLN',
      paymentStatus: 'NeedPay',
      lockVersion: 1,
    });
    expect(created.services.map((line) => [line.serviceCode, line.amount, line.price, line.cost])).toEqual([
      ['BOX-S', 2, '4.50', '9.00'],
      ['TAPE', 1, '7.99', '7.99'],
    ]);
    const copies = await order([{ serviceCode: 'XERO', amount: 5000 }]);
    expect(copies.amountCost).toBe('1500.00');
    expect(
      (await order([{ serviceCode: 'BOX-M', amount: 1 }], { contractNumber: 'C-2025-01' })).paymentStatus,
    ).toBe('ContractAfterPayment');
  });

  it('refuses amounts outside 1–99 (5,000 for XERO), the same item twice and unknown goods', async () => {
    const bad = async (services: unknown, field: string) => {
      const response = await kit.call('operator', 'POST', 'orders', { services });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    };
    await bad([{ serviceCode: 'BOX-S', amount: 100 }], 'services.0.amount');
    await bad([{ serviceCode: 'BOX-S', amount: 0 }], 'services.0.amount');
    await bad([{ serviceCode: 'XERO', amount: 5001 }], 'services.0.amount');
    await bad(
      [
        { serviceCode: 'TAPE', amount: 1 },
        { serviceCode: 'TAPE', amount: 2 },
      ],
      'services.1.serviceCode',
    );
    await bad([{ serviceCode: 'NO-SUCH', amount: 1 }], 'services.0.serviceCode');
  });

  it('updates with lockVersion (409 when stale), is read-only once paid, and is read by id and in internal/orders', async () => {
    const created = await order([{ serviceCode: 'ENV-A4', amount: 3 }]);
    const updated = await kit.ok<{ data: Order }>('operator', 'PUT', `orders/${created.id}`, {
      companyTin: '5260250995',
      services: [{ serviceCode: 'ENV-A4', amount: 5 }],
      lockVersion: 1,
    });
    expect(updated.data).toMatchObject({ lockVersion: 2, amountCost: '6.00', companyTin: '5260250995' });
    const stale = await kit.call('operator', 'PUT', `orders/${created.id}`, {
      services: [{ serviceCode: 'ENV-A4', amount: 1 }],
      lockVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await payOrder('operator', created.id)).statusCode).toBe(201);
    await kit.refused(
      'operator',
      'PUT',
      `orders/${created.id}`,
      { services: [{ serviceCode: 'ENV-A4', amount: 1 }], lockVersion: 2 },
      'ORDER_PAID',
    );
    await kit.refused('administrator.god', 'DELETE', `orders/${created.id}`, undefined, 'ORDER_PAID');
    const read = await kit.ok<Order>('operator', 'GET', `orders/${created.id}`);
    expect(read.paymentStatus).toBe('Paid');
    const internal = await kit.ok<{ items: Order[] }>(
      'operator',
      'GET',
      `internal/orders?ids[]=${created.id}`,
    );
    expect(internal.items.map((item) => item.id)).toEqual([created.id]);
    expect(
      (await kit.call('operator', 'GET', 'orders/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('deletes an unpaid order by the deletion mark, for the roles of platform §6 only', async () => {
    const created = await order([{ serviceCode: 'BOX-S', amount: 1 }]);
    expect((await kit.call('service.desk', 'DELETE', `orders/${created.id}`)).statusCode).toBe(403);
    expect((await kit.call('operator', 'DELETE', `orders/${created.id}`)).statusCode).toBe(204);
    expect((await kit.ok<Order>('operator', 'GET', `orders/${created.id}`)).deletedAt).not.toBeNull();
  });

  it('lists orders in the register with division and cost', async () => {
    const created = await order([{ serviceCode: 'BOX-M', amount: 2 }]);
    const list = await kit.ok<{ items: Record<string, unknown>[]; total: number }>(
      'operator',
      'GET',
      `orders?numbers[]=${created.number}`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        number: created.number,
        amountCost: '13.80',
        paymentStatus: 'NeedPay',
        currencyCode: 'PLN',
      }),
    ]);
    expect(list.items[0]!.division).toBeTruthy();
    expect((await kit.call('contact.centre.operator', 'GET', 'orders')).statusCode).toBe(403);
    expect((await kit.call('contact.centre.operator', 'GET', 'payments')).statusCode).toBe(403);
  });
});

describe('goods sale in a visit (registers §4 "Order saved from the sell-goods dialog")', () => {
  it('adds the order as an Order document, pays it with the shipment in one payment and ends the visit', async () => {
    const visit = await kit.openVisit();
    const shipment = await kit.toSend({ options: { paymentStatuses: {} } });
    await kit.ok('operator', 'POST', `visits/${visit.id}/documents`, {
      documentId: shipment.id,
      documentType: 'Shipment',
    });
    const goods = await order(
      [
        { serviceCode: 'BOX-M', amount: 2 },
        { serviceCode: 'TAPE', amount: 1 },
      ],
      { visitId: visit.id },
    );
    const withOrder = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(withOrder.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          documentId: goods.id,
          documentType: 'Order',
          status: 'Order',
          number: goods.number,
        }),
      ]),
    );
    // An unpaid order keeps the visit open.
    const canEnd = await kit.ok<{ canEnd: boolean; reasons: string[] }>(
      'operator',
      'GET',
      `visits/${visit.id}/can-end`,
    );
    expect(canEnd.reasons).toContain('unpaidServices');
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'UNPAID_SERVICES');
    const payment = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      {
        paymentSystem: 'card',
        visitId: visit.id,
        services: [
          ...shipmentLines(shipment),
          { sourceType: 'Order', sourceId: goods.id, serviceId: goods.services[0]!.id },
        ],
      },
      201,
    );
    const shipmentTotal = shipment.services.reduce((sum, service) => sum + Math.round(service.cost * 100), 0);
    expect(payment.sum).toBe(((shipmentTotal + 2 * 690 + 799) / 100).toFixed(2));
    expect((await kit.ok<Order>('operator', 'GET', `orders/${goods.id}`)).paymentStatus).toBe('Paid');
    // A paid order cannot be taken out of the visit.
    await kit.refused(
      'operator',
      'DELETE',
      `visits/${visit.id}/documents/${goods.id}`,
      undefined,
      'DOCUMENT_NOT_DELETABLE',
    );
    const ended = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/end`, {});
    expect(ended.status).toBe('Closed');
    // The payment taken in the visit is a row of the payments register with its division and user.
    const view = await kit.ok<Payment>('service.desk', 'GET', `payments/${payment.id}`);
    expect(view).toMatchObject({
      visitId: visit.id,
      userCreate: 'operator',
      lastStatus: 'paid',
      currencyCode: 'PLN',
    });
    expect(view.division).toBeTruthy();
    expect(
      view.services.filter((line) => line.sourceType === 'Order').map((line) => line.amountPaid),
    ).toEqual(['13.80', '7.99']);
    expect(view.services.every((line) => line.amountPaid === line.amountToPay)).toBe(true);
  });

  it('puts an order paid after it left its visit back into that visit (registers §8 paid_order_restored)', async () => {
    const visit = await kit.openVisit();
    const goods = await order([{ serviceCode: 'BOX-S', amount: 1 }], { visitId: visit.id });
    await kit.ok('operator', 'DELETE', `visits/${visit.id}/documents/${goods.id}`);
    const emptied = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(emptied.documents.map((document) => document.documentId)).not.toContain(goods.id);
    // A second tab still shows the order and takes the money for it.
    const payment = await payOrder('operator', goods.id, { visitId: visit.id });
    expect(payment.statusCode).toBe(201);
    expect(payment.json<{ messages: string[] }>().messages).toEqual(['paid_order_restored']);
    const restored = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(restored.documents).toEqual([
      expect.objectContaining({ documentId: goods.id, documentType: 'Order', status: 'Order' }),
    ]);
    // An order paid while in its visit raises nothing.
    const kept = await order([{ serviceCode: 'BOX-S', amount: 1 }], { visitId: visit.id });
    expect(
      (await payOrder('operator', kept.id, { visitId: visit.id })).json<{ messages: string[] }>().messages,
    ).toEqual([]);
  });

  it('does not sell goods in a closed visit', async () => {
    const visit = await kit.openVisit();
    await kit.ok('operator', 'POST', `visits/${visit.id}/end`, {});
    await kit.refused(
      'operator',
      'POST',
      'orders',
      { visitId: visit.id, services: [{ serviceCode: 'BOX-S', amount: 1 }] },
      'VISIT_NOT_EDITABLE',
    );
  });
});

describe('payments register, view and statuses', () => {
  it('lists payments with their columns, filtered by number, and answers the statuses call', async () => {
    const goods = await order([{ serviceCode: 'BOX-L', amount: 1 }]);
    const payment = (
      await payOrder('operator', goods.id, { payerFirstName: 'Ola', payerPhone: '48600100200' })
    ).json<Created>();
    expect(payment).toMatchObject({ sum: '9.90', currencyCode: 'PLN' });
    const list = await kit.ok<{ items: Record<string, unknown>[] }>(
      'service.desk',
      'GET',
      `payments?numbers[]=${payment.number}`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        number: payment.number,
        operationType: 'Payment',
        source: 'Counter',
        country: 'PL',
        lastStatus: 'paid',
        userCreate: 'operator',
        sum: '9.90',
      }),
    ]);
    expect(list.items[0]).not.toHaveProperty('payerPhone');
    const statuses = await kit.ok<{ items: { id: string; lastStatus: string }[] }>(
      'operator',
      'POST',
      'payments/payments-statuses',
      {
        ids: [payment.id],
      },
    );
    expect(statuses.items).toEqual([expect.objectContaining({ id: payment.id, lastStatus: 'paid' })]);
    const internal = await kit.ok<{ items: Payment[] }>(
      'operator',
      'GET',
      `internal-payments?ids[]=${payment.id}`,
    );
    expect(internal.items[0]).toMatchObject({ payerFirstName: 'Ola', payerPhone: '48600100200' });
    expect((await kit.call('contact.centre.operator', 'GET', `payments/${payment.id}`)).statusCode).toBe(403);
    expect((await kit.call('operator', 'GET', 'payments?numbers[]=PM12')).statusCode).toBe(400);
  });
});

describe('cancellation and deletion (platform §6: administrator-god and service desk)', () => {
  it('cancels one or several payments: refunded, and what they paid needs payment again', async () => {
    const shipment = await kit.toSend({ options: { paymentStatuses: {} } });
    const goods = await order([{ serviceCode: 'TAPE', amount: 2 }]);
    const first = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', services: shipmentLines(shipment) },
      201,
    );
    const second = (await payOrder('operator', goods.id)).json<Created>();
    expect((await kit.ok<Shipment>('operator', 'GET', `shipments/${shipment.id}`)).paymentStatus).toBe(
      'Paid',
    );
    expect(
      (await kit.call('operator', 'POST', 'cancellation-of-payments', { payments: [first.id] })).statusCode,
    ).toBe(403);
    const cancelled = await kit.ok<{ items: Payment[] }>('service.desk', 'POST', 'cancellation-of-payments', {
      payments: [first.id, second.id],
    });
    expect(cancelled.items.map((payment) => payment.lastStatus)).toEqual(['refunded', 'refunded']);
    expect(cancelled.items[0]!.statuses.map((entry) => [entry.status, entry.user])).toEqual([
      ['paid', 'operator'],
      ['refunded', 'service.desk'],
    ]);
    const restored = await kit.ok<Shipment>('operator', 'GET', `shipments/${shipment.id}`);
    expect(restored.paymentStatus).toBe('NeedPay');
    expect(restored.services.every((service) => service.paymentStatus === 'NeedPay')).toBe(true);
    expect((await kit.ok<Order>('operator', 'GET', `orders/${goods.id}`)).paymentStatus).toBe('NeedPay');
    await kit.refused(
      'administrator.god',
      'POST',
      'cancellation-of-payments',
      { payments: [first.id] },
      'PAYMENT_ALREADY_CANCELLED',
    );
    // Needs payment again: the counter can take it again.
    expect((await payOrder('operator', goods.id)).statusCode).toBe(201);
    const bad = await kit.call('service.desk', 'POST', 'cancellation-of-payments', { payments: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a payment by the deletion mark, giving back what it paid', async () => {
    const goods = await order([{ serviceCode: 'BOX-S', amount: 4 }]);
    const payment = (await payOrder('operator', goods.id)).json<Created>();
    expect((await kit.call('operator', 'DELETE', `payments/${payment.id}`)).statusCode).toBe(403);
    expect((await kit.call('administrator.god', 'DELETE', `payments/${payment.id}`)).statusCode).toBe(204);
    expect((await kit.ok<Payment>('service.desk', 'GET', `payments/${payment.id}`)).deletedAt).not.toBeNull();
    expect((await kit.ok<Order>('operator', 'GET', `orders/${goods.id}`)).paymentStatus).toBe('NeedPay');
    expect((await kit.call('administrator.god', 'DELETE', `payments/${payment.id}`)).statusCode).toBe(404);
  });
});

describe('concurrency', () => {
  it('two clerks paying the same order at once make exactly one payment', async () => {
    const goods = await order([{ serviceCode: 'ENV-BUBBLE', amount: 3 }]);
    const answers = await Promise.all([payOrder('operator', goods.id), payOrder('branch.manager', goods.id)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe('ORDER_NOT_PAYABLE');
    const list = await kit.ok<{ items: Payment[] }>('service.desk', 'GET', 'payments?limit=100');
    const paidForIt = [];
    for (const row of list.items) {
      const payment = await kit.ok<Payment>('service.desk', 'GET', `payments/${String(row.id)}`);
      if (payment.services.some((line) => line.sourceId === goods.id)) paidForIt.push(payment.id);
    }
    expect(paidForIt).toHaveLength(1);
  });
});

describe('receipt and NovaPay', () => {
  it('prints a receipt PDF on A4 and on tape', async () => {
    const goods = await order([{ serviceCode: 'TAPE', amount: 1 }]);
    const payment = (await payOrder('operator', goods.id)).json<Created>();
    for (const format of ['A4', 'Tape']) {
      const response = await kit.call(
        'operator',
        'GET',
        `payments/${payment.id}/print-form/receipt?format=${format}&lang=pl`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.headers['content-disposition']).toContain(`receipt-${payment.number}.pdf`);
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    expect(
      (await kit.call('operator', 'GET', `payments/${payment.id}/print-form/receipt?format=Roll`)).statusCode,
    ).toBe(400);
  });

  it('signs in to NovaPay through the stand-in for the novapay roles only', async () => {
    const state = await kit.ok<{ connected: boolean; mode: string; terminalId: string }>(
      'operator',
      'GET',
      'nova-pay/login',
    );
    expect(state).toMatchObject({ connected: true, mode: 'stand-in' });
    expect(state.terminalId).toMatch(/^DEMO-/);
    expect((await kit.call('contact.centre.operator', 'GET', 'nova-pay/login')).statusCode).toBe(403);
  });
});
