import type { ConfigProviderProps } from 'antd';
import { useEffect, useState } from 'react';

type Locale = NonNullable<ConfigProviderProps['locale']>;

interface LocaleBundle {
  antd: () => Promise<{ default: Locale }>;
  dayjs: () => Promise<unknown>;
}

/** dayjs comes with the first screen that shows dates, not with the sign-in page. */
const loadDayjs = () => import('dayjs').then((module) => module.default);
let otherLocaleLoaded = false;

/** Component and date locales, each its own small chunk loaded when the language is chosen. */
const LOCALES: Record<string, LocaleBundle> = {
  uk: { antd: () => import('antd/locale/uk_UA'), dayjs: () => import('dayjs/locale/uk') },
  pl: { antd: () => import('antd/locale/pl_PL'), dayjs: () => import('dayjs/locale/pl') },
  de: { antd: () => import('antd/locale/de_DE'), dayjs: () => import('dayjs/locale/de') },
  cs: { antd: () => import('antd/locale/cs_CZ'), dayjs: () => import('dayjs/locale/cs') },
  sk: { antd: () => import('antd/locale/sk_SK'), dayjs: () => import('dayjs/locale/sk') },
  hu: { antd: () => import('antd/locale/hu_HU'), dayjs: () => import('dayjs/locale/hu') },
  ro: { antd: () => import('antd/locale/ro_RO'), dayjs: () => import('dayjs/locale/ro') },
  lt: { antd: () => import('antd/locale/lt_LT'), dayjs: () => import('dayjs/locale/lt') },
  lv: { antd: () => import('antd/locale/lv_LV'), dayjs: () => import('dayjs/locale/lv') },
  et: { antd: () => import('antd/locale/et_EE'), dayjs: () => import('dayjs/locale/et') },
  es: { antd: () => import('antd/locale/es_ES'), dayjs: () => import('dayjs/locale/es') },
  it: { antd: () => import('antd/locale/it_IT'), dayjs: () => import('dayjs/locale/it') },
  fr: { antd: () => import('antd/locale/fr_FR'), dayjs: () => import('dayjs/locale/fr') },
  nl: { antd: () => import('antd/locale/nl_NL'), dayjs: () => import('dayjs/locale/nl') },
  ar: { antd: () => import('antd/locale/ar_EG'), dayjs: () => import('dayjs/locale/ar') },
  he: { antd: () => import('antd/locale/he_IL'), dayjs: () => import('dayjs/locale/he') },
  fa: { antd: () => import('antd/locale/fa_IR'), dayjs: () => import('dayjs/locale/fa') },
};

/**
 * The antd locale for a language (undefined = antd's built-in English), and
 * dayjs switched to match. A language without a bundle keeps English formats.
 */
export function useComponentLocale(language: string): Locale | undefined {
  const [locale, setLocale] = useState<{ language: string; value: Locale | undefined }>();

  useEffect(() => {
    const bundle = LOCALES[language];
    if (!bundle) {
      // dayjs starts in English: only a switch back from another language needs it loaded.
      if (otherLocaleLoaded) void loadDayjs().then((dayjs) => dayjs.locale('en'));
      setLocale({ language, value: undefined });
      return;
    }
    let current = true;
    Promise.all([bundle.antd(), bundle.dayjs(), loadDayjs()])
      .then(([antdLocale, , dayjs]) => {
        otherLocaleLoaded = true;
        if (!current) return;
        dayjs.locale(language);
        setLocale({ language, value: antdLocale.default });
      })
      .catch(() => {
        if (current) setLocale({ language, value: undefined });
      });
    return () => {
      current = false;
    };
  }, [language]);

  return locale?.language === language ? locale.value : undefined;
}
