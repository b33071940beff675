import enBackend from './en/backend.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import plBackend from './pl/backend.json' with { type: 'json' };
import plCommon from './pl/common.json' with { type: 'json' };
import ukBackend from './uk/backend.json' with { type: 'json' };
import ukCommon from './uk/common.json' with { type: 'json' };

/** The languages the product ships translated; others fall back to English. */
export const SEED_LANGUAGES = ['en', 'uk', 'pl'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** Texts by key segment: `{ admin: { joi: { string: { min: '...' } } } }`. */
export type TranslationCatalogue = { readonly [key: string]: string | TranslationCatalogue };

/**
 * The shipped texts the server seeds the translations register with (rows it
 * already holds are kept as administrators edited them). `common` holds every
 * console text (`admin.joi.*`, `admin.pages.*`, `routes.*`, ...); `backend` the
 * API's validation message keys (`string.min`, ...), written flat because the
 * dots belong to the joi-style key; both take `{{attribute}}` and `{{value}}`.
 */
export const SEED_CATALOGUES: Record<
  SeedLanguage,
  { common: TranslationCatalogue; backend: TranslationCatalogue }
> = {
  en: { common: enCommon, backend: enBackend },
  uk: { common: ukCommon, backend: ukBackend },
  pl: { common: plCommon, backend: plBackend },
};
