/**
 * Alternative environment hosts for dev and QA (platform §7), edited on the
 * dev_settings page and read on every request, so a change applies without a reload.
 */
export interface DevSettings {
  apiBaseUrl?: string;
  shipmentsBaseUrl?: string;
  loggingBaseUrl?: string;
}

export const DEV_SETTINGS_STORAGE_KEY = 'console.dev-settings';
export const DEFAULT_API_BASE_URL = '/api/v1';

const FIELDS = ['apiBaseUrl', 'shipmentsBaseUrl', 'loggingBaseUrl'] as const;

export function readDevSettings(): DevSettings {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DEV_SETTINGS_STORAGE_KEY);
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    return pickUrls(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** Stores the given hosts; blank values are left out so the defaults apply again. */
export function writeDevSettings(settings: DevSettings): void {
  const clean = pickUrls(settings);
  if (Object.keys(clean).length === 0) localStorage.removeItem(DEV_SETTINGS_STORAGE_KEY);
  else localStorage.setItem(DEV_SETTINGS_STORAGE_KEY, JSON.stringify(clean));
}

export function getApiBaseUrl(): string {
  return readDevSettings().apiBaseUrl ?? DEFAULT_API_BASE_URL;
}

/** The shipment services live on the main API unless a dev/QA host is set. */
export function getShipmentsBaseUrl(): string {
  return readDevSettings().shipmentsBaseUrl ?? getApiBaseUrl();
}

export function getLoggingBaseUrl(): string | undefined {
  return readDevSettings().loggingBaseUrl;
}

function pickUrls(value: unknown): DevSettings {
  if (typeof value !== 'object' || value === null) return {};
  const settings: DevSettings = {};
  for (const field of FIELDS) {
    const url = (value as Record<string, unknown>)[field];
    if (typeof url === 'string' && url.trim() !== '') settings[field] = url.trim();
  }
  return settings;
}
