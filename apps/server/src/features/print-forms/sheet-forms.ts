import { type FormContext, partiesSideBySide, payerName, totalsByCurrency } from './form-context.ts';
import { centimetres, type Doc, dateTime, kilograms, MM, money, PageWriter } from './pdf-drawing.ts';
import type { PrintableInvoice, PrintableShipment } from './printable-shipment.ts';

/** A4 portrait in points. */
export const A4_SIZE: [number, number] = [595.28, 841.89];
const SHEET_MARGIN = 15 * MM;

/** Thrown for a shipment a form cannot be printed for; `messageKey` is the spec's message. */
export class PrintFormError extends Error {
  override readonly name = 'PrintFormError';
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** The invoice's currency and total, or the spec's error when either is missing. */
export function checkedInvoice(invoice: PrintableInvoice | null): {
  currencyCode: string;
  totalCost: number;
} {
  const currencyCode = invoice?.currencyCode?.trim();
  if (!currencyCode) throw new PrintFormError('invalid invoice currencyCode');
  const totalCost = invoice?.totalCost;
  if (totalCost == null || !Number.isFinite(totalCost)) throw new PrintFormError('invalid invoice totalCost');
  return { currencyCode, totalCost };
}

function sheetHeader(
  page: PageWriter,
  title: string,
  shipment: PrintableShipment,
  context: FormContext,
): void {
  page.text(title, { size: 16, bold: true });
  page.field(context.labels.shipment, shipment.number, 10);
  page.field(context.labels.createdAt, dateTime(shipment.createdAt, context.timeZone), 10);
  page.gap(6);
  page.barcode(shipment.number, { height: 15 * MM, maxWidth: 90 * MM, textSize: 10 });
  page.rule();
  partiesSideBySide(page, context, shipment);
  page.rule();
}

/** International shipments: parcels, declared contents and services on one A4 sheet. */
export function renderInternational(doc: Doc, shipment: PrintableShipment, context: FormContext): void {
  const { labels } = context;
  const page = new PageWriter(doc, A4_SIZE, SHEET_MARGIN);
  sheetHeader(page, labels.internationalTitle, shipment, context);

  page.text(labels.parcels, { size: 11, bold: true });
  page.table(
    [labels.parcel, labels.weight, labels.volumetricWeight, labels.dimensions],
    shipment.parcels.map((parcel) => [
      parcel.number,
      kilograms(parcel.actualWeight),
      kilograms(parcel.volumetricWeight),
      `${centimetres(parcel.length)} × ${centimetres(parcel.width)} × ${centimetres(parcel.height)}`,
    ]),
    [4, 2, 2, 3],
    ['left', 'right', 'right', 'right'],
  );

  const items = shipment.invoice?.items ?? [];
  if (items.length > 0) {
    const currencyCode = shipment.invoice?.currencyCode ?? '';
    page.gap(10);
    page.text(labels.contents, { size: 11, bold: true });
    page.table(
      [labels.description, labels.quantity, labels.value],
      items.map((item) => [item.description, String(item.quantity), money(item.value, currencyCode)]),
      [6, 2, 3],
      ['left', 'right', 'right'],
    );
    const totalCost = shipment.invoice?.totalCost;
    if (totalCost != null) {
      page.text(`${labels.total}: ${money(totalCost, currencyCode)}`, {
        size: 10,
        bold: true,
        align: 'right',
      });
    }
  }

  if (shipment.services.length > 0) {
    page.gap(10);
    page.text(labels.services, { size: 11, bold: true });
    page.table(
      [labels.service, labels.payer, labels.paymentStatus, labels.cost],
      shipment.services.map((service) => [
        service.name,
        payerName(context, service.payerType),
        service.paymentStatus,
        money(service.cost, service.currencyCode),
      ]),
      [5, 2, 2, 2],
      ['left', 'left', 'left', 'right'],
    );
    for (const line of totalsByCurrency(shipment.services)) {
      page.text(`${labels.total}: ${line}`, { size: 10, bold: true, align: 'right' });
    }
  }

  page.gap(10);
  page.field(labels.payer, payerName(context, shipment.payerType));
  page.field(labels.clientOrder, shipment.clientOrder);
  page.field(labels.note, shipment.note);
  signatureLine(page, context);
}

/** The commercial invoice; its currency and total are required (spec messages). */
export function renderInvoice(doc: Doc, shipment: PrintableShipment, context: FormContext): void {
  const { labels } = context;
  const { currencyCode, totalCost } = checkedInvoice(shipment.invoice);
  const page = new PageWriter(doc, A4_SIZE, SHEET_MARGIN);
  sheetHeader(page, labels.invoiceTitle, shipment, context);
  page.field(labels.currency, currencyCode);
  page.gap(4);
  page.table(
    ['#', labels.description, labels.quantity, labels.value],
    (shipment.invoice?.items ?? []).map((item, index) => [
      String(index + 1),
      item.description,
      String(item.quantity),
      money(item.value, currencyCode),
    ]),
    [1, 7, 2, 3],
    ['right', 'left', 'right', 'right'],
  );
  page.gap(4);
  page.text(`${labels.total}: ${money(totalCost, currencyCode)}`, { size: 12, bold: true, align: 'right' });
  signatureLine(page, context);
}

function signatureLine(page: PageWriter, context: FormContext): void {
  page.gap(30);
  page.text(`${context.labels.signature} ______________________________`, { size: 10 });
}
