import { z } from 'zod';
import { MANUAL_NOTE_MAX_LENGTH } from '../constants.ts';
import { csvText } from '../files/csv.ts';
import { hasAnyRole } from '../roles.ts';
import type { RouteName } from '../routes.ts';
import { toLatinKeyboard } from '../shipments/keyboard-layout.ts';
import type { ShipmentStatus } from '../statuses.ts';
import { PARCEL_NUMBER_PATTERN } from '../validation.ts';

/**
 * Mass issuance and mass loss registration (platform §2 `mass_shipments_issuance`,
 * `mass_shipments_lost`; §6 "Mass issuance"; registers §5 "Mass issuance manual note").
 */
export const MASS_OPERATION_TYPES = ['issuance', 'lost'] as const;
export type MassOperationType = (typeof MASS_OPERATION_TYPES)[number];

export const MASS_OPERATION_ROUTES: Readonly<Record<MassOperationType, RouteName>> = {
  issuance: 'mass_shipments_issuance',
  lost: 'mass_shipments_lost',
};

/** Numbers one operation takes at most (a pasted list larger than this is split by the clerk). */
export const MASS_OPERATION_MAX_NUMBERS = 500;

/** Why a number cannot be issued or marked lost; each is a translation key of the screen. */
export const MASS_REFUSAL_REASONS = [
  'INVALID_NUMBER',
  'UNKNOWN_PARCEL',
  /** The parcel is in another country than the caller's (see `massOperationsInAnyCountry`). */
  'OTHER_COUNTRY',
  'NOT_ACCEPTED',
  'ALREADY_ISSUED',
  'FINAL_STATUS',
  'ALREADY_LOST',
  'PARCEL_LOST',
  /** The database refused the change (the other numbers went on). */
  'FAILED',
] as const;
export type MassRefusalReason = (typeof MASS_REFUSAL_REASONS)[number];

/** Registers §5: non-empty after trimming, at most 100 characters. */
export const massOperationNoteSchema = z.string().trim().min(1).max(MANUAL_NOTE_MAX_LENGTH);

/** A number as typed or scanned: any text, judged number by number (a bad one never stops the list). */
const rawNumberSchema = z.string().max(40);

export const massCheckSchema = z.strictObject({
  type: z.enum(MASS_OPERATION_TYPES),
  parcelNumbers: z.array(rawNumberSchema).min(1).max(MASS_OPERATION_MAX_NUMBERS),
});
export type MassCheck = z.infer<typeof massCheckSchema>;

export const massApplySchema = massCheckSchema.extend({ note: massOperationNoteSchema });
export type MassApply = z.infer<typeof massApplySchema>;

export const massOperationListQuerySchema = z.strictObject({
  type: z.enum(MASS_OPERATION_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/**
 * A typed or scanned number as the console and the server read it: keys of a Cyrillic or Polish
 * layout mapped to Latin, outer spaces dropped, capitals; null when it is no parcel number.
 */
export function normaliseParcelNumber(raw: string): string | null {
  const value = toLatinKeyboard(raw).trim().replace(/\s+/g, ' ').toUpperCase();
  return PARCEL_NUMBER_PATTERN.test(value) ? value : null;
}

/**
 * A pasted list: one number a line, or separated by commas, semicolons or tabs. The spaced
 * parcel format (`AB CD 123456 1234`) keeps its inner spaces, so spaces alone do not split a line
 * unless every word is a number of its own. Duplicates are kept once, in order.
 */
export function splitParcelNumbers(text: string): string[] {
  const pieces = text
    .split(/[\n\r,;\t]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const words = line.split(/\s+/);
      return words.length > 1 && words.every((word) => normaliseParcelNumber(word)) ? words : [line];
    });
  const seen = new Set<string>();
  const result: string[] = [];
  for (const piece of pieces) {
    const key = normaliseParcelNumber(piece) ?? piece;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(piece);
  }
  return result;
}

/** One number of a check: what it is and whether the operation may take it. */
export interface MassCheckItem {
  /** The number as sent. */
  input: string;
  parcelNumber: string | null;
  shipmentId: string | null;
  shipmentNumber: string | null;
  shipmentStatus: ShipmentStatus | null;
  applicable: boolean;
  reason: MassRefusalReason | null;
}

export interface MassCheckResult {
  items: MassCheckItem[];
}

/** What happened to one number when the operation was applied. */
export type MassItemResult = 'Issued' | 'Lost' | 'Refused';

export interface MassOperationItem extends MassCheckItem {
  result: MassItemResult;
}

export interface MassOperation {
  id: string;
  number: string;
  type: MassOperationType;
  note: string;
  createdByUser: string;
  createdAt: string;
  total: number;
  applied: number;
  refused: number;
  items: MassOperationItem[];
}

export type MassOperationSummary = Omit<MassOperation, 'items'>;

/**
 * The facts about one parcel that decide whether it may be issued or marked lost (pure, so the
 * check, the apply and the tests share one rule).
 */
export interface MassParcelFacts {
  /** The parcel is in a country the caller may not act in. */
  otherCountry: boolean;
  shipmentStatus: ShipmentStatus;
  /** The parcel already has a recipient (it was handed over). */
  issued: boolean;
  /** The parcel's latest movement is a loss. */
  lost: boolean;
}

/**
 * Whether a caller may issue or mark lost parcels of every country. Platform §6 gives mass issuance
 * to administrator-god and quality control, and working across countries (filtering by several,
 * setting several) to the multi-country role; administrator-god is held to no country anywhere.
 * Everybody else acts only on parcels of their own country.
 */
export function massOperationsInAnyCountry(groups: readonly string[]): boolean {
  return hasAnyRole(groups, ['administrator_god', 'multi_country']);
}

const FINAL_STATUSES: readonly ShipmentStatus[] = ['Returned', 'Utilized', 'Deleted'];

/**
 * Refusals of a mass issuance that leave a parcel to follow up (registers §3.2 "Mass issuance
 * not-issued item"): one that was not waiting to be handed over, or that was registered lost,
 * becomes a NotIssuedParcel problem parcel. Issued, final and other countries' parcels do not.
 */
export const NOT_ISSUED_FOLLOW_UP: readonly MassRefusalReason[] = ['NOT_ACCEPTED', 'PARCEL_LOST'];

export function massRefusalReason(type: MassOperationType, facts: MassParcelFacts): MassRefusalReason | null {
  // First: another country's parcel is refused before anything about it is told.
  if (facts.otherCountry) return 'OTHER_COUNTRY';
  if (facts.issued || facts.shipmentStatus === 'Issued') return 'ALREADY_ISSUED';
  if (FINAL_STATUSES.includes(facts.shipmentStatus)) return 'FINAL_STATUS';
  if (facts.shipmentStatus !== 'Accepted') return 'NOT_ACCEPTED';
  if (facts.lost) return type === 'lost' ? 'ALREADY_LOST' : 'PARCEL_LOST';
  return null;
}

/** The CSV columns of the downloadable report. */
export const MASS_REPORT_COLUMNS = [
  'input',
  'parcelNumber',
  'shipmentNumber',
  'shipmentStatus',
  'result',
  'reason',
] as const;

/** The report of an applied operation: a header line and one line a number (the domain's csvText). */
export function massOperationReportCsv(operation: MassOperation): string {
  return csvText([
    [`# ${operation.number}`, operation.type, operation.createdAt, operation.createdByUser, operation.note],
    [...MASS_REPORT_COLUMNS],
    ...operation.items.map((item) => [
      item.input,
      item.parcelNumber,
      item.shipmentNumber,
      item.shipmentStatus,
      item.result,
      item.reason,
    ]),
  ]);
}
