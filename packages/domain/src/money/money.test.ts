import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampGoodsAmount,
  goodsSearchMode,
  isValidEan13,
  markHiddenGoods,
  mergeGoodsResults,
} from './goods-sale.ts';
import {
  balanceByCurrency,
  convert,
  crossRate,
  formatMoney,
  fromMinor,
  minorUnitsOf,
  multiplyMoney,
  percentOf,
  roundMoney,
  toMinor,
  totalsByCurrency,
} from './money.ts';
import { orderPaymentStatus } from './money-model.ts';

const DIGITS: Record<string, number> = { PLN: 2, EUR: 2, JPY: 0, KWD: 3 };
const digitsOf = (code: string) => DIGITS[code] ?? 2;
const currency = fc.constantFrom('PLN', 'EUR', 'JPY', 'KWD');
const amount = (code: string) =>
  fc.bigInt({ min: 0n, max: 10_000_000n }).map((minor) => fromMinor(minor, digitsOf(code)));
const service = currency.chain((code) =>
  fc.record({ currencyCode: fc.constant(code), cost: amount(code), paid: fc.boolean() }),
);

describe('exact money', () => {
  it('0.1 + 0.2 is 0.30, not 0.30000000000000004', () => {
    expect(
      totalsByCurrency([
        { currencyCode: 'PLN', amount: '0.1' },
        { currencyCode: 'PLN', amount: '0.2' },
      ]),
    ).toEqual({ PLN: '0.30' });
  });
  it('rounds half away from zero to the minor unit of the currency (ISO 4217)', () => {
    expect(roundMoney('2.345', 2)).toBe('2.35');
    expect(roundMoney('-2.345', 2)).toBe('-2.35');
    expect(roundMoney('1234.5', 0)).toBe('1235');
    expect(roundMoney('1.2345', 3)).toBe('1.235');
    expect(roundMoney(19.999, 2)).toBe('20.00');
  });
  it('multiplies a price by a whole amount exactly', () => {
    expect(multiplyMoney('4.30', 3, 2)).toBe('12.90');
    expect(() => multiplyMoney('4.30', 1.5, 2)).toThrow();
  });
  it('refuses text that is no amount', () => {
    expect(() => toMinor('1e5', 2)).toThrow();
    expect(() => toMinor('abc', 2)).toThrow();
  });
  it('minor units round-trip', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, digits) => {
          expect(toMinor(fromMinor(minor, digits), digits)).toBe(minor);
        },
      ),
    );
  });
  it('paid + to pay = total in every currency, for any services and partial payments', () => {
    fc.assert(
      fc.property(fc.array(service, { maxLength: 30 }), (services) => {
        const balance = balanceByCurrency(services, digitsOf);
        for (const [code, { total, paid, toPay }] of Object.entries(balance)) {
          const digits = digitsOf(code);
          expect(toMinor(paid, digits) + toMinor(toPay, digits)).toBe(toMinor(total, digits));
          expect(total).toBe(
            totalsByCurrency(
              services
                .filter((s) => s.currencyCode === code)
                .map((s) => ({ currencyCode: code, amount: s.cost })),
              digitsOf,
            )[code],
          );
        }
        expect(Object.keys(balance).sort()).toEqual([...new Set(services.map((s) => s.currencyCode))].sort());
      }),
    );
  });
  it('cancelling a payment gives back the balance before it', () => {
    fc.assert(
      fc.property(
        fc.array(service, { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { maxLength: 20 }),
        (services, taken) => {
          const before = balanceByCurrency(services, digitsOf);
          // A payment takes some unpaid services; its cancellation puts exactly those back.
          const paidNow = services.map((s, i) => ({ ...s, paid: s.paid || Boolean(taken[i]) }));
          const cancelled = paidNow.map((s, i) => ({ ...s, paid: services[i]!.paid }));
          expect(balanceByCurrency(cancelled, digitsOf)).toEqual(before);
        },
      ),
    );
  });
});

describe('order payment status', () => {
  it('is Paid when paid, FreeOfCharge at zero, ContractAfterPayment under a contract, else NeedPay', () => {
    expect(orderPaymentStatus('10.00', null, true)).toBe('Paid');
    expect(orderPaymentStatus('0.00', null, false)).toBe('FreeOfCharge');
    expect(orderPaymentStatus('10.00', 'C-1', false)).toBe('ContractAfterPayment');
    expect(orderPaymentStatus('10.00', null, false)).toBe('NeedPay');
  });
});

