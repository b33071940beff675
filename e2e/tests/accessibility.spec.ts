import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, type RouteName } from '@console/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { NodeResult } from 'axe-core';
import { ROUTE_PATHS } from '../../apps/web/src/app/route-paths.ts';
import { phoneContextOptions, signIn } from './support/console.ts';
import { routePaths } from './support/route-paths.ts';

/**
 * Issue 28: every route of the spec passes axe-core's WCAG 2.0 and 2.1 A and AA rules at the
 * console's desktop size (1366×768) and on a phone (390 px), as a user who may open it. Every
 * violation fails, whatever its impact (the moderate and minor ones were mended on 2026-11-29). The
 * routes are split into a few tests so that CI's two workers share them; each test signs in once and
 * opens its routes as a link does (history push, no reload).
 */
test.describe.configure({ mode: 'parallel' });
// A trace of some 30 screens each is large and slow to write; the findings say what failed and where.
test.use({ trace: 'off' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Every impact fails: since 2026-11-29 no screen has a finding of any impact, and none may come back. */
const FAILING_IMPACTS = new Set(['minor', 'moderate', 'serious', 'critical']);
/** Who opens the routes: the administrator may open every route but the mobile app's. */
const ADMINISTRATOR = 'administrator.god';
/** The mobile app's routes open only in the app on a phone (platform §6), as a courier uses them. */
const APP_USER = 'courier';
/** How long a screen and its data may take to show before axe runs anyway. */
const SETTLE_MS = 15_000;
/** How long a screen must stay settled before axe looks at it. */
const STABLE_MS = 400;
/** A screen counts as shown once no request has been answered for this long. */
const QUIET_MS = 200;

/**
 * Parts of screens axe does not check, each with its reason.
 * - The suffix (a unit: "kg", "cm") of a disabled number or text field: WCAG 1.4.3 exempts the text
 *   of an inactive control, but axe cannot tell that the suffix belongs to the disabled input and
 *   measures antd's disabled grey as text (1.8:1). Enabled fields' suffixes are still checked.
 */
const EXCLUDED: readonly string[] = [
  '.ant-input-number-disabled .ant-input-number-suffix',
  '.ant-input-affix-wrapper-disabled .ant-input-suffix',
];

interface Finding {
  route: string;
  path: string;
  viewport: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Counts the page's requests in flight, the console's live-update stream aside. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (resourceType: string) => resourceType !== 'eventsource' && resourceType !== 'websocket';
  const done = (request: { resourceType(): string }) => {
    if (!counted(request.resourceType())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!counted(request.resourceType())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quiet: () => inFlight === 0 && Date.now() - lastChange >= QUIET_MS };
}

/** Opens a path as a link of the console does and waits until its screen and data have shown. */
async function openInApp(page: Page, path: string, network: ReturnType<typeof trackRequests>) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Settled: no loader (the navigation bar included), the network quiet and the address unchanged,
  // all for STABLE_MS on end. A screen that redirects (a task opened by its general path) passes
  // through a blank moment between its data and the next screen: a single look could land there.
  const loaders = '.navigation-progress, .console-loader, .ant-skeleton, .ant-spin-spinning';
  const start = Date.now();
  let settledAt: string | null = null;
  let since = Date.now();
  while (Date.now() - start < SETTLE_MS) {
    const href = await page.evaluate(
      (selector) => (document.querySelector(selector) === null ? window.location.href : null),
      loaders,
    );
    const now = href !== null && network.quiet() ? href : null;
    if (now === null || now !== settledAt) {
      settledAt = now;
      since = Date.now();
    } else if (Date.now() - since >= STABLE_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Transitions and animations end at once (the style stays for the session: the routes open without a
 * reload), so that axe measures the colours a screen settles on, not one of antd's fade-ins.
 */
async function withoutMotion(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

async function check(page: Page, route: string, path: string, viewport: string): Promise<Finding[]> {
  const axe = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of EXCLUDED) axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations.map((violation) => ({
    route,
    path,
    viewport,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => `${node.target.join(' ')}${contrastOf(node)}`),
  }));
}

/** What axe measured for a contrast finding: the colours and their ratio; AXE_DEBUG=1 says all. */
function contrastOf(node: NodeResult): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  if (process.env.AXE_DEBUG) return ` -- ${node.failureSummary?.replaceAll('\n', ' ')}`;
  return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : '';
}

/** Keeps every finding in the test's output (axe-findings.json), prints them, fails on those of a failing impact. */
async function report(findings: Finding[]) {
  writeFileSync(test.info().outputPath('axe-findings.json'), JSON.stringify(findings, null, 2));
  const lines = (list: Finding[]) =>
    list.map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} on ${finding.route} (${finding.path}, ${finding.viewport}): ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    );
  const failing = findings.filter((finding) => FAILING_IMPACTS.has(finding.impact));
  const minor = findings.filter((finding) => !FAILING_IMPACTS.has(finding.impact));
  if (minor.length > 0) console.log(`Lesser axe findings:\n${lines(minor).join('\n')}`);
  expect(lines(failing), 'axe violations').toEqual([]);
}

type Viewport = 'desktop' | 'phone';

/** The routes the administrator checks: all but the sign-in page and the mobile app's. */
const administratorRoutes = (route: RouteName) => route !== 'login' && !ROUTES[route].mobileAppOnly;

const APP_ROUTES = (Object.keys(ROUTES) as RouteName[]).filter((route) => ROUTES[route].mobileAppOnly);

async function phonePage(browser: Browser) {
  const context = await browser.newContext(phoneContextOptions());
  return { context, page: await context.newPage() };
}

/** The groups of routes one test checks: a group of some 30 routes takes about a minute. */
const GROUPS: Record<Viewport, number> = { desktop: 3, phone: 3 };

for (const viewport of ['desktop', 'phone'] as const) {
  for (let group = 0; group < GROUPS[viewport]; group += 1) {
    test(`routes group ${group + 1} of ${GROUPS[viewport]} meet WCAG 2.1 AA on a ${viewport}`, async ({
      browser,
      page: desktop,
      request,
    }) => {
      test.setTimeout(240_000);
      // The desktop is the configuration's page (1366×768); a phone gets a context of its own.
      const phone = viewport === 'phone' ? await phonePage(browser) : undefined;
      const page = phone?.page ?? desktop;
      const findings: Finding[] = [];
      try {
        if (group === 0) {
          await page.goto('/login');
          await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
          findings.push(...(await check(page, 'login', '/login', viewport)));
        }
        const [paths] = await Promise.all([routePaths(request, ADMINISTRATOR), signIn(page, ADMINISTRATOR)]);
        const mine = paths
          .filter(([route]) => administratorRoutes(route))
          .filter((_, index) => index % GROUPS[viewport] === group);
        // The pointer would stay where Sign in was and hover whatever comes to lie there.
        await page.mouse.move(0, 0);
        await withoutMotion(page);
        const network = trackRequests(page);
        for (const [route, [path]] of mine) {
          if (!path) continue;
          await openInApp(page, path, network);
          findings.push(...(await check(page, route, path, viewport)));
        }
        if (viewport === 'phone' && group === GROUPS.phone - 1) {
          const app = await phonePage(browser);
          try {
            await signIn(app.page, APP_USER, '/?consumer=mobile_app');
            await withoutMotion(app.page);
            const appNetwork = trackRequests(app.page);
            for (const route of APP_ROUTES) {
              const path = ROUTE_PATHS[route];
              await openInApp(app.page, path, appNetwork);
              findings.push(...(await check(app.page, route, path, 'phone, mobile app')));
            }
          } finally {
            await app.context.close();
          }
        }
      } finally {
        await phone?.context.close();
      }
      await report(findings);
    });
  }
}
