/** The frame of the last document sent to the browser's print dialog; replaced by the next one. */
let lastFrame: { frame: HTMLIFrameElement; url: string } | undefined;

/**
 * Prints a PDF without the print service: loads it into a hidden frame and opens the browser's
 * print dialog on it; where the browser refuses (no built-in PDF viewer, blocked frame), the PDF
 * opens in a new tab to be printed from there. The frame stays until the next print, because
 * some browsers read it while their dialog is open.
 */
export function printPdfInBrowser(blob: Blob): void {
  removeLastFrame();
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  const frame = document.createElement('iframe');
  frame.title = 'print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: browsers do not lay out, and so cannot print, an undisplayed frame.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.addEventListener('load', () => {
    try {
      const view = frame.contentWindow;
      if (!view) throw new Error('The print frame has no window');
      view.focus();
      view.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  });
  frame.src = url;
  document.body.append(frame);
  lastFrame = { frame, url };
}

function removeLastFrame(): void {
  if (!lastFrame) return;
  lastFrame.frame.remove();
  URL.revokeObjectURL(lastFrame.url);
  lastFrame = undefined;
}
