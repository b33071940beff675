import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';
const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

/** A phone in the native app's web view: its user agent, screen and touch (mobile-app routes need them). */
export function phoneContextOptions(): BrowserContextOptions {
  return {
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  };
}

/**
 * Signs in through the login page and waits for the console to settle: the page loaded and no
 * page loader left (the user, the settings and the screen's chunk are in). Not network idle: a
 * screen with a live stream (the courier management hub's `dispatch/events`) keeps a request open
 * for good, so the network of such a page never goes idle.
 */
export async function signIn(page: Page, login: string, target = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await settled(page);
}

/** A tab of the workspace tab bar by its label. */
export const workspaceTab = (page: Page, label: string) =>
  page.locator('.ant-tabs-nav').getByRole('tab', { name: label, exact: true });

/** The close button beside a workspace tab. */
export const closeTabButton = (page: Page, label: string) =>
  page
    .locator('.ant-tabs-nav .ant-tabs-tab')
    .filter({ has: page.getByRole('tab', { name: label, exact: true }) })
    .locator('.ant-tabs-tab-remove');

/** The page loaded and no page loader left (not network idle: see signIn). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.console-loader')).toHaveCount(0);
}

export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), animations: 'disabled' });
}

/** Opens a tab's context menu and picks an item once the menu has finished appearing. */
export async function chooseFromTabMenu(page: Page, label: string, item: string) {
  await workspaceTab(page, label).click({ button: 'right' });
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  await page.waitForTimeout(300);
  await entry.click();
  await expect(entry).toBeHidden();
}

/**
 * Picks `item` of the scanning register's "create" menu (it opens on a click) and waits for the new
 * scan's dialog. The toolbar can still shift while the list loads, so the click and the pick are
 * tried again together until the dialog shows.
 */
export async function openCreateScanDialog(page: Page, item: string) {
  const dialog = page.getByRole('dialog');
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expect(async () => {
    if (await dialog.isVisible()) return;
    if (!(await entry.isVisible())) await page.getByTestId('scan-create').click({ timeout: 2_000 });
    await entry.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}
