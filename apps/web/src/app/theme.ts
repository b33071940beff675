import type { ThemeConfig } from 'antd';

export const SIDER_BACKGROUND = '#0f1f3a';

/**
 * Tags of a preset colour write their text in its 7th shade on its 1st (status tones: green, orange,
 * red; others for kinds): 2.0–3.4:1 for these. Darker shades of the same hue read at 4.5:1 or more
 * (WCAG 2.1 AA 1.4.3). antd names each shade twice (`green7`, `green-7`), and its CSS variable
 * comes from either: both are set.
 */
const TAG_TEXT_SHADES = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  volcano: '#ad2102',
  lime: '#3f6600',
  cyan: '#006d75',
  yellow: '#876800',
} as const;
const TAG_TEXT_TOKENS: Record<string, string> = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
);

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
    // WCAG 2.1 AA (1.4.3): muted texts and placeholders at 4.5:1 or more on white and on the grey of
    // filled and disabled fields (antd's 45 % and 25 % blacks are 2.5–3.4:1).
    colorTextDescription: '#5b6577',
    colorTextTertiary: '#5b6577',
    colorTextPlaceholder: '#646b78',
    // Hovered links, default buttons' texts and primary buttons' backgrounds under white text: antd
    // lightens the primary colour (3.9:1 and, for a link in a hovered row, 2.5:1); a darker shade
    // keeps 7:1.
    colorPrimaryHover: '#1a52bb',
    colorLinkHover: '#1a52bb',
    // Status texts (Typography type success, warning, danger): the status colours themselves are
    // 2.7–4.6:1 on white; their darker shades 5.4:1 or more. Icons and borders keep the bright ones.
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#b0282d',
    ...TAG_TEXT_TOKENS,
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
    // A table's "no data" text is written in the disabled grey (1.8:1): it is content, not an
    // inactive control. (List has no component variables: app.css.)
    Table: { colorTextDisabled: '#5b6577' },
  },
};
