import { CodeOutlined, LogoutOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { type CurrentUser, divisionChoiceOf } from '@console/domain';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

// Only administrators and dispatch managers open it: kept out of every other user's first load.
const WorkingDivisionDialog = lazy(() =>
  import('../working-division/working-division-dialog.tsx').then((module) => ({
    default: module.WorkingDivisionDialog,
  })),
);

import { CountryFlag } from './country-flag.tsx';

/** Kept here for the screens that import it from the user menu. */
export { CountryFlag };

export function fullName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'login'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;
}

function initials(user: CurrentUser): string {
  const letters = [user.firstName, user.lastName].map((name) => name.trim().charAt(0)).join('');
  return (letters || user.login.charAt(0)).toUpperCase();
}

/** Who is signed in (name, division, country) and the way out. */
export function UserMenu({ user, compact = false }: { user: CurrentUser; compact?: boolean }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [changingDivision, setChangingDivision] = useState(false);
  const name = fullName(user);
  const division = user.division
    ? t('header.division', { number: user.division.number, name: user.division.name })
    : t('header.no_division');

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="user-menu-card">
          <strong>{name}</strong>
          <span>{user.login}</span>
          <span>{division}</span>
        </div>
      ),
    },
    { type: 'divider' },
    ...(divisionChoiceOf(user.groups) === null
      ? []
      : [{ key: 'division', icon: <SwapOutlined />, label: t('header.change_division') }]),
    { key: 'settings', icon: <SettingOutlined />, label: t('routes.settings') },
    { key: 'dev_settings', icon: <CodeOutlined />, label: t('routes.dev_settings') },
    { type: 'divider' },
    { key: 'sign_out', icon: <LogoutOutlined />, label: t('header.sign_out'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'division') setChangingDivision(true);
    else if (key === 'settings') void navigate(ROUTE_PATHS.settings);
    else if (key === 'dev_settings') void navigate(ROUTE_PATHS.dev_settings);
    else if (key === 'sign_out') void signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* The name a screen reader gives the button holds the text it shows (WCAG 2.5.3 Label in Name). */}
        <button
          type="button"
          className="user-menu-trigger"
          aria-label={compact ? t('header.user_menu', { name }) : undefined}
        >
          <Avatar size={32} className="user-avatar" style={{ backgroundColor: '#1f5fd1' }} aria-hidden>
            {initials(user)}
          </Avatar>
          {!compact && (
            <span className="user-menu-text">
              {/* The spaces part the name's words for a screen reader; the column lays them out. */}
              <span className="user-menu-name">{name}</span>{' '}
              <span className="user-menu-division">
                <CountryFlag
                  flag={user.countryProfile.countryFlag}
                  country={user.countryProfile.countryName}
                />{' '}
                {division}
              </span>{' '}
              <span className="visually-hidden">{t('header.account_menu')}</span>
            </span>
          )}
        </button>
      </Dropdown>
      {changingDivision && (
        <Suspense fallback={null}>
          <WorkingDivisionDialog user={user} open onClose={() => setChangingDivision(false)} />
        </Suspense>
      )}
    </>
  );
}
