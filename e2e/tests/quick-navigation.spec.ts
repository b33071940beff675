import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { phoneContextOptions, signIn } from './support/console.ts';
import { routePaths } from './support/route-paths.ts';

/**
 * Issue 32: every route of the spec opened one after another as a link opens it (history push, no
 * reload), a fraction of a second per page, as a clerk moving quickly through tabs does. A screen
 * left while it still works (a map in mid-zoom) must leave nothing behind that throws. The crash
 * depends on timing, so each walk is its own test (they run side by side) and the administrator
 * walks three times, each with other pauses.
 */
test.describe.configure({ mode: 'parallel' });

/** How long a page may take to show before the walk moves on anyway (it is not what this checks). */
const SETTLE_MS = 3_000;
/** How long a screen titled as the last one is given to replace it. */
const SAME_TITLE_MS = 400;
/** The longest pause on a shown page: a zoom animation of Leaflet lasts 250 ms. */
const MAX_DWELL_MS = 300;

/** The pages of a walk, in the order of the spec's route table (support/route-paths.ts). */
async function walkPaths(request: APIRequestContext, login: string): Promise<string[]> {
  return (await routePaths(request, login)).flatMap(([, paths]) => paths);
}

/** What the walk in the page reports: the error screens met and the pages left before they showed. */
interface WalkReport {
  errorScreens: string[];
  pageErrors: string[];
  unsettled: string[];
}

/**
 * Runs in the page: opens the paths one after another as a link does (history push and the
 * popstate the router listens to) and waits until each has replaced the last: every other page
 * only until its screen shows, the others until their data has shown too (which ones the seed
 * decides, so two walks swap them). Then it stays 0–300 ms. In the page, so that no round trip to
 * the test runner slows the walk down.
 */
async function walkInPage(args: {
  paths: readonly string[];
  seed: number;
  settleMs: number;
  sameTitleMs: number;
  maxDwellMs: number;
}): Promise<WalkReport> {
  const report: WalkReport = { errorScreens: [], pageErrors: [], unsettled: [] };
  let at = 'sign-in';
  const onError = (event: ErrorEvent) => report.pageErrors.push(`${at}: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    report.pageErrors.push(`${at}: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // The console's own loader shows while a screen's chunk loads; antd's while its data loads.
  const screenLoading = () => document.querySelector('.console-loader') !== null;
  const dataLoading = () => document.querySelector('.ant-skeleton, .ant-spin-spinning') !== null;
  for (const [index, path] of args.paths.entries()) {
    at = `${at} → ${path}`;
    const title = document.title;
    const start = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    const waitForData = (index + args.seed) % 2 === 0;
    // A new screen sets its title; a screen of the same title is given a moment to replace the last.
    for (;;) {
      await frame();
      const elapsed = performance.now() - start;
      const loading = screenLoading() || (waitForData && dataLoading());
      if (!loading && (document.title !== title || elapsed >= args.sameTitleMs)) break;
      if (elapsed >= args.settleMs) {
        report.unsettled.push(path);
        break;
      }
    }
    const errorScreen = document.querySelector('.route-error');
    if (errorScreen) report.errorScreens.push(`${path}: ${errorScreen.textContent}`);
    at = path;
    await pause(((index + 1) * 7_919 * (args.seed + 1)) % (args.maxDwellMs + 1));
  }
  // A zoom animation's end timer runs 250 ms after its start: the last page's is given time to throw.
  await pause(600);
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  return report;
}

/** Walks the paths and fails on any uncaught page error or error screen. */
async function walk(page: Page, paths: readonly string[], seed: number): Promise<void> {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const report = await page.evaluate(walkInPage, {
    paths,
    seed,
    settleMs: SETTLE_MS,
    sameTitleMs: SAME_TITLE_MS,
    maxDwellMs: MAX_DWELL_MS,
  });
  test.info().annotations.push({
    type: 'walk',
    description: `${paths.length} pages; moved on before these showed: ${report.unsettled.join(', ') || 'none'}`,
  });
  expect(report.errorScreens, 'error screens of the walk').toEqual([]);
  // The page's own listeners say where an error came from; Playwright's count is the one that counts.
  expect({ uncaught, where: report.pageErrors }, 'uncaught page errors of the walk').toEqual({
    uncaught: [],
    where: [],
  });
}

/** Who walks: an administrator, a branch clerk (operator), a dispatcher, a courier in the mobile app. */
const WALKERS = [
  { login: 'administrator.god', rounds: 3, phone: false },
  { login: 'operator', rounds: 1, phone: false },
  { login: 'dispatch.manager', rounds: 1, phone: false },
  { login: 'courier', rounds: 1, phone: true },
];

for (const [index, walker] of WALKERS.entries()) {
  for (let round = 1; round <= walker.rounds; round += 1) {
    const where = walker.phone ? ' in the mobile app' : '';
    const which = walker.rounds > 1 ? `, walk ${round}` : '';
    test(`${walker.login}${where} opens every route quickly${which}`, async ({
      page: desktop,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const phone = walker.phone ? await browser.newContext(phoneContextOptions()) : undefined;
      try {
        const page = phone ? await phone.newPage() : desktop;
        // The query puts the session in mobile-app mode; in-app navigation keeps it (mobile-app-mode.ts).
        const [paths] = await Promise.all([
          walkPaths(request, walker.login),
          signIn(page, walker.login, walker.phone ? '/?consumer=mobile_app' : '/'),
        ]);
        await walk(page, paths, index * 10 + round);
      } finally {
        await phone?.close();
      }
    });
  }
}
