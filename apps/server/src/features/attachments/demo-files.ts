import { deflateSync } from 'node:zlib';
import { createDocument, documentBuffer, PageWriter } from '../print-forms/pdf-drawing.ts';

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small RGB PNG: a parcel-brown box on a light background with a darker tape stripe, so a demo
 * "photo" shows something. Generated, not shipped, so the repository holds no binary files.
 */
export function demoPng(width = 160, height = 120, tint: [number, number, number] = [181, 136, 82]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inBox = x > width * 0.2 && x < width * 0.8 && y > height * 0.2 && y < height * 0.85;
      const tape = inBox && Math.abs(x - width / 2) < width * 0.05;
      const color = tape ? [120, 84, 40] : inBox ? tint : [236, 240, 244];
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a title and lines of text (a demo commercial invoice). */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = createDocument(title);
  const page = new PageWriter(doc, [595.28, 841.89], 50);
  page.text(title, { size: 16, bold: true });
  page.gap(8);
  for (const line of lines) page.text(line, { size: 10 });
  return documentBuffer(doc);
}
