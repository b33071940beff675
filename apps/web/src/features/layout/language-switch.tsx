import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../i18n/languages.ts';
import { useChangeInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { languageOptions } from './language-options.ts';

export { languageOptions };

/** The interface language, switched at once and saved in the user's settings. */
export function LanguageSwitch({ className }: { className?: string }): ReactElement {
  const { t, i18n } = useTranslation();
  const { data: languages, isLoading } = useLanguages();
  const changeLanguage = useChangeInterfaceLanguage();
  const current = i18n.language;
  const options = useMemo(() => languageOptions(languages, current), [languages, current]);

  return (
    <Select
      className={className}
      aria-label={t('header.language')}
      value={current}
      options={options}
      loading={isLoading}
      onChange={(language: string) => void changeLanguage(language)}
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(input.toLowerCase()),
      }}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={220}
      style={{ minWidth: 140 }}
    />
  );
}
