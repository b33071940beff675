import type { WorkspaceTab } from './tab-keys.ts';

export type CloseAction =
  | { type: 'close'; key: string }
  | { type: 'closeOthers'; key: string }
  | { type: 'closeRight'; key: string }
  | { type: 'closeAll' };

export interface ClosePlan {
  /** The tabs that stay, in order. */
  tabs: WorkspaceTab[];
  /** The tabs that go, child tabs of a closed owner included. */
  removed: WorkspaceTab[];
  /** The tab to show afterwards; null means home. */
  activeKey: string | null;
}

/** Keys of the tabs a tab owns, directly or through its own children. */
export function descendantKeys(tabs: readonly WorkspaceTab[], key: string): Set<string> {
  const found = new Set<string>();
  let frontier = [key];
  while (frontier.length > 0) {
    const owners = new Set(frontier);
    frontier = tabs
      .filter((tab) => tab.parentKey && owners.has(tab.parentKey) && !found.has(tab.key))
      .map((tab) => tab.key);
    for (const child of frontier) found.add(child);
  }
  return found;
}

/** What a close action removes and which tab shows next (registers §2.4). */
export function planClose(
  tabs: readonly WorkspaceTab[],
  activeKey: string | null,
  action: CloseAction,
): ClosePlan {
  const index = action.type === 'closeAll' ? -1 : tabs.findIndex((tab) => tab.key === action.key);
  if (action.type !== 'closeAll' && index === -1) return { tabs: [...tabs], removed: [], activeKey };

  const chosen = new Set<string>();
  tabs.forEach((tab, position) => {
    const closes =
      action.type === 'closeAll' ||
      (action.type === 'close' && position === index) ||
      (action.type === 'closeOthers' && position !== index) ||
      (action.type === 'closeRight' && position > index);
    if (closes) chosen.add(tab.key);
  });
  const kept = action.type === 'closeOthers' ? action.key : undefined;
  const removedKeys = new Set(chosen);
  for (const key of chosen) {
    for (const child of descendantKeys(tabs, key)) if (child !== kept) removedKeys.add(child);
  }

  const remaining = tabs
    .filter((tab) => !removedKeys.has(tab.key))
    .map((tab) => (tab.parentKey && removedKeys.has(tab.parentKey) ? withoutParent(tab) : tab));
  return {
    tabs: remaining,
    removed: tabs.filter((tab) => removedKeys.has(tab.key)),
    activeKey: nextActiveKey(tabs, removedKeys, activeKey),
  };
}

/**
 * The active tab after closing `closedKey` (with the tabs it owns): unchanged
 * when the active tab stays, else the next tab, else the previous, else home (null).
 */
export function nextActiveAfterClose(
  tabs: readonly WorkspaceTab[],
  closedKey: string,
  activeKey: string | null,
): string | null {
  return planClose(tabs, activeKey, { type: 'close', key: closedKey }).activeKey;
}

function nextActiveKey(
  tabs: readonly WorkspaceTab[],
  removed: ReadonlySet<string>,
  activeKey: string | null,
): string | null {
  if (activeKey === null || !removed.has(activeKey)) return activeKey;
  const index = tabs.findIndex((tab) => tab.key === activeKey);
  const next = tabs.slice(index + 1).find((tab) => !removed.has(tab.key));
  const previous = tabs
    .slice(0, index)
    .reverse()
    .find((tab) => !removed.has(tab.key));
  return (next ?? previous)?.key ?? null;
}

function withoutParent({ parentKey: _owner, ...tab }: WorkspaceTab): WorkspaceTab {
  return tab;
}
