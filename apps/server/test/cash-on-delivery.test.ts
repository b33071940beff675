import type {
  CodPayable,
  CodPayout,
  CodReportRow,
  Payment,
  Shipment,
  Visit,
  VisitCanEnd,
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

let senders = 0;
/** Accepted elsewhere, at the demo branch for issuance: 250 zł to collect, the recipient pays the fees. */
async function codParcel(amount = '250', companyTin: string | null = null) {
  senders += 1;
  return kit.toIssue({
    sender: { name: `Sklep ${senders}`, phone: `4860070${String(senders).padStart(4, '0')}`, companyTin },
    draft: {
      payerType: 'Recipient',
      services: [
        { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
        { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: amount },
      ],
    },
    options: { paymentStatuses: {} },
  });
}

/** A visit issuing the parcel to an identified visitor. */
async function issuingVisit(parcel: Shipment): Promise<Visit> {
  const visit = await kit.openVisit();
  await kit.addDocument('operator', visit.id, parcel.id);
  await kit.identifyByDocument(visit.id);
  return visit;
}

const codLine = (parcel: Shipment) => ({
  sourceType: 'CashOnDelivery',
  sourceId: parcel.id,
  serviceId: parcel.services.find((service) => service.serviceCode === 'CashOnDelivery')!.id,
});
const feeLines = (parcel: Shipment) =>
  parcel.services
    .filter((service) => service.cost > 0)
    .map((service) => ({ sourceType: 'ShipmentServices', sourceId: parcel.id, serviceId: service.id }));

interface Created {
  id: string;
  number: string;
  sum: string;
}

/** Takes fees and cash on delivery in one cash payment, as the visit's dialog does. */
async function collect(visit: Visit, parcel: Shipment): Promise<Created> {
  return kit.ok<Created>(
    'operator',
    'POST',
    'payments',
    { paymentSystem: 'cash', visitId: visit.id, services: [...feeLines(parcel), codLine(parcel)] },
    201,
  );
}

const payables = (login = 'administrator.god', query = '') =>
  kit.ok<{ items: CodPayable[]; total: number }>(login, 'GET', `cod-payables${query}`);

describe('cash on delivery at issuance', () => {
  it('is part of what the visit asks; the visit stays open until it is taken, then the sender is owed it', async () => {
    const parcel = await codParcel();
    expect(parcel.cashOnDelivery).toEqual({ amount: '250.00', currencyCode: 'PLN', status: 'ToCollect' });
    const visit = await issuingVisit(parcel);

    const fees = parcel.services.filter((service) => service.cost > 0);
    const canEnd = await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`);
    expect(canEnd.reasons).toEqual(['unpaidServices']);
    expect(canEnd.due.map((due) => [due.kind, due.amount])).toEqual([
      ...fees.map((service) => ['service', service.cost.toFixed(2)]),
      ['cashOnDelivery', '250.00'],
    ]);

    // The fees alone do not end the visit: the 250 zł are still owed by the recipient.
    await kit.ok(
      'operator',
      'POST',
      'payments',
      {
        paymentSystem: 'card',
        visitId: visit.id,
        services: feeLines(parcel),
      },
      201,
    );
    const left = await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`);
    expect(left.due).toEqual([
      expect.objectContaining({ kind: 'cashOnDelivery', amount: '250.00', shipmentNumber: parcel.number }),
    ]);
    await kit.refused('operator', 'POST', `visits/${visit.id}/end`, {}, 'UNPAID_SERVICES');

    const taken = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', visitId: visit.id, services: [codLine(parcel)] },
      201,
    );
    expect(taken.sum).toBe('250.00');
    const payment = await kit.ok<Payment>('administrator.god', 'GET', `payments/${taken.id}`);
    expect(payment.services).toEqual([
      expect.objectContaining({
        sourceType: 'CashOnDelivery',
        sourceNumber: parcel.number,
        amountPaid: '250.00',
      }),
    ]);
    // Taken once: a second clerk is refused.
    await kit.refused(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', visitId: visit.id, services: [codLine(parcel)] },
      'COD_ALREADY_COLLECTED',
    );

    const closed = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/end`, {});
    expect(closed.status).toBe('Closed');
    const issued = await kit.ok<Shipment>('operator', 'GET', `shipments/${parcel.id}`);
    expect(issued.status).toBe('Issued');
    expect(issued.cashOnDelivery?.status).toBe('Collected');

    const owed = (await payables('administrator.god', `?search=${parcel.number}`)).items;
    expect(owed).toEqual([
      expect.objectContaining({
        shipmentNumber: parcel.number,
        senderName: parcel.sender.name,
        senderKey: parcel.sender.phone,
        amount: '250.00',
        currencyCode: 'PLN',
        status: 'Collected',
        paymentNumber: taken.number,
        collectedBy: 'operator',
      }),
    ]);
  });

  it('is taken only in the visit that issues the parcel, and only the amount the sender asked', async () => {
    const parcel = await codParcel();
    await kit.refused(
      'operator',
      'POST',
      'payments',
      { paymentSystem: 'cash', services: [codLine(parcel)] },
      'COD_NOT_ISSUED',
    );
    const visit = await issuingVisit(parcel);
    const wrong = await kit.call('operator', 'POST', 'payments', {
      paymentSystem: 'cash',
      visitId: visit.id,
      services: [{ ...codLine(parcel), serviceId: parcel.services[0]!.id }],
    });
    expect(wrong.statusCode).toBe(400);
    expect((await kit.ok<Shipment>('operator', 'GET', `shipments/${parcel.id}`)).cashOnDelivery?.status).toBe(
      'ToCollect',
    );
  });

  it('a cancelled payment gives the amount back to collect; once in a payout it cannot be cancelled', async () => {
    const parcel = await codParcel('99.99');
    const visit = await issuingVisit(parcel);
    const first = await collect(visit, parcel);
    await kit.ok('administrator.god', 'POST', 'cancellation-of-payments', { payments: [first.id] });
    expect((await kit.ok<Shipment>('operator', 'GET', `shipments/${parcel.id}`)).cashOnDelivery?.status).toBe(
      'ToCollect',
    );
    expect((await payables('administrator.god', `?search=${parcel.number}`)).items).toEqual([]);

    const second = await collect(visit, parcel);
    const [payable] = (await payables('administrator.god', `?search=${parcel.number}`)).items;
    await kit.ok<CodPayout>('administrator.god', 'POST', 'cod-payouts', { payables: [payable!.id] }, 201);
    await kit.refused(
      'administrator.god',
      'POST',
      'cancellation-of-payments',
      { payments: [second.id] },
      'COD_IN_PAYOUT',
    );
  });
});

describe('a document leaving its visit takes its money back (issue 24)', () => {
  it('refunds the visit’s payment for that shipment: fees owed again, the amount to collect again', async () => {
    const parcel = await codParcel('45.67');
    const visit = await issuingVisit(parcel);
    const taken = await collect(visit, parcel);
    await kit.ok('operator', 'DELETE', `visits/${visit.id}/documents/${parcel.id}`);
    const payment = await kit.ok<Payment>('administrator.god', 'GET', `payments/${taken.id}`);
    expect(payment.lastStatus).toBe('refunded');
    const back = await kit.ok<Shipment>('operator', 'GET', `shipments/${parcel.id}`);
    expect(back.cashOnDelivery?.status).toBe('ToCollect');
    expect(
      back.services.filter((service) => service.cost > 0).map((service) => service.paymentStatus),
    ).toEqual(back.services.filter((service) => service.cost > 0).map(() => 'NeedPay'));
    expect((await payables('administrator.god', `?search=${parcel.number}`)).items).toEqual([]);
    // Nothing is owed in the visit any more: it ends.
    expect((await kit.ok<VisitCanEnd>('operator', 'GET', `visits/${visit.id}/can-end`)).due).toEqual([]);
  });

  it('refuses, refunding nothing, when the payment also pays for another document of the visit', async () => {
    const first = await codParcel('10');
    const second = await codParcel('20');
    const visit = await issuingVisit(first);
    await kit.addDocument('operator', visit.id, second.id);
    const both = await kit.ok<Created>(
      'operator',
      'POST',
      'payments',
      {
        paymentSystem: 'card',
        visitId: visit.id,
        services: [...feeLines(first), codLine(first), ...feeLines(second), codLine(second)],
      },
      201,
    );
    const refusal = await kit.refused(
      'operator',
      'DELETE',
      `visits/${visit.id}/documents/${first.id}`,
      undefined,
      'PAYMENT_COVERS_OTHERS',
    );
    expect(refusal.message).toContain(both.number);
    expect((await kit.ok<Payment>('administrator.god', 'GET', `payments/${both.id}`)).lastStatus).toBe(
      'paid',
    );
    const visitNow = await kit.ok<Visit>('operator', 'GET', `visits/${visit.id}`);
    expect(visitNow.documents.map((document) => document.documentId)).toContain(first.id);
  });
});

describe('cash on delivery owed to senders', () => {
  it('is paid out per sender: collected → awaiting payout → paid off, reconciled to the cent', async () => {
    const tin = `PL${Date.now() % 10_000_000_000}`;
    const amounts = ['100.10', '0.20', '1234.56'];
    const taken: string[] = [];
    for (const amount of amounts) {
      const parcel = await codParcel(amount, tin);
      const visit = await issuingVisit(parcel);
      taken.push((await collect(visit, parcel)).id);
      await kit.ok('operator', 'POST', `visits/${visit.id}/end`, {});
    }
    const ofSender = (await payables('administrator.god', `?search=${tin}`)).items;
    expect(ofSender.map((row) => row.amount).sort()).toEqual([...amounts].sort());
    const reportRow = async () =>
      (await kit.ok<{ items: CodReportRow[] }>('administrator.god', 'GET', 'cod-payables/report')).items.find(
        (row) => row.senderKey === tin,
      );
    expect(await reportRow()).toMatchObject({
      collected: '1334.86',
      awaitingPayout: '0.00',
      paidOff: '0.00',
      total: '1334.86',
      count: 3,
    });

    // Paying out is editing cash-on-delivery cash: administrator-god only (platform §6).
    const ids = ofSender.map((row) => row.id);
    expect((await kit.call('operator', 'POST', 'cod-payouts', { payables: ids })).statusCode).toBe(403);
    expect((await kit.call('service.desk', 'POST', 'cod-payouts', { payables: ids })).statusCode).toBe(403);

    // One sender per payout.
    const other = await codParcel('5');
    const otherVisit = await issuingVisit(other);
    await collect(otherVisit, other);
    const [otherPayable] = (await payables('administrator.god', `?search=${other.number}`)).items;
    await kit.refused(
      'administrator.god',
      'POST',
      'cod-payouts',
      { payables: [...ids, otherPayable!.id] },
      'COD_PAYOUT_MIXED',
    );

    const payout = await kit.ok<CodPayout>(
      'administrator.god',
      'POST',
      'cod-payouts',
      { payables: ids },
      201,
    );
    expect(payout).toMatchObject({ senderKey: tin, total: '1334.86', count: 3, status: 'AwaitingPayout' });
    expect(payout.number).toMatch(/^CP\d{12}$/);
    await kit.refused('administrator.god', 'POST', 'cod-payouts', { payables: ids }, 'COD_NOT_COLLECTED');
    expect(await reportRow()).toMatchObject({
      collected: '0.00',
      awaitingPayout: '1334.86',
      total: '1334.86',
    });

    const paid = await kit.ok<CodPayout>(
      'administrator.god',
      'POST',
      `cod-payouts/${payout.id}/paid-off`,
      {},
    );
    expect(paid).toMatchObject({ status: 'PaidOff', paidOffBy: 'administrator.god' });
    expect(await reportRow()).toMatchObject({ paidOff: '1334.86', awaitingPayout: '0.00', total: '1334.86' });
    // The payments that took the money are paid off (registers §3.2 payment last status).
    for (const id of taken)
      expect((await kit.ok<Payment>('administrator.god', 'GET', `payments/${id}`)).lastStatus).toBe(
        'paid_off',
      );
    await kit.refused(
      'administrator.god',
      'POST',
      `cod-payouts/${payout.id}/paid-off`,
      {},
      'COD_PAYOUT_PAID_OFF',
    );
  });

  it('a clerk of another division does not see what this branch collected', async () => {
    const parcel = await codParcel('12.34');
    const visit = await issuingVisit(parcel);
    await collect(visit, parcel);
    expect((await payables('operator', `?search=${parcel.number}`)).items).toHaveLength(1);
    expect((await payables('clerk.krakow', `?search=${parcel.number}`)).items).toEqual([]);
  });
});

describe('the demo', () => {
  it('has cash on delivery in every state, made through the counter', async () => {
    const all = (await payables('administrator.god', '?pageSize=200')).items;
    const demo = all.filter((row) => row.senderKey === '6762461659' || row.senderKey === '48600500400');
    expect(new Set(demo.map((row) => row.status))).toEqual(
      new Set(['Collected', 'AwaitingPayout', 'PaidOff']),
    );
    const shop = (
      await kit.ok<{ items: CodReportRow[] }>('administrator.god', 'GET', 'cod-payables/report')
    ).items.find((row) => row.senderKey === '6762461659');
    expect(shop).toMatchObject({
      paidOff: '239.49',
      awaitingPayout: '45.00',
      collected: '0.00',
      total: '284.49',
    });
  });
});
