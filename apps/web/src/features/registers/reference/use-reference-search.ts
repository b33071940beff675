import {
  AUTOCOMPLETE_MIN_CHARS,
  type RegisterDefinition,
  type SearchSource,
  SUGGESTION_LIMIT,
} from '@console/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchDebounceMs } from '../../../app/use-consumer.ts';
import {
  fetchRegisterList,
  fetchRegisterRecord,
  type ListParams,
  type RegisterRecord,
  registerKeys,
} from '../register-api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface Suggestion {
  value: string;
  label: string;
}

/** What the suggestion list shows (registers §8: a no-results and an error text). */
export type SearchStatus = 'idle' | 'short' | 'loading' | 'error' | 'empty' | 'ready';

/** The label of a row of a search source: its label fields joined with a space. */
export function suggestionOf(source: SearchSource, record: RegisterRecord): Suggestion | undefined {
  const value = record[source.valueField];
  if (value === null || value === undefined || value === '') return undefined;
  const label = source.labelFields
    .map((field) => record[field])
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
  return { value: String(value), label: label || String(value) };
}

/** The query of one search: the typed text, the source's presets, at most 10 rows (countries 20). */
export function searchParams(source: SearchSource, text: string, extra: ListParams = {}): ListParams {
  return {
    ...(source.presets as ListParams | undefined),
    ...extra,
    [source.textParam]: text,
    page: 1,
    limit: source.limit ?? SUGGESTION_LIMIT,
  };
}

/**
 * Suggestions from the target register's search source (registers §7 "Search-field sources"):
 * asked 300 ms after the last keystroke (500 ms in the mobile app), from 3 characters on (fewer where the field's other
 * filters already narrow the rows, `minChars`), at most 10 (registers §9).
 */
export function useReferenceSearch(
  register: RegisterDefinition | undefined,
  text: string,
  extra: ListParams = {},
  minChars: number = AUTOCOMPLETE_MIN_CHARS,
): { suggestions: Suggestion[]; status: SearchStatus } {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, useSearchDebounceMs());
  const source = register?.search;
  const ready = source !== undefined && settled.length >= minChars;
  const params = source ? searchParams(source, settled, extra) : {};
  const query = useQuery({
    queryKey: registerKeys(register?.key ?? '').list(params),
    queryFn: ({ signal }) => fetchRegisterList(register as RegisterDefinition, params, signal),
    enabled: ready && register !== undefined,
    staleTime: 60_000,
  });

  if (!source || typed === '') return { suggestions: [], status: 'idle' };
  if (typed.length < minChars) return { suggestions: [], status: 'short' };
  if (typed !== settled || query.isPending) return { suggestions: [], status: 'loading' };
  if (query.isError) return { suggestions: [], status: 'error' };
  const suggestions = query.data.items
    .map((record) => suggestionOf(source, record))
    .filter((suggestion): suggestion is Suggestion => suggestion !== undefined)
    .slice(0, source.limit ?? SUGGESTION_LIMIT);
  return { suggestions, status: suggestions.length === 0 ? 'empty' : 'ready' };
}

/**
 * Labels of chosen values that no suggestion has named yet: read by key when the stored
 * value is the register's key (`PL`, a region id), otherwise the value stands for itself.
 */
export function useReferenceLabels(
  register: RegisterDefinition | undefined,
  values: readonly string[],
): Record<string, string> {
  const source = register?.search;
  const byKey = register !== undefined && source !== undefined && source.valueField === register.keyField;
  const results = useQueries({
    queries: (byKey ? values : []).map((value) => ({
      queryKey: registerKeys(register?.key ?? '').detail(value),
      queryFn: () => fetchRegisterRecord(register as RegisterDefinition, value),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const labels: Record<string, string> = {};
  results.forEach((result, index) => {
    const value = values[index];
    if (value === undefined || !result.data || !source) return;
    const suggestion = suggestionOf(source, result.data);
    if (suggestion) labels[value] = suggestion.label;
  });
  return labels;
}
