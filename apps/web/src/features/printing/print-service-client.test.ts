import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addJob,
  clearPrintServiceUrl,
  DEFAULT_PRINT_SERVICE_URL,
  deviceFailure,
  isPrintServiceUrl,
  listDevices,
  PRINT_SERVICE_TIMEOUT_MS,
  PRINT_SERVICE_URL_STORAGE_KEY,
  PrintServiceError,
  PrintServiceUnavailableError,
  printServiceBaseUrl,
  readPrintServiceUrl,
  writePrintServiceUrl,
} from './print-service-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const job = { file: 'JVBERi0=', deviceUri: 'usb://zebra/1', amountOfCopies: 2 };

describe('print service client', () => {
  it('posts a job with the file, device and copies', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ jobId: 7 }), { status: 200 }));
    await expect(addJob(job)).resolves.toEqual({ jobId: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${DEFAULT_PRINT_SERVICE_URL}/add-job`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(job);
  });

  it('lists the devices', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([{ deviceUri: 'usb://zebra/1', name: 'Zebra' }, { uri: 'ipp://a4' }, 'junk']),
        {
          status: 200,
        },
      ),
    );
    await expect(listDevices()).resolves.toEqual([
      { deviceUri: 'usb://zebra/1', name: 'Zebra' },
      { deviceUri: 'ipp://a4', name: 'ipp://a4' },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${DEFAULT_PRINT_SERVICE_URL}/devices`);
  });

  it('counts a refused connection as no service', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(addJob(job)).rejects.toBeInstanceOf(PrintServiceUnavailableError);
  });

  it(`gives up after ${PRINT_SERVICE_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const answer = addJob(job);
    const failure = expect(answer).rejects.toBeInstanceOf(PrintServiceUnavailableError);
    await vi.advanceTimersByTimeAsync(PRINT_SERVICE_TIMEOUT_MS);
    await failure;
  });

  it('reads the reason code of a binary error body', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ reason: 'PAPER_OUT', message: 'Out of paper' }));
    fetchMock.mockResolvedValue(
      new Response(body, { status: 500, headers: { 'content-type': 'application/octet-stream' } }),
    );
    const failure = addJob(job);
    await expect(failure).rejects.toBeInstanceOf(PrintServiceError);
    await expect(failure).rejects.toMatchObject({
      status: 500,
      reason: 'PAPER_OUT',
      message: 'Out of paper',
    });
  });

  it('keeps a plain-text error as the message', async () => {
    fetchMock.mockResolvedValue(new Response('queue is full', { status: 503 }));
    await expect(addJob(job)).rejects.toMatchObject({ status: 503, message: 'queue is full' });
  });

  it('sends an unknown device to the printer settings and every other reason to the failed queue', () => {
    expect(deviceFailure('DEVICE_NOT_FOUND')).toBe('no_printer');
    expect(deviceFailure('unknown_device')).toBe('no_printer');
    expect(deviceFailure('PAPER_OUT')).toBe('failed_queue');
    expect(deviceFailure(undefined)).toBe('failed_queue');
  });
});

describe('print service address (kept in this browser)', () => {
  const ok = () => new Response(JSON.stringify([]), { status: 200 });

  it('is the standard local port until one is saved', () => {
    expect(readPrintServiceUrl()).toBeNull();
    expect(printServiceBaseUrl()).toBe(DEFAULT_PRINT_SERVICE_URL);
  });

  it('accepts absolute http and https addresses only', () => {
    for (const good of ['http://localhost:8555', 'https://print.local', 'http://10.0.0.5:9000/printing/']) {
      expect(isPrintServiceUrl(good), good).toBe(true);
    }
    for (const bad of [
      '',
      'localhost:8555',
      '//localhost:8555',
      'http:localhost',
      'ftp://localhost',
      'http://',
      'http://local host',
      'http://localhost:8555/?x=1',
      'http://localhost:8555/#top',
      'http://user:secret@localhost',
      'http://localhost:99999',
    ]) {
      expect(isPrintServiceUrl(bad), bad).toBe(false);
    }
  });

  it('saves a valid address trimmed and without trailing slashes, and uses it', () => {
    expect(writePrintServiceUrl('  http://10.0.0.5:9000/ ')).toBe('http://10.0.0.5:9000');
    expect(localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY)).toBe('http://10.0.0.5:9000');
    expect(printServiceBaseUrl()).toBe('http://10.0.0.5:9000');
  });

  it('never stores an invalid address and keeps the saved one', () => {
    writePrintServiceUrl('http://10.0.0.5:9000');
    expect(writePrintServiceUrl('10.0.0.6:9000')).toBeNull();
    expect(localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY)).toBe('http://10.0.0.5:9000');
  });

  it('ignores a stored value that is not an address', () => {
    localStorage.setItem(PRINT_SERVICE_URL_STORAGE_KEY, 'javascript:alert(1)');
    expect(printServiceBaseUrl()).toBe(DEFAULT_PRINT_SERVICE_URL);
  });

  it('goes back to the default when cleared', () => {
    writePrintServiceUrl('https://print.local');
    clearPrintServiceUrl();
    expect(localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY)).toBeNull();
    expect(printServiceBaseUrl()).toBe(DEFAULT_PRINT_SERVICE_URL);
  });

  it('lists the devices and adds jobs at the saved address', async () => {
    fetchMock.mockImplementation(async () => ok());
    writePrintServiceUrl('http://10.0.0.5:9000/');
    await listDevices();
    await addJob(job);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://10.0.0.5:9000/devices',
      'http://10.0.0.5:9000/add-job',
    ]);
  });

  it('checks another address without saving it', async () => {
    fetchMock.mockImplementation(async () => ok());
    await listDevices('https://print.local/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://print.local/devices');
    expect(readPrintServiceUrl()).toBeNull();
  });
});
