import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PrintFormKind } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { PrintFormError, printFormDisposition, renderPrintForm } from './print-forms.ts';
import type { PrintableShipment } from './printable-shipment.ts';

const run = promisify(execFile);
const MM = 72 / 25.4;

function shipment(overrides: Partial<PrintableShipment> = {}): PrintableShipment {
  return {
    id: '3f0c1a52-9d1e-4c4b-8a5e-2b7d6c1e0a11',
    number: 'ABCD0123456789',
    createdAt: '2025-03-14T10:22:00.000Z',
    status: 'Accepted',
    sender: {
      name: 'Łukasz Żółkiewski',
      phone: '48501234567',
      companyName: 'Sklep Łódź sp. z o.o.',
      countryCode: 'PL',
      address: 'ul. Złota 44/12, 00-120 Warszawa',
    },
    recipient: {
      name: 'Олена Коваленко',
      phone: '380671234567',
      countryCode: 'UA',
      address: 'вул. Хрещатик, 22, кв. 5, Київ, 01001',
    },
    parcels: [
      {
        number: 'ABCD0123456789',
        actualWeight: 1250,
        volumetricWeight: 2000,
        length: 300,
        width: 200,
        height: 155,
      },
      {
        number: 'PL AB 123456 7890',
        actualWeight: 800,
        volumetricWeight: 500,
        length: 200,
        width: 150,
        height: 100,
      },
    ],
    services: [
      {
        name: 'Доставка',
        serviceCode: 'DELIVERY',
        cost: 45.5,
        currencyCode: 'PLN',
        payerType: 'Sender',
        paymentStatus: 'Paid',
      },
      {
        name: 'Ubezpieczenie',
        serviceCode: 'INSURANCE',
        cost: 3,
        currencyCode: 'PLN',
        payerType: 'Recipient',
        paymentStatus: 'NotPaid',
      },
    ],
    invoice: {
      currencyCode: 'EUR',
      totalCost: 120,
      items: [
        { description: 'Książki', quantity: 3, value: 60 },
        { description: 'Одяг', quantity: 1, value: 60 },
      ],
    },
    payerType: 'Sender',
    note: 'Ostrożnie, szkło',
    clientOrder: 'ORD-77',
    ...overrides,
  };
}

/** The poppler tools are what CI installs (`poppler-utils`); without them these tests must fail, not pass unseen. */
async function poppler(tool: 'pdfinfo' | 'pdftoppm' | 'pdftotext', args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} not found: install the Debian package poppler-utils (apt-get install -y poppler-utils)`,
      );
    }
    throw error;
  }
}

let workDir: string;
let fileCount = 0;

async function saved(pdf: Buffer): Promise<string> {
  fileCount += 1;
  const file = join(workDir, `form-${fileCount}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** Page sizes in millimetres as poppler reads them, which also proves the file parses. */
async function pageSizes(pdf: Buffer): Promise<[number, number][]> {
  const info = await poppler('pdfinfo', ['-f', '1', '-l', '999', await saved(pdf)]);
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => [
    Math.round(Number(match[1]) / MM),
    Math.round(Number(match[2]) / MM),
  ]);
}

async function pdfText(pdf: Buffer): Promise<string> {
  return poppler('pdftotext', ['-enc', 'UTF-8', await saved(pdf), '-']);
}

