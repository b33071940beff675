/**
 * Query strings as the console sends them (DESIGN.md "API conventions"): array filters as
 * `name[]=a&name[]=b` become `{ name: ['a', 'b'] }`, a repeated plain key becomes a list too,
 * and a single `name[]=a` is still a list. Never throws: a malformed escape is kept as typed.
 * The result has no prototype, so `__proto__=x` is just a key the schemas refuse.
 */
export function parseQueryString(input: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  if (input.length === 0) return result;
  for (const pair of input.split('&')) {
    if (pair.length === 0) continue;
    const separator = pair.indexOf('=');
    const rawKey = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    let key = decode(rawKey);
    const value = decode(rawValue);
    const isList = key.endsWith('[]');
    if (isList) key = key.slice(0, -2);
    if (key.length === 0) continue;
    const existing = result[key];
    if (existing === undefined) result[key] = isList ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
