import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Amount, dateTimeIn, formatMoney, zoneAbbreviation } from '@console/domain';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { PartyView } from './printable-shipment.ts';

/** Points per millimetre (PDF user space is 1/72 inch). */
export const MM = 72 / 25.4;

/** Thermal label printers print 203 dots per inch; bars snapped to whole dots keep equal widths. */
const PRINTER_DOT = 72 / 203;
/** Code 128 needs ten modules of white on each side to be found by a scanner. */
const QUIET_ZONE_MODULES = 10;

export type Doc = PDFKit.PDFDocument;

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let fontFiles: FontFiles | undefined;

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package: the standard PDF fonts have neither Cyrillic
 * nor Polish letters such as "ł", and an npm package works on any machine, unlike a system font.
 */
function fonts(): FontFiles {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fontFiles = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return fontFiles;
}

/** A document with the form's fonts registered and no page yet. */
export function createDocument(title: string): Doc {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title, Creator: 'Parcel Console' } });
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  return doc;
}

export function documentBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * A page being filled from top to bottom inside its margins. When the next block does not fit,
 * a new page of the same size continues it, so long service or invoice lists are never cut;
 * a sticker (`overflow: 'clip'`) is one label whatever its text, so its text is cut short instead.
 */
export class PageWriter {
  y: number;
  readonly left: number;
  readonly width: number;
  private readonly bottom: number;

  constructor(
    readonly doc: Doc,
    private readonly size: [number, number],
    private readonly margin: number,
    private readonly overflow: 'next-page' | 'clip' = 'next-page',
  ) {
    doc.addPage({ size, margin });
    this.left = margin;
    this.width = size[0] - 2 * margin;
    this.bottom = size[1] - margin;
    this.y = margin;
  }

  get right(): number {
    return this.left + this.width;
  }

  ensureSpace(height: number): void {
    if (this.overflow === 'clip' || this.y + height <= this.bottom || this.y === this.margin) return;
    this.doc.addPage({ size: this.size, margin: this.margin });
    this.y = this.margin;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Wrapped text across the content width (or `width` from `x`); moves the cursor below it. */
  text(
    value: string,
    options: {
      size?: number;
      bold?: boolean;
      x?: number;
      width?: number;
      align?: 'left' | 'center' | 'right';
      /** Longer text ends in an ellipsis. */
      maxLines?: number;
    } = {},
  ): void {
    if (value === '') return;
    const x = options.x ?? this.left;
    const width = options.width ?? this.right - x;
    this.doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? 9);
    const lineHeight = this.doc.currentLineHeight(true);
    let lines = Math.ceil(this.doc.heightOfString(value, { width }) / lineHeight - 0.01);
    if (options.maxLines) lines = Math.min(lines, options.maxLines);
    if (this.overflow === 'clip') lines = Math.min(lines, Math.floor((this.bottom - this.y) / lineHeight));
    if (lines < 1) return;
    const height = lines * lineHeight;
    this.ensureSpace(height);
    this.doc.text(value, x, this.y, { width, height, ellipsis: true, align: options.align ?? 'left' });
    this.y += height;
  }

  /** `Label: value` on one line, the label in bold. */
  field(label: string, value: string | null | undefined, size = 9): void {
    if (value == null || value === '') return;
    const width = this.width;
    const labelText = `${label}: `;
    // Measured all in bold, the wider face, so the estimate never falls short of the mixed line.
    const height = this.doc
      .font('bold')
      .fontSize(size)
      .heightOfString(labelText + value, { width });
    if (this.overflow === 'clip' && this.y + height > this.bottom) return;
    this.ensureSpace(height);
    this.doc.font('bold').text(labelText, this.left, this.y, { width, continued: true });
    this.doc.font('regular').text(value);
    this.y += height;
  }

