import type { Printer } from '@console/domain';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { printPdfInBrowser } from './browser-print.ts';
import {
  FAILED_QUEUE_KEY,
  NO_PRINTER_KEY,
  printCopies,
  printDocument,
  printerFor,
} from './print-document.ts';
import { DEFAULT_PRINT_SERVICE_URL } from './print-service-client.ts';

vi.mock('./browser-print.ts', () => ({ printPdfInBrowser: vi.fn() }));

const PDF_TEXT = '%PDF-1.3 test form';
const sticker: Printer = {
  deviceUri: 'usb://zebra/1',
  name: 'Counter stickers',
  printType: 'Sticker',
  autoPrinting: false,
  copies: null,
};
const tape: Printer = { ...sticker, deviceUri: 'usb://tape/1', name: 'Tape', printType: 'Tape' };
const a4: Printer = { ...sticker, deviceUri: 'ipp://office/a4', name: 'Office', printType: 'A4', copies: 3 };

const fetchMock = vi.fn<typeof fetch>();
let requestedUrls: string[] = [];

beforeEach(() => {
  requestedUrls = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    requestedUrls.push(decodeURIComponent(apiClient.getUri(config)));
    return {
      data: new Blob([PDF_TEXT], { type: 'application/pdf' }),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  apiClient.defaults.adapter = adapter;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(printPdfInBrowser).mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function postedJobs(): { file: string; deviceUri: string; amountOfCopies: number }[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === `${DEFAULT_PRINT_SERVICE_URL}/add-job`)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('printDocument', () => {
  it('without a printer for the form, prints it through the browser and leaves the settings alone', async () => {
    const openPrinterSettings = vi.fn();
    const outcome = await printDocument({
      kind: 'marking',
      ids: ['s1'],
      settings: { printers: [a4, tape] },
      openPrinterSettings,
    });
    expect(outcome).toEqual({ via: 'browser', printer: null });
    expect(printPdfInBrowser).toHaveBeenCalledTimes(1);
    expect(openPrinterSettings).not.toHaveBeenCalled();
    expect(requestedUrls).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the PDF in base64 to the print service with the printer copies', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const outcome = await printDocument({
      kind: 'international',
      ids: ['s1', 's2'],
      settings: { printers: [sticker, a4] },
      openPrinterSettings: vi.fn(),
    });
    expect(outcome).toEqual({ via: 'print-service', printer: a4, copies: 3 });
    expect(requestedUrls).toEqual(['/api/v1/shipments/print-form/international?ids[]=s1&ids[]=s2']);
    const [job] = postedJobs();
    expect(job).toMatchObject({ deviceUri: 'ipp://office/a4', amountOfCopies: 3 });
    expect(atob(job?.file ?? '')).toBe(PDF_TEXT);
    expect(printPdfInBrowser).not.toHaveBeenCalled();
  });

  it('asks for the search coupon with the client name, one copy when the printer sets none', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await printDocument({
      kind: 'search-coupon',
      ids: ['s1'],
      clientName: 'Jan Kowalski',
      settings: { printers: [sticker] },
      openPrinterSettings: vi.fn(),
    });
    expect(requestedUrls).toEqual([
      '/api/v1/shipments/print-form/search-coupon?ids[]=s1&clientName=Jan+Kowalski',
    ]);
    expect(postedJobs()).toEqual([
      expect.objectContaining({ deviceUri: 'usb://zebra/1', amountOfCopies: 1 }),
    ]);
  });

  it('reads invoices from their own resource', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await printDocument({
      kind: 'invoice',
      ids: ['s1'],
      settings: { printers: [a4] },
      openPrinterSettings: vi.fn(),
    });
    expect(requestedUrls).toEqual(['/api/v1/invoices/print-form?ids[]=s1']);
  });

  it('prints the citizen form twice for a shipment from Poland to Ukraine', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const outcome = await printDocument({
      kind: 'citizen',
      ids: ['s1'],
      settings: { printers: [tape] },
      countries: [{ senderCountry: 'PL', recipientCountry: 'UA' }],
      openPrinterSettings: vi.fn(),
    });
    expect(outcome).toMatchObject({ via: 'print-service', copies: 2 });
    expect(postedJobs()).toEqual([expect.objectContaining({ deviceUri: 'usb://tape/1', amountOfCopies: 2 })]);
  });

  it('opens the browser print dialog when the print service does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await printDocument({
      kind: 'marking',
      ids: ['s1'],
      settings: { printers: [sticker] },
      openPrinterSettings: vi.fn(),
    });
    expect(outcome).toEqual({ via: 'browser', printer: sticker });
    expect(printPdfInBrowser).toHaveBeenCalledTimes(1);
    const [blob] = vi.mocked(printPdfInBrowser).mock.calls[0] ?? [];
    expect(await blob?.text()).toBe(PDF_TEXT);
  });

  it('reports a refused job as a failed queue with the device message', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reason: 'PAPER_OUT', message: 'Out of paper' }), { status: 500 }),
    );
    const failure = printDocument({
      kind: 'marking',
      ids: ['s1'],
      settings: { printers: [sticker] },
      openPrinterSettings: vi.fn(),
    });
    await expect(failure).rejects.toMatchObject({ messageKey: FAILED_QUEUE_KEY, detail: 'Out of paper' });
    expect(printPdfInBrowser).not.toHaveBeenCalled();
  });

  it('sends the user to the printer settings when the device is unknown to the workstation', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reason: 'DEVICE_NOT_FOUND' }), { status: 404 }),
    );
    const openPrinterSettings = vi.fn();
    const failure = printDocument({
      kind: 'marking',
      ids: ['s1'],
      settings: { printers: [sticker] },
      openPrinterSettings,
    });
    await expect(failure).rejects.toMatchObject({ messageKey: NO_PRINTER_KEY });
    expect(openPrinterSettings).toHaveBeenCalledTimes(1);
  });
});

describe('printer choice and copies', () => {
  it('takes the first printer of the print type of the form', () => {
    const second = { ...sticker, name: 'Second' };
    expect(printerFor('marking', { printers: [a4, sticker, second] })).toBe(sticker);
    expect(printerFor('search-coupon', { printers: [sticker] })).toBe(sticker);
    expect(printerFor('citizen', { printers: [a4, sticker] })).toBeUndefined();
  });

  it.each([
    [null, [{ senderCountry: 'PL', recipientCountry: 'UA' }], 2],
    [null, [{ senderCountry: 'RO', recipientCountry: 'UA' }], 1],
    [null, [{ senderCountry: 'UA', recipientCountry: 'PL' }], 1],
    [5, [{ senderCountry: 'PL', recipientCountry: 'UA' }], 5],
    [null, [], 1],
  ])('citizen form with printer copies %s for %j: %d', (copies, countries, expected) => {
    expect(printCopies('citizen', { copies }, countries)).toBe(expected);
  });

  it('ignores countries for other forms', () => {
    expect(printCopies('marking', { copies: null }, [{ senderCountry: 'PL', recipientCountry: 'UA' }])).toBe(
      1,
    );
  });
});