/** Rasterises one page at 300 dpi, as a scanner at the counter would see a print, and decodes it. */
async function decodeBarcodes(pdf: Buffer, page = 1): Promise<string[]> {
  const file = await saved(pdf);
  const root = join(workDir, `page-${fileCount}`);
  await poppler('pdftoppm', [
    '-r',
    '300',
    '-gray',
    '-png',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    root,
  ]);
  const results = await readBarcodes(await readFile(`${root}.png`), {
    formats: ['Code128'],
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'print-forms-'));
  const require = createRequire(import.meta.url);
  // The reader would otherwise fetch its .wasm from a CDN; the package ships it.
  prepareZXingModule({
    overrides: {
      wasmBinary: new Uint8Array(await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')))
        .buffer,
    },
  });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('renderPrintForm', () => {
  it.each([
    ['marking', [100, 100], 2],
    ['citizen', [80, undefined], 1],
    ['international', [210, 297], 1],
    ['invoice', [210, 297], 1],
    ['search-coupon', [100, 100], 1],
  ] as const)('renders the %s form as a PDF of the right pages', async (kind, [width, height], pages) => {
    const pdf = await renderPrintForm(kind, [shipment()], { clientName: 'Олена Коваленко' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const sizes = await pageSizes(pdf);
    expect(sizes).toHaveLength(pages);
    for (const [pageWidth, pageHeight] of sizes) {
      expect(pageWidth).toBe(width);
      if (height) expect(pageHeight).toBe(height);
      else expect(pageHeight).toBeGreaterThanOrEqual(100);
    }
  });

  it('prints one sticker per parcel of every shipment, in order', async () => {
    const second = shipment({
      number: 'WXYZ9876543210',
      parcels: [
        {
          number: 'WXYZ9876543210',
          actualWeight: 100,
          volumetricWeight: 0,
          length: 10,
          width: 10,
          height: 10,
        },
      ],
    });
    const pdf = await renderPrintForm('marking', [shipment(), second]);
    expect(await pageSizes(pdf)).toHaveLength(3);
    expect(await decodeBarcodes(pdf, 3)).toEqual(['WXYZ9876543210']);
  });

  it('keeps a sticker to one label however long the addresses are', async () => {
    const long =
      'ul. Bardzo Długa Nazwa Ulicy Imienia Kogoś Ważnego 144/12 lok. 5, klatka B, piętro 7, '.repeat(4);
    const pdf = await renderPrintForm('marking', [
      shipment({
        sender: { ...shipment().sender, address: long },
        recipient: { ...shipment().recipient, address: long, companyName: long },
      }),
    ]);
    expect(await pageSizes(pdf)).toEqual([
      [100, 100],
      [100, 100],
    ]);
    expect(await pdfText(pdf)).toContain('1.250 kg');
  });

  it('marks each parcel with a Code 128 barcode that decodes to its number', async () => {
    const pdf = await renderPrintForm('marking', [shipment()]);
    expect(await decodeBarcodes(pdf, 1)).toEqual(['ABCD0123456789']);
    expect(await decodeBarcodes(pdf, 2)).toEqual(['PL AB 123456 7890']);
  });

  it.each(['citizen', 'international', 'invoice', 'search-coupon'] as const)(
    'the %s form carries the shipment number as a decodable Code 128 barcode',
    async (kind) => {
      const pdf = await renderPrintForm(kind, [shipment()], { clientName: 'Jan Kowalski' });
      expect(await decodeBarcodes(pdf)).toEqual(['ABCD0123456789']);
    },
  );

  it('writes the numbers, Polish and Cyrillic names, weights in kg, sizes in cm and costs as text', async () => {
    const text = await pdfText(await renderPrintForm('international', [shipment()]));
    for (const expected of [
      'ABCD0123456789',
      'PL AB 123456 7890',
      'Łukasz Żółkiewski',
      'Олена Коваленко',
      '1.250 kg',
      '30 × 20 × 15.5',
      '45.50 PLN',
      'Total: 48.50 PLN',
      'Total: 120.00 EUR',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints its captions in the requested language, English for others', async () => {
    expect(await pdfText(await renderPrintForm('citizen', [shipment()], { language: 'uk' }))).toContain(
      'Відправник',
    );
    expect(await pdfText(await renderPrintForm('citizen', [shipment()], { language: 'pl' }))).toContain(
      'Nadawca',
    );
    expect(await pdfText(await renderPrintForm('citizen', [shipment()], { language: 'de' }))).toContain(
      'Sender',
    );
  });

  it('prints the client name on the search coupon', async () => {
    const text = await pdfText(
      await renderPrintForm('search-coupon', [shipment()], { clientName: 'Jan Kowalski' }),
    );
    expect(text).toContain('Jan Kowalski');
  });

  it('continues a long list on a further A4 sheet', async () => {
    const services = Array.from({ length: 80 }, (_, index) => ({
      name: `Service ${index + 1}`,
      serviceCode: `S${index}`,
      cost: 1,
      currencyCode: 'PLN',
      payerType: 'Sender' as const,
      paymentStatus: 'Paid',
    }));
    const pdf = await renderPrintForm('international', [shipment({ services })]);
    expect((await pageSizes(pdf)).length).toBeGreaterThan(1);
    expect(await pdfText(pdf)).toContain('Total: 80.00 PLN');
  });

  it('makes the citizen tape as long as its content', async () => {
    const services = Array.from({ length: 40 }, (_, index) => ({
      name: `Service ${index + 1}`,
      serviceCode: `S${index}`,
      cost: 1,
      currencyCode: 'UAH',
      payerType: 'Recipient' as const,
      paymentStatus: 'Paid',
    }));
    const [short] = await pageSizes(await renderPrintForm('citizen', [shipment()]));
    const long = await pageSizes(await renderPrintForm('citizen', [shipment({ services })]));
    expect(long).toHaveLength(1);
    expect(long[0]?.[1]).toBeGreaterThan(short?.[1] ?? 0);
  });

  describe('invoice', () => {
    it.each([
      [null, 'invalid invoice currencyCode'],
      [{ totalCost: 10 }, 'invalid invoice currencyCode'],
      [{ currencyCode: ' ', totalCost: 10 }, 'invalid invoice currencyCode'],
      [{ currencyCode: 'EUR' }, 'invalid invoice totalCost'],
      [{ currencyCode: 'EUR', totalCost: null }, 'invalid invoice totalCost'],
    ])('refuses the invoice %j with "%s"', async (invoice, message) => {
      const failure = renderPrintForm('invoice', [shipment({ invoice })]);
      await expect(failure).rejects.toBeInstanceOf(PrintFormError);
      await expect(failure).rejects.toMatchObject({ messageKey: message, message });
    });

    it('prints a zero total', async () => {
      const pdf = await renderPrintForm('invoice', [
        shipment({ invoice: { currencyCode: 'EUR', totalCost: 0 } }),
      ]);
      expect(await pdfText(pdf)).toContain('Total: 0.00 EUR');
    });

    it('checks every shipment before printing any', async () => {
      const failure = renderPrintForm('invoice', [
        shipment(),
        shipment({ invoice: { currencyCode: 'EUR' } }),
      ]);
      await expect(failure).rejects.toMatchObject({ messageKey: 'invalid invoice totalCost' });
    });
  });

  it('refuses an empty list of shipments', async () => {
    await expect(renderPrintForm('marking', [])).rejects.toBeInstanceOf(PrintFormError);
  });
});

describe('printFormDisposition', () => {
  it.each([
    ['marking', 'ABCD0123456789', 'inline; filename=marking-ABCD0123456789.pdf'],
    ['search-coupon', 'PL AB 123456 7890', 'inline; filename=search-coupon-PL_AB_123456_7890.pdf'],
    ['invoice', 'a"b\\c', 'inline; filename=invoice-a_b_c.pdf'],
  ] as [PrintFormKind, string, string][])('%s %s → %s', (kind, number, header) => {
    expect(printFormDisposition(kind, number)).toBe(header);
  });
});
