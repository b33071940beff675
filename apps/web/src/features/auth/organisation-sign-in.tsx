import type { OidcAuthConfig } from '@console/domain';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { useAuthStore } from './auth-store.ts';
import { isSignInCallback, safeRedirectTarget } from './login-redirect.ts';
import type { OidcClientConfig } from './oidc-sign-in.ts';
import { SignInAlert, SignInButton } from './sign-in-controls.tsx';

const oidcSignIn = () => import('./oidc-sign-in.ts');

/**
 * Sign-in through the external OpenID Connect issuer: one button that sends
 * the user there, and the end of the round trip when the issuer sends the user
 * back to this page with `code` and `state` (its redirect URI is the sign-in page,
 * so the spec's route table needs no route of its own for it).
 */
export function OrganisationSignIn(props: {
  config: OidcAuthConfig;
  target: string;
  onSigningIn(signingIn: boolean): void;
}): ReactElement {
  const { config, target, onSigningIn } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const adoptExternalSession = useAuthStore((state) => state.adoptExternalSession);
  const loginHref = useHref(ROUTE_PATHS.login);
  const oidc = useMemo<OidcClientConfig>(
    () => ({
      authority: config.issuer,
      clientId: config.clientId,
      scope: config.scope,
      redirectUri: new URL(loginHref, window.location.origin).href,
    }),
    [config, loginHref],
  );
  const callback = isSignInCallback(new URLSearchParams(location.search));
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!callback) return;
    let active = true;
    onSigningIn(true);
    oidcSignIn()
      .then((module) => module.completeSignIn(oidc, `${oidc.redirectUri}${location.search}`))
      .then(
        ({ session, target: asked }) => {
          if (!active) return;
          adoptExternalSession(session, oidc);
          void navigate(safeRedirectTarget(typeof asked === 'string' ? asked : null), { replace: true });
        },
        () => {
          if (!active) return;
          onSigningIn(false);
          setError(t('admin.pages.login.external_failed'));
          // The answer is spent: a reload must not present it again.
          void navigate(ROUTE_PATHS.login, { replace: true });
        },
      );
    return () => {
      active = false;
    };
  }, [callback, oidc, location.search, onSigningIn, adoptExternalSession, navigate, t]);

  const signIn = async () => {
    setRedirecting(true);
    setError(null);
    try {
      await (await oidcSignIn()).startSignIn(oidc, target);
    } catch {
      setRedirecting(false);
      setError(t('admin.pages.login.external_unavailable'));
    }
  };

  if (callback) {
    return (
      <div className="login-status" role="status">
        <span className="console-spinner" />
        {t('admin.pages.login.external_completing')}
      </div>
    );
  }

  return (
    <>
      {error && <SignInAlert message={error} />}
      <SignInButton type="button" loading={redirecting} onClick={() => void signIn()}>
        {t('admin.pages.login.external_submit')}
      </SignInButton>
    </>
  );
}
