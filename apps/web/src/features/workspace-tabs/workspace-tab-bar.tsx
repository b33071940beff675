import { Dropdown, type MenuProps, Tabs } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabLabelText } from './tab-keys.ts';
import { useWorkspaceTabActions, type WorkspaceTabActions } from './use-workspace-tab-actions.ts';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

export interface WorkspaceTabBarProps {
  /** Where closing the last tab, or all tabs, goes. */
  homePath?: string;
}

/**
 * The open pages as tabs. Keyboard: arrows move between tabs, Enter opens,
 * Delete closes, Shift+F10 or the menu key opens the tab's context menu.
 */
export function WorkspaceTabBar({ homePath = '/' }: WorkspaceTabBarProps): ReactElement | null {
  const { t } = useTranslation();
  const tabs = useWorkspaceTabs((state) => state.tabs);
  const activeKey = useWorkspaceTabs((state) => state.activeKey);
  const actions = useWorkspaceTabActions({ homePath });

  if (tabs.length === 0) return null;
  return (
    <Tabs
      className="workspace-tab-bar"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activeKey ?? ''}
      items={tabs.map((tab) => ({ key: tab.key, label: tabLabelText(t, tab.label) }))}
      onChange={actions.activate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') void actions.close(key);
      }}
      renderTabBar={(props, DefaultTabBar) => (
        <DefaultTabBar {...props}>
          {(node) => (
            <TabContextMenu tabKey={String(node.key)} actions={actions}>
              {node}
            </TabContextMenu>
          )}
        </DefaultTabBar>
      )}
    />
  );
}

function TabContextMenu(props: {
  tabKey: string;
  actions: WorkspaceTabActions;
  children: ReactNode;
}): ReactElement {
  const { tabKey, actions, children } = props;
  const { t } = useTranslation();
  const tabs = useWorkspaceTabs((state) => state.tabs);
  const index = tabs.findIndex((tab) => tab.key === tabKey);

  const items: MenuProps['items'] = [
    { key: 'close', label: t('tabs.close') },
    { key: 'closeOthers', label: t('tabs.close_others'), disabled: tabs.length < 2 },
    { key: 'closeRight', label: t('tabs.close_right'), disabled: index === -1 || index === tabs.length - 1 },
    { key: 'closeAll', label: t('tabs.close_all') },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'close') void actions.close(tabKey);
    else if (key === 'closeOthers') void actions.closeOthers(tabKey);
    else if (key === 'closeRight') void actions.closeRight(tabKey);
    else if (key === 'closeAll') void actions.closeAll();
  };

  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick }} autoFocus destroyOnHidden>
      {children}
    </Dropdown>
  );
}
