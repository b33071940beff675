import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';

/** A stamp no store uses: stored data that lacks a readable version gets it, so it is dropped. */
const UNREADABLE_VERSION = -1;

/**
 * Persist options for every stored zustand store (registers §9: persisted
 * stores carry a version stamp; mismatched stored data is dropped). Data of
 * another version, without a version, unreadable, or failing `isValid` is
 * replaced by `empty()` and the storage entry is overwritten at once.
 */
export function versionedPersistOptions<S, P = S>(options: {
  name: string;
  version: number;
  empty: () => P;
  partialize?: (state: S) => P;
  isValid?: (state: unknown) => state is P;
}): PersistOptions<S, P> {
  const { name, version, empty, partialize, isValid } = options;
  return {
    name,
    version,
    storage: versionedStorage<P>(isValid, version),
    migrate: () => empty(),
    ...(partialize ? { partialize } : {}),
  };
}

function versionedStorage<P>(
  isValid: ((state: unknown) => state is P) | undefined,
  version: number,
): PersistStorage<P> {
  const stale: StorageValue<P> = { state: undefined as P, version: UNREADABLE_VERSION };
  return {
    getItem: (name) => {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        return stale;
      }
      if (typeof stored !== 'object' || stored === null || !('version' in stored) || !('state' in stored))
        return stale;
      if (stored.version !== version || (isValid && !isValid(stored.state))) return stale;
      return stored as StorageValue<P>;
    },
    setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value)),
    removeItem: (name) => localStorage.removeItem(name),
  };
}
