import type { RouteName } from '@console/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { isTabbedRoute, type RouteParams, type TabLabel, tabKeyFor, tabLabelFor } from './tab-keys.ts';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

/**
 * Opens or activates the tab of the current location; on home no tab is active.
 * A new tab gets `label`, else the default label (`tabLabelFor`); a later
 * `label` (e.g. the visit number once loaded) replaces it. Returns the tab key.
 */
export function useSyncTabWithRoute(
  routeName: RouteName,
  params: RouteParams = {},
  label?: TabLabel,
): string | null {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const key = isTabbedRoute(routeName) ? tabKeyFor(routeName, params) : null;

  const openCurrentTab = useEffectEvent((tabKey: string, tabPath: string) => {
    const tabLabel = label ?? tabLabelFor(routeName, params);
    useWorkspaceTabs.getState().openTab(
      { key: tabKey, routeName, path: tabPath, label: tabLabel },
      {
        replaceLabel: label !== undefined,
      },
    );
  });

  // Only a move to this page (or within it) opens the tab: a page whose tab was
  // just closed stays mounted until the next page loads, and must not reopen it.
  useEffect(() => {
    if (key === null) useWorkspaceTabs.getState().showHome();
    else openCurrentTab(key, path);
  }, [key, path]);

  const labelKind = label?.kind;
  const labelValue = label?.value;
  useEffect(() => {
    if (key !== null && labelKind !== undefined && labelValue !== undefined) {
      useWorkspaceTabs.getState().setTabLabel(key, { kind: labelKind, value: labelValue });
    }
  }, [key, labelKind, labelValue]);

  return key;
}
