import type { RegisterDefinition, RelatedLink } from '@console/domain';
import type { TFunction } from 'i18next';
import type { RegisterRecord } from '../register-api.ts';
import { humanize, registerTitle } from '../register-labels.ts';
import { registerByKey } from '../register-lookup.ts';
import { isListFilter, type ListState, writeListState } from './list-state.ts';

/**
 * The list state a related-register button opens (registers §2.1): each parameter takes the
 * selected row's field, as a list when the target's filter takes several values
 * (countries → regions with `countryCodes[]`).
 */
export function relatedListState(link: RelatedLink, row: RegisterRecord): ListState {
  const target = registerByKey(link.target);
  const filters: ListState['filters'] = {};
  for (const [param, field] of Object.entries(link.params)) {
    const value = row[field];
    if (value === null || value === undefined || value === '') continue;
    const filter = target?.filters.find((candidate) => candidate.name === param);
    filters[param] = filter && isListFilter(filter) ? [String(value)] : String(value);
  }
  return { page: 1, filters };
}

/** The query of the related list's URL, or undefined when the target has no screen. */
export function relatedQuery(
  link: RelatedLink,
  row: RegisterRecord,
): { target: RegisterDefinition; query: string } | undefined {
  const target = registerByKey(link.target);
  if (!target?.route) return undefined;
  return { target, query: writeListState(target, relatedListState(link, row)) };
}

/** A title inside a sentence: `Regions` → `regions`; an abbreviation (`PUDO points`) keeps its capitals. */
export function inSentence(title: string): string {
  const [first = '', second = ''] = title;
  return second !== '' && second === second.toLocaleUpperCase() && second !== second.toLocaleLowerCase()
    ? title
    : first.toLocaleLowerCase() + title.slice(1);
}

/**
 * The button's text, the same with or without a selected row (registers §2.1): "Go to regions",
 * in sentence case like every other button.
 */
export function relatedLinkLabel(t: TFunction, link: RelatedLink): string {
  const target = registerByKey(link.target);
  const title = target ? registerTitle(t, target) : humanize(link.target);
  return t('registers.toolbar.related', { register: title, registerInSentence: inSentence(title) });
}
