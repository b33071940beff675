import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_PAGE_PARALLEL_BATCH } from './constants.ts';
import {
  chunksOf,
  cmToMm,
  generateId,
  gramsToKg,
  inParallelBatches,
  kgToGrams,
  mmToCm,
  nearlyEqual,
  percentage,
  serviceCostSummary,
  splitPayerName,
} from './helpers.ts';
import { fromMinor } from './money/money.ts';

const word = fc.stringMatching(/^[A-Za-zА-Яа-яІіЇїĄąŁł'-]{1,12}$/);
const gap = fc.stringMatching(/^[ \t]{1,3}$/);

describe('splitPayerName (platform §3)', () => {
  it.each([
    ['Jan Kowalski', { firstName: 'Jan', lastName: 'Kowalski', patronymic: '' }],
    ['Ivan Petrenko Ivanovych', { firstName: 'Ivan', lastName: 'Petrenko', patronymic: 'Ivanovych' }],
    ['Ana Garcia Lopez Maria', { firstName: 'Ana', lastName: 'Garcia Lopez', patronymic: 'Maria' }],
    ['Ana Garcia Lopez Maria Jose', { firstName: 'Ana', lastName: 'Garcia Lopez', patronymic: 'Maria Jose' }],
    ['  Jan   Kowalski ', { firstName: 'Jan', lastName: 'Kowalski', patronymic: '' }],
    ['Madonna', { firstName: '', lastName: '', patronymic: '' }],
    ['a b c d e f', { firstName: '', lastName: '', patronymic: '' }],
    ['', { firstName: '', lastName: '', patronymic: '' }],
  ])('%j', (name, expected) => {
    expect(splitPayerName(name)).toEqual(expected);
  });

  const wordCount = (text: string) => (text === '' ? 0 : text.split(' ').length);
  const SHAPE: Record<number, [first: number, last: number, patronymic: number]> = {
    2: [1, 1, 0],
    3: [1, 1, 1],
    4: [1, 2, 1],
    5: [1, 2, 2],
  };

  it('keeps every word, in order, for 2 to 5 words and splits them by the table', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), gap, (words, separator) => {
        const name = splitPayerName(` ${words.join(separator)} `);
        const joined = [name.firstName, name.lastName, name.patronymic].filter(Boolean).join(' ');
        expect(joined).toBe(words.join(' '));
        expect([name.firstName, name.lastName, name.patronymic].map(wordCount)).toEqual(SHAPE[words.length]);
      }),
    );
  });

  it('gives empty values for any other word count', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(word, { maxLength: 1 }), fc.array(word, { minLength: 6, maxLength: 10 })),
        (words) => {
          expect(splitPayerName(words.join(' '))).toEqual({ firstName: '', lastName: '', patronymic: '' });
        },
      ),
    );
  });
});

describe('percentage (platform §9)', () => {
  it.each([
    [1, 3, 34],
    [3, 3, 100],
    [2, 3, 67],
    [0, 5, 0],
    [1, 200, 1],
    [1, 1000, 1],
    [50, 100, 50],
    [7, 0, 0],
  ])('percentage(%d, %d) = %d', (part, total, expected) => {
    expect(percentage(part, total)).toBe(expected);
  });

  it('lies in 0..100 for 0 ≤ part ≤ total and is the ceiling of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, share) => {
          const part = Math.floor(total * share);
          const result = percentage(part, total);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(100);
          expect(Number.isInteger(result)).toBe(true);
          // exact rational: result = ceil(100·part/total) → result-1 < 100·part/total ≤ result
          expect(100 * part).toBeLessThanOrEqual(result * total);
          expect(100 * part).toBeGreaterThan((result - 1) * total);
        },
      ),
    );
  });

  it('never falls as the part grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(10_000), fc.nat(10_000), (total, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(percentage(low, total)).toBeLessThanOrEqual(percentage(high, total));
      }),
    );
  });
});

describe('nearlyEqual', () => {
  it.each([
    [1, 1.0009, true],
    [1, 1.0011, false],
    [0.1 + 0.2, 0.3, true],
    [-5, -5.002, false],
  ])('nearlyEqual(%d, %d) = %s', (a, b, expected) => {
    expect(nearlyEqual(a, b)).toBe(expected);
  });

  it('is symmetric and reflexive', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (a, b) => {
          expect(nearlyEqual(a, a)).toBe(true);
          expect(nearlyEqual(a, b)).toBe(nearlyEqual(b, a));
        },
      ),
    );
  });
});

