import { z } from 'zod';
import type { CustomsZone } from '../auth.ts';
import { CUSTOMS_DOCUMENTS_CODE, GOODS_PURPOSES, GOODS_UNITS } from '../constants.ts';
import { fromMinor, minorUnitsOf, toMinor } from '../money/money.ts';
import { queryList } from '../validation.ts';

/** The HS code of a shipment carrying customs documents only (registers §9). */
export const CUSTOMS_DOCUMENTS_HS_CODE = CUSTOMS_DOCUMENTS_CODE;

/**
 * Where a shipment's customs data stands. `Missing` is never stored: a shipment of the queue
 * without a row. Draft is saved but incomplete; Submitted is complete and handed to customs;
 * a reviewer (administrator-god, service desk) rejects it with a note or accepts it.
 */
export const CUSTOMS_STATUSES = ['Missing', 'Draft', 'Submitted', 'Rejected', 'Accepted'] as const;
export type CustomsStatus = (typeof CUSTOMS_STATUSES)[number];
/** The queue's order: missing and incomplete first, then submitted and rejected, accepted last. */
export const CUSTOMS_QUEUE_ORDER: Record<CustomsStatus, number> = {
  Missing: 0,
  Draft: 1,
  Submitted: 2,
  Rejected: 3,
  Accepted: 4,
};
/** Statuses a save may set: the broker's two, the reviewer's two. */
export const CUSTOMS_BROKER_STATUSES = ['Draft', 'Submitted'] as const;
export const CUSTOMS_REVIEW_STATUSES = ['Rejected', 'Accepted'] as const;

/** An amount as text ("12.50", "1200", "1.250"): money is never a float sum. */
export const moneyTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, 'amount with at most three decimals');

/** Whether an amount's text has no more decimals than its currency's minor unit (JPY 0, EUR 2, KWD 3). */
export function fitsMinorUnits(amount: string, currencyCode: string): boolean {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals <= minorUnitsOf(currencyCode);
}
/** A quantity with at most three decimals (kilograms and metres are not whole). */
const quantitySchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, 'quantity with at most three decimals')
  .refine((value) => Number(value) > 0, 'quantity above 0');
/** HS code: a 6-digit subheading, or a national extension of 8 or 10 digits. */
export const hsCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|\d{8}|\d{10})$/, 'HS code of 6, 8 or 10 digits');

export const customsGoodsLineSchema = z
  .strictObject({
    description: z.string().trim().min(2).max(255),
    hsCode: hsCodeSchema,
    quantity: quantitySchema,
    unit: z.enum(GOODS_UNITS),
    /** Net weight in grams (weights are stored in grams, shown in kg — registers §9). */
    netWeight: z.number().int().min(1).max(1_000_000_000),
    value: moneyTextSchema,
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    purpose: z.enum(GOODS_PURPOSES),
    countryOfOrigin: z.string().regex(/^[A-Z]{2}$/),
  })
  .refine((line) => fitsMinorUnits(line.value, line.currencyCode), {
    path: ['value'],
    message: 'amount with more decimals than its currency has',
  });
export type CustomsGoodsLine = z.infer<typeof customsGoodsLineSchema>;

/** Body of `POST /shipments/customs/data`. */
export const customsDataSaveSchema = z.strictObject({
  shipmentId: z.uuid(),
  status: z.enum([...CUSTOMS_BROKER_STATUSES, ...CUSTOMS_REVIEW_STATUSES]),
  lines: z.array(customsGoodsLineSchema).max(100).optional(),
  /** A reviewer's note: required to reject. */
  note: z.string().trim().min(1).max(500).nullish(),
  /** The customs data's lock version; absent only for the first save. */
  lockVersion: z.number().int().min(1).optional(),
});
export type CustomsDataSave = z.infer<typeof customsDataSaveSchema>;

export const customsQueueQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  statuses: queryList(z.enum(CUSTOMS_STATUSES))
    .pipe(z.array(z.enum(CUSTOMS_STATUSES)).max(5))
    .optional(),
  /** Shipment number or its beginning. */
  number: z.string().trim().min(1).max(20).optional(),
});

export const hsCodeSearchQuerySchema = z.strictObject({
  /** Digits: a code prefix; anything else: words of the description. */
  search: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** `GET shipments/customs/export` and `GET shipments/print-form/cn23`: the shipments, in order. */
export const customsExportQuerySchema = z.strictObject({
  ids: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(500)),
  /** IANA zone the CN 23 prints its dates in. */
  timeZone: z
    .string()
    .trim()
    .max(60)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'a known time zone')
    .optional(),
});

export interface HsCode {
  code: string;
  description: string;
  level: number;
  section: string;
}

