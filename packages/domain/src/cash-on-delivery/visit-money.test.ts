import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, totalsByCurrency } from '../money/money.ts';
import type { Shipment, ShipmentService } from '../shipments/shipment-model.ts';
import { type DueShipment, visitAmountsDue, visitEndBlockers } from '../visits/visit-rules.ts';
import { COD_PAYABLE_STATUSES, codAmountOf, codReport } from './cash-on-delivery.ts';

const CURRENCIES = ['PLN', 'EUR', 'JPY', 'KWD'] as const;
const DIGITS: Record<string, number> = { PLN: 2, EUR: 2, JPY: 0, KWD: 3 };
const digitsOf = (code: string) => DIGITS[code] ?? 2;

/** An amount with exactly the currency's decimals, as the server stores it. */
const amountIn = (currencyCode: string) =>
  fc.bigInt({ min: 1n, max: 10_000_000n }).map((minor) => fromMinor(minor, digitsOf(currencyCode)));

const serviceArb = (shipmentId: string, index: number, currencyCode: string) =>
  fc
    .record({
      cost: amountIn(currencyCode).map(Number),
      payerType: fc.constantFrom('Sender' as const, 'Recipient' as const),
      paymentStatus: fc.constantFrom('NeedPay' as const, 'Paid' as const, 'FreeOfCharge' as const),
    })
    .map(
      (service): ShipmentService => ({
        id: `${shipmentId}-s${index}`,
        shipmentId,
        serviceId: `${shipmentId}-p${index}`,
        serviceCode: index === 0 ? 'Delivery' : 'Insurance',
        name: `Service ${index}`,
        symbol: currencyCode,
        currencyCode,
        value: null,
        ...service,
      }),
    );

const shipmentArb = (index: number) =>
  fc.constantFrom(...CURRENCIES).chain((currencyCode) => {
    const id = `shipment-${index}`;
    return fc
      .record({
        services: fc.tuple(serviceArb(id, 0, currencyCode), serviceArb(id, 1, currencyCode)),
        cod: fc.option(amountIn(currencyCode), { nil: null }),
        document: fc.constantFrom('Acceptance' as const, 'Issuance' as const, 'Refusal' as const),
      })
      .map(({ services, cod, document }) => {
        const codService: ShipmentService[] = cod
          ? [
              {
                id: `${id}-cod`,
                shipmentId: id,
                serviceId: `${id}-cod-p`,
                serviceCode: 'CashOnDelivery',
                name: 'Cash on delivery',
                symbol: currencyCode,
                currencyCode,
                cost: 0,
                payerType: 'Recipient',
                paymentStatus: 'FreeOfCharge',
                value: cod,
              },
            ]
          : [];
        const all = [...services, ...codService];
        const due = codAmountOf(all, digitsOf);
        const shipment: DueShipment & {
          status: Shipment['status'];
          recipient: { phone: string };
          createdByUser: string;
        } = {
          id,
          number: `SHPL${String(index).padStart(10, '0')}`,
          status: document === 'Acceptance' ? 'ReadyToShip' : 'Accepted',
          recipient: { phone: '48501234567' },
          createdByUser: 'someone',
          services: all,
          cashOnDelivery: due ? { ...due, status: 'ToCollect' } : null,
        };
        return { shipment, document };
      });
  });

const visitArb = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => shipmentArb(index))))
  .chain((items) => fc.tuple(fc.constant(items), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 })));

