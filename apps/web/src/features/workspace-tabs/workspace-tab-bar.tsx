import { Dropdown, type MenuProps, Tabs } from 'antd';
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { tabLabelText } from './tab-keys.ts';
import { useWorkspaceTabActions, type WorkspaceTabActions } from './use-workspace-tab-actions.ts';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

export interface WorkspaceTabBarProps {
  /** Where closing the last tab, or all tabs, goes. */
  homePath?: string;
}

/**
 * The open pages as tabs, in a navigation landmark. Keyboard: arrows move between tabs, Enter opens,
 * Delete closes, Shift+F10 or the menu key opens the tab's context menu.
 *
 * A tablist may hold only tabs (WAI-ARIA; axe `aria-required-children`), but rc-tabs draws each tab's
 * close button and the overflow ("more") button inside it. Both stay for the mouse and leave the tab
 * order and the accessibility tree: the keyboard closes a tab with Delete or its context menu, as the
 * APG tabs pattern has it, and reaches tabs scrolled out of view with the arrow keys.
 */
export function WorkspaceTabBar({ homePath = '/' }: WorkspaceTabBarProps): ReactElement | null {
  const { t } = useTranslation();
  const tabs = useWorkspaceTabs((state) => state.tabs);
  const activeKey = useWorkspaceTabs((state) => state.activeKey);
  const actions = useWorkspaceTabActions({ homePath });
  const landmark = useRef<HTMLElement>(null);
  useOverflowButtonForMouseOnly(landmark);

  if (tabs.length === 0) return null;
  return (
    <nav ref={landmark} aria-label={t('tabs.open_pages')}>
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
                {withCloseButtonForMouseOnly(node)}
              </TabContextMenu>
            )}
          </DefaultTabBar>
        )}
      />
    </nav>
  );
}

const mouseOnly = { tabIndex: -1, 'aria-hidden': true } as const;

/** A tab as rc-tabs draws it (the tab, then its close button), the close button for the mouse only. */
function withCloseButtonForMouseOnly(node: ReactElement): ReactElement {
  const tab = node as ReactElement<{ children?: ReactNode }>;
  const children = Children.map(tab.props.children, (child) =>
    isValidElement(child) && child.type === 'button' ? cloneElement(child, mouseOnly) : child,
  );
  return cloneElement(tab, undefined, children);
}

/** The overflow button is no prop of rc-tabs' and lives as long as the tab bar: marked once drawn. */
function useOverflowButtonForMouseOnly(landmark: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const more = landmark.current?.querySelector('.ant-tabs-nav-more');
    more?.setAttribute('tabindex', String(mouseOnly.tabIndex));
    more?.setAttribute('aria-hidden', 'true');
  });
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
