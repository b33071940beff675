/**
 * The volumetric divisor in cm³ per kg: the spec gives none, so the one most parcel carriers use
 * (IATA's 5000; docs/decisions.md "Volumetric weight").
 */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 5000;

/** Sizes in mm as stored; a missing or non-positive one leaves the weight unknown. */
export interface ParcelDimensions {
  length?: number | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * A parcel's volumetric weight in grams from its sizes in mm: L×W×H cm³ / 5000 cm³ per kg, which
 * is L×W×H mm³ / 5000 in grams, rounded up to a whole gram (a chargeable weight is never
 * understated). Null while any size is missing.
 */
export function volumetricWeightGrams(parcel: ParcelDimensions): number | null {
  const { length, width, height } = parcel;
  if (!positive(length) || !positive(width) || !positive(height)) return null;
  return Math.ceil((length * width * height) / VOLUMETRIC_DIVISOR_CM3_PER_KG);
}
