import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FullPageLoader } from '../features/layout/full-page-loader.tsx';
import { useComponentLocale } from '../i18n/antd-locale.ts';
import { useDocumentDirection } from '../i18n/direction.ts';
import { THEME } from './theme.ts';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Translations, server state, and antd with the language's locale and direction. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageLoader />}>
          <LocalisedAntd>{children}</LocalisedAntd>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function LocalisedAntd({ children }: { children: ReactNode }): ReactElement {
  const { i18n } = useTranslation();
  const direction = useDocumentDirection();
  const locale = useComponentLocale(i18n.language);
  return (
    <ConfigProvider theme={THEME} direction={direction} {...(locale ? { locale } : {})}>
      <AntApp className="console-root">{children}</AntApp>
    </ConfigProvider>
  );
}
