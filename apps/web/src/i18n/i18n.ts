import { DEFAULT_LANGUAGE } from '@console/domain';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getApiBaseUrl } from '../api/dev-settings.ts';

/** `common` holds every console text; `backend` the API's validation message keys. */
export const NAMESPACES = ['common', 'backend'] as const;
export { DEFAULT_LANGUAGE };
/** The language chosen before sign-in (and the last one used), per browser. */
export const LANGUAGE_STORAGE_KEY = 'console.language';

/** Reads `GET {api}/i18n/{lng}/{ns}`: the translations register, nested by key segments. */
export const apiTranslationsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `${getApiBaseUrl().replace(/\/+$/, '')}/i18n/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`;
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        // A language without rows answers 404: fall back to the default language quietly.
        if (response.status === 404) return callback(null, {});
        if (!response.ok) return callback(new Error(`${url}: ${response.status}`), false);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export interface CreateI18nOptions {
  language?: string;
  /** Preloaded catalogues (tests); without them the catalogues come from the API. */
  resources?: Resource;
}

/**
 * A ready-to-use instance: React suspends on it until the catalogues of the
 * language are in. With preloaded `resources` it is complete on return.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (!options.resources) instance.use(apiTranslationsBackend);
  void instance.init({
    lng: options.language ?? storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    ...(options.resources ? { resources: options.resources, initAsync: false } : {}),
    load: 'languageOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}

export function storedLanguage(): string {
  try {
    const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return language && /^[a-z]{2}$/.test(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
