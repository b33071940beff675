import {
  convert,
  type DueShipment,
  exact,
  fromMinor,
  minorUnitsOf,
  type ParcelInput,
  SERVICE_CODE_LIST,
  type ShipmentService,
  toMinor,
  totalsByCurrency,
  visitAmountsDue,
} from '@console/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalsByCurrency as printedTotals } from '../print-forms/form-context.ts';
import type { PrintableService } from '../print-forms/printable-shipment.ts';
import { discountedPrice, type PricedService, priceServices } from './shipment-pricing.ts';

/**
 * Issue 30: one shipment's money read three ways — as priced, as the visit asks for it ("to pay"),
 * and as the receipt and the invoice print its totals — agrees to the minor unit, in currencies of
 * 0, 2 and 3 decimals, with declared values, promo discounts and exchange rates thrown in.
 */

const CURRENCIES = ['EUR', 'PLN', 'UAH', 'HUF', 'USD', 'JPY', 'CLP', 'VND', 'KWD', 'OMR', 'JOD', 'BHD'];

const parcel: fc.Arbitrary<ParcelInput> = fc.record({
  actualWeight: fc.integer({ min: 1, max: 60_000 }),
  length: fc.integer({ min: 10, max: 1_500 }),
  width: fc.integer({ min: 10, max: 1_000 }),
  height: fc.integer({ min: 10, max: 1_000 }),
});

/** A declared value with up to three decimals, or a comma, or nothing. */
const declared = fc.oneof(
  fc.constant(null),
  fc
    .tuple(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 3 }))
    .map(([minor, digits]) => fromMinor(BigInt(minor), digits)),
  fc.integer({ min: 1, max: 99_999 }).map((cents) => fromMinor(BigInt(cents), 2).replace('.', ',')),
);

const order = fc.record({
  currencyCode: fc.constantFrom(...CURRENCIES),
  parcels: fc.array(parcel, { minLength: 1, maxLength: 4 }),
  services: fc.uniqueArray(
    fc.record({
      serviceCode: fc.constantFrom(...SERVICE_CODE_LIST),
      payerType: fc.constantFrom('Sender' as const, 'Recipient' as const),
      value: declared,
    }),
    { selector: (service) => service.serviceCode, maxLength: SERVICE_CODE_LIST.length },
  ),
  internationalShipping: fc.boolean(),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  /** Units of another currency per unit of this one. */
  rate: fc.double({ min: 0.0001, max: 50_000, noNaN: true }),
  target: fc.constantFrom(...CURRENCIES),
});

function stored(service: PricedService, index: number): ShipmentService {
  return {
    id: `service-${index}`,
    shipmentId: 'shipment',
    serviceId: `service-${index}`,
    serviceCode: service.serviceCode,
    name: service.name,
    symbol: service.currencyCode,
    currencyCode: service.currencyCode,
    cost: service.cost,
    payerType: service.payerType,
    paymentStatus: 'NeedPay',
    value: service.value,
  };
}

function printed(service: ShipmentService): PrintableService {
  return {
    name: service.name,
    serviceCode: service.serviceCode,
    cost: service.cost,
    currencyCode: service.currencyCode,
    payerType: service.payerType,
    paymentStatus: service.paymentStatus,
  };
}

describe('a shipment\u2019s money, priced, to pay and printed', () => {
  it('agrees to the minor unit in every currency', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { currencyCode, discountPercent } = input;
        const digits = minorUnitsOf(currencyCode);
        const priced = priceServices({ ...input, payerType: 'Sender' }).map((service) =>
          service.serviceCode === 'Delivery'
            ? { ...service, cost: discountedPrice(service.cost, discountPercent, currencyCode) }
            : service,
        );
        // Every price is a whole number of the currency's minor units: its JSON number reads back exactly.
        for (const service of priced) {
          expect(service.currencyCode).toBe(currencyCode);
          expect(exact(fromMinor(toMinor(service.cost, digits), digits)).eq(service.cost)).toBe(true);
        }
        const expected = priced.reduce((sum, service) => sum + toMinor(service.cost, digits), 0n);

        const services = priced.map(stored);
        const shipment: DueShipment = {
          id: 'shipment',
          number: 'SHPL0000000001',
          services,
          cashOnDelivery: null,
        };
        const documents = (['Acceptance', 'Issuance'] as const).map((status) => ({
          documentId: shipment.id,
          documentType: 'Shipment' as const,
          status,
        }));
        // The sender pays at acceptance, the recipient at issuance: together, every service.
        const dues = visitAmountsDue({ documents }, [shipment]);
        const toPay = totalsByCurrency(dues);
        const onPaper = printedTotals(services.map(printed));

        const paid = services.filter((service) => service.cost > 0);
        if (paid.length === 0) {
          expect(toPay).toEqual({});
        } else {
          expect(toPay).toEqual({ [currencyCode]: fromMinor(expected, digits) });
        }
        expect(onPaper).toEqual([`${fromMinor(expected, digits)} ${currencyCode}`]);

        // The total in another currency: the target's minor units, within half of one of the exact product.
        const total = fromMinor(expected, digits);
        const converted = convert(total, input.rate, currencyCode, input.target);
        const targetDigits = minorUnitsOf(input.target);
        expect(converted).toBe(fromMinor(toMinor(converted, targetDigits), targetDigits));
        if (input.target !== currencyCode) {
          const error = exact(converted).minus(exact(total).times(input.rate)).abs();
          expect(
            error.lte(
              exact(1)
                .div(10 ** targetDigits)
                .div(2),
            ),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rounds half away from zero where binary floats round down', () => {
    // 1.005 × 100 is 100.49999999999999 as a float: Math.round made it 1.00.
    expect(discountedPrice(2.01, 50, 'EUR')).toBe(1.01);
    expect(discountedPrice(2010, 50, 'JPY')).toBe(1005);
    expect(discountedPrice(1001, 50, 'JPY')).toBe(501);
    expect(discountedPrice(2.001, 50, 'KWD')).toBe(1.001);
    const [cod] = priceServices({
      parcels: [{ actualWeight: 1_000, length: 100, width: 100, height: 100 }],
      services: [{ serviceCode: 'CashOnDelivery', payerType: 'Sender', value: '100.5' }],
      internationalShipping: false,
      payerType: 'Sender',
      currencyCode: 'EUR',
    }).filter((service) => service.serviceCode === 'CashOnDelivery');
    // 1 EUR fee + 1 % of 100.50 = 2.005 → 2.01.
    expect(cod?.cost).toBe(2.01);
  });
});
