export {
  clearClosedTabData,
  clearPageData,
  PAGE_STORAGE_PREFIX,
  pageStorageKey,
  readPageData,
  registerTabCleanup,
  writePageData,
} from './page-storage.ts';
export {
  CLEARS_STORED_DATA_ON_CLOSE,
  EMPLOYEE_WORKPLACE_ROUTE,
  HOME_ROUTE,
  isTabbedRoute,
  type RouteParams,
  type TabLabel,
  tabKeyFor,
  tabLabelFor,
  tabLabelText,
  WORKPLACE_CHILD_ROUTES,
  type WorkspaceTab,
} from './tab-keys.ts';
export {
  type CloseAction,
  type ClosePlan,
  descendantKeys,
  nextActiveAfterClose,
  planClose,
} from './tab-rules.ts';
export { hasUnsavedChanges, useUnsavedChangesGuard } from './unsaved-changes.ts';
export { replacingTab, useSyncTabWithRoute } from './use-sync-tab-with-route.ts';
export { useWorkspaceTabActions, type WorkspaceTabActions } from './use-workspace-tab-actions.ts';
export { versionedPersistOptions } from './versioned-persist.ts';
export { WorkspaceTabBar, type WorkspaceTabBarProps } from './workspace-tab-bar.tsx';
export {
  useWorkspaceTabs,
  WORKSPACE_TABS_STORAGE_KEY,
  WORKSPACE_TABS_VERSION,
  type WorkspaceTabsState,
} from './workspace-tabs-store.ts';
