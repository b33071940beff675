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
 * ImageMagick into a grey 640×480 frame, chroma flat (grey).
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
  const { stdout } = await run(
    'convert',
    [
      png,
      '-background',
      'white',
      '-gravity',
      'center',
      '-extent',
      `${WIDTH}x${HEIGHT}`,
      '-depth',
      '8',
      'gray:-',
    ],
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
  );
  const luma = stdout as unknown as Buffer;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const video = join(dir, 'code.y4m');
  await writeFile(
    video,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return video;
}
