import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';

/** A row of the languages register as `GET i18n/languages` lists it (platform §3 "Language"). */
export interface InterfaceLanguage {
  code: string;
  name: string;
  native: string;
  rtl: boolean;
}

export const languageKeys = {
  all: ['i18n', 'languages'] as const,
};

export async function fetchLanguages(): Promise<InterfaceLanguage[]> {
  const { data } = await apiClient.get<InterfaceLanguage[]>('i18n/languages');
  return data;
}

/** The languages the interface is offered in; public, so it works on the sign-in page too. */
export function useLanguages() {
  return useQuery({ queryKey: languageKeys.all, queryFn: fetchLanguages, staleTime: 60 * 60_000 });
}
