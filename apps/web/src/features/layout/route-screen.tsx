import type { RouteName } from '@console/domain';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouteGuard } from '../access/route-guard.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/use-sync-tab-with-route.ts';

/**
 * Every screen of the route table: a workspace tab, the window title, and the
 * page behind the route guard. Pages that learn a better tab label (a visit
 * number) call `useSyncTabWithRoute` again with it.
 */
export function RouteScreen({
  routeName,
  children,
}: {
  routeName: RouteName;
  children: ReactNode;
}): ReactElement {
  const params = useParams();
  const { t } = useTranslation();
  useSyncTabWithRoute(routeName, params);
  const title = t(`routes.${routeName}`);

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return <RouteGuard routeName={routeName}>{children}</RouteGuard>;
}