describe('goods sale (registers §5)', () => {
  it('clamps amounts to 1–99, up to 5,000 for XERO, and resets a non-number to the minimum', () => {
    expect(clampGoodsAmount(0, 'BOX-S')).toBe(1);
    expect(clampGoodsAmount(150, 'BOX-S')).toBe(99);
    expect(clampGoodsAmount(2.6, 'BOX-S')).toBe(3);
    expect(clampGoodsAmount(150, 'XERO')).toBe(150);
    expect(clampGoodsAmount(6000, 'xero')).toBe(5000);
    expect(clampGoodsAmount(Number.NaN, 'BOX-S')).toBe(1);
    expect(clampGoodsAmount(null, 'BOX-S')).toBe(1);
    fc.assert(
      fc.property(fc.double(), fc.constantFrom('BOX-S', 'XERO'), (value, code) => {
        const clamped = clampGoodsAmount(value, code);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(code === 'XERO' ? 5000 : 99);
      }),
    );
  });
  it('searches 1–2 characters by barcode only, 3 or more by barcode and name', () => {
    expect(goodsSearchMode('')).toBe('default');
    expect(goodsSearchMode('59')).toBe('barcode');
    expect(goodsSearchMode('Box')).toBe('barcodeAndName');
  });
  it('merges results deduplicated by id, barcode hits first', () => {
    const merged = mergeGoodsResults([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }]);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
  it('marks items that do not fit as hidden and sorts them last; zero means no limit', () => {
    const big = { id: 'big', width: 300, length: 400, height: 200, volumetricWeight: 4000 };
    const small = { id: 'small', width: 200, length: 300, height: 100, volumetricWeight: 1000 };
    const tape = { id: 'tape', width: null, length: null, height: null, volumetricWeight: null };
    const result = markHiddenGoods([big, small, tape], { width: 250, length: 0, height: 0 });
    expect(result.map((item) => [item.id, item.isHidden])).toEqual([
      ['small', false],
      ['tape', false],
      ['big', true],
    ]);
  });
  it('checks EAN-13 check digits', () => {
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
  });
});

describe('one currency table, exact percentages and rates (issue 30)', () => {
  it("knows every ISO 4217 currency's minor units, for the server and the browser alike", () => {
    expect(['EUR', 'PLN', 'USD', 'CAD'].map(minorUnitsOf)).toEqual([2, 2, 2, 2]);
    expect(['JPY', 'KRW', 'CLP', 'VND', 'XOF'].map(minorUnitsOf)).toEqual([0, 0, 0, 0, 0]);
    expect(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'TND'].map(minorUnitsOf)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(minorUnitsOf('jpy')).toBe(0);
    expect(minorUnitsOf('')).toBe(2);
    expect(minorUnitsOf('ZZZ')).toBe(2);
  });
  it("formats an amount in its currency's minor units, half away from zero", () => {
    // Math.round(1.005 * 100) / 100 is 1 (1.005 × 100 = 100.49999999999999).
    expect(formatMoney(1.005, 'EUR')).toBe('1.01');
    expect(formatMoney(-1.005, 'EUR')).toBe('-1.01');
    expect(formatMoney(12, 'PLN')).toBe('12.00');
    expect(formatMoney(1234.5, 'JPY')).toBe('1235');
    expect(formatMoney('1234.4', 'CLP')).toBe('1234');
    expect(formatMoney(1.2345, 'KWD')).toBe('1.235');
    expect(formatMoney('2', 'OMR')).toBe('2.000');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('0.30');
    expect(formatMoney(1e-7, 'EUR')).toBe('0.00');
  });
  it('takes a percentage exactly and rounds once', () => {
    expect(percentOf('100.5', 1, 'EUR')).toBe('1.01');
    expect(percentOf(1500.5, 0.5, 'PLN')).toBe('7.50');
    expect(percentOf(201, 0.5, 'JPY')).toBe('1');
    expect(percentOf('1.001', 50, 'KWD')).toBe('0.501');
    expect(percentOf(2.01, 50, 'EUR')).toBe('1.01');
  });
  it("converts at an exact cross rate, rounded to the target's minor units", () => {
    expect(convert(425, crossRate(4.25, 1), 'PLN', 'EUR')).toBe('100.00');
    expect(convert(10, crossRate(1, 45.1), 'EUR', 'UAH')).toBe('451.00');
    expect(convert(1, crossRate(1, 160.5), 'EUR', 'JPY')).toBe('161');
    expect(convert('1.005', 1, 'EUR', 'USD')).toBe('1.01');
    expect(convert('3', 99, 'EUR', 'EUR')).toBe('3.00');
    expect(convert(100, crossRate(3, 1), 'PLN', 'EUR')).toBe('33.33');
  });
  it('agrees with the minor-unit sum for random percentages', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CLP', 'OMR'),
        (minor, basisPoints, code) => {
          const digits = minorUnitsOf(code);
          const result = toMinor(percentOf(fromMinor(minor, digits), basisPoints / 100, code), digits);
          // minor × bp / 10 000, rounded half up (all positive), in integers.
          expect(result).toBe((minor * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
        },
      ),
    );
  });
});
