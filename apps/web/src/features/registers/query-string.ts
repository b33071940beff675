/** A query value as the API and the list URLs take it: one text, or a list sent as `name[]=`. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/**
 * `{ page: 2, countryCodes: ['PL', 'DE'] }` → `page=2&countryCodes[]=PL&countryCodes[]=DE`
 * (DESIGN.md "array filters as `name[]=a&name[]=b`"). Empty values are left out; the
 * brackets stay readable in the address bar.
 */
export function toQueryString(values: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${key}[]=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Every value of `name` in a query, whether written `name[]=` or `name=`. */
export function listValues(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(`${name}[]`), ...params.getAll(name)].filter((value) => value !== '');
}
