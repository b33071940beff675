import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';

/** A row of the languages register as `GET i18n/languages` lists it (platform §3 "Language"). */
export interface InterfaceLanguage {
  code: string;
  name: string;
  native: string;
  rtl: boolean;
  /** The console has texts in this language (the server finds them in the translations register). */
  translated: boolean;
}

export const languageKeys = {
  all: ['i18n', 'languages'] as const,
};

export async function fetchLanguages(): Promise<InterfaceLanguage[]> {
  const { data } = await apiClient.get<InterfaceLanguage[]>('i18n/languages');
  return data;
}

/** The languages the console speaks, out of every language of the register. */
export function spokenLanguages(languages: readonly InterfaceLanguage[]): InterfaceLanguage[] {
  return languages.filter((language) => language.translated);
}

/**
 * The languages the interface is offered in: those the console has texts in, not every ISO
 * language of the register (which would offer empty screens). Public, so it works on the
 * sign-in page too.
 */
export function useLanguages() {
  return useQuery({
    queryKey: languageKeys.all,
    queryFn: fetchLanguages,
    staleTime: 60 * 60_000,
    select: spokenLanguages,
  });
}

/** Every language of the register, e.g. for a record's translations. */
export function useAllLanguages() {
  return useQuery({ queryKey: languageKeys.all, queryFn: fetchLanguages, staleTime: 60 * 60_000 });
}
