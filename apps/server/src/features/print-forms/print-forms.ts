import type { PrintFormKind } from '@console/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { renderCitizenForm } from './citizen-form.ts';
import type { FormContext, FormRenderer } from './form-context.ts';
import { formLabels } from './form-labels.ts';
import { renderMarking, renderSearchCoupon } from './label-forms.ts';
import { createDocument, documentBuffer } from './pdf-drawing.ts';
import type { PrintableShipment } from './printable-shipment.ts';
import { checkedInvoice, PrintFormError, renderInternational, renderInvoice } from './sheet-forms.ts';

export { PrintFormError };

export interface PrintFormOptions {
  /** Printed large on the search coupon. */
  clientName?: string;
  /** Language of the printed captions: en, pl or uk; others print in English. */
  language?: string;
  /** IANA zone the dates print in; UTC by default. */
  timeZone?: string;
}

const RENDERERS: Record<PrintFormKind, FormRenderer> = {
  marking: renderMarking,
  citizen: renderCitizenForm,
  international: renderInternational,
  invoice: renderInvoice,
  'search-coupon': renderSearchCoupon,
};

/**
 * One PDF holding the form of every shipment in order: a 100 × 100 mm sticker per parcel for the
 * marking and one for the search coupon, an 80 mm tape for the citizen form, A4 sheets for the
 * international form and the invoice. Throws `PrintFormError` before drawing anything when an
 * invoice lacks its currency or total.
 */
export async function renderPrintForm(
  kind: PrintFormKind,
  shipments: readonly PrintableShipment[],
  options: PrintFormOptions = {},
): Promise<Buffer> {
  if (shipments.length === 0) throw new PrintFormError('no shipments to print');
  if (kind === 'invoice') for (const shipment of shipments) checkedInvoice(shipment.invoice);
  const context: FormContext = {
    labels: formLabels(options.language),
    timeZone: options.timeZone ?? 'UTC',
    ...(options.clientName ? { clientName: options.clientName } : {}),
  };
  const doc = createDocument(`${kind} ${shipments.map((shipment) => shipment.number).join(', ')}`);
  for (const shipment of shipments) RENDERERS[kind](doc, shipment, context);
  return documentBuffer(doc);
}

/** `inline; filename=marking-ABCD0123456789.pdf`: shown in the browser, saved under a readable name. */
export function printFormDisposition(kind: PrintFormKind, number: string): string {
  return contentDisposition(`${kind}-${number.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`, 'inline');
}
