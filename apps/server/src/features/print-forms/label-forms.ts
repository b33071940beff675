import type { FormContext } from './form-context.ts';
import { centimetres, type Doc, dateTime, kilograms, MM, PageWriter } from './pdf-drawing.ts';
import type { PrintableParcel, PrintableShipment } from './printable-shipment.ts';

/** Sticker printers hold 100 × 100 mm labels. */
export const LABEL_SIZE: [number, number] = [100 * MM, 100 * MM];
const LABEL_MARGIN = 4 * MM;

/**
 * Marking: one sticker per parcel, its number as the barcode, the recipient large enough to
 * sort by, then the parcel's weight and size, the sender small and last (cut first when long). A shipment without parcels gets one sticker with its own number.
 */
export function renderMarking(doc: Doc, shipment: PrintableShipment, context: FormContext): void {
  const { labels } = context;
  const parcels: (PrintableParcel | undefined)[] =
    shipment.parcels.length > 0 ? shipment.parcels : [undefined];
  parcels.forEach((parcel, index) => {
    const page = new PageWriter(doc, LABEL_SIZE, LABEL_MARGIN, 'clip');
    page.text(
      `${labels.shipment} ${shipment.number} · ${labels.parcel} ${index + 1} ${labels.of} ${parcels.length}`,
      { size: 8 },
    );
    page.gap(4);
    page.barcode(parcel?.number ?? shipment.number, { height: 20 * MM, textSize: 11 });
    page.rule();
    page.party(labels.recipient, shipment.recipient, 10);
    page.rule();
    if (parcel) {
      page.text(
        [
          `${labels.weight}: ${kilograms(parcel.actualWeight)}`,
          `${labels.volumetricWeight}: ${kilograms(parcel.volumetricWeight)}`,
          `${centimetres(parcel.length)} × ${centimetres(parcel.width)} × ${centimetres(parcel.height)} cm`,
        ].join('   '),
        { size: 7 },
      );
    }
    page.text(`${labels.createdAt}: ${dateTime(shipment.createdAt, context.timeZone)}`, { size: 7 });
    page.rule();
    page.party(labels.sender, shipment.sender, 7);
  });
}

/**
 * The search coupon a recipient hands over at the counter so the parcel can be found: the client's
 * name, the shipment number to scan and every parcel number to look for on the shelves.
 */
export function renderSearchCoupon(doc: Doc, shipment: PrintableShipment, context: FormContext): void {
  const { labels } = context;
  const page = new PageWriter(doc, LABEL_SIZE, LABEL_MARGIN, 'clip');
  page.text(labels.searchCouponTitle, { size: 12, bold: true, align: 'center' });
  if (context.clientName) page.text(context.clientName, { size: 14, bold: true, align: 'center' });
  page.gap(4);
  page.barcode(shipment.number, { height: 18 * MM, textSize: 11 });
  page.rule();
  page.field(labels.recipient, `${shipment.recipient.name}, ${shipment.recipient.phone}`);
  page.field(labels.parcels, `${shipment.parcels.length}`);
  page.text(shipment.parcels.map((parcel) => parcel.number).join(', '), { size: 8 });
  page.field(labels.createdAt, dateTime(shipment.createdAt, context.timeZone), 8);
}
