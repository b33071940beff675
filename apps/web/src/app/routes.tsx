import { type RouteName, refusedOutsideMobileApp } from '@console/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageLoader, PageLoader } from '../features/layout/full-page-loader.tsx';
import { RootLayout } from '../features/layout/root-layout.tsx';
import { RouteErrorPage } from '../features/layout/route-error-page.tsx';
import { RouteScreen } from '../features/layout/route-screen.tsx';
import { isMobileDevice, resolveConsumer, sessionStore } from './mobile-app-mode.ts';
import type { RouteHandle } from './route-handle.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { loadAppShell, loadLoginPage, loadTrackingPage, screenLoader } from './screens.ts';

/** Where a shipment's `trackingUrl` points (`/t/{token}`): not a console route of the spec. */
export const TRACKING_PAGE_PATH = '/t/:token';

/** Routes with a place of their own in the tree; every other route is a guarded screen of the shell. */
const SPECIAL_ROUTES: ReadonlySet<RouteName> = new Set(['login', 'home', 'not_found']);

function handle(routeName: RouteName): RouteHandle {
  return { routeName };
}

/**
 * A mobile-app screen opened outside the mobile app is refused by the guard: its chunk (the camera
 * scanner's is the heaviest) need not load first behind a spinner (issue 25).
 */
function refusedAhead(routeName: RouteName): boolean {
  return refusedOutsideMobileApp(routeName, {
    consumer: resolveConsumer(window.location.search, sessionStore()),
    isMobileApp: isMobileDevice(),
  });
}

/** A lazy route module whose page renders behind the route guard. */
function guardedScreen(routeName: RouteName) {
  return async (): Promise<{ Component: ComponentType }> => {
    // Refused ahead: the page loads only if the guard lets it in after all (React.lazy then).
    const Page = refusedAhead(routeName)
      ? lazy(async () => ({ default: await screenLoader(routeName)() }))
      : await screenLoader(routeName)();
    function GuardedScreen() {
      return (
        <RouteScreen routeName={routeName}>
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        </RouteScreen>
      );
    }
    GuardedScreen.displayName = `Screen(${routeName})`;
    return { Component: GuardedScreen };
  };
}

function screen(routeName: RouteName, path: string): RouteObject {
  // The error element of each screen keeps a failure inside the layout, with the menu and tabs around it.
  return {
    path,
    handle: handle(routeName),
    lazy: guardedScreen(routeName),
    errorElement: <RouteErrorPage />,
  };
}

/** The one route table: every route of the spec by name, each a lazy chunk behind the guard. */
export function createRoutes(): RouteObject[] {
  const screens = (Object.keys(ROUTE_PATHS) as RouteName[])
    .filter((routeName) => !SPECIAL_ROUTES.has(routeName))
    .map((routeName) => screen(routeName, ROUTE_PATHS[routeName]));

  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: FullPageLoader,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: ROUTE_PATHS.login,
          handle: handle('login'),
          lazy: async () => ({ Component: await loadLoginPage() }),
        },
        {
          // The recipient's tracking page: public, outside the signed-in layout, a chunk of its own.
          path: TRACKING_PAGE_PATH,
          lazy: async () => ({ Component: await loadTrackingPage() }),
          errorElement: <RouteErrorPage />,
        },
        {
          // The signed-in layout (menu, header, tabs) is a chunk of its own: the sign-in page never loads it.
          lazy: async () => ({ Component: await loadAppShell() }),
          children: [
            {
              index: true,
              handle: handle('home'),
              lazy: guardedScreen('home'),
              errorElement: <RouteErrorPage />,
            },
            ...screens,
            screen('not_found', ROUTE_PATHS.not_found),
            screen('not_found', '*'),
          ],
        },
      ],
    },
  ];
}
