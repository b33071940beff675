import { expect, test } from '@playwright/test';
import { chooseFromTabMenu, closeTabButton, signIn, workspaceTab } from './support/console.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'operator');
  const pages = [
    ['/shipments', 'Shipments'],
    ['/visits', 'Visits'],
    ['/payments', 'Payments'],
    ['/settings', 'Settings'],
  ] as const;
  for (const [path, label] of pages) {
    await page.goto(path);
    // The page opens its tab once its screen's chunk has loaded and rendered, which can come after
    // the network has gone quiet: leaving earlier would reload the console before the tab is stored.
    await expect(workspaceTab(page, label)).toBeVisible();
  }
});

test('opened pages become tabs that survive a reload', async ({ page }) => {
  for (const label of ['Shipments', 'Visits', 'Payments', 'Settings']) {
    await expect(workspaceTab(page, label)).toBeVisible();
  }
  await page.reload();
  await page.waitForLoadState('networkidle');
  for (const label of ['Shipments', 'Visits', 'Payments', 'Settings']) {
    await expect(workspaceTab(page, label)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/settings$/);
});

test('closing the active tab opens the next, else the previous, else home', async ({ page }) => {
  await workspaceTab(page, 'Visits').click();
  // The visit list opens on today's visits: the date is in the URL.
  await expect(page).toHaveURL(/\/visits\?createdAtFrom=\d{4}-\d{2}-\d{2}$/);
  await expect(workspaceTab(page, 'Visits')).toHaveAttribute('aria-selected', 'true');
  await closeTabButton(page, 'Visits').click();
  // The next tab (Payments) becomes active; its list opens on today's payments.
  await expect(page).toHaveURL(/\/payments(\?createdAtFrom=\d{4}-\d{2}-\d{2})?$/);
  await workspaceTab(page, 'Settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(workspaceTab(page, 'Settings')).toHaveAttribute('aria-selected', 'true');
  await closeTabButton(page, 'Settings').click();
  // No next tab: the previous one.
  await expect(page).toHaveURL(/\/payments(\?createdAtFrom=\d{4}-\d{2}-\d{2})?$/);
});

test('a tab closed while the console is slow stays closed', async ({ page }) => {
  test.setTimeout(120_000);
  // A slow machine: the list's render of its own URL rewrite can still be pending when the tab closes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await workspaceTab(page, 'Visits').click();
  await expect(page).toHaveURL(/\/visits\?createdAtFrom=\d{4}-\d{2}-\d{2}$/, { timeout: 30_000 });
  await expect(workspaceTab(page, 'Visits')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await closeTabButton(page, 'Visits').click();
  await expect(workspaceTab(page, 'Payments')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible({ timeout: 30_000 });
  // The stale render came up to two seconds after the close: an absence is checked after a while.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(/\/payments(\?createdAtFrom=\d{4}-\d{2}-\d{2})?$/);
  await expect(workspaceTab(page, 'Visits')).toHaveCount(0);
});

test('context menu: close others, close right, close all', async ({ page }) => {
  await chooseFromTabMenu(page, 'Visits', 'Close tabs to the right');
  await expect(workspaceTab(page, 'Payments')).toHaveCount(0);
  await expect(workspaceTab(page, 'Settings')).toHaveCount(0);
  await expect(workspaceTab(page, 'Shipments')).toBeVisible();

  await chooseFromTabMenu(page, 'Visits', 'Close other tabs');
  await expect(workspaceTab(page, 'Shipments')).toHaveCount(0);
  await expect(workspaceTab(page, 'Visits')).toBeVisible();

  await chooseFromTabMenu(page, 'Visits', 'Close all tabs');
  await expect(workspaceTab(page, 'Visits')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
