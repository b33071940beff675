import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmToMm,
  generateId,
  gramsToKg,
  kgToGrams,
  mmToCm,
  nearlyEqual,
  percentage,
  serviceCostSummary,
  splitPayerName,
} from './helpers.ts';

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

describe('generateId', () => {
  const SHAPE = /^[a-f][0-9a-f]{7}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version-4 UUID starting with a lowercase letter', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        expect(generateId()).toMatch(SHAPE);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not repeat', () => {
    const ids = Array.from({ length: 5000 }, generateId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every first letter a–f', () => {
    const firsts = new Set(Array.from({ length: 600 }, () => generateId()[0]));
    expect([...firsts].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('serviceCostSummary (platform §9)', () => {
  it('sums per symbol with 2 decimals, first seen first, joined with " + "', () => {
    expect(
      serviceCostSummary([
        { cost: 10, currencySymbol: 'zł' },
        { cost: 3.5, currencySymbol: '€' },
        { cost: 2, currencySymbol: 'zł' },
      ]),
    ).toBe('12.00 zł + 3.50 €');
  });

  it('is empty for no services and formats a single one', () => {
    expect(serviceCostSummary([])).toBe('');
    expect(serviceCostSummary([{ cost: 0.1, currencySymbol: '₴' }])).toBe('0.10 ₴');
    expect(
      serviceCostSummary([
        { cost: 0.1, currencySymbol: '$' },
        { cost: 0.2, currencySymbol: '$' },
      ]),
    ).toBe('0.30 $');
  });

  const service = fc.record({
    cents: fc.integer({ min: 0, max: 1_000_000 }),
    currencySymbol: fc.constantFrom('zł', '€', '₴', '$', 'Kč', 'lei'),
  });

  it('gives one segment per symbol in first-seen order, each the sum of that symbol', () => {
    fc.assert(
      fc.property(fc.array(service, { maxLength: 20 }), (items) => {
        const summary = serviceCostSummary(
          items.map(({ cents, currencySymbol }) => ({ cost: cents / 100, currencySymbol })),
        );
        const symbols = [...new Set(items.map((item) => item.currencySymbol))];
        const segments = summary === '' ? [] : summary.split(' + ');
        expect(segments.map((segment) => segment.split(' ')[1])).toEqual(symbols);
        for (const segment of segments) {
          const [amount = '', symbol] = segment.split(' ');
          expect(amount).toMatch(/^\d+\.\d{2}$/);
          const cents = items
            .filter((item) => item.currencySymbol === symbol)
            .reduce((sum, item) => sum + item.cents, 0);
          expect(Math.round(Number(amount) * 100)).toBe(cents);
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
