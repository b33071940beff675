import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VOLUMETRIC_DIVISOR_CM3_PER_KG, volumetricWeightGrams } from './volumetric-weight.ts';

const size = fc.integer({ min: 1, max: 3500 });

describe('volumetric weight', () => {
  it('is L×W×H in cm divided by 5000, in kg', () => {
    // 30 × 20 × 10 cm = 6000 cm³ → 1.2 kg.
    expect(volumetricWeightGrams({ length: 300, width: 200, height: 100 })).toBe(1200);
    expect(VOLUMETRIC_DIVISOR_CM3_PER_KG).toBe(5000);
  });

  it('agrees with the formula in cm and kg, rounded up to a whole gram', () => {
    fc.assert(
      fc.property(size, size, size, (length, width, height) => {
        const grams = volumetricWeightGrams({ length, width, height });
        const kg = ((length / 10) * (width / 10) * (height / 10)) / VOLUMETRIC_DIVISOR_CM3_PER_KG;
        expect(grams).not.toBeNull();
        expect(grams! / 1000).toBeGreaterThanOrEqual(kg - 1e-9);
        expect(grams! / 1000 - kg).toBeLessThan(0.001 + 1e-9);
      }),
    );
  });

  it('does not depend on which side is which, and grows with every side', () => {
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        const weight = volumetricWeightGrams({ length: a, width: b, height: c })!;
        expect(volumetricWeightGrams({ length: c, width: a, height: b })).toBe(weight);
        expect(volumetricWeightGrams({ length: a + 1, width: b, height: c })!).toBeGreaterThanOrEqual(weight);
      }),
    );
  });

  it('is unknown, not 0, while a size is missing', () => {
    fc.assert(
      fc.property(
        size,
        size,
        fc.constantFrom(null, undefined, 0, -5, Number.NaN),
        fc.integer({ min: 0, max: 2 }),
        (a, b, missing, position) => {
          const sides = [a, b];
          sides.splice(position, 0, missing as number);
          const [length, width, height] = sides;
          expect(volumetricWeightGrams({ length, width, height })).toBeNull();
        },
      ),
    );
  });
});
