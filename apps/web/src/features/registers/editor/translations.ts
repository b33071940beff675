import type { RegisterRecord } from '../register-api.ts';

/** One language's texts in the translations tab; the short name may be left empty. */
export interface TranslationRow {
  name: string;
  shortName: string;
}
export type TranslationRows = Record<string, TranslationRow>;
export type TranslationsBody = Record<string, { name: string; shortName?: string }>;

/** The editor opens the translations in English (registers §2.1 "Editor default language is en"). */
export const EDITOR_DEFAULT_LANGUAGE = 'en';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The record's translations as rows of the tab, keyed by language code. */
export function readTranslations(record: RegisterRecord | null): TranslationRows {
  const rows: TranslationRows = {};
  const stored = record?.translations;
  if (stored === null || typeof stored !== 'object') return rows;
  for (const [language, entry] of Object.entries(stored as Record<string, unknown>)) {
    if (entry === null || typeof entry !== 'object') continue;
    const fields = entry as Record<string, unknown>;
    rows[language] = { name: text(fields.name), shortName: text(fields.shortName) };
  }
  return rows;
}

/** A short name left empty is the name (registers §2.1). */
export function effectiveShortName(row: TranslationRow): string {
  return row.shortName.trim() || row.name.trim();
}

/**
 * The `translations` of a save: languages without a name are left out; where the register
 * translates short names, an empty one falls back to the name.
 */
export function translationsBody(
  rows: TranslationRows,
  translatedFields: readonly string[],
): TranslationsBody {
  const withShortName = translatedFields.includes('shortName');
  const body: TranslationsBody = {};
  for (const language of Object.keys(rows).sort()) {
    const row = rows[language];
    if (!row || row.name.trim() === '') continue;
    body[language] = withShortName
      ? { name: row.name.trim(), shortName: effectiveShortName(row) }
      : { name: row.name.trim() };
  }
  return body;
}

export function translationsChanged(
  rows: TranslationRows,
  original: TranslationRows,
  translatedFields: readonly string[],
): boolean {
  return (
    JSON.stringify(translationsBody(rows, translatedFields)) !==
    JSON.stringify(translationsBody(original, translatedFields))
  );
}
