import type { ReactElement } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ErrorNotifications } from '../../api/error-notifications.tsx';

/** Above every route: the common error list and a thin bar while the next screen loads. */
export function RootLayout(): ReactElement {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="navigation-progress" role="progressbar" aria-busy="true" />
      )}
      <Outlet />
      <ErrorNotifications />
    </>
  );
}
