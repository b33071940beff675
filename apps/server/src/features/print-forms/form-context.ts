import { totalsByCurrency as exactTotals } from '@console/domain';
import type { FormLabels } from './form-labels.ts';
import { type Doc, money, type PageWriter } from './pdf-drawing.ts';
import type { PartyView, PrintableService, PrintableShipment } from './printable-shipment.ts';

/** What every form needs besides the shipment. */
export interface FormContext {
  labels: FormLabels;
  timeZone: string;
  clientName?: string;
}

export type FormRenderer = (doc: Doc, shipment: PrintableShipment, context: FormContext) => void;

/** Sender and recipient side by side, each in half the width; the cursor ends below the taller. */
export function partiesSideBySide(page: PageWriter, context: FormContext, shipment: PrintableShipment): void {
  const top = page.y;
  const half = (page.width - 12) / 2;
  const column = (caption: string, party: PartyView, x: number) => {
    page.y = top;
    page.party(caption, party, 9, x, half);
    return page.y;
  };
  const senderBottom = column(context.labels.sender, shipment.sender, page.left);
  const recipientBottom = column(context.labels.recipient, shipment.recipient, page.left + half + 12);
  page.y = Math.max(senderBottom, recipientBottom);
}

export function payerName(context: FormContext, payerType: 'Sender' | 'Recipient'): string {
  return context.labels.payerTypes[payerType] ?? payerType;
}

/**
 * Services may be priced in several currencies; each currency is totalled on its own, exactly in
 * its minor units (the domain's sum, the one the visit's payment dialog shows), as printed lines.
 */
export function totalsByCurrency(services: readonly PrintableService[]): string[] {
  const totals = exactTotals(
    services.map((service) => ({ currencyCode: service.currencyCode, amount: service.cost })),
  );
  return Object.entries(totals).map(([currencyCode, amount]) => money(amount, currencyCode));
}
