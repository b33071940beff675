import type { InterfaceLanguage } from '../../i18n/languages.ts';

/** Options of a language chooser: the native name, with the English one to search by. */
export function languageOptions(languages: readonly InterfaceLanguage[] | undefined, current: string) {
  const list = languages ?? [];
  const options = list.map((language) => ({
    value: language.code,
    label: language.native || language.name,
    search: `${language.code} ${language.name} ${language.native}`.toLowerCase(),
  }));
  // The current language stays selectable even before (or without) the list.
  if (!list.some((language) => language.code === current)) {
    options.unshift({ value: current, label: current.toUpperCase(), search: current });
  }
  return options;
}