describe('what a visit asks for (property)', () => {
  it('equals what is paid plus what is left owed, to the minor unit, and the visit ends only when nothing is left', () => {
    fc.assert(
      fc.property(visitArb, ([items, payFlags]) => {
        const documents = items.map(({ shipment, document }) => ({
          documentId: shipment.id,
          documentType: 'Shipment' as const,
          status: document,
        }));
        const shipments = items.map(({ shipment }) => shipment);
        const before = visitAmountsDue({ documents }, shipments, digitsOf);

        // The clerk takes some of the sums: those services become Paid, that COD Collected.
        const taken = before.filter((_, index) => payFlags[index % payFlags.length]);
        const paidIds = new Set(taken.map((due) => `${due.kind}:${due.serviceId}`));
        const after = shipments.map((shipment) => ({
          ...shipment,
          services: shipment.services.map((service) =>
            paidIds.has(`service:${service.id}`) ? { ...service, paymentStatus: 'Paid' as const } : service,
          ),
          cashOnDelivery:
            shipment.cashOnDelivery &&
            shipment.services.some((service) => paidIds.has(`cashOnDelivery:${service.id}`))
              ? { ...shipment.cashOnDelivery, status: 'Collected' as const }
              : shipment.cashOnDelivery,
        }));
        const left = visitAmountsDue({ documents }, after, digitsOf);

        const asked = totalsByCurrency(before, digitsOf);
        const paidPlusLeft = totalsByCurrency([...taken, ...left], digitsOf);
        expect(paidPlusLeft).toEqual(asked);
        expect(left).toHaveLength(before.length - taken.length);

        // Only sums on Acceptance and Issuance documents keep the visit open (registers §4).
        const blocking = left.some(
          (due) => documents.find((d) => d.documentId === due.shipmentId)?.status !== 'Refusal',
        );
        const reasons = visitEndBlockers({ phone: null, cid: null, documents, identifications: [] }, after);
        expect(reasons.includes('unpaidServices')).toBe(blocking);
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });

  it('the payables report adds up per sender: collected + awaiting payout + paid off = total = all taken', () => {
    const payableArb = fc.constantFrom(...CURRENCIES).chain((currencyCode) =>
      fc.record({
        senderKey: fc.constantFrom('A', 'B', 'C'),
        senderName: fc.constant('Sender'),
        currencyCode: fc.constant(currencyCode),
        amount: amountIn(currencyCode),
        status: fc.constantFrom(...COD_PAYABLE_STATUSES),
      }),
    );
    fc.assert(
      fc.property(fc.array(payableArb, { maxLength: 60 }), (payables) => {
        const rows = codReport(payables, digitsOf);
        for (const row of rows) {
          const [sum] = Object.values(
            totalsByCurrency(
              [row.collected, row.awaitingPayout, row.paidOff].map((amount) => ({
                amount,
                currencyCode: row.currencyCode,
              })),
              digitsOf,
            ),
          );
          expect(sum).toBe(row.total);
        }
        const byCurrency = totalsByCurrency(
          rows.map((row) => ({ amount: row.total, currencyCode: row.currencyCode })),
          digitsOf,
        );
        expect(byCurrency).toEqual(totalsByCurrency(payables, digitsOf));
        expect(rows.reduce((count, row) => count + row.count, 0)).toBe(payables.length);
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });
});

describe('codAmountOf', () => {
  it('reads the amount from the CashOnDelivery service value, in the currency’s minor units', () => {
    const service = (value: string | null, currencyCode = 'PLN') => ({
      serviceCode: 'CashOnDelivery' as const,
      value,
      currencyCode,
    });
    expect(codAmountOf([service('250')])).toEqual({ amount: '250.00', currencyCode: 'PLN' });
    expect(codAmountOf([service('1.005')])).toEqual({ amount: '1.01', currencyCode: 'PLN' });
    expect(codAmountOf([service('12,5')])).toEqual({ amount: '12.50', currencyCode: 'PLN' });
    expect(codAmountOf([service('1500', 'JPY')], digitsOf)).toEqual({ amount: '1500', currencyCode: 'JPY' });
    expect(codAmountOf([service('0')])).toBeNull();
    expect(codAmountOf([service('abc')])).toBeNull();
    expect(codAmountOf([service(null)])).toBeNull();
    expect(codAmountOf([{ serviceCode: 'Delivery', value: '250', currencyCode: 'PLN' }])).toBeNull();
  });
});
