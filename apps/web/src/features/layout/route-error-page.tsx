import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen that failed to load or render. A failed chunk or stylesheet
 * preload (Vite's 'Unable to preload CSS ...') usually means a new release:
 * reloading fetches it.
 */
export function RouteErrorPage(): ReactElement {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('oops');
  return (
    <Result
      status="error"
      title={t('oops')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}
