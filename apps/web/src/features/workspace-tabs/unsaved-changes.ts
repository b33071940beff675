import type { TFunction } from 'i18next';
import { useEffect } from 'react';

/** Tab key → how many mounted components of that tab hold unsaved changes. */
const dirtyTabs = new Map<string, number>();

/**
 * A page with unsaved changes (time-interval editors) calls this; closing its
 * tab then asks for confirmation. The flag ends when the page unmounts.
 */
export function useUnsavedChangesGuard(tabKey: string, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    dirtyTabs.set(tabKey, (dirtyTabs.get(tabKey) ?? 0) + 1);
    return () => {
      const count = (dirtyTabs.get(tabKey) ?? 1) - 1;
      if (count > 0) dirtyTabs.set(tabKey, count);
      else dirtyTabs.delete(tabKey);
    };
  }, [tabKey, dirty]);
}

export function hasUnsavedChanges(tabKey: string): boolean {
  return dirtyTabs.has(tabKey);
}

/**
 * Asks whether to close tabs with unsaved changes; resolves true to close them. antd's Modal loads with
 * the first question, not with the tab bar.
 */
export async function confirmDiscardChanges(t: TFunction, labels: readonly string[]): Promise<boolean> {
  const { Modal } = await import('./discard-dialog.ts');
  return new Promise((resolve) => {
    Modal.confirm({
      title: t('tabs.unsaved_changes_title'),
      content: t('tabs.unsaved_changes_content', { tabs: labels.join(', ') }),
      okText: t('tabs.unsaved_changes_ok'),
      cancelText: t('tabs.unsaved_changes_cancel'),
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
