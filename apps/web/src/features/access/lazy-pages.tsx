import { lazy } from 'react';

/*
 * Refusal and failure pages use antd's Result with its illustrations (~12 KB
 * gzip); they are rare, so they load on demand instead of with every session.
 */
export const AccessDenied = lazy(() =>
  import('./access-denied.tsx').then((module) => ({ default: module.AccessDenied })),
);

export const ServiceDeniedPage = lazy(() =>
  import('./service-denied-page.tsx').then((module) => ({ default: module.ServiceDeniedPage })),
);

export const UserLoadFailed = lazy(() =>
  import('./user-load-failed.tsx').then((module) => ({ default: module.UserLoadFailed })),
);
