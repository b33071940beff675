import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
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
      treeshake: { moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            // Libraries that every screen needs change rarely: their own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
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
