import { SEED_CATALOGUES } from '@console/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { connectApiClient } from '../../app/api-session.ts';
import { fakeApi } from '../../app/test-kit.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { ProcessingHubPage } from './processing-hub-page.tsx';

describe('the processing hub (issue 24)', () => {
  it('starts no unload for a vehicle number typed half-way', async () => {
    const requests = fakeApi({
      'POST scan-registry': { status: 422, data: { code: 'SOMETHING', message: 'Refused' } },
    });
    const i18n = createI18n({ language: 'en', resources: { en: SEED_CATALOGUES.en } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    connectApiClient(i18n, queryClient);
    const router = createMemoryRouter([{ path: '/', element: <ProcessingHubPage /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <App>
            <RouterProvider router={router} />
          </App>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const vehicle = screen.getByRole('combobox');
    const start = () => screen.getByRole('button', { name: 'Start unloading' });
    await userEvent.type(vehicle, 'WX 5{Enter}');
    expect(start()).toBeDisabled();
    expect(screen.getByText(/A vehicle number is 4–10 letters and digits/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    // A whole number starts it; the Unloading refused drops the vehicle (registers §4).
    await userEvent.type(vehicle, '4321');
    expect(start()).toBeEnabled();
    await userEvent.click(start());
    await waitFor(() => expect(vehicle).toHaveValue(''));
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({
      type: 'Unloading',
      vehicleNumber: 'WX 54321',
    });
  });
});
