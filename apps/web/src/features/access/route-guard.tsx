import { checkRouteAccess, type RouteName } from '@console/domain';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { isMobileDevice } from '../../app/mobile-app-mode.ts';
import { useConsumer } from '../../app/use-consumer.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageLoader } from '../layout/full-page-loader.tsx';
import { AccessDenied } from './lazy-pages.tsx';

/**
 * Renders the page only when the user may open the route (platform §6 access
 * rule, the route's roles, mobile-only and pudo-workplace rules); otherwise the
 * spec's exact message. The server checks every call again.
 */
export function RouteGuard({
  routeName,
  children,
}: {
  routeName: RouteName;
  children: ReactNode;
}): ReactElement {
  const { data: user } = useCurrentUser();
  const consumer = useConsumer();
  const [searchParams] = useSearchParams();
  // The shell renders screens only once the user is known; a missing user holds no groups.
  const access = checkRouteAccess(user?.groups ?? [], routeName, {
    consumer,
    isMobileApp: isMobileDevice(),
    from: searchParams.get('from'),
  });
  if (access.ok) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoader />}>
      <AccessDenied message={access.message} />
    </Suspense>
  );
}
