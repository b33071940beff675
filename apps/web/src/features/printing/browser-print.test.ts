import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printPdfInBrowser } from './browser-print.ts';

let urlCount = 0;
const revoked: string[] = [];

beforeEach(() => {
  urlCount = 0;
  revoked.length = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    urlCount += 1;
    return `blob:console/${urlCount}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

function printFrame(): HTMLIFrameElement {
  const frames = document.querySelectorAll('iframe');
  expect(frames).toHaveLength(1);
  return frames[0] as HTMLIFrameElement;
}

describe('printPdfInBrowser', () => {
  it('loads the PDF into a hidden frame and opens the print dialog on it', () => {
    printPdfInBrowser(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    const frame = printFrame();
    expect(frame.src).toBe('blob:console/1');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.style.width).toBe('0px');
    vi.spyOn(frame.contentWindow as Window, 'focus').mockImplementation(() => {});
    const print = vi.spyOn(frame.contentWindow as Window, 'print').mockImplementation(() => {});
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens the PDF in a new tab when the frame cannot print', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    printPdfInBrowser(new Blob(['%PDF-1.3']));
    const frame = printFrame();
    vi.spyOn(frame.contentWindow as Window, 'focus').mockImplementation(() => {});
    vi.spyOn(frame.contentWindow as Window, 'print').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    frame.dispatchEvent(new Event('load'));
    expect(open).toHaveBeenCalledWith('blob:console/1', '_blank', 'noopener');
  });

  it('replaces the previous frame and frees its PDF', () => {
    printPdfInBrowser(new Blob(['%PDF-1.3 first']));
    revoked.length = 0; // what earlier tests left behind
    printPdfInBrowser(new Blob(['%PDF-1.3 second']));
    expect(printFrame().src).toBe('blob:console/2');
    expect(revoked).toEqual(['blob:console/1']);
  });
});
