import { FLOAT_TOLERANCE, GRAMS_PER_KG, MM_PER_CM } from './constants.ts';
import { formatTotals, totalsByCurrency } from './money/money.ts';

export interface PersonName {
  firstName: string;
  lastName: string;
  patronymic: string;
}

const EMPTY_NAME: PersonName = { firstName: '', lastName: '', patronymic: '' };

/**
 * Invalid arguments to these helpers log a console error (platform §8) and the helper answers its
 * neutral value. The message names the helper and the argument's type, never its value: a name or
 * a phone must not reach a log.
 */
function invalidArgument(helper: string, argument: string, value: unknown): void {
  const kind = value === null ? 'null' : Number.isNaN(value) ? 'NaN' : typeof value;
  console.error(`${helper}: invalid ${argument} (${kind})`);
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Checks numeric arguments; logs each invalid one and answers whether all were valid. */
function numbersValid(helper: string, args: Record<string, unknown>): boolean {
  let valid = true;
  for (const [name, value] of Object.entries(args))
    if (!isFiniteNumber(value)) {
      invalidArgument(helper, name, value);
      valid = false;
    }
  return valid;
}

const LOWERCASE_HEX_LETTERS = 'abcdef';

/**
 * A new id: a version-4 UUID whose first character is a lowercase letter (platform §9), so it is
 * still a valid UUID and never starts with a digit (an HTML id or a CSS selector may use it as is).
 */
export function generateId(): string {
  const uuid = crypto.randomUUID();
  const letter =
    LOWERCASE_HEX_LETTERS[crypto.getRandomValues(new Uint8Array(1))[0]! % LOWERCASE_HEX_LETTERS.length];
  return `${letter}${uuid.slice(1)}`;
}

/**
 * Payer full name split by word count (platform §3): 2 words → first, last; 3 → first, last,
 * patronymic; 4 → first, last (two words), patronymic; 5 → first, last (two words), patronymic
 * (two words); any other count → empty values.
 */
export function splitPayerName(fullName: string): PersonName {
  if (typeof fullName !== 'string') {
    invalidArgument('splitPayerName', 'fullName', fullName);
    return { ...EMPTY_NAME };
  }
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
  if (!numbersValid('percentage', { part, total })) return 0;
  if (total === 0) return 0;
  return Math.ceil(Number(((100 / total) * part).toFixed(9)));
}

/** Equal within the spec's float tolerance of 0.001. */
export function nearlyEqual(a: number, b: number, tolerance: number = FLOAT_TOLERANCE): boolean {
  if (!numbersValid('nearlyEqual', { a, b, tolerance })) return false;
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
  numbersValid('mmToCm', { mm });
  return mm / MM_PER_CM;
}

export function cmToMm(cm: number): number {
  numbersValid('cmToMm', { cm });
  return Math.round(cm * MM_PER_CM);
}

/** Weights are stored in grams and shown in kilograms. */
export function gramsToKg(grams: number): number {
  numbersValid('gramsToKg', { grams });
  return grams / GRAMS_PER_KG;
}

export function kgToGrams(kg: number): number {
  numbersValid('kgToGrams', { kg });
  return Math.round(kg * GRAMS_PER_KG);
}

/** `items` in consecutive chunks of at most `size` (registers §9 chunking). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    invalidArgument('chunksOf', 'size', size);
    return [items.slice()];
  }
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * `work` for every item, at most `parallel` at a time, batch after batch (registers §9: "pages 100
 * in parallel batches of 10"); the answers in the items' order.
 */
export async function inParallelBatches<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (const batch of chunksOf(items, parallel)) answers.push(...(await Promise.all(batch.map(work))));
  return answers;
}
