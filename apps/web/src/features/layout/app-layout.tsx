import type { CurrentUser } from '@console/domain';
import { ConfigProvider, Drawer, Grid, Layout } from 'antd';
import { lazy, type ReactElement, Suspense, useContext, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { useMobileAppMode } from '../../app/use-consumer.ts';
import { AppHeader } from './app-header.tsx';
import { Brand } from './brand.tsx';
import { PageLoader } from './full-page-loader.tsx';
import { visibleMenu } from './menu-items.ts';
import { SideMenu } from './side-menu.tsx';

// Fetched as soon as the layout loads, in parallel with the first screen, outside the first chunk.
const tabBarModule = import('../workspace-tabs/workspace-tab-bar.tsx');
const WorkspaceTabBar = lazy(() => tabBarModule.then((module) => ({ default: module.WorkspaceTabBar })));

const COLLAPSED_STORAGE_KEY = 'console.menu-collapsed';
const SIDER_WIDTH = 248;
const DRAWER_HEADER_STYLE = { background: 'var(--console-sider-bg)', borderBottom: 'none' };
const DRAWER_BODY_STYLE = { padding: 0, background: 'var(--console-sider-bg)' };

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Header, side menu (a drawer on a phone, none in the mobile app or for users
 * without menu rights), the workspace tabs and the page.
 */
export function AppLayout({ user }: { user: CurrentUser }): ReactElement {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const screens = Grid.useBreakpoint();
  const mobileApp = useMobileAppMode();
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasMenu = useMemo(() => visibleMenu(user.groups).length > 0, [user.groups]);

  const desktop = screens.lg === true;
  const menuMode = mobileApp || !hasMenu ? 'none' : desktop ? 'sider' : 'drawer';

  const toggleMenu = () => {
    if (menuMode === 'drawer') {
      setDrawerOpen(true);
      return;
    }
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_STORAGE_KEY, String(!value));
      } catch {
        // The choice lasts for this page only.
      }
      return !value;
    });
  };

  return (
    <Layout className={mobileApp ? 'app-layout app-layout-mobile-app' : 'app-layout'}>
      {menuMode === 'sider' && (
        <Layout.Sider
          className="app-sider"
          width={SIDER_WIDTH}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
        >
          <Link to={ROUTE_PATHS.home} className="sider-brand">
            <Brand showName={!collapsed} light />
          </Link>
          <SideMenu groups={user.groups} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="app-main">
        <AppHeader
          user={user}
          menuMode={menuMode}
          menuCollapsed={collapsed}
          onToggleMenu={toggleMenu}
          compact={mobileApp || !screens.md}
        />
        {!mobileApp && (
          <Suspense fallback={null}>
            <WorkspaceTabBar homePath={ROUTE_PATHS.home} />
          </Suspense>
        )}
        <Layout.Content className="app-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {menuMode === 'drawer' && (
        <Drawer
          className="menu-drawer"
          placement={direction === 'rtl' ? 'right' : 'left'}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH + 32}
          title={<Brand light />}
          styles={{ header: DRAWER_HEADER_STYLE, body: DRAWER_BODY_STYLE }}
          closable
        >
          <SideMenu groups={user.groups} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
