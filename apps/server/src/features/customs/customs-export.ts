import {
  CSV_BOM,
  type CsvValue,
  type CustomsGoodsLine,
  csvText,
  formatMoney,
  type Shipment,
} from '@console/domain';

/** The header of the broker export: one row per goods line (a shipment without lines gets one empty row). */
export const CUSTOMS_CSV_COLUMNS = [
  'shipment_number',
  'customs_status',
  'sender_name',
  'sender_country',
  'sender_address',
  'recipient_name',
  'recipient_country',
  'recipient_address',
  'parcels',
  'gross_weight_kg',
  'invoice_currency',
  'invoice_total',
  'line',
  'description',
  'hs_code',
  'quantity',
  'unit',
  'net_weight_kg',
  'value',
  'currency',
  'purpose',
  'country_of_origin',
] as const;

const kg = (grams: number) => (grams / 1000).toFixed(3);

/** The whole export as CSV text (the domain's csvText: CRLF, formulas as text; a byte-order mark for spreadsheets). */
export function customsCsv(
  rows: readonly { shipment: Shipment; customs: { status: string; lines: CustomsGoodsLine[] } | null }[],
): string {
  const lines: CsvValue[][] = [[...CUSTOMS_CSV_COLUMNS]];
  for (const { shipment, customs } of rows) {
    const gross = shipment.parcels.reduce((sum, parcel) => sum + parcel.actualWeight, 0);
    const common = [
      shipment.number,
      customs?.status ?? 'Missing',
      shipment.sender.name,
      shipment.sender.countryCode,
      addressOf(shipment.sender),
      shipment.recipient.name,
      shipment.recipient.countryCode,
      addressOf(shipment.recipient),
      shipment.parcels.length,
      kg(gross),
      shipment.invoice?.currencyCode ?? '',
      shipment.invoice ? formatMoney(shipment.invoice.totalCost, shipment.invoice.currencyCode) : '',
    ];
    const goods = customs?.lines ?? [];
    if (goods.length === 0) lines.push([...common, '', '', '', '', '', '', '', '', '', '']);
    goods.forEach((line, index) => {
      lines.push([
        ...common,
        index + 1,
        line.description,
        line.hsCode,
        line.quantity,
        line.unit,
        kg(line.netWeight),
        formatMoney(line.value, line.currencyCode),
        line.currencyCode,
        line.purpose,
        line.countryOfOrigin,
      ]);
    });
  }
  return `${CSV_BOM}${csvText(lines)}`;
}

function addressOf(party: Shipment['sender']): string {
  const parts = party.addressParts;
  if (!parts) return '';
  return [parts.street, parts.building, parts.flat, parts.postCode, parts.city, parts.region]
    .filter((part) => part)
    .join(' ');
}
