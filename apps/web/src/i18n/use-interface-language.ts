import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../api/error-list.ts';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { userKeys } from '../features/auth/use-current-user.ts';
import { fetchUserSettings, useSaveUserSettings } from '../features/settings/settings-api.ts';
import { storeLanguage } from './i18n.ts';

/**
 * The settings language last applied, per i18n instance (keyed by its store:
 * react-i18next hands out a new wrapper object on every language change).
 * Neither a remount nor a language change may re-apply an older setting.
 */
const appliedSettingsLanguage = new WeakMap<object, string>();

/** Switches the interface to the language saved in the user's settings, when that setting arrives or changes. */
export function useApplySettingsLanguage(language: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!language || appliedSettingsLanguage.get(i18n.store) === language) return;
    appliedSettingsLanguage.set(i18n.store, language);
    storeLanguage(language);
    if (language !== i18n.language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}

/**
 * Chooses the interface language: at once on screen, and saved in the user's
 * settings when signed in (before sign-in only in this browser). A refused
 * save switches back and lands in the common error list.
 */
export function useChangeInterfaceLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: save } = useSaveUserSettings();

  return useCallback(
    async (language: string) => {
      const previous = i18n.language;
      if (language === previous) return;
      await i18n.changeLanguage(language);
      storeLanguage(language);
      if (!useAuthStore.getState().idToken) return;
      try {
        // The freshest settings, so that the language change does not undo another one.
        const current = await queryClient.fetchQuery({
          queryKey: userKeys.settings(),
          queryFn: fetchUserSettings,
        });
        await save({ ...current, interfaceLanguage: language });
      } catch (error) {
        storeLanguage(previous);
        await i18n.changeLanguage(previous);
        addError(error);
      }
    },
    [i18n, queryClient, save],
  );
}
