/**
 * What the URL says about the context the console runs in (platform §2):
 * an embedded admin context (`/new_awis_admin/12-warsaw/...`), a `target`
 * query parameter and hash-query parameters (`#/x?a=1`).
 */

const ADMIN_SEGMENT = 'new_awis_admin';
const CONTEXT_SEGMENT = /^(\d+)-(.+)$/;

export interface AdminContext {
  /** The numeric part of the `number-name` segment, prefixed to identifiers. */
  prefix: number;
  name: string;
  /** Path up to and including the context segment, e.g. `/new_awis_admin/12-warsaw`. */
  basePath: string;
}

/** The embedded admin context of a path, or null when the console runs on its own. */
export function parseAdminContext(pathname: string): AdminContext | null {
  const segments = pathname.split('/');
  const adminIndex = segments.indexOf(ADMIN_SEGMENT);
  if (adminIndex === -1) return null;
  const contextSegment = segments[adminIndex + 1];
  const match = contextSegment ? CONTEXT_SEGMENT.exec(decodeSegment(contextSegment)) : null;
  if (!match?.[1] || !match[2]) return null;
  const prefix = Number(match[1]);
  if (!Number.isSafeInteger(prefix)) return null;
  return { prefix, name: match[2], basePath: segments.slice(0, adminIndex + 2).join('/') };
}

/** An identifier as it is known inside the context: `12-<id>` in an admin context, unchanged otherwise. */
export function prefixId(context: AdminContext | null, id: string | number): string {
  return context ? `${context.prefix}-${id}` : String(id);
}

/** The `target` query parameter, or null when absent or blank. */
export function detectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('target');
  return target?.trim() ? target : null;
}

export interface HashQuery {
  /** The hash route before the `?`, e.g. `/x`; empty when the hash has none. */
  path: string;
  /** Parameters after the `?`; a repeated name or a `name[]` gives a list. */
  params: Record<string, string | string[]>;
}

/** Parses `#/x?a=1&b[]=2&b[]=3` into its path and parameters. */
export function parseHashQuery(hash: string): HashQuery {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const questionMark = body.indexOf('?');
  const path = questionMark === -1 ? body : body.slice(0, questionMark);
  const params: Record<string, string | string[]> = {};
  if (questionMark === -1) return { path, params };
  for (const [rawName, value] of new URLSearchParams(body.slice(questionMark + 1))) {
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const existing = params[name];
    if (existing === undefined) params[name] = isList ? [value] : value;
    else params[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { path, params };
}

export interface UrlContext {
  admin: AdminContext | null;
  target: string | null;
  hashQuery: HashQuery;
}

export function parseUrlContext(location: { pathname: string; search: string; hash: string }): UrlContext {
  return {
    admin: parseAdminContext(location.pathname),
    target: detectTarget(location.search),
    hashQuery: parseHashQuery(location.hash),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
