/**
 * The local print service: an HTTP service on the workstation that owns the printers
 * (registers §7 "Local print service": GET device list; POST add-job). It answers on the machine itself, so a call
 * that takes longer than a few seconds means it is not running.
 */
export const DEFAULT_PRINT_SERVICE_URL = 'http://localhost:8555';
export const PRINT_SERVICE_TIMEOUT_MS = 3000;

export interface PrintDevice {
  deviceUri: string;
  name: string;
}

/** A file sent whole, or a device queue job the service downloads itself. */
export type PrintJob =
  | { file: string; deviceUri: string; amountOfCopies: number }
  | { fileUrl: string; params?: Record<string, string>; deviceUri: string; amountOfCopies: number };

/** No answer: the service is not installed, not running, or did not answer in time. */
export class PrintServiceUnavailableError extends Error {
  override readonly name = 'PrintServiceUnavailableError';
}

/** The service answered with an error; `reason` is the device's reason code when it sent one. */
export class PrintServiceError extends Error {
  override readonly name = 'PrintServiceError';
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** What the console does about a failed job. */
export type DeviceFailure = 'no_printer' | 'failed_queue';

/**
 * Device reason codes with their own handling: a device the workstation does not know means the
 * printer settings are wrong, so the user is sent to fix them. Every other reason (out of paper,
 * offline, queue full...) is a failed queue with the device's own message.
 */
const DEVICE_REASON_FAILURES: Record<string, DeviceFailure> = {
  device_not_found: 'no_printer',
  unknown_device: 'no_printer',
  no_device: 'no_printer',
};

export function deviceFailure(reason: string | undefined): DeviceFailure {
  return (reason && DEVICE_REASON_FAILURES[reason.toLowerCase()]) || 'failed_queue';
}

/**
 * The service belongs to the workstation, not to the user: its address is kept in this browser
 * (one key), and the standard local port applies while none is saved.
 */
export const PRINT_SERVICE_URL_STORAGE_KEY = 'console.printServiceUrl';

/** An absolute http(s) address the service's paths can follow: no credentials, query or fragment. */
export function isPrintServiceUrl(value: string): boolean {
  const text = value.trim();
  // `new URL` also reads `http:host` and an empty `?`: the address must be written out in full.
  if (!/^https?:\/\/[^/?#]/i.test(text) || /[?#\s]/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The address as saved and shown: trimmed, without trailing slashes. */
function normalizePrintServiceUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** The address saved in this browser; a stored value that is not a valid address counts as none. */
export function readPrintServiceUrl(): string | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(PRINT_SERVICE_URL_STORAGE_KEY);
  } catch {
    return null;
  }
  return stored && isPrintServiceUrl(stored) ? normalizePrintServiceUrl(stored) : null;
}

/** Saves the address for this browser and returns it as saved; an invalid one is refused (null). */
export function writePrintServiceUrl(value: string): string | null {
  if (!isPrintServiceUrl(value)) return null;
  const address = normalizePrintServiceUrl(value);
  localStorage.setItem(PRINT_SERVICE_URL_STORAGE_KEY, address);
  return address;
}

/** Back to the standard local port. */
export function clearPrintServiceUrl(): void {
  localStorage.removeItem(PRINT_SERVICE_URL_STORAGE_KEY);
}

/** The service's address: the one saved in this browser, else the standard local port. */
export function printServiceBaseUrl(): string {
  return readPrintServiceUrl() ?? DEFAULT_PRINT_SERVICE_URL;
}

/** The workstation's printers; `baseUrl` checks another address than the saved one. */
export async function listDevices(baseUrl = printServiceBaseUrl()): Promise<PrintDevice[]> {
  const body = await request('devices', { method: 'GET' }, baseUrl);
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.devices) ? body.devices : [];
  return list.filter(isRecord).flatMap((device) => {
    const deviceUri = text(device.deviceUri) ?? text(device.uri);
    return deviceUri ? [{ deviceUri, name: text(device.name) ?? deviceUri }] : [];
  });
}

export async function addJob(job: PrintJob): Promise<unknown> {
  return request('add-job', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(job),
  });
}

async function request(path: string, init: RequestInit, baseUrl = printServiceBaseUrl()): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PRINT_SERVICE_TIMEOUT_MS);
  const url = `${normalizePrintServiceUrl(baseUrl)}/${path}`;
  try {
    let response: Response;
    let bytes: ArrayBuffer;
    try {
      response = await fetch(url, { ...init, signal: controller.signal });
      bytes = await response.arrayBuffer();
    } catch (error) {
      throw new PrintServiceUnavailableError(`The print service at ${url} did not answer`, { cause: error });
    }
    const body = parseBody(bytes);
    if (!response.ok) throw serviceError(response.status, body);
    return body;
  } finally {
    clearTimeout(timer);
  }
}

/** Error bodies may arrive as binary (the job's file type); they hold JSON when they hold anything. */
function parseBody(bytes: ArrayBuffer): unknown {
  if (bytes.byteLength === 0) return undefined;
  const decoded = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(decoded);
  } catch {
    return decoded;
  }
}

function serviceError(status: number, body: unknown): PrintServiceError {
  if (!isRecord(body)) {
    return new PrintServiceError(typeof body === 'string' && body ? body : `HTTP ${status}`, status);
  }
  const reason = text(body.reason) ?? text(body.reasonCode) ?? text(body.code);
  const message = text(body.message) ?? text(body.error) ?? reason ?? `HTTP ${status}`;
  return new PrintServiceError(message, status, reason);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
