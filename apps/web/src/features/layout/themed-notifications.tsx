import type { ReactElement } from 'react';
import { ErrorNotifications } from '../../api/error-notifications.tsx';
import { AntdProvider } from '../../app/antd-provider.tsx';

/** The common error list's notifications with the console's antd theme, for above every route. */
export function ThemedErrorNotifications(): ReactElement {
  return (
    <AntdProvider>
      <ErrorNotifications />
    </AntdProvider>
  );
}
