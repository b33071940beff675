import type { LoginBody, TokenPair } from '@console/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { requestLogin, requestLogout, requestRefresh } from './auth-api.ts';

export const AUTH_STORAGE_KEY = 'console.auth';

interface Session {
  idToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds at which the id token expires. */
  expiresAt: number | null;
}

interface AuthState extends Session {
  login(credentials: LoginBody): Promise<void>;
  /** Ends the session on the server (best effort) and here. */
  logout(): Promise<void>;
  /** A new token pair from the refresh token; null when the user must sign in again. Parallel calls share one request. */
  renew(): Promise<string | null>;
  /** Forgets the session without calling the server (it already refused it). */
  clear(): void;
}

const SIGNED_OUT: Session = { idToken: null, refreshToken: null, expiresAt: null };

let pendingRenewal: Promise<string | null> | null = null;

function sessionOf(pair: TokenPair): Session {
  return {
    idToken: pair.idToken,
    refreshToken: pair.refreshToken,
    expiresAt: Date.now() + pair.expiresIn * 1000,
  };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...SIGNED_OUT,
      login: async (credentials) => {
        set(sessionOf(await requestLogin(credentials)));
      },
      logout: async () => {
        const { refreshToken } = get();
        set(SIGNED_OUT);
        try {
          await requestLogout(refreshToken);
        } catch {
          // The local session is gone either way; the server expires the refresh token on its own.
        }
      },
      renew: () => {
        pendingRenewal ??= renewOnce(get, set).finally(() => {
          pendingRenewal = null;
        });
        return pendingRenewal;
      },
      clear: () => set(SIGNED_OUT),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ idToken, refreshToken, expiresAt }) => ({ idToken, refreshToken, expiresAt }),
    },
  ),
);

async function renewOnce(get: () => AuthState, set: (session: Session) => void): Promise<string | null> {
  const { refreshToken } = get();
  if (!refreshToken) return null;
  try {
    const session = sessionOf(await requestRefresh(refreshToken));
    set(session);
    return session.idToken;
  } catch {
    // Another tab may have renewed first (the old refresh token then stops working): take its pair.
    await useAuthStore.persist.rehydrate();
    const latest = get();
    if (latest.refreshToken && latest.refreshToken !== refreshToken) return latest.idToken;
    set(SIGNED_OUT);
    return null;
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
