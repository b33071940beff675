import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullPageLoader } from '../features/layout/full-page-loader.tsx';
import { useDocumentDirection } from '../i18n/direction.ts';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Translations, server state and the document's language and direction. antd (`AntdProvider`) comes
 * with the signed-in layout, so that the sign-in page loads none of it.
 */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageLoader />}>
          <ConsoleRoot>{children}</ConsoleRoot>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function ConsoleRoot({ children }: { children: ReactNode }): ReactElement {
  useDocumentDirection();
  return <div className="console-root">{children}</div>;
}
