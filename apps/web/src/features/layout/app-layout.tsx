import type { CurrentUser } from '@console/domain';
import { ConfigProvider, Grid, Layout } from 'antd';
import { lazy, type ReactElement, Suspense, useContext, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useRouteName } from '../../app/route-handle.ts';
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
const ScreenApp = lazy(() => import('./screen-app.tsx').then((module) => ({ default: module.ScreenApp })));
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((module) => ({ default: module.MenuDrawer })));

const COLLAPSED_STORAGE_KEY = 'console.menu-collapsed';
const SIDER_WIDTH = 248;
/** antd's `lg` breakpoint. */
const LG_MEDIA_QUERY = '(min-width: 992px)';

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

  // Before antd has measured (the first render), the media query decides: a desktop never loads the drawer.
  const desktop = screens.lg ?? window.matchMedia(LG_MEDIA_QUERY).matches;
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
            <ScreenOutlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {menuMode === 'drawer' && (
        <Suspense fallback={null}>
          <MenuDrawer
            groups={user.groups}
            placement={direction === 'rtl' ? 'right' : 'left'}
            width={SIDER_WIDTH + 32}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </Layout>
  );
}

/**
 * The screen, inside antd's App (message, modal, notification for App.useApp) from the first screen other
 * than home on: the home page uses none of it, and its first load goes without. The App is added once,
 * as the home page gives way to another screen, and stays.
 */
function ScreenOutlet(): ReactElement {
  const onHome = useRouteName() === 'home';
  const [withApp, setWithApp] = useState(!onHome);
  if (!onHome && !withApp) setWithApp(true);
  if (!withApp) return <Outlet />;
  return (
    <ScreenApp>
      <Outlet />
    </ScreenApp>
  );
}
