import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
/**
 * antd's own rc-component and style packages declare no `sideEffects`, so every module of a package whose
 * index is imported would stay (all of rc-form for antd's FormProvider, on every screen). They are pure
 * component and style code, as antd itself declares. So are @date-fns/tz, whose only effect at load is
 * filling in its own TZDate class, and papaparse (a UMD wrapper): a screen that reads no zone or writes
 * no CSV does not carry them.
 */
const PURE_ANTD_PARTS =
  /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@date-fns[\\/]tz|papaparse)[\\/]/;
/**
 * antd's core (theme, styles, config) and the components the signed-in layout shows on every screen
 * (menu, header, tabs): one chunk instead of some forty small ones, each of which would cost a request
 * and its headers. Components of single screens (tables, pickers, forms) stay with their screens.
 */
const ANTD_SHELL = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]antd[\\/]es[\\/](_util|style|theme|config-provider|locale[\\/](index|context|useLocale|en_US)|layout|menu|dropdown|tooltip|popover|tabs|select|button|space|flex|grid|row|col|avatar|card|tag|empty|skeleton|spin|form[\\/]context)[\\/.]`,
    String.raw`[\\/]node_modules[\\/]@rc-component[\\/](util|motion|resize-observer|portal|trigger|menu|dropdown|tabs|select|virtual-list|overflow|tooltip|context)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|icons[\\/]es[\\/](components|utils|.*Context))`,
    String.raw`[\\/]node_modules[\\/](stylis|@emotion|@babel[\\/]runtime|clsx|classnames|is-mobile|react-is)[\\/]`,
  ].join('|'),
);
const API_TARGET = process.env.CONSOLE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: ['chrome114', 'edge114', 'firefox115', 'safari16'],
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The shared domain package is pure definitions (zod schemas, tables, rules): what the
      // console does not import may go, although its top-level schema calls look like effects.
      // So are antd's parts (PURE_ANTD_PARTS).
      treeshake: {
        moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) || PURE_ANTD_PARTS.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // Libraries that every screen needs change rarely: their own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'antd-shell', test: ANTD_SHELL, priority: 1 },
            {
              name: 'state',
              test: /node_modules[\\/](@tanstack|zustand|axios|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
