import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The component tests that replace modules or globals (`vi.mock`, `vi.stubGlobal`, the Leaflet
 * environment's fake timers and prototypes): these need a fresh module graph of their own. The
 * others share one per worker, which saves each file loading antd and the console again (about
 * 6 s of a worker's time per file, 2026-11-29: the web tests 40 % faster).
 */
const WEB_SOURCES = fileURLToPath(new URL('apps/web/src/', import.meta.url));
const isolatedWebTests = (readdirSync(WEB_SOURCES, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /vi\.(mock|doMock|stubGlobal)\(|leaflet-environment/.test(readFileSync(join(WEB_SOURCES, file), 'utf8')),
  );

const webTests = {
  root: 'apps/web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // jsdom renders of whole forms take 5-15 s on the two-core CI machine under load and
  // went past 20 s there (2026-11-28); a wrong answer still fails fast on its assertion.
  testTimeout: 45_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, so the
    // files would run one at a time. Most of a server file's time is spent waiting on its database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'routing',
          root: 'packages/routing',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./test/global-setup.ts'],
          // One module graph per worker: each file builds its own app on its own copy of the
          // database, and no server test replaces a module (fake timers are put back after each).
          // A file no longer loads the server's modules again: 35 % faster on twelve files.
          isolate: false,
        },
      },
      {
        test: {
          ...webTests,
          name: 'web',
          exclude: isolatedWebTests.map((file) => `src/${file}`),
          // One module graph per worker; `src/test/setup.ts` puts back what a file leaves behind.
          isolate: false,
        },
      },
      {
        test: { ...webTests, name: 'web-isolated', include: isolatedWebTests.map((file) => `src/${file}`) },
      },
    ],
  },
});
