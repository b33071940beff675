import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useErrorList } from '../../api/error-list.ts';

// antd's notifications come with the first notice: most loads of the sign-in page never show one.
const ErrorNotifications = lazy(() =>
  import('./themed-notifications.tsx').then((module) => ({ default: module.ThemedErrorNotifications })),
);

/** Above every route: the common error list and a thin bar while the next screen loads. */
export function RootLayout(): ReactElement {
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          className="navigation-progress"
          role="progressbar"
          aria-busy="true"
          aria-label={t('app.loading')}
        />
      )}
      <Outlet />
      <Notifications />
    </>
  );
}

/** Mounts the notifications once the error list first has something; they stay mounted after. */
function Notifications(): ReactElement | null {
  const waiting = useErrorList((state) => state.notices.length > 0);
  const [needed, setNeeded] = useState(false);
  if (waiting && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ErrorNotifications />
    </Suspense>
  );
}
