import { addError } from '../../../api/error-list.ts';
import {
  clearClosedTabData,
  planClose,
  registerTabCleanup,
  useWorkspaceTabs,
} from '../../workspace-tabs/index.ts';
import { deleteEmptyVisit } from '../shipment-api.ts';

/**
 * Removes the form's workspace tab when the form sends the user elsewhere, running the
 * tab's cleanups (an empty visit to delete) as closing it from the tab bar would; the page
 * navigated to opens or activates its own tab when it loads.
 */
export function closeFormTab(tabKey: string | null): void {
  if (tabKey === null) return;
  const state = useWorkspaceTabs.getState();
  const tab = state.tabs.find((candidate) => candidate.key === tabKey);
  if (!tab) return;
  const plan = planClose(state.tabs, state.activeKey, { type: 'close', key: tabKey });
  state.applyClose(plan);
  clearClosedTabData(tab);
}

const armed = new Map<string, () => void>();

/**
 * `visitIdToDeleteOnCloseFormInModeCreate` (registers §2.4): closing the create form unsaved —
 * by its close button or its tab — deletes the empty visit opened for it. Armed once per tab
 * (the page remounts when the user comes back to the tab); saving disarms it.
 */
export function armVisitDeletionOnClose(tabKey: string, visitId: string): () => void {
  if (!armed.has(tabKey)) {
    const unregister = registerTabCleanup(tabKey, () => {
      armed.delete(tabKey);
      deleteEmptyVisit(visitId).catch(addError);
    });
    armed.set(tabKey, unregister);
  }
  return () => {
    armed.get(tabKey)?.();
    armed.delete(tabKey);
  };
}
