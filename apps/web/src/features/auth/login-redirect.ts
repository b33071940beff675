import { ROUTE_PATHS } from '../../app/route-paths.ts';

/** The query parameter of the sign-in page that remembers where the user was going. */
export const REDIRECT_PARAM = 'redirect';

/** The sign-in page, remembering the page the user asked for. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (target === ROUTE_PATHS.home || location.pathname === ROUTE_PATHS.login) return ROUTE_PATHS.login;
  return `${ROUTE_PATHS.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** Where to go after sign-in: only a path of this console, never another site. */
export function safeRedirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTE_PATHS.home;
  if (value === ROUTE_PATHS.login || value.startsWith(`${ROUTE_PATHS.login}?`)) return ROUTE_PATHS.home;
  return value;
}

/** Whether the sign-in page was opened by an external issuer's redirect back (with a code or an error). */
export function isSignInCallback(search: URLSearchParams): boolean {
  return search.has('state') && (search.has('code') || search.has('error'));
}
