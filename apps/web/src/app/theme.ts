import type { ThemeConfig } from 'antd';

export const SIDER_BACKGROUND = '#0f1f3a';

/** A calm, dense back-office look: the console is used all day at 1366×768. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fd1',
    colorInfo: '#1f5fd1',
    colorSuccess: '#2f9e44',
    colorWarning: '#e08a00',
    colorError: '#d63b3b',
    borderRadius: 6,
    fontSize: 14,
    colorBgLayout: '#f3f5f9',
    // WCAG 2.1 AA (1.4.3): muted texts and placeholders at 4.5:1 or more on white (antd's 45 % and
    // 25 % blacks are 2.5–3.4:1).
    colorTextDescription: '#5b6577',
    colorTextTertiary: '#5b6577',
    colorTextPlaceholder: '#6b7280',
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Layout: {
      siderBg: SIDER_BACKGROUND,
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f3f5f9',
    },
    Menu: {
      darkItemBg: SIDER_BACKGROUND,
      darkSubMenuItemBg: '#0b172c',
      darkItemSelectedBg: '#1f5fd1',
      darkPopupBg: SIDER_BACKGROUND,
      itemHeight: 38,
    },
    Card: { headerFontSize: 15 },
  },
};
