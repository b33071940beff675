import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const run = promisify(execFile);
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video of one Code 128 barcode on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the symbol from zxing's writer, centred with
 * the PNG read as PPM (ImageMagick's `convert`) into a white 640×480 frame, chroma flat (grey).
 */
export async function code128Video(text: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer } });
  const written = await writeBarcode(text, { format: 'Code128', scale: 3 });
  if (!written.image) throw new Error(`no barcode image for ${text}`);
  const dir = await mkdtemp(join(tmpdir(), 'e2e-camera-'));
  const png = join(dir, 'code.png');
  await writeFile(png, Buffer.from(await written.image.arrayBuffer()));
  const { stdout } = await run('convert', [png, 'ppm:-'], {
    encoding: 'buffer',
    maxBuffer: 32 * 1024 * 1024,
  });
  const luma = centredGrey(stdout as unknown as Buffer);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const video = join(dir, 'code.y4m');
  await writeFile(
    video,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return video;
}

/** A binary PPM (P6) as 8-bit grey, centred on a white WIDTH×HEIGHT frame. */
function centredGrey(ppm: Buffer): Buffer {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PPM');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const pixels = ppm.subarray(whole.length);
  const frame = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.max(0, Math.floor((WIDTH - width) / 2));
  const top = Math.max(0, Math.floor((HEIGHT - height) / 2));
  for (let y = 0; y < Math.min(height, HEIGHT); y += 1) {
    for (let x = 0; x < Math.min(width, WIDTH); x += 1) {
      const at = (y * width + x) * 3;
      const grey = Math.round((pixels[at]! + pixels[at + 1]! + pixels[at + 2]!) / 3);
      frame[(top + y) * WIDTH + left + x] = grey;
    }
  }
  return frame;
}
