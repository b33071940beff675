import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME } from './theme.ts';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';
/** The grey of filled and disabled fields, and of a hovered table row. */
const FIELD_GREY = '#f5f5f5';
const ROW_HOVER = '#fafafa';
/** The tag colours the console uses: the tones of statuses (TONE_COLORS) and a few kinds. */
const TAG_COLORS = ['green', 'orange', 'red', 'blue', 'gold', 'volcano', 'purple'] as const;

describe('theme contrast (WCAG 2.1 AA 1.4.3, issue 28)', () => {
  it.each(TAG_COLORS)('writes a %s tag at 4.5:1 or more, under both of antd names for the shade', (color) => {
    expect(token[`${color}-7`]).toBe(token[`${color}7`]);
    expect(contrast(token[`${color}7`] ?? '', token[`${color}1`] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes muted texts, placeholders and status texts at 4.5:1 or more', () => {
    for (const key of ['colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder']) {
      expect(contrast(token[key] ?? '', FIELD_GREY), key).toBeGreaterThanOrEqual(4.5);
    }
    for (const key of ['colorSuccessText', 'colorWarningText', 'colorErrorText', 'colorLink']) {
      expect(contrast(token[key] ?? '', WHITE), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps hovered links and white text on hovered primary buttons at 4.5:1 or more', () => {
    expect(contrast(token.colorLinkHover ?? '', ROW_HOVER)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorPrimaryHover ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it("sets the CSS variable a tag's text is drawn with, not only the token", () => {
    render(
      <ConfigProvider theme={THEME}>
        <Tag color="green">Accepted</Tag>
      </ConfigProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // Other files of the worker may have drawn a tag with antd's default theme before this one.
    const values = [...css.matchAll(/--ant-green-7:([^;]+);/g)].map((match) => match[1]);
    expect(values).toContain(token.green7);
  });
});
