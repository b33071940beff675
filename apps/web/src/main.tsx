// First: zod must not compile schemas with eval, which the Content-Security-Policy refuses.
import './app/without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { connectApiClient } from './app/api-session.ts';
import { App } from './app/app.tsx';
import { registerOfflineApp } from './app/offline-app.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { parseAdminContext } from './app/url-context.ts';
import { followSessionInOtherTabs } from './features/auth/auth-store.ts';
import { createI18n } from './i18n/i18n.ts';
import './app/app.css';

reloadOnceOnStaleChunks();

const i18n = createI18n();
const queryClient = createQueryClient();
connectApiClient(i18n, queryClient);
followSessionInOtherTabs();
registerOfflineApp();

// Embedded in the admin (`/new_awis_admin/12-warsaw/...`) the console's routes live under that prefix.
const adminContext = parseAdminContext(window.location.pathname);
const router = createBrowserRouter(createRoutes(), adminContext ? { basename: adminContext.basePath } : {});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={router} />
  </StrictMode>,
);

/**
 * A chunk or stylesheet of an older release is gone after a deploy ('Unable
 * to preload CSS'): reload once to pick up the new one; a second failure within
 * a minute shows the error page instead of looping.
 */
function reloadOnceOnStaleChunks(): void {
  const key = 'console.preload-reload-at';
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
