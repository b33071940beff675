import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { printPdfInBrowser } from '../printing/browser-print.ts';
import { printReceipt } from './receipt-print.ts';

vi.mock('../printing/browser-print.ts', () => ({ printPdfInBrowser: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  apiClient.defaults.adapter = async (config) => ({
    data: new Blob(['%PDF-1.3 receipt'], { type: 'application/pdf' }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(printPdfInBrowser).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('printReceipt', () => {
  it('without a tape printer prints the receipt through the browser instead of refusing', async () => {
    const outcome = await printReceipt('p1', 'Tape', { printers: [] });
    expect(outcome).toEqual({ via: 'browser', noPrinter: true });
    expect(printPdfInBrowser).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
