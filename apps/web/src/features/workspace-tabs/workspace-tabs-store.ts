import { isRouteName, type RouteName } from '@console/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  EMPLOYEE_WORKPLACE_ROUTE,
  sameTabLabel,
  type TabLabel,
  tabKeyFor,
  WORKPLACE_CHILD_ROUTES,
  type WorkspaceTab,
} from './tab-keys.ts';
import type { ClosePlan } from './tab-rules.ts';
import { versionedPersistOptions } from './versioned-persist.ts';

export const WORKSPACE_TABS_STORAGE_KEY = 'console.workspace-tabs';
export const WORKSPACE_TABS_VERSION = 1;

interface PersistedTabs {
  tabs: WorkspaceTab[];
  /** null: home is shown. */
  activeKey: string | null;
}

export interface WorkspaceTabsState extends PersistedTabs {
  /**
   * Adds the tab, or updates the path of the open one; either way it becomes
   * active. An open tab keeps its label unless `replaceLabel` is set.
   */
  openTab(tab: WorkspaceTab, options?: { replaceLabel?: boolean }): void;
  /** E.g. once a visit's number is loaded. */
  setTabLabel(key: string, label: TabLabel): void;
  /**
   * The tab of a page that became another page (a new record, once saved, becomes that record's
   * editor): `fromKey`'s tab takes the new key, path and label in place and stays active.
   * Without `fromKey`'s tab (replaced already), or when the new key is open already, it is `openTab`.
   */
  replaceTab(fromKey: string, tab: WorkspaceTab): void;
  showHome(): void;
  /** Applies a plan of `planClose`; use `useWorkspaceTabActions` to close with confirmation and navigation. */
  applyClose(plan: ClosePlan): void;
}

const emptyTabs = (): PersistedTabs => ({ tabs: [], activeKey: null });
const WORKPLACE_KEY = tabKeyFor(EMPLOYEE_WORKPLACE_ROUTE);

export const useWorkspaceTabs = create<WorkspaceTabsState>()(
  persist(
    (set, get) => ({
      ...emptyTabs(),
      openTab: (tab, options = {}) =>
        set((state) => {
          const open = state.tabs.find((candidate) => candidate.key === tab.key);
          if (!open) {
            const parentKey = tab.parentKey ?? workplaceOwner(state, tab.routeName);
            const added = parentKey ? { ...tab, parentKey } : tab;
            return { tabs: [...state.tabs, added], activeKey: tab.key };
          }
          const updated: WorkspaceTab = {
            ...open,
            path: tab.path,
            label: options.replaceLabel ? tab.label : open.label,
          };
          const unchanged = updated.path === open.path && updated.label === open.label;
          return {
            tabs: unchanged
              ? state.tabs
              : state.tabs.map((candidate) => (candidate === open ? updated : candidate)),
            activeKey: tab.key,
          };
        }),
      setTabLabel: (key, label) =>
        set((state) => ({
          tabs: state.tabs.map((tab) =>
            tab.key === key && !sameTabLabel(tab.label, label) ? { ...tab, label } : tab,
          ),
        })),
      replaceTab: (fromKey, tab) => {
        const { tabs } = get();
        if (!tabs.some((open) => open.key === fromKey) || tabs.some((open) => open.key === tab.key)) {
          get().openTab(tab);
          return;
        }
        set((state) => ({
          tabs: state.tabs.map((open) => {
            if (open.key === fromKey)
              return { ...tab, ...(open.parentKey ? { parentKey: open.parentKey } : {}) };
            return open.parentKey === fromKey ? { ...open, parentKey: tab.key } : open;
          }),
          activeKey: tab.key,
        }));
      },
      showHome: () => set({ activeKey: null }),
      applyClose: (plan) => set({ tabs: plan.tabs, activeKey: plan.activeKey }),
    }),
    versionedPersistOptions<WorkspaceTabsState, PersistedTabs>({
      name: WORKSPACE_TABS_STORAGE_KEY,
      version: WORKSPACE_TABS_VERSION,
      empty: emptyTabs,
      partialize: ({ tabs, activeKey }) => ({ tabs, activeKey }),
      isValid: isPersistedTabs,
    }),
  ),
);

/** Visits, shipments and scans opened while the workplace (or one of its children) is shown belong to it. */
function workplaceOwner(state: PersistedTabs, routeName: RouteName): string | undefined {
  if (!WORKPLACE_CHILD_ROUTES.has(routeName) || state.activeKey === null) return undefined;
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  if (!active) return undefined;
  return active.key === WORKPLACE_KEY || active.parentKey === WORKPLACE_KEY ? WORKPLACE_KEY : undefined;
}

function isPersistedTabs(value: unknown): value is PersistedTabs {
  if (typeof value !== 'object' || value === null) return false;
  const { tabs, activeKey } = value as Record<string, unknown>;
  return Array.isArray(tabs) && tabs.every(isTab) && (activeKey === null || typeof activeKey === 'string');
}

function isTab(value: unknown): value is WorkspaceTab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  const label = tab.label as Record<string, unknown> | null | undefined;
  return (
    typeof tab.key === 'string' &&
    typeof tab.routeName === 'string' &&
    isRouteName(tab.routeName) &&
    typeof tab.path === 'string' &&
    (tab.parentKey === undefined || typeof tab.parentKey === 'string') &&
    typeof label === 'object' &&
    label !== null &&
    (label.kind === 'text' || label.kind === 'i18n') &&
    typeof label.value === 'string' &&
    (label.params === undefined || isTextRecord(label.params))
  );
}

function isTextRecord(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
