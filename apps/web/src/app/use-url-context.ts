import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  type AdminContext,
  detectTarget,
  parseAdminContext,
  parseHashQuery,
  type UrlContext,
} from './url-context.ts';

/**
 * The admin context is read once from the address the console was opened at:
 * inside it the router's basename hides the `/new_awis_admin/12-warsaw` prefix.
 */
const startupAdminContext: AdminContext | null =
  typeof window === 'undefined' ? null : parseAdminContext(window.location.pathname);

/** The embedded admin context, the `target` parameter and the hash-query of the current address. */
export function useUrlContext(): UrlContext {
  const { search, hash } = useLocation();
  return useMemo(
    () => ({ admin: startupAdminContext, target: detectTarget(search), hashQuery: parseHashQuery(hash) }),
    [search, hash],
  );
}
