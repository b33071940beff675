import { hasAnyRole, SERVICE_ROLES } from '@console/domain';
import { type ReactElement, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { AntdProvider } from '../../app/antd-provider.tsx';
import { useApplySettingsLanguage } from '../../i18n/use-interface-language.ts';
import { ServiceDeniedPage, UserLoadFailed } from '../access/lazy-pages.tsx';
import { useAuthStore } from '../auth/auth-store.ts';
import { loginPathFor } from '../auth/login-redirect.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { AppLayout } from './app-layout.tsx';
import { FullPageLoader } from './full-page-loader.tsx';

/**
 * The signed-in part of the console: sends a stranger to sign in (remembering
 * the page), loads the user, closes the service to a user without the service
 * roles (platform §6), then lays out the screens.
 */
export function AppShell(): ReactElement {
  return (
    <AntdProvider>
      <SignedInShell />
    </AntdProvider>
  );
}

function SignedInShell(): ReactElement {
  const signedIn = useAuthStore((state) => state.idToken !== null);
  const location = useLocation();
  const currentUser = useCurrentUser();
  useApplySettingsLanguage(currentUser.data?.settings.interfaceLanguage);

  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;
  if (currentUser.isPending) return <FullPageLoader />;
  if (currentUser.isError || !hasAnyRole(currentUser.data.groups, SERVICE_ROLES)) {
    const { error } = currentUser;
    const failedToLoad = error !== null && !(error instanceof ProductError && error.status === 403);
    return (
      <Suspense fallback={<FullPageLoader />}>
        {failedToLoad ? (
          <UserLoadFailed message={error.message} onRetry={() => void currentUser.refetch()} />
        ) : (
          // Refused by the API (403), or a user holding none of the service roles.
          <ServiceDeniedPage {...(error ? { message: error.message } : {})} />
        )}
      </Suspense>
    );
  }
  return <AppLayout user={currentUser.data} />;
}
