import type { LoginBody, TokenPair } from '@console/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { requestLogin, requestLogout, requestRefresh } from './auth-api.ts';
import type { ExternalSession, OidcClientConfig } from './oidc-sign-in.ts';

export const AUTH_STORAGE_KEY = 'console.auth';

interface Session {
  idToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds at which the id token expires. */
  expiresAt: number | null;
  /** The external OpenID Connect issuer that signed the user in; null for the built-in sign-in. */
  oidc: OidcClientConfig | null;
}

interface AuthState extends Session {
  login(credentials: LoginBody): Promise<void>;
  /** Keeps the id token an external issuer gave at the end of its sign-in. */
  adoptExternalSession(session: ExternalSession, oidc: OidcClientConfig): void;
  /** Ends the session on the server or at the external issuer (best effort) and here. */
  logout(): Promise<void>;
  /**
   * A new id token (from our refresh token, or the external issuer's); null when
   * the user must sign in again. Parallel calls share one request.
   */
  renew(): Promise<string | null>;
  /** Forgets the session without calling the server (it already refused it). */
  clear(): void;
}

const SIGNED_OUT: Session = { idToken: null, refreshToken: null, expiresAt: null, oidc: null };

let pendingRenewal: Promise<string | null> | null = null;

function sessionOf(pair: TokenPair): Session {
  return {
    idToken: pair.idToken,
    refreshToken: pair.refreshToken,
    expiresAt: Date.now() + pair.expiresIn * 1000,
    oidc: null,
  };
}

/** The issuer's part of the console, loaded only when a session uses it. */
const oidcSignIn = () => import('./oidc-sign-in.ts');

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...SIGNED_OUT,
      login: async (credentials) => {
        set(sessionOf(await requestLogin(credentials)));
      },
      adoptExternalSession: (session, oidc) => {
        set({ idToken: session.idToken, refreshToken: null, expiresAt: session.expiresAt, oidc });
      },
      logout: async () => {
        const { idToken, refreshToken, oidc } = get();
        set(SIGNED_OUT);
        try {
          if (oidc) await (await oidcSignIn()).endSession(oidc, idToken);
          else await requestLogout(refreshToken);
        } catch {
          // The local session is gone either way; the server (or issuer) expires the refresh token on its own.
        }
      },
      renew: () => {
        pendingRenewal ??= renewOnce(get, set).finally(() => {
          pendingRenewal = null;
        });
        return pendingRenewal;
      },
      clear: () => {
        const { oidc } = get();
        set(SIGNED_OUT);
        if (oidc) void forgetExternalSession(oidc);
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ idToken, refreshToken, expiresAt, oidc }) => ({
        idToken,
        refreshToken,
        expiresAt,
        oidc,
      }),
    },
  ),
);

async function renewOnce(get: () => AuthState, set: (session: Session) => void): Promise<string | null> {
  const before = get();
  if (!before.oidc && !before.refreshToken) return null;
  try {
    const session = await nextSession(before);
    if (session) {
      set(session);
      return session.idToken;
    }
  } catch {
    // Refused: see below.
  }
  // Another tab may have renewed first (the old refresh token then stops working): take its session.
  await useAuthStore.persist.rehydrate();
  const latest = get();
  if (latest.idToken && latest.idToken !== before.idToken) return latest.idToken;
  set(SIGNED_OUT);
  if (before.oidc) void forgetExternalSession(before.oidc);
  return null;
}

/** The session after ours: from our refresh token, or the external issuer's; null when none can follow. */
async function nextSession({ idToken, refreshToken, oidc }: Session): Promise<Session | null> {
  if (oidc) {
    const session = await (await oidcSignIn()).renewSession(oidc, idToken);
    return session && { ...session, refreshToken: null, oidc };
  }
  return refreshToken ? sessionOf(await requestRefresh(refreshToken)) : null;
}

/** Drops the issuer's tokens kept here: its refresh token must not outlive the session. */
async function forgetExternalSession(oidc: OidcClientConfig): Promise<void> {
  try {
    await (await oidcSignIn()).forgetSession(oidc);
  } catch {
    // Nothing kept, or storage unavailable: nothing to forget.
  }
}

export function isSignedIn(state: Pick<Session, 'idToken'>): boolean {
  return state.idToken !== null;
}

/** Keeps tabs in step: a sign-in, renewal or sign-out in one tab applies to the others. */
export function followSessionInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
