import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen that failed to load or render. A failed chunk or stylesheet
 * preload (Vite's 'Unable to preload CSS ...') usually means a new release:
 * reloading fetches it. Plain HTML only, so that this page itself never needs
 * a chunk that might be missing (and antd stays out of the first load).
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
    <div className="route-error">
      <svg className="route-error-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path
          d="M12 3 2 21h20L12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M12 10v5m0 2.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <h4 className="route-error-title">{t('oops')}</h4>
      <span className="route-error-message">{message}</span>
      <button
        type="button"
        className="console-button console-button-primary"
        onClick={() => window.location.reload()}
      >
        {t('app.reload')}
      </button>
    </div>
  );
}
