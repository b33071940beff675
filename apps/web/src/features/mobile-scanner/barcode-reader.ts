import { BARCODE_DETECTION_INTERVAL_MS } from '@console/domain';

/** A decoder of Code 128 in a video frame: the browser's BarcodeDetector, else zxing's WebAssembly build. */
export interface FrameReader {
  kind: 'native' | 'wasm';
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

export const SCAN_INTERVAL_MS = BARCODE_DETECTION_INTERVAL_MS;

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('code_128')) return null;
    const detector = new Detector({ formats: ['code_128'] });
    return {
      kind: 'native',
      async read(video) {
        const [found] = await detector.detect(video);
        return found?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function wasmReader(): Promise<FrameReader> {
  // Loaded only when the browser has no detector of its own; the .wasm is served with the console.
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: () => wasmUrl } });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'wasm',
    async read(video) {
      if (!context || video.videoWidth === 0) return null;
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const [found] = await readBarcodes(image, {
        formats: ['Code128'],
        maxNumberOfSymbols: 1,
        tryHarder: true,
      });
      return found?.text || null;
    },
  };
}

/** The best reader this browser has (registers §9: code_128 only). */
export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? wasmReader();
}
