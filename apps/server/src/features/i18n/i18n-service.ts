import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import ISO6391 from 'iso-639-1';
import type { Database } from '../../db/database.ts';
import { languages, translations } from './i18n-tables.ts';

/** ISO 639-1 languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export type Catalogue = { [key: string]: string | Catalogue };

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`: one translation row per leaf. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flattenCatalogue(value, path);
  });
}

export function nestCatalogue(rows: readonly { key: string; value: string }[]): Catalogue {
  const root: Catalogue = {};
  for (const { key, value } of rows) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[parts.at(-1)!] = value;
  }
  return root;
}

export function createI18nService(db: Database) {
  return {
    /** Every language of the register; `translated` when the console has texts in it (rows in `common`). */
    listLanguages() {
      const translated = sql<boolean>`exists (select 1 from ${translations} where ${translations.languageCode} = lower(${languages.code}) and ${translations.namespace} = 'common' and ${translations.deletedAt} is null)`;
      return db
        .select({
          code: languages.code,
          name: languages.name,
          native: languages.native,
          rtl: languages.rtl,
          translated,
        })
        .from(languages)
        .where(isNull(languages.deletedAt))
        .orderBy(asc(languages.name));
    },

    async catalogue(languageCode: string, namespace: string): Promise<Catalogue> {
      const rows = await db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(
          and(
            eq(translations.languageCode, languageCode),
            eq(translations.namespace, namespace),
            isNull(translations.deletedAt),
          ),
        )
        .orderBy(asc(translations.key));
      return nestCatalogue(rows);
    },

    /** Every ISO 639-1 language; existing rows are left as administrators edited them. */
    async seedLanguages() {
      const rows = ISO6391.getAllCodes().map((code) => ({
        code,
        name: ISO6391.getName(code),
        native: ISO6391.getNativeName(code),
        rtl: RTL_LANGUAGES.has(code),
      }));
      await db.insert(languages).values(rows).onConflictDoNothing();
    },

    /** Adds the shipped texts that are missing; texts edited in the translations register are kept. */
    async seedCatalogues(catalogues: Record<string, Record<string, Catalogue>>) {
      const rows = Object.entries(catalogues).flatMap(([languageCode, namespaces]) =>
        Object.entries(namespaces).flatMap(([namespace, catalogue]) =>
          flattenCatalogue(catalogue).map(([key, value]) => ({ languageCode, namespace, key, value })),
        ),
      );
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insert(translations)
          .values(rows.slice(start, start + 500))
          .onConflictDoNothing();
      }
      const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(translations);
      return count?.count ?? 0;
    },
  };
}

export type I18nService = ReturnType<typeof createI18nService>;
