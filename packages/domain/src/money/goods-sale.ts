/**
 * The sell-goods dialog's rules (registers §2.4 "sell goods / edit order", §5 "Goods sale").
 * Pure functions: the dialog and the server's order validation use the same ones.
 */

import { AMOUNT_MAX, AMOUNT_MAX_XERO, AMOUNT_MIN, XERO_CODE } from '../constants.ts';

/** Amount limits (registers §9: 1–99, 5,000 for code XERO). */
export const GOODS_AMOUNT_MIN = AMOUNT_MIN;
export const GOODS_AMOUNT_MAX = AMOUNT_MAX;
export const XERO_AMOUNT_MAX = AMOUNT_MAX_XERO;
/** The width / length / height inputs take one to four digits. */
export const GOODS_DIMENSION_MAX_DIGITS = 4;
/** Autocomplete and name search start at three characters. */
export const GOODS_NAME_SEARCH_MIN = 3;

export function goodsAmountMax(code: string): number {
  return code.toUpperCase() === XERO_CODE ? XERO_AMOUNT_MAX : GOODS_AMOUNT_MAX;
}

/**
 * Amounts are rounded and clamped to 1–99 (5,000 for XERO); an amount that is no number at all
 * resets to the minimum ("counter amount outside range resets to minimum").
 */
export function clampGoodsAmount(amount: number | null | undefined, code: string): number {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return GOODS_AMOUNT_MIN;
  const rounded = Math.round(amount);
  return Math.min(goodsAmountMax(code), Math.max(GOODS_AMOUNT_MIN, rounded));
}

/** One to four digits, or empty (no limit). */
export function isGoodsDimensionInput(text: string): boolean {
  return text === '' || new RegExp(`^\\d{1,${GOODS_DIMENSION_MAX_DIGITS}}$`).test(text);
}

export type GoodsSearchMode = 'default' | 'barcode' | 'barcodeAndName';

/** Empty → the default list; 1–2 characters → by barcode only; 3 or more → by barcode and by name. */
export function goodsSearchMode(text: string): GoodsSearchMode {
  const length = text.trim().length;
  if (length === 0) return 'default';
  return length < GOODS_NAME_SEARCH_MIN ? 'barcode' : 'barcodeAndName';
}

/** Merges the barcode and name results, barcode hits first, deduplicated by id. */
export function mergeGoodsResults<T extends { id: string }>(...lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

export interface GoodsDimensions {
  width: number | null;
  length: number | null;
  height: number | null;
  volumetricWeight?: number | null;
}

/** A package's dimensions are complete only when height, width, volumetric weight and length are all above 0. */
export function hasFullDimensions(item: GoodsDimensions): boolean {
  return [item.height, item.width, item.volumetricWeight, item.length].every(
    (value) => typeof value === 'number' && value > 0,
  );
}

/**
 * Items with full dimensions that do not fit the entered width, length and height (mm; 0 or empty
 * = no limit) are marked hidden and sorted last; the others keep their order.
 */
export function markHiddenGoods<T extends GoodsDimensions>(
  items: readonly T[],
  wanted: { width?: number | null; length?: number | null; height?: number | null },
): (T & { isHidden: boolean })[] {
  const fits = (item: T) =>
    (['width', 'length', 'height'] as const).every((side) => {
      const limit = wanted[side];
      if (!limit) return true;
      return (item[side] ?? 0) <= limit;
    });
  const marked = items.map((item) => ({ ...item, isHidden: hasFullDimensions(item) && !fits(item) }));
  return [...marked.filter((item) => !item.isHidden), ...marked.filter((item) => item.isHidden)];
}

/** The same item cannot be chosen twice: true when it is already in the chosen list. */
export function isGoodsAlreadyChosen(chosen: readonly { code: string }[], code: string): boolean {
  return chosen.some((item) => item.code === code);
}

/** EAN-13 check digit: a scanner reads a barcode only when it is right. */
export function isValidEan13(barcode: string): boolean {
  if (!/^\d{13}$/.test(barcode)) return false;
  const digits = [...barcode].map(Number);
  const sum = digits
    .slice(0, 12)
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
