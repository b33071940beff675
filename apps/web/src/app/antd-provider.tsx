import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentLocale } from '../i18n/antd-locale.ts';
import { useDocumentDirection } from '../i18n/direction.ts';
import { THEME } from './theme.ts';

/**
 * A form refused on submit takes the focus to its first wrong field, which a screen reader reads out
 * with its error (antd ties the error to the field: aria-invalid, aria-describedby); antd 6 no
 * longer announces the error itself.
 */
const FORM_CONFIG = { scrollToFirstError: { focus: true } } as const;

/**
 * antd with the console's theme and the language's locale and direction. The signed-in layout and the
 * notifications bring it: the sign-in page is plain HTML, so its first load carries no antd at all.
 */
export function AntdProvider({ children }: { children: ReactNode }): ReactElement {
  const { i18n } = useTranslation();
  const direction = useDocumentDirection();
  const locale = useComponentLocale(i18n.language);
  return (
    <ConfigProvider theme={THEME} direction={direction} form={FORM_CONFIG} {...(locale ? { locale } : {})}>
      {children}
    </ConfigProvider>
  );
}
