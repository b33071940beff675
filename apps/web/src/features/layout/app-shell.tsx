import { hasAnyRole, SERVICE_ROLES } from '@console/domain';
import { Button, Flex, Result, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { useApplySettingsLanguage } from '../../i18n/use-interface-language.ts';
import { ServiceDeniedPage } from '../access/service-denied-page.tsx';
import { useAuthStore } from '../auth/auth-store.ts';
import { loginPathFor } from '../auth/login-redirect.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { AppLayout } from './app-layout.tsx';
import { FullPageLoader } from './full-page-loader.tsx';

/**
 * The signed-in part of the console: sends a stranger to sign in (remembering
 * the page), loads the user, closes the service to a user without the service
 * roles (platform §6), then lays out the screens.
 */
export function AppShell(): ReactElement {
  const signedIn = useAuthStore((state) => state.idToken !== null);
  const location = useLocation();
  const currentUser = useCurrentUser();
  useApplySettingsLanguage(currentUser.data?.settings.interfaceLanguage);

  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;
  if (currentUser.isPending) return <FullPageLoader />;
  if (currentUser.isError) {
    const { error } = currentUser;
    if (error instanceof ProductError && error.status === 403) return <ServiceDeniedPage message={error.message} />;
    return <UserLoadFailed message={error.message} onRetry={() => void currentUser.refetch()} />;
  }
  if (!hasAnyRole(currentUser.data.groups, SERVICE_ROLES)) return <ServiceDeniedPage />;
  return <AppLayout user={currentUser.data} />;
}

function UserLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={t('app.user_load_failed')}
        subTitle={message}
        extra={
          <Space wrap>
            <Button type="primary" onClick={onRetry}>
              {t('app.retry')}
            </Button>
            <Button onClick={() => void signOut()}>{t('header.sign_out')}</Button>
          </Space>
        }
      />
    </Flex>
  );
}
