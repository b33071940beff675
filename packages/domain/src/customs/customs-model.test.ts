import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CustomsGoodsLine,
  crossesCustomsZones,
  customsGoodsLineSchema,
  customsLinesProblems,
  fromMinorUnits,
  invoiceTotalMinor,
  toMinorUnits,
} from './customs-model.ts';

const line = (value: string, overrides: Partial<CustomsGoodsLine> = {}): CustomsGoodsLine => ({
  description: 'Sweater',
  hsCode: '611011',
  quantity: '1',
  unit: 'pieces',
  netWeight: 400,
  value,
  currencyCode: 'EUR',
  purpose: 'gift',
  countryOfOrigin: 'PL',
  ...overrides,
});

describe('crossesCustomsZones', () => {
  const c = (code: string, zone: 'Europe' | 'USMCA' | 'NeedInvoice' | null) => ({ code, zone });
  it('is false inside one country and inside the EU customs union', () => {
    expect(crossesCustomsZones(c('PL', 'Europe'), c('PL', 'Europe'))).toBe(false);
    expect(crossesCustomsZones(c('PL', 'Europe'), c('DE', 'Europe'))).toBe(false);
    expect(crossesCustomsZones(c('US', 'USMCA'), c('CA', 'USMCA'))).toBe(false);
  });
  it('is true between zones, to a country of no zone and to or from NeedInvoice', () => {
    expect(crossesCustomsZones(c('PL', 'Europe'), c('US', 'USMCA'))).toBe(true);
    expect(crossesCustomsZones(c('PL', 'Europe'), c('UA', null))).toBe(true);
    expect(crossesCustomsZones(c('PL', 'Europe'), c('GB', 'NeedInvoice'))).toBe(true);
    expect(crossesCustomsZones(c('CH', 'NeedInvoice'), c('NO', 'NeedInvoice'))).toBe(true);
  });
});

describe('money in minor units', () => {
  it("round-trips every amount in the currency's minor units exactly", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 99_999_999_999n }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CLP', 'OMR'),
        (minor, currencyCode) => {
          expect(toMinorUnits(fromMinorUnits(minor, currencyCode), currencyCode)).toBe(minor);
        },
      ),
    );
  });
  it("reads the invoice total of a JSON number in the currency's minor units", () => {
    expect(invoiceTotalMinor(64.3, 'EUR')).toBe(6430n);
    expect(invoiceTotalMinor(0.1 + 0.2, 'EUR')).toBe(30n);
    expect(invoiceTotalMinor(1.005, 'EUR')).toBe(101n);
    expect(invoiceTotalMinor(1234.5, 'JPY')).toBe(1235n);
    expect(invoiceTotalMinor(1.2345, 'KWD')).toBe(1235n);
    expect(fromMinorUnits(1235n, 'OMR')).toBe('1.235');
  });
});

describe('customsLinesProblems', () => {
  const invoice = { currencyCode: 'EUR', totalCost: 64.3 };
  it('accepts lines adding up exactly, where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(customsLinesProblems([line('40.10'), line('24.20')], invoice)).toEqual([]);
    expect(customsLinesProblems([line('0.1'), line('0.2')], { currencyCode: 'EUR', totalCost: 0.3 })).toEqual(
      [],
    );
  });
  it('matches a naive sum in cents for random lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (cents) => {
          const total = cents.reduce((sum, value) => sum + value, 0);
          const lines = cents.map((value) => line(fromMinorUnits(BigInt(value), 'EUR')));
          expect(customsLinesProblems(lines, { currencyCode: 'EUR', totalCost: total / 100 })).toEqual([]);
          expect(
            customsLinesProblems(lines, { currencyCode: 'EUR', totalCost: (total + 1) / 100 }).map(
              (p) => p.code,
            ),
          ).toEqual(['total_mismatch']);
        },
      ),
    );
  });
  it('names the missing invoice, no lines, a foreign currency and documents mixed with goods', () => {
    expect(customsLinesProblems([line('1')], null)).toEqual([{ code: 'no_invoice' }]);
    expect(customsLinesProblems([], invoice)).toEqual([{ code: 'no_lines' }]);
    expect(
      customsLinesProblems([line('64.30', { currencyCode: 'PLN' })], invoice).map((p) => p.code),
    ).toEqual(['currency_mismatch']);
    expect(
      customsLinesProblems([line('64.00'), line('0.30', { hsCode: '49019900' })], invoice).map((p) => p.code),
    ).toEqual(['documents_only']);
  });
});

describe('customsGoodsLineSchema', () => {
  it('takes 6, 8 and 10 digit codes and refuses headings and letters', () => {
    for (const hsCode of ['611011', '49019900', '6110110010'])
      expect(customsGoodsLineSchema.safeParse(line('1', { hsCode })).success).toBe(true);
    for (const hsCode of ['6110', '6110111', 'ABCDEF'])
      expect(customsGoodsLineSchema.safeParse(line('1', { hsCode })).success).toBe(false);
  });
  it('takes the decimals of the line currency’s minor unit, no more (issue 30)', () => {
    expect(customsGoodsLineSchema.safeParse(line('1.05')).success).toBe(true);
    expect(customsGoodsLineSchema.safeParse(line('1.005')).success).toBe(false);
    expect(customsGoodsLineSchema.safeParse(line('1200', { currencyCode: 'JPY' })).success).toBe(true);
    const yen = customsGoodsLineSchema.safeParse(line('1200.5', { currencyCode: 'JPY' }));
    expect(yen.error?.issues.map((issue) => issue.path)).toEqual([['value']]);
    expect(customsGoodsLineSchema.safeParse(line('1.250', { currencyCode: 'KWD' })).success).toBe(true);
    expect(customsGoodsLineSchema.safeParse(line('1.2505', { currencyCode: 'KWD' })).success).toBe(false);
  });
  it('refuses a zero quantity and a zero weight', () => {
    expect(customsGoodsLineSchema.safeParse(line('1', { quantity: '0' })).success).toBe(false);
    expect(customsGoodsLineSchema.safeParse(line('1', { netWeight: 0 })).success).toBe(false);
  });
});
