import {
  citizenFormCopies,
  PRINT_FORM_PRINT_TYPES,
  type Printer,
  type PrintFormKind,
  printFormPath,
  type UserSettings,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';
import { getShipmentsBaseUrl } from '../../api/dev-settings.ts';
import { printPdfInBrowser } from './browser-print.ts';
import {
  addJob,
  deviceFailure,
  PrintServiceError,
  PrintServiceUnavailableError,
} from './print-service-client.ts';

export const NO_PRINTER_KEY = 'admin.pages.settings.printers.no_printer';
export const FAILED_QUEUE_KEY = 'admin.pages.settings.printers.failed_queue';

/** A printing failure the console explains with one of the printer messages. */
export class PrintError extends Error {
  override readonly name = 'PrintError';
  constructor(
    readonly messageKey: typeof NO_PRINTER_KEY | typeof FAILED_QUEUE_KEY,
    /** What the device said, shown under the message. */
    readonly detail?: string,
    options?: ErrorOptions,
  ) {
    super(messageKey, options);
  }
}

export interface ShipmentCountries {
  senderCountry: string;
  recipientCountry: string;
}

export interface PrintDocumentRequest {
  kind: PrintFormKind;
  ids: readonly string[];
  /** Printed on the search coupon. */
  clientName?: string;
  settings: Pick<UserSettings, 'printers'>;
  /** Shows the printer settings; called when the print service has no such printer. */
  openPrinterSettings(): void;
  /** The shipments' countries; the citizen form needs them to know its number of copies. */
  countries?: readonly ShipmentCountries[];
}

export type PrintOutcome =
  | { via: 'print-service'; printer: Printer; copies: number }
  /** `printer` null: none of this print type is set up, so the browser printed it. */
  | { via: 'browser'; printer: Printer | null };

/**
 * Prints a form of the given shipments on the user's printer for its print type: fetches the PDF,
 * sends it to the local print service, and falls back to the browser's print dialog when the
 * service does not answer or no printer of the type is set up. Rejects with `PrintError` (no printer, failed queue) or the API's error.
 */
export async function printDocument(request: PrintDocumentRequest): Promise<PrintOutcome> {
  const printer = printerFor(request.kind, request.settings);
  const pdf = await fetchPrintForm(request.kind, request.ids, request.clientName);
  // No printer of this type yet: the browser prints it and the clerk stays where they work (a
  // visit left for the settings page in the middle of a customer, issue 24).
  if (!printer) {
    printPdfInBrowser(pdf);
    return { via: 'browser', printer: null };
  }
  const copies = printCopies(request.kind, printer, request.countries);
  try {
    await addJob({ file: await toBase64(pdf), deviceUri: printer.deviceUri, amountOfCopies: copies });
    return { via: 'print-service', printer, copies };
  } catch (error) {
    if (error instanceof PrintServiceUnavailableError) {
      printPdfInBrowser(pdf);
      return { via: 'browser', printer };
    }
    if (error instanceof PrintServiceError && deviceFailure(error.reason) === 'no_printer') {
      request.openPrinterSettings();
      throw new PrintError(NO_PRINTER_KEY, error.message, { cause: error });
    }
    throw new PrintError(FAILED_QUEUE_KEY, error instanceof Error ? error.message : undefined, {
      cause: error,
    });
  }
}

/** The first of the user's printers of the form's print type. */
export function printerFor(
  kind: PrintFormKind,
  settings: Pick<UserSettings, 'printers'>,
): Printer | undefined {
  const printType = PRINT_FORM_PRINT_TYPES[kind];
  return settings.printers.find((printer) => printer.printType === printType);
}

/** The printer's copies (one when unset); the citizen form takes two when any shipment goes to Ukraine from outside Romania. */
export function printCopies(
  kind: PrintFormKind,
  printer: Pick<Printer, 'copies'>,
  countries: readonly ShipmentCountries[] = [],
): number {
  const copies = printer.copies ?? 1;
  if (kind !== 'citizen') return copies;
  const required = countries.map((shipment) =>
    citizenFormCopies(shipment.recipientCountry, shipment.senderCountry),
  );
  return Math.max(copies, ...required);
}

/** `GET shipments/print-form/{kind}?ids[]=…` (invoices: `invoices/print-form`) as a PDF blob. */
export async function fetchPrintForm(
  kind: PrintFormKind,
  ids: readonly string[],
  clientName?: string,
): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(printFormPath(kind), {
    baseURL: getShipmentsBaseUrl(),
    params: { ids, ...(clientName ? { clientName } : {}) },
    paramsSerializer: { indexes: false },
    responseType: 'blob',
  });
  return data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' });
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
