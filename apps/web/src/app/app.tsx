import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { LatestLocationContext } from './latest-location.ts';

export function App(props: { i18n: I18n; queryClient: QueryClient; router: DataRouter }): ReactElement {
  return (
    <AppProviders i18n={props.i18n} queryClient={props.queryClient}>
      <LatestLocationContext value={props.router}>
        <RouterProvider router={props.router} />
      </LatestLocationContext>
    </AppProviders>
  );
}
