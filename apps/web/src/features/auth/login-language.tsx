import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../i18n/languages.ts';
import { useChangeInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { languageOptions } from '../layout/language-options.ts';

/**
 * The sign-in page's language chooser: the browser's own select (typing a name's first letters finds
 * it), not antd's, whose select and popup code would double the page's first load.
 */
export function LoginLanguage(): ReactElement {
  const { t, i18n } = useTranslation();
  const { data: languages } = useLanguages();
  const changeLanguage = useChangeInterfaceLanguage();
  const current = i18n.language;
  return (
    <label className="login-language-select">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        aria-label={t('header.language')}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {languageOptions(languages, current).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
