import type { RouteName } from '@console/domain';
import type { ComponentType } from 'react';
import { REGISTER_SCREENS } from '../features/registers/register-screens.ts';

/** Loads a screen's module on first visit: every route is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

const placeholder: ScreenLoader = () =>
  import('../features/placeholder/placeholder-page.tsx').then((module) => module.PlaceholderPage);

/** Screens built so far; every other route shows the placeholder until its issue lands. */
const BUILT_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  home: () => import('../features/home/home-page.tsx').then((module) => module.HomePage),
  settings: () => import('../features/settings/settings-page.tsx').then((module) => module.SettingsPage),
  dev_settings: () =>
    import('../features/dev-settings/dev-settings-page.tsx').then((module) => module.DevSettingsPage),
  not_found: () => import('../features/not-found/not-found-page.tsx').then((module) => module.NotFoundPage),
  ...REGISTER_SCREENS,
  employee_workplace: () =>
    import('../features/employee-workplace/employee-workplace-page.tsx').then(
      (module) => module.EmployeeWorkplacePage,
    ),
  visit: () => import('../features/visits/visit-page.tsx').then((module) => module.VisitPage),
  one_shipment: () =>
    import('../features/shipments/form/one-shipment-page.tsx').then((module) => module.OneShipmentPage),
};

export function screenLoader(routeName: RouteName): ScreenLoader {
  return BUILT_SCREENS[routeName] ?? placeholder;
}

export const loadLoginPage: ScreenLoader = () =>
  import('../features/auth/login-page.tsx').then((module) => module.LoginPage);

export const loadAppShell: ScreenLoader = () =>
  import('../features/layout/app-shell.tsx').then((module) => module.AppShell);
