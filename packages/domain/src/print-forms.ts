import type { PrintType } from './settings.ts';
import type { VisitDocumentStatus } from './statuses.ts';

/** The printed forms of a shipment (registers §6, local print service). */
export const PRINT_FORM_KINDS = ['marking', 'citizen', 'international', 'invoice', 'search-coupon'] as const;
export type PrintFormKind = (typeof PRINT_FORM_KINDS)[number];

/**
 * Which of the user's printers takes each form. The spec names marking (sticker), citizen (tape),
 * international and invoice (A4); the search coupon is a 100 × 100 mm label like the marking, so
 * the counter's sticker printer prints it from the roll already loaded.
 */
export const PRINT_FORM_PRINT_TYPES = {
  marking: 'Sticker',
  citizen: 'Tape',
  international: 'A4',
  invoice: 'A4',
  'search-coupon': 'Sticker',
} as const satisfies Record<PrintFormKind, PrintType>;

/** The API path of a form, relative to the API base: invoices have their own resource (registers §9). */
export function printFormPath(kind: PrintFormKind): string {
  return kind === 'invoice' ? 'invoices/print-form' : `shipments/print-form/${kind}`;
}

/** The visit-document statuses whose search coupon may be printed; others answer `print_only_delivery`. */
export const SEARCH_COUPON_STATUSES = [
  'Issuance',
  'Refusal',
] as const satisfies readonly VisitDocumentStatus[];

export function canPrintSearchCoupon(documentStatus: string | null | undefined): boolean {
  return (SEARCH_COUPON_STATUSES as readonly (string | null | undefined)[]).includes(documentStatus);
}

/** The citizen form goes to the tape printer twice when the recipient is in Ukraine and the sender is not in Romania. */
export function citizenFormCopies(recipientCountry: string, senderCountry: string): 1 | 2 {
  return recipientCountry.toUpperCase() === 'UA' && senderCountry.toUpperCase() !== 'RO' ? 2 : 1;
}
