import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type InterfaceLanguage, useLanguages } from './languages.ts';

export type Direction = 'ltr' | 'rtl';

/** The register's `rtl` flag decides; until the list arrives, i18next's own table of RTL languages does. */
export function directionOf(
  language: string,
  languages: readonly InterfaceLanguage[] | undefined,
  guess: (language: string) => Direction,
): Direction {
  const entry = languages?.find((candidate) => candidate.code === language);
  if (entry) return entry.rtl ? 'rtl' : 'ltr';
  return guess(language);
}

/**
 * The direction of the chosen language, mirrored onto `<html dir lang>`. The
 * chosen one, not the one texts resolve to: a right-to-left language without
 * translations yet still lays out right to left, with English texts.
 */
export function useDocumentDirection(): Direction {
  const { i18n } = useTranslation();
  const { data: languages } = useLanguages();
  const language = i18n.language;
  const direction = directionOf(language, languages, (code) => i18n.dir(code));

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('dir', direction);
    root.setAttribute('lang', language);
  }, [direction, language]);

  return direction;
}
