import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { configureApiClient } from '../api/client.ts';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { DEFAULT_LANGUAGE } from '../i18n/i18n.ts';

/**
 * Hands the API client the session (id token, renewal) and the language, and
 * forgets every cached answer when the session ends so the next user starts clean.
 */
export function connectApiClient(i18n: I18n, queryClient: QueryClient): () => void {
  configureApiClient({
    getIdToken: () => useAuthStore.getState().idToken,
    renewToken: () => useAuthStore.getState().renew(),
    getLanguage: () => i18n.language || DEFAULT_LANGUAGE,
    onUnauthorized: () => useAuthStore.getState().clear(),
  });
  return useAuthStore.subscribe((state, previous) => {
    if (previous.idToken !== null && state.idToken === null) queryClient.clear();
  });
}
