import { CARRIERS, type Carrier, scanningPartnersIn } from '../constants.ts';

/**
 * The unloading-courier dialog's look-ups (registers §5 "Unloading courier"): a parcel number (two
 * upper-case letters, then at least 12 characters) asks the movement plan where the parcel goes;
 * other text of 2 or more characters searches divisions; the partner search starts at 2.
 */
export const MOVEMENT_PLAN_PARCEL_PATTERN = /^[A-Z]{2}.{12,}$/;
export const UNLOADING_DIVISION_SEARCH_MIN_CHARS = 2;
export const UNLOADING_PARTNER_SEARCH_MIN_CHARS = 2;
/** Registers §7 "Scanning": `GET divisions (textSearch, limit 10, sources NPAX)`. */
export const UNLOADING_DIVISION_SEARCH = { limit: 10, sources: ['NPAX'] } as const;

export type UnloadingDestinationSearch =
  | { kind: 'movementPlan'; parcelNumber: string }
  | { kind: 'divisions'; text: string }
  | null;

/** What the destination field's typed text asks for, if anything. */
export function unloadingDestinationSearch(typed: string): UnloadingDestinationSearch {
  const text = typed.trim();
  if (MOVEMENT_PLAN_PARCEL_PATTERN.test(text)) return { kind: 'movementPlan', parcelNumber: text };
  if (text.length >= UNLOADING_DIVISION_SEARCH_MIN_CHARS) return { kind: 'divisions', text };
  return null;
}

/**
 * The partners whose name holds the typed text (from 2 characters, any case). A country the
 * scanning partner map names (registers §9: SK has GLS and SPS, AT has GLS) offers only its
 * partners; any other country offers every carrier.
 */
export function unloadingPartnerOptions(typed: string, countryCode?: string | null): Carrier[] {
  const text = typed.trim().toLowerCase();
  if (text.length < UNLOADING_PARTNER_SEARCH_MIN_CHARS) return [];
  const mapped = countryCode ? scanningPartnersIn(countryCode) : [];
  return (mapped.length > 0 ? mapped : CARRIERS).filter((carrier) => carrier.toLowerCase().includes(text));
}
