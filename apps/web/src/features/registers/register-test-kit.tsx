/**
 * Test helpers of the register screens: the query string of each fake request, rows of
 * the reference registers, and a component rendered with the console's providers.
 * Only tests import this file.
 */
import type { ListResult } from '@console/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { apiClient } from '../../api/client.ts';
import { AntdProvider } from '../../app/antd-provider.tsx';
import { AppProviders } from '../../app/app-providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { createTestI18n, type FakeRequest, type FakeRoutes, fakeApi } from '../../app/test-kit.tsx';
import { ScreenApp } from '../layout/screen-app.tsx';
import { type QueryValue, toQueryString } from './query-string.ts';

/** Header the probe copies the serialised query into (no `x-`: the client strips those). */
const QUERY_HEADER = 'test-query';

/** Makes every request carry its query string where fake routes and assertions can read it. */
export function installQueryProbe(): () => void {
  const id = apiClient.interceptors.request.use((config) => {
    const params = (config.params ?? {}) as Record<string, QueryValue>;
    config.headers.set(QUERY_HEADER, toQueryString(params));
    return config;
  });
  return () => apiClient.interceptors.request.eject(id);
}

export function queryOf(request: FakeRequest): URLSearchParams {
  const value = request.headers[QUERY_HEADER];
  return new URLSearchParams(typeof value === 'string' ? value : '');
}

/** The list requests of one collection, as their query strings. */
export function listQueries(requests: FakeRequest[], path: string): URLSearchParams[] {
  return requests.filter((request) => request.method === 'GET' && request.url === path).map(queryOf);
}

export function page<Row>(items: Row[], total = items.length, lastPage = 1): ListResult<Row> {
  return { items, total, last_page: lastPage };
}

export const POLAND = {
  code: 'PL',
  name: 'Poland',
  callingCode: '48',
  languageCode: 'PL',
  currencyCode: 'PLN',
  timezone: 'Europe/Warsaw',
  customsZone: 'Europe',
  prohibitedSending: false,
  prohibitedIssuance: false,
  productAvailable: true,
  translations: { uk: { name: 'Польща' } },
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  deletedAt: null,
};

export const KOSOVO = {
  ...POLAND,
  code: 'XK',
  name: 'Kosovo',
  callingCode: '383',
  languageCode: 'SQ',
  currencyCode: 'EUR',
  timezone: 'Europe/Belgrade',
  customsZone: null,
  productAvailable: false,
  translations: {},
  deletedAt: '2026-03-02T10:15:00.000Z',
};

/** One component with translations, server state and antd, on a memory router. */
export function renderWithProviders(element: ReactElement, routes: FakeRoutes) {
  const requests = fakeApi(routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders i18n={createTestI18n()} queryClient={queryClient}>
      {/* As the signed-in layout renders a screen: antd's theme and App (modal, message) around it. */}
      <AntdProvider>
        <ScreenApp>
          <MemoryRouter>{element}</MemoryRouter>
        </ScreenApp>
      </AntdProvider>
    </AppProviders>,
  );
  return { ...view, requests, queryClient };
}
