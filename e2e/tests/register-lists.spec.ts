import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot, signIn } from './support/console.ts';

const PHONE = { width: 390, height: 844 };

// Each test signs in and loads a list screen in a fresh page: a busy CI machine needs the time.
test.describe.configure({ timeout: 120_000 });

/** The list fits its screen: no sideways page scroll, and the first row shows without scrolling. */
async function expectFirstScreen(page: Page) {
  const firstRow = page.locator('.register-list .ant-table-row').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const box = await firstRow.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height <= viewport.height, 'first row on the first screen').toBe(
    true,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal page overflow').toBeLessThanOrEqual(0);
}

const LISTS = [
  // The shipments and visits lists open on today; the demo's rows may be older, so the date is cleared.
  { name: 'shipments-list', login: 'operator', path: '/shipments?dateTimeFrom=' },
  { name: 'visits-list', login: 'administrator.god', path: '/visits?createdAtFrom=' },
  { name: 'countries-list', login: 'administrator.god', path: '/countries' },
] as const;

for (const list of LISTS) {
  test(`${list.name}: filters folded, rows on the first screen at 1366×768`, async ({ page }) => {
    await signIn(page, list.login, list.path);
    await expectFirstScreen(page);
    // A list wider than the screen keeps its horizontal scrollbar in view (issue 24).
    if (list.name === 'shipments-list') {
      const bar = page.getByTestId('sticky-scrollbar');
      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport();
      await bar.evaluate((element) => {
        element.scrollLeft = 200;
      });
      await expect
        .poll(() =>
          page.locator('.register-table .ant-table-content').evaluate((element) => element.scrollLeft),
        )
        .toBe(200);
      await bar.evaluate((element) => {
        element.scrollLeft = 0;
      });
    }
    await saveScreenshot(page, list.name);
  });

  test(`${list.name}: rows on the first screen of a phone`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, list.login, list.path);
    await expectFirstScreen(page);
    await saveScreenshot(page, `${list.name}-phone`);
    await context.close();
  });
}

test('the shipments filters open, and a closed tag clears its filter', async ({ page }) => {
  await signIn(page, 'operator', '/shipments?dateTimeFrom=&statuses[]=Draft');
  const tag = page.locator('.register-filter-tag').filter({ hasText: 'Draft' });
  await expect(tag).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Show filters/ }).click();
  await expect(page.getByRole('button', { name: /Apply filters/ })).toBeVisible();
  await saveScreenshot(page, 'shipments-list-filters');
  await tag.getByRole('button', { name: /Remove the filter/ }).click();
  await expect(page).not.toHaveURL(/statuses/);
});
