import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { waitBeforeRun } from '../apps/server/test/demo-day-guard.ts';

const port = Number(process.env.E2E_PORT ?? 38417);
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
// The server seeds the demo for the day it starts on: a suite (about 19 min) that a demo midnight
// would cut in two starts after that midnight instead.
const wait = Math.ceil(waitBeforeRun(30) / 1000);
if (wait > 0) console.log(`A demo midnight falls within the suite: the server starts in ${wait} s.`);
const server = 'node ../apps/server/dist/main.js';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // 2026-11-29 the same two-core machine ran the suite 2.3 times slower than the day before (the
  // accessibility groups 1.3-1.5 min against 31-53 s): the tab test's four screens opened before
  // it outgrew 60 s. A test that takes its time is not a failure; one that waits forever still is.
  timeout: 90_000,
  // A list page's chunks and first rows took over 10 s on the two-core CI machine with two
  // workers (2026-11-27: five register-list expectations timed out, their API answers fast).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Spec files run side by side against one server: each makes its own data (README, e2e).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on its second try is a failure to fix, not to hide (issue 31).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (every step's page and network) and a screenshot of the end. The
    // trace's screencast is left out: recording it made the suite take half as long again on the
    // two-core CI machine (2026-12-07: two specs 2.0 → 1.4 min).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: wait > 0 ? `sleep ${wait} && ${server}` : server,
    url: `http://localhost:${port}/api/v1/health`,
    timeout: 120_000 + wait * 1000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  },
});
