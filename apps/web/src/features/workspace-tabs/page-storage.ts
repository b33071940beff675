import { CLEARS_STORED_DATA_ON_CLOSE, type WorkspaceTab } from './tab-keys.ts';

/** Local storage of a page lives under `console.page.{tabKey}` (and `console.page.{tabKey}.{part}`). */
export const PAGE_STORAGE_PREFIX = 'console.page.';

export function pageStorageKey(tabKey: string, part?: string): string {
  return part ? `${PAGE_STORAGE_PREFIX}${tabKey}.${part}` : `${PAGE_STORAGE_PREFIX}${tabKey}`;
}

/** Stored page data carries a version stamp; data of another version reads as absent and is removed. */
export function writePageData(
  tabKey: string,
  data: unknown,
  options: { part?: string; version?: number } = {},
): void {
  const { part, version = 1 } = options;
  localStorage.setItem(pageStorageKey(tabKey, part), JSON.stringify({ version, data }));
}

export function readPageData<T>(
  tabKey: string,
  options: { part?: string; version?: number } = {},
): T | undefined {
  const { part, version = 1 } = options;
  const key = pageStorageKey(tabKey, part);
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored === 'object' && stored !== null && 'version' in stored && stored.version === version) {
      return 'data' in stored ? (stored.data as T) : undefined;
    }
  } catch {
    // Unreadable: dropped below like a stale version.
  }
  localStorage.removeItem(key);
  return undefined;
}

/** Removes `console.page.{tabKey}` and its parts, but not the data of `{tabKey}0…` tabs. */
export function clearPageData(tabKey: string): void {
  const own = pageStorageKey(tabKey);
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null && (key === own || key.startsWith(`${own}.`))) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

const cleanups = new Map<string, Set<() => void>>();

/**
 * Runs `cleanup` when the tab closes (e.g. to drop cached queries of a visit).
 * The registration outlives the page's component, which is unmounted while
 * another tab is shown; it ends when the tab closes or the returned function is called.
 */
export function registerTabCleanup(tabKey: string, cleanup: () => void): () => void {
  let registered = cleanups.get(tabKey);
  if (!registered) {
    registered = new Set();
    cleanups.set(tabKey, registered);
  }
  registered.add(cleanup);
  return () => {
    cleanups.get(tabKey)?.delete(cleanup);
  };
}

/** Called for every closed tab: its cleanups run, and pages of the data-keeping kinds lose their storage. */
export function clearClosedTabData(tab: WorkspaceTab): void {
  const registered = cleanups.get(tab.key);
  cleanups.delete(tab.key);
  for (const cleanup of registered ?? []) {
    try {
      cleanup();
    } catch (error) {
      console.error(`Cleanup of tab ${tab.key} failed`, error);
    }
  }
  if (CLEARS_STORED_DATA_ON_CLOSE.has(tab.routeName)) clearPageData(tab.key);
}
