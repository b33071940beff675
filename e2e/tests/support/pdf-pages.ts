import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
let prepared = false;

/** Renders the first page of a PDF to PNG with poppler's pdftoppm, as a scanner would see the print. */
export async function firstPageAsPng(pdf: Buffer, dpi = 200): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-pdf-'));
  await writeFile(join(dir, 'form.pdf'), pdf);
  await run('pdftoppm', [
    '-r',
    String(dpi),
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    join(dir, 'form.pdf'),
    join(dir, 'page'),
  ]);
  return readFile(join(dir, 'page.png'));
}

/** The Code 128 barcodes a reader decodes on the first page of a PDF. */
export async function decodeCode128(pdf: Buffer): Promise<string[]> {
  if (!prepared) {
    // The reader would fetch its .wasm from a CDN; the package ships it.
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer } });
    prepared = true;
  }
  const results = await readBarcodes(await firstPageAsPng(pdf, 300), {
    formats: ['Code128'],
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
