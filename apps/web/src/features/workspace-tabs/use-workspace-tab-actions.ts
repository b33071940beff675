import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearClosedTabData } from './page-storage.ts';
import { tabLabelText } from './tab-keys.ts';
import { type CloseAction, planClose } from './tab-rules.ts';
import { confirmDiscardChanges, hasUnsavedChanges } from './unsaved-changes.ts';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

export interface WorkspaceTabActions {
  /** Shows the tab's page. */
  activate(key: string): void;
  close(key: string): Promise<void>;
  closeOthers(key: string): Promise<void>;
  closeRight(key: string): Promise<void>;
  /** Closes every tab and goes home. */
  closeAll(): Promise<void>;
}

/**
 * Closing as the spec has it: tabs with unsaved changes ask first, the next
 * (else previous, else home) page is shown, closed tabs lose their stored data.
 */
export function useWorkspaceTabActions(options: { homePath?: string } = {}): WorkspaceTabActions {
  const { homePath = '/' } = options;
  const navigate = useNavigate();
  const { t } = useTranslation();

  const run = useCallback(
    async (action: CloseAction) => {
      const draft = planClose(
        useWorkspaceTabs.getState().tabs,
        useWorkspaceTabs.getState().activeKey,
        action,
      );
      const dirty = draft.removed.filter((tab) => hasUnsavedChanges(tab.key));
      if (dirty.length > 0) {
        const labels = dirty.map((tab) => tabLabelText(t, tab.label));
        if (!(await confirmDiscardChanges(t, labels))) return;
      }
      // Planned again: the tabs may have changed while the question was open.
      const state = useWorkspaceTabs.getState();
      const plan = planClose(state.tabs, state.activeKey, action);
      state.applyClose(plan);
      if (action.type === 'closeAll' || plan.activeKey !== state.activeKey) {
        const next = plan.tabs.find((tab) => tab.key === plan.activeKey);
        await navigate(next?.path ?? homePath);
      }
      // After leaving the page, so that nothing it saves on unmount survives.
      for (const tab of plan.removed) clearClosedTabData(tab);
    },
    [navigate, t, homePath],
  );

  return useMemo(
    () => ({
      activate: (key) => {
        const tab = useWorkspaceTabs.getState().tabs.find((candidate) => candidate.key === key);
        if (tab) void navigate(tab.path);
      },
      close: (key) => run({ type: 'close', key }),
      closeOthers: (key) => run({ type: 'closeOthers', key }),
      closeRight: (key) => run({ type: 'closeRight', key }),
      closeAll: () => run({ type: 'closeAll' }),
    }),
    [navigate, run],
  );
}
