import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Brand } from '../layout/brand.tsx';
import { useAuthStore } from './auth-store.ts';
import { LoginLanguage } from './login-language.tsx';
import { REDIRECT_PARAM, safeRedirectTarget } from './login-redirect.ts';
import { OrganisationSignIn } from './organisation-sign-in.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';
import { useAuthConfig } from './use-auth-config.ts';

export function LoginPage(): ReactElement {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const signedIn = useAuthStore((state) => state.idToken !== null);
  const authConfig = useAuthConfig();
  // While a sign-in completes, the form opens the page asked for itself (an issuer keeps it in its state).
  const [signingIn, setSigningIn] = useState(false);
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));

  useEffect(() => {
    document.title = `${t('routes.login')} · ${t('app.name')}`;
  }, [t]);

  if (signedIn && !signingIn) return <Navigate to={target} replace />;

  // Should the server not say how, the built-in form is offered: its answer then tells.
  const oidc = authConfig.data?.mode === 'oidc' ? authConfig.data : null;

  return (
    <div className="login-page">
      <aside className="login-aside">
        <Brand light />
        <div>
          <h2>{t('admin.pages.login.headline')}</h2>
          <p>{t('admin.pages.login.description')}</p>
        </div>
        <span className="login-aside-footer">{t('admin.pages.login.footer')}</span>
      </aside>
      <main className="login-main">
        <div className="login-card">
          <h1>{t('admin.pages.login.title')}</h1>
          {authConfig.isPending ? (
            <div className="login-status" role="status" aria-busy="true">
              <span className="console-spinner" />
            </div>
          ) : (
            <>
              <p style={{ margin: '0 0 24px', color: 'var(--console-muted)' }}>
                {oidc ? t('admin.pages.login.external_subtitle') : t('admin.pages.login.subtitle')}
              </p>
              {oidc ? (
                <OrganisationSignIn config={oidc} target={target} onSigningIn={setSigningIn} />
              ) : (
                <PasswordSignIn target={target} onSigningIn={setSigningIn} />
              )}
            </>
          )}
        </div>
      </main>
      {/* A landmark of its own (the page's banner), so a screen reader's landmark list reaches it. */}
      <header className="login-language">
        <LoginLanguage />
      </header>
    </div>
  );
}
