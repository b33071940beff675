import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addJob,
  DEFAULT_PRINT_SERVICE_URL,
  deviceFailure,
  listDevices,
  PRINT_SERVICE_TIMEOUT_MS,
  PrintServiceError,
  PrintServiceUnavailableError,
} from './print-service-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
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
