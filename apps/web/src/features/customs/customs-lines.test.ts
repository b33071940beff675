import { describe, expect, it } from 'vitest';
import { documentsLine, gramsOf, linesTotal, toGoodsLines, toLineValues } from './customs-lines.ts';

describe('customs goods lines in the form', () => {
  it('reads kilograms as exact grams, with a comma too', () => {
    expect(gramsOf('1.25')).toBe(1250);
    expect(gramsOf('0,1')).toBe(100);
    expect(gramsOf('0.001')).toBe(1);
    expect(gramsOf('0')).toBeNull();
    expect(gramsOf('1.2345')).toBeNull();
    expect(gramsOf('abc')).toBeNull();
  });

  it('totals the values exactly and compares them with the invoice', () => {
    expect(
      linesTotal([{ value: '40.10' }, { value: '24,20' }], { totalCost: 64.3, currencyCode: 'EUR' }),
    ).toEqual({
      total: '64.30',
      matches: true,
    });
    expect(
      linesTotal([{ value: '40.10' }, { value: '24.19' }], { totalCost: 64.3, currencyCode: 'EUR' }),
    ).toEqual({
      total: '64.29',
      matches: false,
    });
    expect(linesTotal([{ value: '4.5.1' }], { totalCost: 64.3, currencyCode: 'EUR' })).toBeNull();
  });

  it('turns form values into the payload and back', () => {
    const [line] = toGoodsLines([
      {
        description: ' Tea ',
        hsCode: '090210',
        quantity: '0,25',
        unit: 'kg',
        netWeightKg: '0.25',
        value: '24,2',
        currencyCode: 'eur',
        purpose: 'selling',
        countryOfOrigin: 'cn',
      },
    ]);
    expect(line).toEqual({
      description: 'Tea',
      hsCode: '090210',
      quantity: '0.25',
      unit: 'kg',
      netWeight: 250,
      value: '24.2',
      currencyCode: 'EUR',
      purpose: 'selling',
      countryOfOrigin: 'CN',
    });
    expect(toLineValues(line!).netWeightKg).toBe('0.25');
  });

  it('fills "documents only" with the documents code and the invoice value', () => {
    expect(documentsLine('EUR', 0.5, 'PL')).toMatchObject({
      hsCode: '49019900',
      value: '0.50',
      currencyCode: 'EUR',
    });
  });
});