describe('serviceCostSummary (platform §9)', () => {
  it('sums per currency in its minor units, first seen first, joined with " + "', () => {
    expect(
      serviceCostSummary([
        { cost: 10, currencyCode: 'PLN', currencySymbol: 'zł' },
        { cost: 3.5, currencyCode: 'EUR', currencySymbol: '€' },
        { cost: 2, currencyCode: 'PLN', currencySymbol: 'zł' },
      ]),
    ).toBe('12.00 zł + 3.50 €');
  });

  it('is empty for no services and formats a single one', () => {
    expect(serviceCostSummary([])).toBe('');
    expect(serviceCostSummary([{ cost: 0.1, currencyCode: 'UAH', currencySymbol: '₴' }])).toBe('0.10 ₴');
    expect(
      serviceCostSummary([
        { cost: 0.1, currencyCode: 'USD', currencySymbol: '$' },
        { cost: 0.2, currencyCode: 'USD', currencySymbol: '$' },
      ]),
    ).toBe('0.30 $');
  });

  it('keeps currencies of one symbol apart (US and Canadian dollars) and shows the code without a symbol', () => {
    expect(
      serviceCostSummary([
        { cost: 1, currencyCode: 'USD', currencySymbol: '$' },
        { cost: 2, currencyCode: 'CAD', currencySymbol: '$' },
        { cost: 1234.5, currencyCode: 'JPY' },
        { cost: '1.0005', currencyCode: 'KWD' },
      ]),
    ).toBe('1.00 $ + 2.00 $ + 1235 JPY + 1.001 KWD');
  });

  const DIGITS: Record<string, number> = { PLN: 2, EUR: 2, UAH: 2, USD: 2, CAD: 2, JPY: 0, KWD: 3 };
  const service = fc.record({
    minor: fc.integer({ min: 0, max: 1_000_000 }),
    currencyCode: fc.constantFrom(...Object.keys(DIGITS)),
  });

  it('gives one segment per currency in first-seen order, each the exact sum of that currency', () => {
    fc.assert(
      fc.property(fc.array(service, { maxLength: 20 }), (items) => {
        const summary = serviceCostSummary(
          items.map(({ minor, currencyCode }) => ({
            cost: minor / 10 ** (DIGITS[currencyCode] ?? 2),
            currencyCode,
          })),
        );
        const codes = [...new Set(items.map((item) => item.currencyCode))];
        const segments = summary === '' ? [] : summary.split(' + ');
        expect(segments.map((segment) => segment.split(' ')[1])).toEqual(codes);
        for (const segment of segments) {
          const [amount = '', code = ''] = segment.split(' ');
          const digits = DIGITS[code] ?? 2;
          const minor = items
            .filter((item) => item.currencyCode === code)
            .reduce((sum, item) => sum + BigInt(item.minor), 0n);
          expect(amount).toBe(fromMinor(minor, digits));
        }
      }),
    );
  });
});

describe('units', () => {
  it('shows millimetres as centimetres and grams as kilograms', () => {
    expect(mmToCm(1234)).toBe(123.4);
    expect(gramsToKg(2500)).toBe(2.5);
  });

  it('converts back to whole stored units', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (stored) => {
        expect(cmToMm(mmToCm(stored))).toBe(stored);
        expect(kgToGrams(gramsToKg(stored))).toBe(stored);
      }),
    );
  });
});

describe('generateId (platform §9)', () => {
  it('is UUID-shaped and starts with a lowercase letter, every time', () => {
    const ids = Array.from({ length: 2_000 }, generateId);
    for (const id of ids)
      expect(id).toMatch(/^[a-f][0-9a-f]{7}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id[0])).size).toBe(6);
  });
});

describe('invalid arguments to the helpers (platform §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('log a console error naming the helper and the type, never the value', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(percentage(Number.NaN, 10)).toBe(0);
    expect(splitPayerName(42 as unknown as string)).toEqual({ firstName: '', lastName: '', patronymic: '' });
    expect(nearlyEqual(1, Number.POSITIVE_INFINITY)).toBe(false);
    mmToCm('12' as unknown as number);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'percentage: invalid part (NaN)',
      'splitPayerName: invalid fullName (number)',
      'nearlyEqual: invalid b (number)',
      'mmToCm: invalid mm (string)',
    ]);
  });

  it('log nothing for valid arguments', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    percentage(1, 3);
    splitPayerName('Jan Kowalski');
    nearlyEqual(0.1 + 0.2, 0.3);
    cmToMm(12.5);
    kgToGrams(1.2);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('chunking (registers §9)', () => {
  it('cuts a list into chunks of the size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 15)).toEqual([]);
  });

  it('runs at most the batch size at once, and answers in order', async () => {
    let running = 0;
    let most = 0;
    const answers = await inParallelBatches(
      Array.from({ length: 25 }, (_, index) => index),
      BULK_PAGE_PARALLEL_BATCH,
      async (index) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return index * 2;
      },
    );
    expect(most).toBe(10);
    expect(answers).toEqual(Array.from({ length: 25 }, (_, index) => index * 2));
  });
});
