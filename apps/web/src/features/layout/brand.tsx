import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The product mark: a parcel. */
export function BrandMark({ size = 28 }: { size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f5fd1" />
      <path
        d="M8 11.5 16 7l8 4.5v9L16 25l-8-4.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8 11.5 16 16l8-4.5M16 16v9"
        fill="none"
        stroke="#ffb020"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark and product name; the name hides when the menu is collapsed. */
export function Brand({
  showName = true,
  light = false,
}: {
  showName?: boolean;
  light?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={light ? 'brand brand-light' : 'brand'}>
      <BrandMark />
      {showName && <span className="brand-name">{t('app.name')}</span>}
    </span>
  );
}
