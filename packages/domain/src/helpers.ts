import { FLOAT_TOLERANCE, GRAMS_PER_KG, MM_PER_CM } from './constants.ts';
import { formatTotals, totalsByCurrency } from './money/money.ts';

export interface PersonName {
  firstName: string;
  lastName: string;
  patronymic: string;
}

const EMPTY_NAME: PersonName = { firstName: '', lastName: '', patronymic: '' };

/**
 * Payer full name split by word count (platform §3): 2 words → first, last; 3 → first, last,
 * patronymic; 4 → first, last (two words), patronymic; 5 → first, last (two words), patronymic
 * (two words); any other count → empty values.
 */
export function splitPayerName(fullName: string): PersonName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = '', second = '', third = '', fourth = '', fifth = ''] = words;
  switch (words.length) {
    case 2:
      return { firstName: first, lastName: second, patronymic: '' };
    case 3:
      return { firstName: first, lastName: second, patronymic: third };
    case 4:
      return { firstName: first, lastName: `${second} ${third}`, patronymic: fourth };
    case 5:
      return { firstName: first, lastName: `${second} ${third}`, patronymic: `${fourth} ${fifth}` };
    default:
      return { ...EMPTY_NAME };
  }
}

/**
 * ceil(100 / total × part), 0 when total is 0 (platform §9). The product is rounded to 9
 * decimals before the ceiling so binary noise (100 / 3 × 3 = 100.00000000000001) does not add 1.
 */
export function percentage(part: number, total: number): number {
  if (total === 0) return 0;
  return Math.ceil(Number(((100 / total) * part).toFixed(9)));
}

/** Equal within the spec's float tolerance of 0.001. */
export function nearlyEqual(a: number, b: number, tolerance: number = FLOAT_TOLERANCE): boolean {
  return Math.abs(a - b) < tolerance;
}

export interface ServiceCost {
  cost: number | string;
  /** ISO 4217: what the costs are summed by, and rounded to. */
  currencyCode: string;
  /** What the summary shows for the currency ("zł"); the code when there is none. */
  currencySymbol?: string;
}

/**
 * Additional-service costs summed per currency (its ISO code, so US and Canadian "$" stay apart),
 * in first-seen order, each exactly in the currency's minor units, joined with ' + ' (platform
 * §9): "12.00 zł + 3.50 €". Empty for no services.
 */
export function serviceCostSummary(services: readonly ServiceCost[]): string {
  const symbols = new Map<string, string>();
  for (const { currencyCode, currencySymbol } of services)
    if (currencySymbol && !symbols.has(currencyCode)) symbols.set(currencyCode, currencySymbol);
  const totals = totalsByCurrency(
    services.map((service) => ({ currencyCode: service.currencyCode, amount: service.cost })),
  );
  return formatTotals(totals, (code) => symbols.get(code) ?? code);
}

/** Dimensions are stored in millimetres and shown in centimetres. */
export function mmToCm(mm: number): number {
  return mm / MM_PER_CM;
}

export function cmToMm(cm: number): number {
  return Math.round(cm * MM_PER_CM);
}

/** Weights are stored in grams and shown in kilograms. */
export function gramsToKg(grams: number): number {
  return grams / GRAMS_PER_KG;
}

export function kgToGrams(kg: number): number {
  return Math.round(kg * GRAMS_PER_KG);
}
