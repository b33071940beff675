import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/console.ts';

/** Screens that load the most kinds of content: lists, an editor with a map, the shipment form, settings. */
const PAGES = ['/', '/countries', '/city_districts', '/shipments', '/shipment_modification', '/settings'];

/** A 1×1 transparent PNG. */
const BLANK_TILE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Console errors, uncaught errors and CSP violations the page reports. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.text().startsWith('csp-violation')) problems.push(message.text());
  });
  return problems;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `csp-violation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
});

test('the console page is sent with its security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the built console runs under its Content-Security-Policy without a console error', async ({ page }) => {
  // Seven screens, each until the network is quiet: under CI's parallel workers that outgrew the
  // 60 s a single-screen test gets (CI, 2026-11-28).
  test.setTimeout(180_000);
  const problems = watch(page);
  // The maps' tiles come from OpenStreetMap, which the test machine cannot reach: a blank tile
  // answers instead. The browser checks the CSP before a request leaves, so a tile the policy
  // refused would still be reported as a violation.
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(BLANK_TILE, 'base64') }),
  );
  await signIn(page, 'administrator.god');
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // An editor opened from a list: the city district's map and polygon.
  await page.goto('/city_districts');
  await page.waitForLoadState('networkidle');
  // The demo has city districts: an empty list is a failure, not a reason to skip the editor.
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await firstRow.locator('a').first().click();
  await expect(page).toHaveURL(/\/edit\/city_districts\//);
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
