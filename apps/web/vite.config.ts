import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';
import { OFFLINE_API_CACHE, OFFLINE_ASSETS_CACHE } from './src/app/offline-cache-names.ts';

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
/**
 * The installable app of the mobile-app mode: a manifest and a service worker, registered only when the
 * console runs as the courier's app (`app/offline-app.ts`); the desktop console never registers it.
 * The page itself is precached; the hashed chunks are kept as the app loads them (a phone keeps the
 * screens its courier opens, not the whole console), and never change under their names.
 */
const offlineApp = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  // The manifest is a file of its own (public/manifest.webmanifest), named by the page only in the
  // mobile-app mode (app/offline-app.ts): the desktop console neither loads it nor offers to install.
  manifest: false,
  workbox: {
    globPatterns: ['index.html', 'favicon.svg', 'app-icon-192.png'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: OFFLINE_ASSETS_CACHE,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
        },
      },
      {
        // What the app shell and the courier's day read on opening, fetched from the network first and
        // kept only as the fallback. The pattern is written inside the function: the build copies the
        // function's text into the worker, without the variables around it.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/v1\/(users\/me|users\/settings|auth\/config|i18n\/.+|courier\/today)$/.test(url.pathname),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: OFFLINE_API_CACHE,
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 50, maxAgeSeconds: 2 * 86_400 },
        },
      },
    ],
  },
});

const API_TARGET = process.env.CONSOLE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), offlineApp, precompress()],
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
