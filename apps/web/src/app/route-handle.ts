import type { RouteName } from '@console/domain';
import { useMatches } from 'react-router';

/** What every route of the table carries: `handle: { routeName }`. */
export interface RouteHandle {
  routeName: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeName' in handle;
}

/** The spec's name of the deepest matched route, or null above the route table (the root). */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeName;
  }
  return null;
}
