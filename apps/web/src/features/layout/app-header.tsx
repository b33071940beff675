import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { type CurrentUser, divisionChoiceOf } from '@console/domain';
import { Button, Layout } from 'antd';
import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { WorkingDivisionButton } from '../working-division/working-division-button.tsx';
import { Brand } from './brand.tsx';
import { UserMenu } from './user-menu.tsx';

// Fetched as soon as the layout loads, but not part of the first chunk: the Select weighs ~24 KB gzip.
const languageSwitchModule = import('./language-switch.tsx');
const LanguageSwitch = lazy(() =>
  languageSwitchModule.then((module) => ({ default: module.LanguageSwitch })),
);

interface AppHeaderProps {
  user: CurrentUser;
  /** 'drawer' on a phone, 'sider' on a desktop, 'none' without a menu (mobile app, no menu rights). */
  menuMode: 'drawer' | 'sider' | 'none';
  menuCollapsed: boolean;
  onToggleMenu: () => void;
  compact: boolean;
}

export function AppHeader({
  user,
  menuMode,
  menuCollapsed,
  onToggleMenu,
  compact,
}: AppHeaderProps): ReactElement {
  const { t } = useTranslation();
  const toggleIcon =
    menuMode === 'drawer' ? <MenuOutlined /> : menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    <Layout.Header className="app-header">
      {menuMode !== 'none' && (
        <Button
          type="text"
          className="menu-toggle"
          icon={toggleIcon}
          onClick={onToggleMenu}
          aria-label={
            menuMode === 'drawer' || menuCollapsed ? t('header.open_menu') : t('header.collapse_menu')
          }
        />
      )}
      {menuMode !== 'sider' && (
        <Link to={ROUTE_PATHS.home} className="header-brand">
          <Brand />
        </Link>
      )}
      <div className="header-spacer" />
      {!compact && (
        <Suspense fallback={null}>
          <LanguageSwitch className="header-language" />
        </Suspense>
      )}
      {!compact && divisionChoiceOf(user.groups) !== null && <WorkingDivisionButton user={user} />}
      <UserMenu user={user} compact={compact} />
    </Layout.Header>
  );
}
