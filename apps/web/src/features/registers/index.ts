export { toQueryString } from './query-string.ts';
export {
  type MultipleReferenceProps,
  ReferenceAutocomplete,
  type ReferenceAutocompleteProps,
  type SingleReferenceProps,
} from './reference/reference-autocomplete.tsx';
export { type SearchStatus, type Suggestion, useReferenceSearch } from './reference/use-reference-search.ts';
export {
  fetchRegisterList,
  fetchRegisterRecord,
  type HistoryEntry,
  type RegisterRecord,
  registerKeys,
  useRegisterList,
  useRegisterRecord,
} from './register-api.ts';
export { editorPath, listPath, registerByKey } from './register-lookup.ts';
