import type { ReceiptFormat, UserSettings } from '@console/domain';
import { printPdfInBrowser } from '../printing/browser-print.ts';
import { FAILED_QUEUE_KEY, NO_PRINTER_KEY, PrintError } from '../printing/print-document.ts';
import {
  addJob,
  deviceFailure,
  PrintServiceError,
  PrintServiceUnavailableError,
} from '../printing/print-service-client.ts';
import { fetchReceipt } from './money-api.ts';

export type ReceiptOutcome =
  | { via: 'print-service'; printer: string }
  /** `noPrinter`: none of the format's type is set up, so the browser printed it. */
  | { via: 'browser'; noPrinter?: boolean };

/** The tape receipt goes to the tape printer (like the citizen form), the A4 one to the A4 printer. */
export function receiptPrinter(format: ReceiptFormat, settings: Pick<UserSettings, 'printers'>) {
  return settings.printers.find((printer) => printer.printType === format);
}

/**
 * Prints a payment's receipt the way the marking is printed: the PDF from the API goes to the
 * local print service on the user's printer of that type, or to the browser's print dialog when
 * the service does not answer. No printer of the type → PrintError(no_printer).
 */
export async function printReceipt(
  paymentId: string,
  format: ReceiptFormat,
  settings: Pick<UserSettings, 'printers'>,
  language?: string,
): Promise<ReceiptOutcome> {
  const printer = receiptPrinter(format, settings);
  const pdf = await fetchReceipt(paymentId, format, language);
  if (!printer) {
    printPdfInBrowser(pdf);
    return { via: 'browser', noPrinter: true };
  }
  try {
    await addJob({
      file: await toBase64(pdf),
      deviceUri: printer.deviceUri,
      amountOfCopies: printer.copies ?? 1,
    });
    return { via: 'print-service', printer: printer.name };
  } catch (error) {
    if (error instanceof PrintServiceUnavailableError) {
      printPdfInBrowser(pdf);
      return { via: 'browser' };
    }
    if (error instanceof PrintServiceError && deviceFailure(error.reason) === 'no_printer')
      throw new PrintError(NO_PRINTER_KEY, error.message, { cause: error });
    throw new PrintError(FAILED_QUEUE_KEY, error instanceof Error ? error.message : undefined, {
      cause: error,
    });
  }
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
