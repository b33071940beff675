import type { RouteName } from '@console/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { useIsLatestLocation } from '../../app/latest-location.ts';
import { isTabbedRoute, type RouteParams, type TabLabel, tabKeyFor, tabLabelFor } from './tab-keys.ts';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

/**
 * Navigation state of a page that replaces its own tab's page (a new record's editor going to
 * the saved record): `navigate(path, { replace: true, state: replacingTab(tabKey) })`.
 */
export function replacingTab(tabKey: string | null): { replacesTab?: string } {
  return tabKey ? { replacesTab: tabKey } : {};
}

function replacedTabOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { replacesTab } = state as { replacesTab?: unknown };
  return typeof replacesTab === 'string' ? replacesTab : undefined;
}

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
  const { pathname, search, state } = useLocation();
  const isLatest = useIsLatestLocation();
  const replacedKey = replacedTabOf(state);
  const path = `${pathname}${search}`;
  const key = isTabbedRoute(routeName) ? tabKeyFor(routeName, params) : null;

  const openCurrentTab = useEffectEvent((tabKey: string, tabPath: string) => {
    if (!isLatest(tabPath)) return;
    const tabLabel = label ?? tabLabelFor(routeName, params);
    const tab = { key: tabKey, routeName, path: tabPath, label: tabLabel };
    if (replacedKey !== undefined && replacedKey !== tabKey) {
      useWorkspaceTabs.getState().replaceTab(replacedKey, tab);
      return;
    }
    useWorkspaceTabs.getState().openTab(tab, { replaceLabel: label !== undefined });
  });

  // Only a move to this page (or within it) opens the tab: a page whose tab was just closed stays
  // mounted until the next page loads, and a render of a location already left (openCurrentTab) must
  // not reopen it.
  useEffect(() => {
    if (key === null) useWorkspaceTabs.getState().showHome();
    else openCurrentTab(key, path);
  }, [key, path]);

  const labelKind = label?.kind;
  const labelValue = label?.value;
  const labelParams = label?.params ? JSON.stringify(label.params) : undefined;
  useEffect(() => {
    if (key !== null && labelKind !== undefined && labelValue !== undefined) {
      const params =
        labelParams === undefined ? {} : { params: JSON.parse(labelParams) as Record<string, string> };
      useWorkspaceTabs.getState().setTabLabel(key, { kind: labelKind, value: labelValue, ...params });
    }
  }, [key, labelKind, labelValue, labelParams]);

  return key;
}
