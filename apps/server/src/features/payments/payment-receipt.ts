import { minorUnitsOf, type Payment, type ReceiptFormat, totalsByCurrency } from '@console/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { createDocument, dateTime, documentBuffer, MM, PageWriter } from '../print-forms/pdf-drawing.ts';

const A4: [number, number] = [210 * MM, 297 * MM];
/** The 80 mm tape of the counter's receipt printer (the citizen form's width); long enough for the lines. */
const TAPE_WIDTH = 80 * MM;

const LABELS = {
  en: {
    title: 'Payment receipt',
    payer: 'Payer',
    phone: 'Phone',
    date: 'Date',
    cashier: 'Cashier',
    division: 'Division',
    system: 'Paid by',
    status: 'Status',
    source: 'Document',
    service: 'Service',
    paid: 'Paid',
    total: 'Total',
  },
  pl: {
    title: 'Potwierdzenie płatności',
    payer: 'Płatnik',
    phone: 'Telefon',
    date: 'Data',
    cashier: 'Kasjer',
    division: 'Oddział',
    system: 'Forma płatności',
    status: 'Status',
    source: 'Dokument',
    service: 'Usługa',
    paid: 'Zapłacono',
    total: 'Razem',
  },
  uk: {
    title: 'Квитанція про оплату',
    payer: 'Платник',
    phone: 'Телефон',
    date: 'Дата',
    cashier: 'Касир',
    division: 'Відділення',
    system: 'Спосіб оплати',
    status: 'Статус',
    source: 'Документ',
    service: 'Послуга',
    paid: 'Сплачено',
    total: 'Разом',
  },
} as const;

function payerName(payment: Payment): string {
  return [payment.payerLastName, payment.payerFirstName, payment.payerPatronymic].filter(Boolean).join(' ');
}

/**
 * The receipt of a payment (A4 sheet or 80 mm tape): payer, the services with their documents and
 * amounts, totals per currency and a Code 128 of the payment number, drawn with the print forms'
 * writer so it prints through the same print-service path as the marking.
 */
export async function renderReceipt(
  payment: Payment,
  format: ReceiptFormat,
  options: { language?: string; timeZone?: string } = {},
): Promise<Buffer> {
  const labels = LABELS[(options.language ?? 'en') as keyof typeof LABELS] ?? LABELS.en;
  const doc = createDocument(`receipt ${payment.number}`);
  const tape = format === 'Tape';
  const lineHeight = 12;
  const height = tape ? 60 * MM + payment.services.length * 2 * lineHeight + 40 * MM : A4[1];
  const page = new PageWriter(doc, tape ? [TAPE_WIDTH, height] : A4, tape ? 4 * MM : 15 * MM);
  const size = tape ? 8 : 10;
  page.text(labels.title, { size: tape ? 12 : 16, bold: true, align: 'center' });
  page.text(payment.number, { size: size + 1, align: 'center' });
  page.gap(6);
  page.field(labels.date, dateTime(payment.createdAt, options.timeZone), size);
  page.field(labels.payer, payerName(payment), size);
  page.field(labels.phone, payment.payerPhone, size);
  page.field(labels.division, payment.division, size);
  page.field(labels.cashier, payment.userCreate, size);
  page.field(labels.system, payment.paymentSystem, size);
  page.field(labels.status, payment.lastStatus, size);
  page.gap(6);
  const rows = payment.services.map((line) => [
    line.sourceNumber,
    line.serviceName,
    `${line.amountPaid} ${line.currencyCode ?? payment.currencyCode}`,
  ]);
  if (tape) {
    for (const [source, service, amount] of rows) {
      page.text(`${source} · ${service}`, { size });
      page.text(amount!, { size, align: 'right' });
    }
  } else {
    const widths = [page.width * 0.3, page.width * 0.45, page.width * 0.25];
    page.table([labels.source, labels.service, labels.paid], rows, widths, ['left', 'left', 'right']);
  }
  page.gap(6);
  const totals = totalsByCurrency(
    payment.services.map((line) => ({
      currencyCode: line.currencyCode ?? payment.currencyCode,
      amount: line.amountPaid,
    })),
    minorUnitsOf,
  );
  for (const [currencyCode, amount] of Object.entries(totals))
    page.text(`${labels.total}: ${amount} ${currencyCode}`, { size: size + 2, bold: true, align: 'right' });
  page.gap(10);
  page.barcode(payment.number, {
    height: tape ? 14 * MM : 18 * MM,
    maxWidth: tape ? page.width : 90 * MM,
    textSize: size,
  });
  return documentBuffer(doc);
}

/** `inline; filename="receipt-PM000000000001.pdf"`. */
export function receiptDisposition(number: string): string {
  return contentDisposition(`receipt-${number.replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`, 'inline');
}
