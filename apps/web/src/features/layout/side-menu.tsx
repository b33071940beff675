import {
  CalendarOutlined,
  ControlOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import type { RouteName } from '@console/domain';
import { Menu, type MenuProps } from 'antd';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { type MenuSection, type MenuSectionKey, visibleMenu } from './menu-items.ts';

const SECTION_ICONS: Record<MenuSectionKey, ReactNode> = {
  workplaces: <DesktopOutlined />,
  operations: <InboxOutlined />,
  planning: <CalendarOutlined />,
  reference_data: <DatabaseOutlined />,
  configuration: <ControlOutlined />,
};

interface SideMenuProps {
  groups: readonly string[];
  collapsed?: boolean;
  /** Called after an item is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The side menu, filtered by the user's groups; the list of the open page is highlighted. */
export function SideMenu({ groups, collapsed = false, onNavigate }: SideMenuProps): ReactElement | null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = useMemo(() => visibleMenu(groups), [groups]);
  const selected = selectedRoute(sections, pathname);
  const openSection = sections.find((section) => selected && section.routes.includes(selected))?.key;

  if (sections.length === 0) return null;
  const items: MenuProps['items'] = sections.map((section) => ({
    key: section.key,
    icon: SECTION_ICONS[section.key],
    label: t(`menu.${section.key}`),
    children: section.routes.map((routeName) => ({
      key: routeName,
      label: (
        <Link to={ROUTE_PATHS[routeName]} onClick={onNavigate}>
          {t(`routes.${routeName}`)}
        </Link>
      ),
    })),
  }));

  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openSection ? [openSection] : [sections[0]?.key ?? 'operations']}
      aria-label={t('menu.label')}
    />
  );
}

/** The menu item whose list the path is, or lies under (`/payments/12` → payments). */
function selectedRoute(sections: readonly MenuSection[], pathname: string): RouteName | null {
  let best: { routeName: RouteName; length: number } | null = null;
  for (const section of sections) {
    for (const routeName of section.routes) {
      const path = ROUTE_PATHS[routeName];
      if (!matchPath({ path, end: false }, pathname)) continue;
      if (!best || path.length > best.length) best = { routeName, length: path.length };
    }
  }
  return best?.routeName ?? null;
}
