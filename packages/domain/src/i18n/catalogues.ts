import enBackend from './en/backend.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enConditions from './en/conditions.json' with { type: 'json' };
import enCustoms from './en/customs.json' with { type: 'json' };
import enMoney from './en/money.json' with { type: 'json' };
import enPickups from './en/pickups.json' with { type: 'json' };
import enPrinting from './en/printing.json' with { type: 'json' };
import enPudo from './en/pudo.json' with { type: 'json' };
import enRoutes from './en/routes.json' with { type: 'json' };
import enRoutesBackend from './en/routes-backend.json' with { type: 'json' };
import enScanning from './en/scanning.json' with { type: 'json' };
import enShipments from './en/shipments.json' with { type: 'json' };
import enTemplates from './en/templates.json' with { type: 'json' };
import enTracking from './en/tracking.json' with { type: 'json' };
import enVisits from './en/visits.json' with { type: 'json' };
import plBackend from './pl/backend.json' with { type: 'json' };
import plCommon from './pl/common.json' with { type: 'json' };
import plConditions from './pl/conditions.json' with { type: 'json' };
import plCustoms from './pl/customs.json' with { type: 'json' };
import plMoney from './pl/money.json' with { type: 'json' };
import plPickups from './pl/pickups.json' with { type: 'json' };
import plPrinting from './pl/printing.json' with { type: 'json' };
import plPudo from './pl/pudo.json' with { type: 'json' };
import plRoutes from './pl/routes.json' with { type: 'json' };
import plRoutesBackend from './pl/routes-backend.json' with { type: 'json' };
import plScanning from './pl/scanning.json' with { type: 'json' };
import plShipments from './pl/shipments.json' with { type: 'json' };
import plTemplates from './pl/templates.json' with { type: 'json' };
import plTracking from './pl/tracking.json' with { type: 'json' };
import plVisits from './pl/visits.json' with { type: 'json' };
import ukBackend from './uk/backend.json' with { type: 'json' };
import ukCommon from './uk/common.json' with { type: 'json' };
import ukConditions from './uk/conditions.json' with { type: 'json' };
import ukCustoms from './uk/customs.json' with { type: 'json' };
import ukMoney from './uk/money.json' with { type: 'json' };
import ukPickups from './uk/pickups.json' with { type: 'json' };
import ukPrinting from './uk/printing.json' with { type: 'json' };
import ukPudo from './uk/pudo.json' with { type: 'json' };
import ukRoutes from './uk/routes.json' with { type: 'json' };
import ukRoutesBackend from './uk/routes-backend.json' with { type: 'json' };
import ukScanning from './uk/scanning.json' with { type: 'json' };
import ukShipments from './uk/shipments.json' with { type: 'json' };
import ukTemplates from './uk/templates.json' with { type: 'json' };
import ukTracking from './uk/tracking.json' with { type: 'json' };
import ukVisits from './uk/visits.json' with { type: 'json' };

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
  en: {
    common: mergeCatalogues(
      enCommon,
      enConditions,
      enCustoms,
      enPrinting,
      enPudo,
      enScanning,
      enShipments,
      enVisits,
      enPickups,
      enMoney,
      enTemplates,
      enTracking,
      enRoutes,
    ),
    backend: { ...enBackend, ...enRoutesBackend },
  },
  uk: {
    common: mergeCatalogues(
      ukCommon,
      ukConditions,
      ukCustoms,
      ukPrinting,
      ukPudo,
      ukScanning,
      ukShipments,
      ukVisits,
      ukPickups,
      ukMoney,
      ukTemplates,
      ukTracking,
      ukRoutes,
    ),
    backend: { ...ukBackend, ...ukRoutesBackend },
  },
  pl: {
    common: mergeCatalogues(
      plCommon,
      plConditions,
      plCustoms,
      plPrinting,
      plPudo,
      plScanning,
      plShipments,
      plVisits,
      plPickups,
      plMoney,
      plTemplates,
      plTracking,
      plRoutes,
    ),
    backend: { ...plBackend, ...plRoutesBackend },
  },
};

/**
 * Deep merge of `common` and the feature files that extend it (`shipments.json` holds
 * `admin.pages.shipments.*`…), so each feature keeps its texts in a file of its own.
 */
export function mergeCatalogues(...parts: TranslationCatalogue[]): TranslationCatalogue {
  const merged: Record<string, string | TranslationCatalogue> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeCatalogues(existing, value) : value;
    }
  }
  return merged;
}
