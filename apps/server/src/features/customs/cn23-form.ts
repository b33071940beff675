import {
  CUSTOMS_DOCUMENTS_HS_CODE,
  type CustomsGoodsLine,
  fromMinorUnits,
  type Shipment,
  toMinorUnits,
} from '@console/domain';
import { partiesSideBySide } from '../print-forms/form-context.ts';
import { formLabels } from '../print-forms/form-labels.ts';
import {
  createDocument,
  type Doc,
  dateTime,
  documentBuffer,
  kilograms,
  MM,
  money,
  PageWriter,
} from '../print-forms/pdf-drawing.ts';
import { A4_SIZE } from '../print-forms/sheet-forms.ts';
import { printableShipment } from '../shipments/shipment-printing.ts';

/** UPU form CN 23 captions: English with the French the convention prints beside it. */
const CN23 = {
  title: 'CUSTOMS DECLARATION / DÉCLARATION EN DOUANE',
  code: 'CN 23',
  description: 'Detailed description of contents / Description détaillée du contenu',
  quantity: 'Quantity / Quantité',
  netWeight: 'Net weight (kg) / Poids net',
  value: 'Value / Valeur',
  hsCode: 'HS tariff number / N° tarifaire du SH',
  origin: 'Country of origin / Pays d’origine',
  totalGross: 'Total gross weight (kg) / Poids brut total',
  totalValue: 'Total value / Valeur totale',
  category: 'Category of item / Catégorie de l’envoi',
  status: 'Customs data status',
  certify:
    'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.',
  signature: 'Date and sender’s signature / Date et signature de l’expéditeur',
} as const;

/** The goods purposes as CN 23 ticks its "category of item" boxes. */
const CATEGORY: Record<string, string> = {
  gift: 'Gift / Cadeau',
  sample: 'Commercial sample / Échantillon commercial',
  return: 'Returned goods / Retour de marchandise',
  selling: 'Sale of goods / Vente de marchandises',
  personal: 'Other: personal / Autre : personnel',
  internal: 'Other: internal / Autre : interne',
  repair: 'Other: repair / Autre : réparation',
};

export interface Cn23Input {
  shipment: Shipment;
  status: string;
  lines: CustomsGoodsLine[];
  /** When the customs data was last saved: the declaration's date, not the shipment's creation. */
  declaredAt: Date;
}

function renderCn23(doc: Doc, input: Cn23Input, timeZone: string) {
  const { shipment, lines } = input;
  const printable = printableShipment(shipment);
  const context = { labels: formLabels('en'), timeZone };
  const page = new PageWriter(doc, A4_SIZE, 15 * MM);
  page.text(`${CN23.title}    ${CN23.code}`, { size: 14, bold: true });
  page.field('Shipment', shipment.number, 10);
  page.field('Date', dateTime(input.declaredAt.toISOString(), timeZone), 10);
  page.field(CN23.status, input.status, 10);
  page.gap(4);
  page.barcode(shipment.number, { height: 12 * MM, maxWidth: 80 * MM, textSize: 9 });
  page.rule();
  partiesSideBySide(page, context, printable);
  page.rule();
  const documentsOnly = lines.length > 0 && lines.every((line) => line.hsCode === CUSTOMS_DOCUMENTS_HS_CODE);
  const purposes = [...new Set(lines.map((line) => line.purpose))];
  page.field(
    CN23.category,
    documentsOnly ? 'Documents' : purposes.map((purpose) => CATEGORY[purpose] ?? purpose).join('; '),
    9,
  );
  page.gap(4);
  page.table(
    [CN23.description, CN23.quantity, CN23.netWeight, CN23.value, CN23.hsCode, CN23.origin],
    lines.map((line) => [
      line.description,
      `${line.quantity} ${line.unit}`,
      kilograms(line.netWeight),
      money(line.value, line.currencyCode),
      line.hsCode,
      line.countryOfOrigin,
    ]),
    [6, 2, 2, 2, 2, 2],
    ['left', 'right', 'right', 'right', 'left', 'left'],
  );
  page.gap(4);
  const gross = shipment.parcels.reduce((sum, parcel) => sum + parcel.actualWeight, 0);
  const currency = lines[0]?.currencyCode ?? shipment.invoice?.currencyCode ?? '';
  const total = lines.reduce((sum, line) => sum + toMinorUnits(line.value, currency), 0n);
  page.field(CN23.totalGross, kilograms(gross), 10);
  page.field(CN23.totalValue, `${fromMinorUnits(total, currency)} ${currency}`, 10);
  page.gap(10);
  page.text(CN23.certify, { size: 8 });
  page.gap(24);
  page.text(`${CN23.signature} ______________________________`, { size: 9 });
}

/** One PDF with a CN 23 sheet per shipment, in the order given. */
export function renderCn23Pdf(inputs: readonly Cn23Input[], timeZone = 'UTC'): Promise<Buffer> {
  const doc = createDocument(`CN 23 ${inputs.map((input) => input.shipment.number).join(', ')}`);
  for (const input of inputs) renderCn23(doc, input, timeZone);
  return documentBuffer(doc);
}
