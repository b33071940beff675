import {
  CUSTOMS_DOCUMENTS_HS_CODE,
  type CustomsGoodsLine,
  fitsMinorUnits,
  formatMoney,
  fromMinorUnits,
  type GoodsPurpose,
  type GoodsUnit,
  invoiceTotalMinor,
  toMinorUnits,
} from '@console/domain';

/** A goods line as the form holds it: texts as typed, the net weight in kg. */
export interface LineValues {
  description?: string;
  hsCode?: string;
  quantity?: string;
  unit?: GoodsUnit;
  netWeightKg?: string;
  value?: string;
  currencyCode?: string;
  purpose?: GoodsPurpose;
  countryOfOrigin?: string;
}

const MONEY = /^\d{1,9}(\.\d{1,3})?$/;

/** kg text → grams, exactly ("1.25" → 1250); null when not a positive amount of up to 3 decimals. */
export function gramsOf(kg: string | undefined): number | null {
  const text = (kg ?? '').trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,3})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const grams = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return grams > 0 ? grams : null;
}

export function kgOf(grams: number): string {
  return String(grams / 1000);
}

export function toLineValues(line: CustomsGoodsLine): LineValues {
  return { ...line, netWeightKg: kgOf(line.netWeight) };
}

/** The payload lines; the server validates each field again. */
export function toGoodsLines(values: readonly LineValues[]): CustomsGoodsLine[] {
  return values.map((line) => ({
    description: (line.description ?? '').trim(),
    hsCode: (line.hsCode ?? '').trim(),
    quantity: (line.quantity ?? '').trim().replace(',', '.'),
    unit: line.unit ?? 'pieces',
    netWeight: gramsOf(line.netWeightKg) ?? 0,
    value: (line.value ?? '').trim().replace(',', '.'),
    currencyCode: (line.currencyCode ?? '').trim().toUpperCase(),
    purpose: line.purpose ?? 'gift',
    countryOfOrigin: (line.countryOfOrigin ?? '').trim().toUpperCase(),
  }));
}

/** The lines' total against the invoice's, in minor units (exact); null while a value is not an amount. */
export function linesTotal(
  values: readonly LineValues[],
  invoice: { totalCost: number; currencyCode: string } | null,
): { total: string; matches: boolean } | null {
  // Without an invoice the lines are still added up, in cents.
  const currencyCode = invoice?.currencyCode ?? 'EUR';
  let sum = 0n;
  for (const line of values) {
    const text = (line.value ?? '').trim().replace(',', '.');
    // A value is an amount of the currency's minor unit (JPY whole, KWD three decimals).
    if (!MONEY.test(text) || !fitsMinorUnits(text, currencyCode)) return null;
    sum += toMinorUnits(text, currencyCode);
  }
  return {
    total: fromMinorUnits(sum, currencyCode),
    matches: invoice !== null && sum === invoiceTotalMinor(invoice.totalCost, currencyCode),
  };
}

/** "Documents only": one line with the customs documents code and the invoice's value. */
export function documentsLine(currencyCode: string, totalCost: number, origin: string): LineValues {
  return {
    description: 'Documents',
    hsCode: CUSTOMS_DOCUMENTS_HS_CODE,
    quantity: '1',
    unit: 'package',
    netWeightKg: '0.1',
    value: formatMoney(totalCost, currencyCode),
    currencyCode,
    purpose: 'internal',
    countryOfOrigin: origin,
  };
}