export interface CustomsQueueItem {
  shipmentId: string;
  number: string;
  status: string;
  dateTime: string;
  senderCountryCode: string;
  recipientCountryCode: string;
  senderZone: CustomsZone | null;
  recipientZone: CustomsZone | null;
  customsStatus: CustomsStatus;
  invoice: { currencyCode: string; totalCost: number } | null;
  updatedAt: string | null;
}

export interface CustomsHistoryEntry {
  status: CustomsStatus;
  note: string | null;
  userLogin: string;
  createdAt: string;
  lines: CustomsGoodsLine[];
}

export interface CustomsData {
  shipmentId: string;
  status: CustomsStatus;
  lines: CustomsGoodsLine[];
  note: string | null;
  lockVersion: number | null;
  updatedByUser: string | null;
  updatedAt: string | null;
  history: CustomsHistoryEntry[];
}

/**
 * Whether a route from one country to another crosses a customs border: the countries differ
 * and their zones differ, or either needs an invoice whatever the partner (NeedInvoice), or
 * either belongs to no zone.
 */
export function crossesCustomsZones(
  from: { code: string; zone: CustomsZone | null },
  to: { code: string; zone: CustomsZone | null },
): boolean {
  if (from.code === to.code) return false;
  if (from.zone === null || to.zone === null) return true;
  if (from.zone === 'NeedInvoice' || to.zone === 'NeedInvoice') return true;
  return from.zone !== to.zone;
}

/** "12.5" in EUR → 1250n: an amount in the currency's minor units (ISO 4217), exactly. */
export function toMinorUnits(amount: string, currencyCode: string): bigint {
  return toMinor(amount, minorUnitsOf(currencyCode));
}

/** 1250n in EUR → "12.50"; 1250n in JPY → "1250". */
export function fromMinorUnits(minor: bigint, currencyCode: string): string {
  return fromMinor(minor, minorUnitsOf(currencyCode));
}

/** The invoice total (a JSON number of the shipment) in the currency's minor units, from its decimal text. */
export function invoiceTotalMinor(totalCost: number, currencyCode: string): bigint {
  return toMinor(totalCost, minorUnitsOf(currencyCode));
}

export type CustomsLinesProblem =
  | { code: 'no_lines' }
  | { code: 'currency_mismatch'; line: number; expected: string }
  | { code: 'total_mismatch'; linesTotal: string; invoiceTotal: string }
  | { code: 'documents_only'; line: number }
  | { code: 'no_invoice' };

/**
 * What keeps goods lines from being submitted against an invoice: at least one line, every
 * line in the invoice's currency, and the lines' values adding up exactly (in minor units) to
 * the invoice's total. A line with the documents code must be the only kind: documents and goods
 * are not mixed in one declaration.
 */
export function customsLinesProblems(
  lines: readonly CustomsGoodsLine[],
  invoice: { currencyCode: string; totalCost: number } | null,
): CustomsLinesProblem[] {
  if (!invoice) return [{ code: 'no_invoice' }];
  if (lines.length === 0) return [{ code: 'no_lines' }];
  const problems: CustomsLinesProblem[] = [];
  lines.forEach((line, index) => {
    if (line.currencyCode !== invoice.currencyCode) {
      problems.push({ code: 'currency_mismatch', line: index, expected: invoice.currencyCode });
    }
  });
  const documents = lines.map((line) => line.hsCode === CUSTOMS_DOCUMENTS_HS_CODE);
  if (documents.some(Boolean) && !documents.every(Boolean)) {
    problems.push({ code: 'documents_only', line: documents.indexOf(true) });
  }
  const { currencyCode } = invoice;
  const linesTotal = lines.reduce((sum, line) => sum + toMinorUnits(line.value, currencyCode), 0n);
  const invoiceTotal = invoiceTotalMinor(invoice.totalCost, currencyCode);
  if (linesTotal !== invoiceTotal) {
    problems.push({
      code: 'total_mismatch',
      linesTotal: fromMinorUnits(linesTotal, currencyCode),
      invoiceTotal: fromMinorUnits(invoiceTotal, currencyCode),
    });
  }
  return problems;
}

/** The problem as a sentence (API message; the console translates by code). */
export function customsProblemMessage(problem: CustomsLinesProblem): string {
  switch (problem.code) {
    case 'no_invoice':
      return 'The shipment has no invoice to declare';
    case 'no_lines':
      return 'Add at least one goods line';
    case 'currency_mismatch':
      return `Line ${problem.line + 1}: the value must be in the invoice currency ${problem.expected}`;
    case 'documents_only':
      return `Line ${problem.line + 1}: documents (${CUSTOMS_DOCUMENTS_HS_CODE}) cannot be declared together with goods`;
    case 'total_mismatch':
      return `The lines total ${problem.linesTotal} does not match the invoice total ${problem.invoiceTotal}`;
  }
}