  rule(): void {
    if (this.overflow === 'clip' && this.y + 6 > this.bottom) return;
    this.ensureSpace(6);
    this.y += 3;
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.5).stroke();
    this.y += 3;
  }

  /** A sender or recipient block: a bold caption, then name, company, phone and address. */
  party(caption: string, party: PartyView, size = 9, x = this.left, width = this.right - x): number {
    const top = this.y;
    this.text(caption, { size: size - 1, bold: true, x, width });
    this.text(party.name, { size: size + 1, bold: true, x, width, maxLines: 2 });
    if (party.companyName) this.text(party.companyName, { size, x, width, maxLines: 1 });
    this.text(party.phone, { size, x, width });
    // The country first: an address cut short on a sticker still says where it goes.
    this.text(`${party.countryCode}, ${party.address}`, { size, x, width, maxLines: 3 });
    return this.y - top;
  }

  /** A table with bold headers; `widths` are shares of the content width, `align` per column. */
  table(headers: string[], rows: string[][], widths: number[], align: ('left' | 'right')[] = []): void {
    const total = widths.reduce((sum, share) => sum + share, 0);
    const columns = widths.map((share) => (share / total) * this.width);
    const drawRow = (cells: string[], bold: boolean) => {
      this.doc.font(bold ? 'bold' : 'regular').fontSize(8);
      const height = Math.max(
        ...cells.map((cell, index) => this.doc.heightOfString(cell, { width: (columns[index] ?? 0) - 4 })),
      );
      this.ensureSpace(height + 4);
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = columns[index] ?? 0;
        this.doc.text(cell, x + 2, this.y + 2, { width: width - 4, align: align[index] ?? 'left' });
        x += width;
      });
      this.y += height + 4;
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.right, this.y)
        .lineWidth(bold ? 0.75 : 0.25)
        .stroke();
    };
    drawRow(headers, true);
    for (const row of rows) drawRow(row, false);
  }

  /** A Code 128 barcode centred in the content width with its text below; see drawCode128. */
  barcode(value: string, options: { height: number; maxWidth?: number; textSize?: number }): void {
    const textSize = options.textSize ?? 10;
    this.ensureSpace(options.height + textSize + 4);
    const maxWidth = Math.min(options.maxWidth ?? this.width, this.width);
    drawCode128(this.doc, value, {
      centreX: this.left + this.width / 2,
      y: this.y,
      maxWidth,
      height: options.height,
    });
    this.y += options.height + 2;
    this.text(value, { size: textSize, bold: true, align: 'center' });
  }
}

/**
 * Draws `value` as Code 128 vector bars (the spec's only scannable symbology): bwip-js encodes and
 * chooses the code sets, the bars are filled rectangles, so they stay sharp at any printer
 * resolution. The module width is the widest whole number of printer dots that fits `maxWidth`
 * together with the quiet zones, at most three dots.
 */
export function drawCode128(
  doc: Doc,
  value: string,
  area: { centreX: number; y: number; maxWidth: number; height: number },
): { width: number } {
  const [symbol] = bwipjs.raw('code128', value, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`Code 128 cannot encode ${JSON.stringify(value)}`);
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const fitting = area.maxWidth / (modules + 2 * QUIET_ZONE_MODULES);
  const dots = Math.min(3, Math.floor(fitting / PRINTER_DOT));
  const module = dots >= 1 ? dots * PRINTER_DOT : fitting;
  const width = modules * module;
  let x = area.centreX - width / 2;
  symbol.sbs.forEach((span, index) => {
    if (index % 2 === 0) doc.rect(x, area.y, span * module, area.height);
    x += span * module;
  });
  doc.fillColor('black').fill();
  return { width };
}

export function kilograms(grams: number): string {
  return `${(grams / 1000).toFixed(3)} kg`;
}

export function centimetres(millimetres: number): string {
  return (millimetres / 10).toFixed(1).replace(/\.0$/, '');
}

/** "12.50 PLN", "1235 JPY": the amount in its currency's minor units. */
export function money(amount: Amount, currencyCode: string): string {
  return `${formatMoney(amount, currencyCode)} ${currencyCode}`;
}

/**
 * `2025-03-14 11:22 CET`: the time in the given zone (the caller's division's, as the routes pass
 * it), naming the zone, since a printed form is read away from the screen it came from.
 */
export function dateTime(iso: string, timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${dateTimeIn(timeZone, date)} ${zoneAbbreviation(timeZone, date)}`;
}
