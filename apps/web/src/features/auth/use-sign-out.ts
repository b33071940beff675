import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetOfflineAnswers } from '../../app/offline-app.ts';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { useAuthStore } from './auth-store.ts';

/** Ends the session, forgets everything cached for this user and opens the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const done = useAuthStore.getState().logout();
    navigate(ROUTE_PATHS.login, { replace: true });
    queryClient.clear();
    await Promise.all([done, forgetOfflineAnswers()]);
  }, [navigate, queryClient]);
}
