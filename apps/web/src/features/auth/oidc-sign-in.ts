import { SILENT_TOKEN_RENEWAL_TIMEOUT_MS } from '@console/domain';
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * Sign-in through an external OpenID Connect issuer: the authorization-code
 * flow with PKCE, by oidc-client-ts. Loaded only when the server names an
 * issuer (`GET auth/config`), so the built-in sign-in does not carry it.
 */

/** What the console needs to talk to the issuer; kept with the session so renewal works after a reload. */
export interface OidcClientConfig {
  authority: string;
  clientId: string;
  scope: string;
  /** The console's sign-in page: the issuer returns there with the code, and after signing out. */
  redirectUri: string;
}

/** What the console keeps of the issuer's answer. */
export interface ExternalSession {
  idToken: string;
  /** Epoch milliseconds at which the id token expires. */
  expiresAt: number | null;
}

export interface CompletedSignIn {
  session: ExternalSession;
  /** What `startSignIn` was given as the page to open afterwards (not yet checked). */
  target: unknown;
}

const managers = new Map<string, UserManager>();

function userManager(config: OidcClientConfig): UserManager {
  const key = JSON.stringify(config);
  let manager = managers.get(key);
  if (!manager) {
    manager = new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      scope: config.scope,
      redirect_uri: config.redirectUri,
      post_logout_redirect_uri: config.redirectUri,
      response_type: 'code',
      // Kept like the console's own session: across reloads, and shared by the tabs.
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      // The API client renews on a 401 like it does for the built-in sign-in: no timers, no session iframe.
      automaticSilentRenew: false,
      monitorSession: false,
      // The issuer's calls give up after 30 s like a silent renewal does (registers §9).
      silentRequestTimeoutInSeconds: SILENT_TOKEN_RENEWAL_TIMEOUT_MS / 1_000,
      requestTimeoutInSeconds: SILENT_TOKEN_RENEWAL_TIMEOUT_MS / 1_000,
    });
    managers.set(key, manager);
  }
  return manager;
}

function sessionOf(user: User): ExternalSession {
  if (!user.id_token) throw new Error('The identity provider sent no id token');
  const expiresIn = user.profile.exp ?? user.expires_at;
  return { idToken: user.id_token, expiresAt: expiresIn === undefined ? null : expiresIn * 1000 };
}

/** Sends the browser to the issuer; it comes back to the sign-in page with `target` in its state. */
export async function startSignIn(config: OidcClientConfig, target: string): Promise<void> {
  await userManager(config).signinRedirect({ state: target });
}

const completions = new Map<string, Promise<CompletedSignIn>>();

/**
 * Trades the code of the issuer's redirect for the tokens (checking the state
 * and the PKCE verifier). Each answer is completed once: its state is spent on
 * first use, and React runs effects twice in development.
 */
export function completeSignIn(config: OidcClientConfig, url: string): Promise<CompletedSignIn> {
  let completion = completions.get(url);
  if (!completion) {
    completion = userManager(config)
      .signinRedirectCallback(url)
      .then((user) => ({ session: sessionOf(user), target: user.state }));
    completions.set(url, completion);
  }
  return completion;
}

/**
 * A new id token through the refresh token, when the issuer gave one; null
 * when the user must sign in again (no refresh token, or the issuer's answer
 * carries no new id token).
 */
export async function renewSession(
  config: OidcClientConfig,
  currentIdToken: string | null,
): Promise<ExternalSession | null> {
  const manager = userManager(config);
  const user = await manager.getUser();
  if (!user?.refresh_token) return null;
  // Named here, not only in the settings: oidc-client-ts 3.5 overwrites the settings' time-out with an
  // absent argument when it renews by refresh token.
  const renewed = await manager.signinSilent({
    silentRequestTimeoutInSeconds: SILENT_TOKEN_RENEWAL_TIMEOUT_MS / 1_000,
  });
  if (!renewed?.id_token || renewed.id_token === currentIdToken) return null;
  return sessionOf(renewed);
}

/** Forgets the issuer's tokens here and, when the issuer offers it, ends the session there too (leaving the page). */
export async function endSession(config: OidcClientConfig, idToken: string | null): Promise<void> {
  const manager = userManager(config);
  await manager.removeUser();
  if (await manager.metadataService.getEndSessionEndpoint()) {
    await manager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }
}

/** Forgets the issuer's tokens here only. */
export async function forgetSession(config: OidcClientConfig): Promise<void> {
  await userManager(config).removeUser();
}
