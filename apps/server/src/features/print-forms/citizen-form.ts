import { type FormContext, payerName, totalsByCurrency } from './form-context.ts';
import {
  centimetres,
  createDocument,
  type Doc,
  dateTime,
  kilograms,
  MM,
  money,
  PageWriter,
} from './pdf-drawing.ts';
import type { PrintableShipment } from './printable-shipment.ts';

/** Tape printers print on an 80 mm roll and cut where the page ends. */
export const TAPE_WIDTH = 80 * MM;
const TAPE_MARGIN = 3 * MM;
const TAPE_MIN_HEIGHT = 100 * MM;

/**
 * The citizen form: the receipt the sender takes home. The tape is cut at the page's end, so the
 * page is exactly as long as its content: drawn once on a scratch document to measure it.
 */
export function renderCitizenForm(doc: Doc, shipment: PrintableShipment, context: FormContext): void {
  const probe = new PageWriter(createDocument('measure'), [TAPE_WIDTH, 10_000 * MM], TAPE_MARGIN);
  drawCitizenForm(probe, shipment, context);
  const height = Math.max(TAPE_MIN_HEIGHT, Math.ceil(probe.y + TAPE_MARGIN) + 1);
  drawCitizenForm(new PageWriter(doc, [TAPE_WIDTH, height], TAPE_MARGIN), shipment, context);
}

function drawCitizenForm(page: PageWriter, shipment: PrintableShipment, context: FormContext): void {
  const { labels } = context;
  page.text(labels.citizenTitle, { size: 11, bold: true, align: 'center' });
  page.gap(4);
  page.barcode(shipment.number, { height: 14 * MM, textSize: 10 });
  page.field(labels.createdAt, dateTime(shipment.createdAt, context.timeZone), 8);
  page.rule();
  page.party(labels.sender, shipment.sender, 8);
  page.gap(3);
  page.party(labels.recipient, shipment.recipient, 8);
  page.rule();
  page.text(`${labels.parcels}: ${shipment.parcels.length}`, { size: 8, bold: true });
  for (const parcel of shipment.parcels) {
    page.text(
      `${parcel.number}  ${kilograms(parcel.actualWeight)}  ` +
        `${centimetres(parcel.length)}×${centimetres(parcel.width)}×${centimetres(parcel.height)} cm`,
      { size: 8 },
    );
  }
  if (shipment.services.length > 0) {
    page.rule();
    page.table(
      [labels.service, labels.payer, labels.cost],
      shipment.services.map((service) => [
        service.name,
        payerName(context, service.payerType),
        money(service.cost, service.currencyCode),
      ]),
      [5, 3, 3],
      ['left', 'left', 'right'],
    );
    for (const line of totalsByCurrency(shipment.services)) {
      page.text(`${labels.total}: ${line}`, { size: 9, bold: true, align: 'right' });
    }
  }
  page.rule();
  page.field(labels.payer, payerName(context, shipment.payerType), 8);
  page.field(labels.clientOrder, shipment.clientOrder, 8);
  page.field(labels.note, shipment.note, 8);
  page.gap(18);
  page.text(`${labels.signature} ____________________`, { size: 8 });
}
